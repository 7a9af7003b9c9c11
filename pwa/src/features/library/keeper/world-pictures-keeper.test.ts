import { describe, expect, it } from 'vitest';
import { makeWorld } from '../../../../../engine/testing/index';
import type { KeptPictureRow } from '../../../shared/local-db/local-db';
import { keepPictures, pictureBudget, picturesInOrder, PICTURE_BUDGET_BYTES, type PictureStore } from './world-pictures-keeper';

const picture = (sourceId: string, id: string, subDirectory = '') => ({ id, source: 'template' as const, sourceId, subDirectory, fileType: 'svg' as const, status: 'ready' as const, description: '', version: 'v1' });

/** Worlds with a cover, a portrait and an element picture each. */
function worlds(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const w = makeWorld(i, { id: `tpl_${i}`, playerCountMax: 1, playerCountMin: 1 });
    return {
      ...w,
      coverImage: picture(w.id, 'cover'),
      storyElements: w.storyElements.map((e, j) => (j === 0 ? { ...e, image: picture(w.id, e.id, 'elements') } : e)),
      player1: { ...w.player1!, possibleCharacterIdentities: w.player1!.possibleCharacterIdentities.map((p, j) => (j === 0 ? { ...p, image: picture(w.id, 'player1_0', 'players') } : p)) },
    };
  });
}

/** Pictures in memory, each `size(url)` bytes (the app's store is Cache Storage and Dexie). */
function memoryStore(size: (url: string) => number) {
  const rows = new Map<string, KeptPictureRow>();
  const fetched: string[] = [];
  const store: PictureStore = {
    kept: async () => [...rows.values()],
    fetch: async (url, maxBytes) => {
      fetched.push(url);
      return size(url) > maxBytes ? null : { body: new Blob([new Uint8Array(size(url))]), type: 'image/svg+xml' };
    },
    put: async (row) => void rows.set(row.url, row),
    drop: async (urls) => urls.forEach((u) => rows.delete(u)),
  };
  return { store, rows, fetched };
}

describe("the library's kept pictures (issue 27: within a budget the app states)", () => {
  it('orders every cover first, then each World\'s portraits and elements', () => {
    const order = picturesInOrder(worlds(2)).map((p) => p.url.replace(/\?.*/, ''));
    expect(order).toEqual([
      '/images/templates/tpl_0/cover.svg',
      '/images/templates/tpl_1/cover.svg',
      '/images/templates/tpl_0/players/player1_0.svg',
      expect.stringMatching(/^\/images\/templates\/tpl_0\/elements\//),
      '/images/templates/tpl_1/players/player1_0.svg',
      expect.stringMatching(/^\/images\/templates\/tpl_1\/elements\//),
    ]);
  });

  it('50 Worlds stay within the budget: covers first, a picture too big is skipped and smaller ones still kept', async () => {
    const many = worlds(50);
    const big = (url: string) => (url.includes('/players') ? 20_000_000 : url.includes('/cover') ? 200_000 : 10_000);
    const { store, rows } = memoryStore(big);
    const pass = await keepPictures(picturesInOrder(many), PICTURE_BUDGET_BYTES, store, () => 1);
    expect(pass.bytes).toBeLessThanOrEqual(PICTURE_BUDGET_BYTES);
    expect([...rows.values()].reduce((n, r) => n + r.bytes, 0)).toBe(pass.bytes);
    for (const w of many) expect(rows.has(`/images/templates/${w.id}/cover.svg?t=v1`)).toBe(true);
    expect(pass.skipped).toBeGreaterThan(0);
    // The last World's element picture (small) still fits after the big portraits were skipped.
    expect([...rows.keys()].some((u) => u.startsWith('/images/templates/tpl_49/elements/'))).toBe(true);
  });

  it('a second pass fetches nothing new; a World no longer listed gives its pictures back', async () => {
    const { store, rows, fetched } = memoryStore(() => 1000);
    await keepPictures(picturesInOrder(worlds(3)), PICTURE_BUDGET_BYTES, store, () => 1);
    const first = fetched.length;
    const again = await keepPictures(picturesInOrder(worlds(3)), PICTURE_BUDGET_BYTES, store, () => 2);
    expect([fetched.length, again.fetched, again.kept]).toEqual([first, 0, 9]);
    const fewer = await keepPictures(picturesInOrder(worlds(2)), PICTURE_BUDGET_BYTES, store, () => 3);
    expect([fewer.dropped, rows.size]).toEqual([3, 6]);
  });

  it('the budget is 50 MB, or a tenth of a small storage quota', () => {
    expect(pictureBudget(undefined)).toBe(50 * 1024 * 1024);
    expect(pictureBudget(10 * 1024 ** 3)).toBe(50 * 1024 * 1024);
    expect(pictureBudget(100 * 1024 * 1024)).toBe(10 * 1024 * 1024);
  });
});
