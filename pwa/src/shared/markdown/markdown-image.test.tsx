import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MarkdownRenderer from './markdown-renderer';
import { ContentMarkdown } from './content-markdown';
import { MemoryRouter } from 'react-router';
import { foreignImageLabel, isSameOrigin } from './markdown-image';

describe('markdown pictures (issue 13.7): only this origin is fetched', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells this origin from every other one', () => {
    const origin = 'https://app.test';
    for (const src of ['/images/stories/s/x.svg', 'images/a.png', 'https://app.test/images/a.png', '?x=1']) expect(isSameOrigin(src, origin), src).toBe(true);
    for (const src of ['https://tracker.example/p.gif', 'http://app.test/a.png', 'https://app.test:444/a.png', '//tracker.example/p.gif']) expect(isSameOrigin(src, origin), src).toBe(false);
  });

  it('names the stand-in link by the alt text, else by the host', () => {
    expect(foreignImageLabel('https://tracker.example/p.gif', ' A lighthouse ', 'https://app.test')).toBe('A lighthouse');
    expect(foreignImageLabel('//tracker.example/p.gif', '', 'https://app.test')).toBe('Image on tracker.example');
  });

  it('story prose and the app content render a foreign picture as a link and never as an <img>, and keep their own pictures', () => {
    vi.stubGlobal('location', { origin: 'https://app.test', href: 'https://app.test/game/X' });
    const text = 'Look: ![a lighthouse](https://tracker.example/p.gif) and ![](//cdn.example/x.png) and ![ours](/images/templates/t/a.svg)';
    for (const html of [
      renderToStaticMarkup(<MarkdownRenderer text={text} />),
      renderToStaticMarkup(
        <MemoryRouter>
          <ContentMarkdown text={text} />
        </MemoryRouter>,
      ),
    ]) {
      expect(html).not.toMatch(/<img[^>]*tracker\.example/);
      expect(html).not.toMatch(/<img[^>]*cdn\.example/);
      expect(html).toMatch(/<a href="https:\/\/tracker\.example\/p\.gif"[^>]*>a lighthouse/);
      expect(html).toMatch(/<a href="\/\/cdn\.example\/x\.png"[^>]*>Image on cdn\.example/);
      expect(html).toMatch(/<img src="\/images\/templates\/t\/a\.svg" alt="ours"/);
    }
  });
});
