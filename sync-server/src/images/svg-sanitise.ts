/**
 * A stored SVG picture is rebuilt from an allowlist (issue 26.3), never checked against a
 * blocklist: the upload is parsed with a real XML parser (@xmldom/xmldom) and a new document is
 * written from the elements, attributes and CSS declarations of svg-allowlist.ts alone, so what is
 * stored (and served) holds nothing else by construction: no script or event handler, no
 * animation, no link, no reference outside the picture of any kind, no DOCTYPE, comment or
 * processing instruction, no foreign namespace.
 *
 * Cleaned, not refused: pictures from drawing programs carry editor metadata (Inkscape's
 * `sodipodi:*`, RDF in `<metadata>`) that has no business in a stored picture but no harm in the
 * drawing; leaving it out keeps the picture. What is left out is listed (`removed`) for the log.
 * Refused: what cannot be a picture at all (not UTF-8, not well-formed, no `<svg>` root in the SVG
 * namespace, entity declarations) and what is too large to parse safely: checked first, by a
 * byte count and a scan that counts start tags, before anything is parsed.
 *
 * CPU-heavy: call it through the work pool (images/uploaded-picture.ts, zip import), never on the
 * request thread.
 */
import { DOMParser, type Attr, type Element, type Node } from '@xmldom/xmldom';
import { svgPrecheck } from './svg-limits';
import { ATTRIBUTES, DATA_ATTRIBUTE, ELEMENTS, EMBEDDED_RASTER, FRAGMENT, PRESENTATION, SAFE_SELECTOR, safeValue, SVG_NS, TEXT_ELEMENTS, UNWRAPPED, XLINK_NS } from './svg-allowlist';

/** The deepest nesting kept (deeper drawing is left out). */
const MAX_DEPTH = 64;

/** The rebuilt picture, or why the upload cannot be one. */
export type SvgSanitised = { ok: true; bytes: Uint8Array; removed: string[] } | { ok: false; reason: string };

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** CSS declarations kept: allowlisted properties with safe values, rebuilt as `prop:value;...`. */
function cleanDeclarations(css: string, removed: string[]): string {
  const kept: string[] = [];
  for (const part of css.split(';')) {
    if (part.trim() === '') continue;
    const at = part.indexOf(':');
    const prop = (at > 0 ? part.slice(0, at) : part).trim().toLowerCase();
    const value = at > 0 ? part.slice(at + 1).trim() : '';
    if (at > 0 && PRESENTATION.has(prop) && value !== '' && safeValue(value)) kept.push(`${prop}:${value}`);
    else removed.push(`style ${part.trim().slice(0, 60)}`);
  }
  return kept.join(';');
}

/** A `<style>` sheet kept: `selector{declarations}` rules with safe selectors; at-rules and anything else left out. */
function cleanStylesheet(css: string, removed: string[]): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  let out = '';
  let rest = text;
  for (const m of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    rest = rest.replace(m[0], '');
    const selector = (m[1] ?? '').trim();
    if (!SAFE_SELECTOR.test(selector)) {
      removed.push(`style rule ${selector.slice(0, 60)}`);
      continue;
    }
    const declarations = cleanDeclarations(m[2] ?? '', removed);
    if (declarations) out += `${selector}{${declarations}}`;
  }
  if (rest.trim() !== '') removed.push(`style text ${rest.trim().slice(0, 60)}`);
  return out;
}

