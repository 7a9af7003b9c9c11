// Issue 26.3: SVG pictures are rebuilt from an allowlist. Each attack the second review found (and
// the first review's) goes in; what comes out holds only allowlisted elements, attributes and CSS,
// and nothing that points outside the picture. The offline illustrator's pictures come out whole.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { illustrate, type IllustrationRequest } from '@engine';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, DATA_ATTRIBUTE, ELEMENTS, SVG_NS } from './svg-allowlist';
import { countStartTags, SVG_MAX_ELEMENTS } from './svg-limits';
import { sanitiseSvg } from './svg-sanitise';

const enc = (s: string) => new TextEncoder().encode(s);
const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;
const clean = (text: string): string => {
  const r = sanitiseSvg(enc(text));
  if (!r.ok) throw new Error(r.reason);
  return new TextDecoder().decode(r.bytes);
};

/** Fails unless every element and attribute of the picture is allowlisted and nothing points outside it. */
function expectOnlyAllowlisted(text: string): void {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const walk = (el: Element) => {
    expect(el.namespaceURI).toBe(SVG_NS);
    expect(ELEMENTS.has(el.localName!), el.localName!).toBe(true);
    for (let i = 0; i < el.attributes.length; i++) {
      const a = el.attributes.item(i)!;
      if (a.name === 'xmlns') continue;
      expect(ATTRIBUTES.has(a.name) || DATA_ATTRIBUTE.test(a.name), a.name).toBe(true);
      if (a.name === 'href') expect(a.value).toMatch(/^#|^data:image\/(png|jpeg|webp);base64,/);
    }
    for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === c.ELEMENT_NODE) walk(c as Element);
  };
  walk(doc.documentElement!);
  expect(text.replace(` xmlns="${SVG_NS}"`, '')).not.toMatch(/\\|https?:|javascript:|image-set|@import|xml:base|srcset|ping=|<!|<\?/i);
  for (const m of text.matchAll(/url\(([^)]*)\)/gi)) expect(m[1]).toMatch(/^['"]?#/);
}

describe('SVG pictures are rebuilt from an allowlist (issue 26.3)', () => {
  const attacks: [string, string, RegExp][] = [
    ['<meta http-equiv="refresh"> (redirected the browser off the origin)', svg('<meta http-equiv="refresh" content="0;url=https://evil.example/"/><rect width="5" height="5"/>'), /meta/],
    ['an XHTML <meta> and <script>', svg('<html:meta xmlns:html="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://evil.example/"/><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'), /meta|script/],
    ['<set attributeName="href"> (animating a link)', svg('<a href="#x"><set attributeName="href" to="https://evil.example/"/><rect width="5" height="5"/></a>'), /set/],
    ['<animate> of xlink:href', svg('<use xlink:href="#x"><animate attributeName="xlink:href" values="https://evil.example/#a"/></use>'), /animate/],
    ['url(https://...) in fill', svg('<rect fill="url(https://evil.example/a.svg#g)" width="5" height="5"/>'), /fill/],
    ['url(https://...) in filter, mask and cursor', svg('<g filter="url(https://evil.example/f.svg#f)" mask="url(//evil.example/m.svg#m)" cursor="url(https://evil.example/c.png), auto"/>'), /filter|mask|cursor/],
    ['a CSS escape spelling url', svg('<rect style="fill: u\\72l(https://evil.example/x)" width="5" height="5"/>'), /style/],
    ['a CSS escape in a stylesheet', svg('<style>rect { fill: u\\72l(https://evil.example/x) }</style><rect width="5" height="5"/>'), /style/],
    ['image-set', svg('<style>rect { fill: image-set("https://evil.example/x.png" 1x) }</style><rect style="background:-webkit-image-set(url(https://evil.example/y.png) 1x)" width="5" height="5"/>'), /style/],
    ['@import and @font-face', svg('<style>@import url(https://evil.example/a.css); @font-face { font-family: x; src: url(https://evil.example/f.woff) } rect{fill:red}</style>'), /style/],
    ['xml:base', svg('<g xml:base="https://evil.example/"><use href="#x"/></g>'), /xml:base/],
    ['srcset and ping', svg('<image srcset="https://evil.example/a.png 1x" ping="https://evil.example/p" href="#x"/>'), /srcset|ping/],
    ['a script', svg('<script>alert(1)</script><rect width="5" height="5"/>'), /script/],
    ['an event handler', svg('<rect onload="alert(1)" onclick="alert(2)" width="5" height="5"/>'), /onload/],
    ['foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), /foreignObject/],
    ['a javascript: link', svg('<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>'), /<a>/],
    ['an external <use> and <image>', svg('<use href="https://evil.example/s.svg#x"/><image xlink:href="https://evil.example/p.png"/>'), /href/],
    ['feImage', svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'), /feImage/],
    ['a comment and a processing instruction', `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('<!-- hi --><?pi x?><rect width="5" height="5"/>')}`, /comment|processing/],
    ['a DOCTYPE without entities', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect width="5" height="5"/>')}`, /DOCTYPE/],
    ['editor metadata (kept drawing)', svg('<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/><rect inkscape:label="x" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="5" height="5"/>'), /metadata|namedview|inkscape/],
  ];

  for (const [name, text, removedPattern] of attacks) {
    it(`leaves out ${name}`, () => {
      const r = sanitiseSvg(enc(text));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const out = new TextDecoder().decode(r.bytes);
      expectOnlyAllowlisted(out);
      expect(r.removed.join(' | ')).toMatch(removedPattern);
    });
  }

  it('keeps the drawing: shapes, gradients, filters, local url(#id), local hrefs, classes in a stylesheet, text, embedded rasters', () => {
    const text = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><symbol id="s"><circle r="2"/></symbol></defs>' +
        '<style>.a{fill:url(#g);stroke:#000} .b > .c{opacity:.5}</style>' +
        '<rect class="a" width="10" height="10" filter="url(#f)" style="mix-blend-mode:multiply"/><use href="#s" x="3"/><use xlink:href="#s" x="4"/>' +
        '<text x="1" y="2">Fish &amp; chips</text><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
      ' viewBox="0 0 10 10" data-style="ink"',
    );
    const out = clean(text);
    expectOnlyAllowlisted(out);
    expect(out).toContain('<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>');
    expect(out).toContain('<style>.a{fill:url(#g);stroke:#000}.b &gt; .c{opacity:.5}</style>');
    expect(out).toContain('filter="url(#f)"');
    expect(out).toContain('<use href="#s" x="3"/><use href="#s" x="4"/>');
    expect(out).toContain('<text x="1" y="2">Fish &amp; chips</text>');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('data-style="ink"');
  });

  it("keeps every element, attribute and style of the offline illustrator's pictures, and cleaning twice changes nothing", () => {
    const base: IllustrationRequest = { kind: 'element', prompt: 'The Old Mill\nA stone mill by a river under hills, at night in the rain.', instructions: { visualStyle: 'engraving', atmosphere: 'misty', colorPalette: 'blue and gold', settingDetails: '', characterStyle: '', artInfluences: '', coverPrompt: '' }, seed: 's1', worldKey: 'w1' };
    const kinds: IllustrationRequest[] = [base, { ...base, kind: 'cover' }, { ...base, kind: 'portrait', prompt: 'Fennel, he/him. A small hedgehog in a red scarf.' }, { ...base, kind: 'scene', instructions: { ...base.instructions, visualStyle: 'watercolour' } }, { ...base, kind: 'scene', instructions: { ...base.instructions, visualStyle: 'paper cut' } }];
    for (const request of kinds) {
      const original = illustrate(request).svg;
      const r = sanitiseSvg(enc(original));
      expect(r.ok && r.removed).toEqual([]);
      const once = clean(original);
      expect(clean(once)).toBe(once);
      expect(countStartTags(once)).toBe(countStartTags(original));
    }
  });

  it('refuses what cannot be a picture, naming why', () => {
    const reason = (text: string | Uint8Array) => {
      const r = sanitiseSvg(typeof text === 'string' ? enc(text) : text);
      return r.ok ? 'accepted' : r.reason;
    };
    expect(reason(svg('<g/>'.repeat(SVG_MAX_ELEMENTS + 1)))).toBe('it has more than 10,000 elements');
    expect(reason('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "lol">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')).toMatch(/declares entities/);
    expect(reason('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>')).toMatch(/not <svg> in the SVG namespace/);
    expect(reason('<svg xmlns="http://www.w3.org/1999/xhtml"/>')).toMatch(/not <svg> in the SVG namespace/);
    expect(reason(new Uint8Array([0x3c, 0x73, 0xff, 0xfe]))).toBe('it is not UTF-8 text');
    expect(reason(svg('<rect'))).toMatch(/not well-formed/);
    expect(reason(new Uint8Array(5 * 1024 * 1024).fill(32))).toBe('it is larger than 4 MB');
  });
});
