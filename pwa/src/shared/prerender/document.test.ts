import { describe, expect, it } from 'vitest';
import { documentFor, gameShellInto, hoistInlineStyles } from './document';
import { parsePageData, PAGE_DATA_ELEMENT_ID } from './page-data';

const template = '<!doctype html><html><head><title>Taleforge</title></head><body><div id="root"></div><script>/* shell */</script></body></html>';

describe('a prerendered page put together (issue 31)', () => {
  it('holds the markup in #root, its data beside it, its title and its preloads', () => {
    const html = documentFor({ template, preloads: ['/assets/library-1.js'] }, { markup: '<h1>Library</h1>', title: 'Library · Taleforge' }, { route: '/library', search: '', seed: 'ab' });
    expect(html).toContain('<div id="root"><h1>Library</h1></div>');
    expect(html).not.toContain('<style');
    expect(html).toContain('<title>Library · Taleforge</title>');
    expect(html).not.toContain('<title>Taleforge</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/library-1.js"></head>');
    const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
    expect(parsePageData(block)).toEqual({ route: '/library', search: '', seed: 'ab' });
  });

  it('moves inline styles into one <style> element (the policy allows no style attribute, and this element by its hash)', () => {
    const { markup, css } = hoistInlineStyles('<span style="aspect-ratio:3 / 2">a style=&quot;b&quot;</span><i style="font-family:&quot;A&quot;"></i><b style="aspect-ratio:3 / 2"></b>');
    expect(markup).toBe('<span data-s="0">a style=&quot;b&quot;</span><i data-s="1"></i><b data-s="0"></b>');
    expect(css).toBe('#root [data-s="0"]{aspect-ratio:3 / 2}#root [data-s="1"]{font-family:"A"}');
    expect(hoistInlineStyles('<i style="content:&quot;&lt;/style&gt;&quot;"></i>').css).not.toContain('</style');
    const html = documentFor({ template, preloads: [] }, { markup: '<p style="color:red">x</p>', title: null }, { route: '/', search: '' });
    expect(html).toContain('<style id="taleforge-page-styles">#root [data-s="0"]{color:red}</style></head>');
    expect(html).toContain('<p data-s="0">x</p>');
  });

  it('writes data that cannot end its script element', () => {
    const html = documentFor({ template, preloads: [] }, { markup: '', title: null }, { route: '/', search: '?q=</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("keeps the game page's shell beside an empty #root, for the shell's script to put in place", () => {
    const html = gameShellInto(template, { markup: '<h1>Connecting to Game</h1>' }, { route: '/game/:code', search: '' });
    expect(html).toContain('<div id="root"></div><template id="taleforge-game-shell"><h1>Connecting to Game</h1></template><script type="application/json" id="taleforge-game-shell-data">{"route":"/game/:code","search":""}</script>');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => documentFor({ template: '<body></body>', preloads: [] }, { markup: '', title: null }, { route: '/', search: '' })).toThrow(/#root|root/);
  });
});
