import type { ImageReference } from '@schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryImage } from './story-image';

const ref = (status: ImageReference['status']): ImageReference => ({
  id: 'beat1_0',
  source: 'story',
  sourceId: 's1',
  subDirectory: '',
  fileType: 'svg',
  status,
  description: 'A lighthouse in a storm',
  version: 'v1',
});

// Issue 17: every picture keeps its place (width, height, a frame of its shape), loads lazily
// below the fold, says what it shows, and has something to show before and instead of it.
describe('StoryImage', () => {
  it('shows a ready picture at its stored URL with its size, lazy loading and its description as alt', () => {
    const html = renderToStaticMarkup(<StoryImage image={ref('ready')} width={600} height={400} />);
    expect(html).toContain('src="/images/stories/s1/beat1_0.svg?t=v1"');
    expect(html).toContain('width="600"');
    expect(html).toContain('height="400"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="A lighthouse in a storm"');
    expect(html).toContain('aspect-ratio:600 / 400');
  });

  it('lets the caller load eagerly above the fold and name the picture itself', () => {
    const html = renderToStaticMarkup(<StoryImage image={ref('ready')} width={200} height={300} loading="eager" alt="Cover of Ember Vale" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('alt="Cover of Ember Vale"');
  });

  it('shows a placeholder in the same frame while the picture is painted, and no <img>', () => {
    const html = renderToStaticMarkup(<StoryImage image={ref('generating')} width={600} height={400} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('role="status"');
    expect(html).toContain('Painting the picture…');
    expect(html).toContain('aspect-ratio:600 / 400');
  });

  it('falls back to what the caller gives (e.g. the cover) when the picture failed', () => {
    const html = renderToStaticMarkup(<StoryImage image={ref('failed')} width={600} height={400} fallback={<img src="/cover.svg" alt="" width={600} height={400} />} />);
    expect(html).toContain('src="/cover.svg"');
    expect(html).not.toContain('beat1_0');
  });

  it('shows a neutral panel without a picture or a fallback', () => {
    const html = renderToStaticMarkup(<StoryImage image={null} width={600} height={400} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('data-image-status="none"');
  });
});
