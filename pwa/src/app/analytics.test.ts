import { pageViewRequestSchema } from '@schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalisePath, resetAnalyticsForTests, trackPageview } from './analytics';

describe('analytics path normalisation (no code or id leaves the device)', () => {
  it.each([
    ['/', '/'],
    ['/game/AB12CD', '/game/:code'],
    ['/game/AB12CD/', '/game/:code'],
    ['/story/story_8f3a', '/story/:id'],
    ['/templates/world_42/configure', '/templates/:id/configure'],
    ['/users/my-worlds/world_42', '/users/my-worlds/:id'],
    ['/academy/story-engine', '/academy/story-engine'],
    ['/academy/Some%20Thing', '/academy/:id'],
    ['/library?players=2&tags=Fantasy', '/library'],
    ['/setup?step=3&prompt=my+secret+idea#x', '/setup'],
    ['/users/signin?view=register', '/users/signin'],
    ['/users/my-stories', '/users/my-stories'],
    ['/admin/templates', '/admin/templates'],
    ['/admin/templates/world_42', '/admin/templates/:id'],
    ['/game/AB12CD/extra', '/:other'],
    ['/some/unknown/AB12CD', '/:other'],
    ['//game//AB12CD', '/game/:code'],
  ])('%s → %s', (raw, expected) => {
    expect(normalisePath(raw)).toBe(expected);
    // What the server accepts as a normalised path.
    expect(pageViewRequestSchema.shape.path.safeParse(expected).success).toBe(true);
  });
});

describe('trackPageview', () => {
  let sent: { url: string; body: Record<string, unknown> }[];
  let online: boolean;
  beforeEach(() => {
    resetAnalyticsForTests();
    sent = [];
    online = true;
    vi.stubGlobal('window', { location: { origin: 'https://taleforge.test' } });
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return Promise.resolve(new Response('Not Found', { status: 404 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the normalised path, ignores a 404, and counts a path once in a row', async () => {
    trackPageview('/game/AB12CD?x=1');
    trackPageview('/game/AB12CD');
    trackPageview('/game/ZZ99');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent.map((s) => [s.url, s.body.path])).toEqual([
      ['https://taleforge.test/analytics/pageview', '/game/:code'],
      ['https://taleforge.test/analytics/pageview', '/game/:code'],
    ]);
    expect(sent[0]?.body.requestId).toEqual(expect.any(String));
  });

  it('sends nothing offline and never throws when the network fails', async () => {
    online = false;
    trackPageview('/library');
    online = true;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => trackPageview('/privacy')).not.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual([]);
  });
});