/** An attribute as it is kept (`name="value"`), or null when it is left out. */
function cleanAttribute(element: string, attr: Attr, removed: string[]): string | null {
  const ns = attr.namespaceURI;
  const local = attr.localName ?? attr.name;
  if (attr.name === 'xmlns' || attr.prefix === 'xmlns') return null;
  const isHref = (ns === XLINK_NS && local === 'href') || (ns === null && local === 'href');
  if (isHref) {
    if (FRAGMENT.test(attr.value) && element !== 'image') return `href="${escapeAttr(attr.value.trim())}"`;
    if (element === 'image' && EMBEDDED_RASTER.test(attr.value)) return `href="${escapeAttr(attr.value.replace(/\s+/g, ''))}"`;
    removed.push(`href ${attr.value.slice(0, 60)}`);
    return null;
  }
  if (ns !== null || !(ATTRIBUTES.has(local) || DATA_ATTRIBUTE.test(local))) {
    removed.push(`attribute ${attr.name}`);
    return null;
  }
  if (local === 'style') {
    const css = cleanDeclarations(attr.value, removed);
    return css ? `style="${escapeAttr(css)}"` : null;
  }
  if (!safeValue(attr.value)) {
    removed.push(`${attr.name}="${attr.value.slice(0, 60)}"`);
    return null;
  }
  return `${local}="${escapeAttr(attr.value)}"`;
}

/** Writes an element and what it keeps of its children into `out`. */
function writeElement(el: Element, depth: number, out: string[], removed: string[]): void {
  const name = el.localName ?? el.nodeName;
  if (el.namespaceURI !== SVG_NS || depth > MAX_DEPTH) {
    removed.push(`<${el.nodeName}>`);
    return;
  }
  if (UNWRAPPED.has(name)) {
    removed.push(`<${name}> (its drawing kept)`);
    writeChildren(el, name, depth, out, removed);
    return;
  }
  if (!ELEMENTS.has(name)) {
    removed.push(`<${name}>`);
    return;
  }
  if (name === 'style') {
    const css = cleanStylesheet(el.textContent ?? '', removed);
    if (css) out.push(`<style>${escapeText(css)}</style>`);
    return;
  }
  const attributes: string[] = depth === 0 ? [`xmlns="${SVG_NS}"`] : [];
  for (let i = 0; i < el.attributes.length; i++) {
    const kept = cleanAttribute(name, el.attributes.item(i)!, removed);
    if (kept) attributes.push(kept);
  }
  const open = `<${name}${attributes.length ? ` ${attributes.join(' ')}` : ''}`;
  const inner: string[] = [];
  writeChildren(el, name, depth, inner, removed);
  out.push(inner.length ? `${open}>${inner.join('')}</${name}>` : `${open}/>`);
}

/** The children of an element: kept elements, and text where text belongs; comments and instructions left out. */
function writeChildren(el: Element, name: string, depth: number, out: string[], removed: string[]): void {
  for (let child: Node | null = el.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE) writeElement(child as Element, depth + 1, out, removed);
    else if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      const text = child.nodeValue ?? '';
      if (TEXT_ELEMENTS.has(name)) out.push(escapeText(text));
      else if (text.trim() === '') out.push(text.replace(/[^\n ]/g, ''));
      else removed.push('stray text');
    } else if (child.nodeType === child.COMMENT_NODE || child.nodeType === child.PROCESSING_INSTRUCTION_NODE) removed.push(child.nodeType === child.COMMENT_NODE ? 'comment' : 'processing instruction');
  }
}

/** Rebuilds an SVG picture from the allowlist, or says why it cannot be one. */
export function sanitiseSvg(bytes: Uint8Array): SvgSanitised {
  const early = svgPrecheck(bytes);
  if (early) return { ok: false, reason: early };
  const text = new TextDecoder('utf-8').decode(bytes);
  let fatal: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning' && !fatal) fatal = message;
    },
  });
  let doc;
  try {
    doc = parser.parseFromString(text, 'image/svg+xml');
  } catch (error) {
    return { ok: false, reason: `it is not well-formed XML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
  if (fatal) return { ok: false, reason: `it is not well-formed XML (${String(fatal).split('\n')[0]})` };
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return { ok: false, reason: 'its root element is not <svg> in the SVG namespace' };
  const removed: string[] = [];
  for (let node: Node | null = doc.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.DOCUMENT_TYPE_NODE) removed.push('DOCTYPE');
  }
  const out: string[] = [];
  writeElement(root, 0, out, removed);
  return { ok: true, bytes: new TextEncoder().encode(out.join('')), removed };
}
