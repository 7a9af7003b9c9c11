import { defaultUrlTransform } from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { hasMarkdownSyntax, honourLineBreaks, parseImagePlaceholder, placeholderImageUrl, plainParagraphs, proseBlocks } from './markdown';

describe('story markdown (spec 1 §5)', () => {
  it('keeps exactly http, https, irc, ircs, mailto, xmpp and relative URLs; empties the rest', () => {
    const kept = ['http://a.test/x', 'https://a.test', 'irc://irc.test/c', 'ircs://irc.test/c', 'mailto:a@b.test', 'xmpp:a@b.test', '/images/x.png', 'page#top', '?q=1'];
    for (const url of kept) expect(defaultUrlTransform(url)).toBe(url);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://a.test']) {
      expect(defaultUrlTransform(url)).toBe('');
    }
  });

  it('honours single line breaks and leaves paragraphs alone', () => {
    expect(honourLineBreaks('a\nb\n\nc')).toBe('a  \nb\n\nc');
  });

  it('puts image placeholders at their paragraph positions', () => {
    const text = 'One.\n\n<image id="beat-3-a" source="story" desc="A quiet pier" fileType="svg" subDir="" float="right" />\nTwo.\n\nThree.';
    expect(proseBlocks(text)).toEqual([
      { kind: 'markdown', text: 'One.' },
      { kind: 'image', image: { id: 'beat-3-a', source: 'story', desc: 'A quiet pier', fileType: 'svg', subDir: '', float: 'right' } },
      { kind: 'markdown', text: 'Two.' },
      { kind: 'markdown', text: 'Three.' },
    ]);
  });

  it('drops placeholders without an id or with an unknown source', () => {
    expect(parseImagePlaceholder('source="story"')).toBeNull();
    expect(parseImagePlaceholder('id="x" source="elsewhere"')).toBeNull();
    expect(parseImagePlaceholder("id='x' source=template")).toMatchObject({ id: 'x', source: 'template', fileType: 'jpeg', float: 'left' });
  });

  it('resolves a placeholder to /images/{stories|templates}/{sourceId}/{subDir}/{id}.{fileType}, or nothing when unknown or failed', () => {
    const image = parseImagePlaceholder('id="p1" source="template"')!;
    const refs = [{ id: 'p1', source: 'template' as const, sourceId: 'tmpl-9', subDirectory: 'players', fileType: 'png' as const, status: 'ready' as const, description: '' }];
    expect(placeholderImageUrl(image, refs)).toBe('/images/templates/tmpl-9/players/p1.png');
    expect(placeholderImageUrl(image, [])).toBeNull();
    expect(placeholderImageUrl(image, [{ ...refs[0]!, status: 'failed' }])).toBeNull();
  });
  it('shows the same words as plain paragraphs while the renderer loads: marks gone, link words kept, line breaks kept', () => {
    const text = 'You **run** to the *old* gate.\nIt is _shut_.\n\nSee [the map](https://example.com) and `nothing` else.\n\n\n# Night';
    expect(plainParagraphs(text)).toEqual([['You run to the old gate.', 'It is shut.'], ['See the map and nothing else.'], ['Night']]);
    expect(plainParagraphs('Two * stars * apart and 3*4')).toEqual([['Two * stars * apart and 3*4']]);
  });

  it('knows prose that means nothing as markdown, which renders the same without the renderer (issue 31)', () => {
    for (const plain of ['The bell rings.\nYou wait, and wonder.', 'It costs 3 coins.', '"Come in," she says. It is 4.30 now.', 'Well - maybe.']) expect(hasMarkdownSyntax(plain), plain).toBe(false);
    for (const marked of ['You **run**.', 'It is _shut_.', 'See [the map](https://a.test).', '# Night', '- one\n- two', '1. first', '> a quote', 'Tom &amp; Jerry', '    code', 'Title\n---', 'a <b>tag</b>', 'an \\* escape', '![alt](x.png)', '`code`']) {
      expect(hasMarkdownSyntax(marked), marked).toBe(true);
    }
  });
});
