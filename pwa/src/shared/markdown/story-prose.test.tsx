import type { ImageReference } from '@schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hasMarkdownSyntax, honourLineBreaks, MarkdownText, StoryProse } from './markdown';
import MarkdownRenderer from './markdown-renderer';

const ref = (id: string, status: ImageReference['status']): ImageReference => ({ id, source: 'story', sourceId: 's1', subDirectory: '', fileType: 'svg', status, description: `About ${id}`, version: 'v1' });

// Spec 1 §2 / issue 17: a beat's pictures sit at their paragraph positions, floated to the side the
// narrator chose on wider screens, captioned, a placeholder while painted and the picture once ready.
describe('beat pictures in the prose', () => {
  const text = ['<image id="a" source="story" desc="The harbour at dusk" fileType="svg" subDir="" float="right" />The boats come home.', 'A bell rings.', '<image id="b" source="story" desc="The bell tower" fileType="svg" subDir="" />Silence.'].join('\n\n');

  it('puts each picture before its paragraph, floated and captioned, ready or painting', () => {
    const html = renderToStaticMarkup(<StoryProse text={text} images={[ref('a', 'ready'), ref('b', 'generating')]} />);
    const [first, second] = [html.indexOf('<figure'), html.lastIndexOf('<figure')];
    expect(first).toBeLessThan(html.indexOf('The boats come home.'));
    expect(html.indexOf('A bell rings.')).toBeLessThan(second);
    expect(second).toBeLessThan(html.indexOf('Silence.'));
    expect(html).toContain('sm:float-right');
    expect(html).toContain('sm:float-left');
    expect(html).toContain('src="/images/stories/s1/a.svg?t=v1"');
    expect(html).toContain('<figcaption class="mt-1.5 font-sans text-sm text-ink-600">The harbour at dusk</figcaption>');
    expect(html).toContain('data-image-status="generating"');
    expect(html).not.toContain('/images/stories/s1/b.svg');
  });

  it('shows nothing for a picture the story does not know', () => {
    const html = renderToStaticMarkup(<StoryProse text={text} images={[]} />);
    expect(html).not.toContain('<figure');
    expect(html).toContain('The boats come home.');
  });
});

// Issue 31: prose without markdown renders as the renderer would render it, without loading it.
describe('prose with no markdown in it', () => {
  it('is the same paragraphs and line breaks react-markdown would make', () => {
    for (const text of ['The boats come home.\nThe tide turns.', '"Come in," she says. It is 4.30 now.\nWell - maybe.', 'It costs 3 coins.']) {
      expect(hasMarkdownSyntax(text)).toBe(false);
      const plain = renderToStaticMarkup(<MarkdownText text={text} />);
      const markdown = renderToStaticMarkup(<MarkdownRenderer text={honourLineBreaks(text)} />).replace(/\n/g, '');
      expect(plain).toBe(markdown);
    }
  });
});
