import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import { pngBytes } from '../../testing/test-pictures';
import type { Db } from '../db/db';
import { notFound, onError } from '../http/on-error';
import { deleteImagesOf, storeImage, storeImageFailure } from './image-repo';
import { imageRoutes } from './image-routes';
import { checkPicture, pictureFromSvg, versionOf, type CheckedPicture } from './picture-bytes';
import { PictureCache } from './picture-cache';

// Issue 17 "one image store": pictures served from the database by the spec's URLs, with a
// content-hash ETag, a year's cache for the versioned URL, and nothing but pictures behind them.
forEachEngine('image routes', ({ open }) => {
  let app: ReturnType<typeof testApp>;
  let png: CheckedPicture;
  let svg: CheckedPicture;
  let db: Db;
  beforeAll(async () => {
    db = await open();
    app = testApp(db);
    png = checkPicture({ bytes: pngBytes(16, 8), fileType: 'png', mimeType: 'image/png' });
    svg = checkPicture(pictureFromSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#c84"/></svg>'));
    await storeImage(db, { source: 'template', sourceId: 'world_a', subDirectory: 'cover', id: 'cover' }, svg, 'Cover of A');
    await storeImage(db, { source: 'story', sourceId: 'story_1', subDirectory: '', id: 't2-p1-1' }, png, 'The mill');
    await storeImage(db, { source: 'story', sourceId: 'story_1', subDirectory: 'players', id: 'player1_0' }, png, 'Ada');
    await storeImageFailure(db, { source: 'story', sourceId: 'story_1', subDirectory: '', id: 't2-p1-2' }, 'png', 'HTTP 500', 'A failed one');
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it('serves a stored SVG cover with its type, content-hash ETag, nosniff, inline under its name, and a sandboxing CSP that runs, loads and navigates nothing (issue 26.3)', async () => {
    const res = await get('/images/templates/world_a/cover/cover.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('etag')).toBe(`"${svg.contentHash}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox");
    expect(res.headers.get('content-disposition')).toBe('inline; filename="cover.svg"');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('<rect');
  });

  it('serves story pictures at the top of the story and in players/, byte for byte', async () => {
    for (const path of ['/images/stories/story_1/t2-p1-1.png', '/images/stories/story_1/players/player1_0.png']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      // A bitmap runs nothing: it carries the app's own policy, not the SVG's.
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(png.bytes);
    }
  });

  it('caches the URL carrying the current version for a year, any other URL for minutes', async () => {
    const busted = await get(`/images/templates/world_a/cover/cover.svg?t=${versionOf(svg.contentHash)}`);
    expect(busted.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/images/templates/world_a/cover/cover.svg', '/images/templates/world_a/cover/cover.svg?t=1700000000000']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('public, max-age=300');
    }
  });

  it('sends a versioned SVG gzip\'d once through the whole app (the compress middleware leaves it be)', async () => {
    const res = await get(`/images/templates/world_a/cover/cover.svg?t=${versionOf(svg.contentHash)}`, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString()).toContain('<rect');
  });

  it('answers 304 without a body when If-None-Match holds the ETag (also weak, in a list, or *)', async () => {
    for (const inm of [`"${png.contentHash}"`, `W/"${png.contentHash}"`, `"other", "${png.contentHash}"`, '*']) {
      const res = await get('/images/stories/story_1/t2-p1-1.png', { 'if-none-match': inm });
      expect(res.status, inm).toBe(304);
      expect(res.headers.get('etag')).toBe(`"${png.contentHash}"`);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    expect((await get('/images/stories/story_1/t2-p1-1.png', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers the 404 envelope for unknown, failed and wrongly-typed pictures', async () => {
    for (const path of [
      '/images/templates/world_a/cover/nothing.svg',
      '/images/templates/world_b/cover/cover.svg',
      '/images/stories/story_1/t2-p1-2.png',
      '/images/stories/story_1/t2-p1-1.jpeg',
      '/images/templates/world_a/cover/cover.gif',
      '/images/stories/story_1/players/t2-p1-1.png',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ status: 'error' });
    }
  });

  it('refuses traversal and odd names: dots, encoded slashes, extra segments, empty parts', async () => {
    for (const path of [
      '/images/templates/world_a/cover/..%2Fcover.svg',
      '/images/templates/world_a/%2e%2e/cover.svg',
      '/images/templates/..%2F..%2Fetc/cover/passwd.svg',
      '/images/templates/world_a/cover/cover.svg.svg',
      '/images/templates/world_a/cover%2Fx/cover.svg',
      '/images/templates/world_a/cover/.cover.svg',
      '/images/stories/story_1/a/b/t2-p1-1.png',
      '/images/templates/world_a/cover/cover',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
    // A NUL anywhere in a path meets the app's odd-text guard first (issue 13.3).
    const nul = await get('/images/templates/world_a/cover/co%00ver.svg');
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ status: 'invalid' });
  });

  it('remembers a versioned picture a minute at most: a replaced one shows at its new version at once, a deleted one stops', async () => {
    let now = 0;
    const routes = new Hono().onError(onError).notFound(notFound).route('/', imageRoutes(db, new PictureCache({ now: () => now })));
    const key = { source: 'template', sourceId: 'world_c', subDirectory: 'elements', id: 'mill' } as const;
    await storeImage(db, key, svg, 'The mill');
    const url = (p: CheckedPicture) => `/images/templates/world_c/elements/mill.${p.fileType}?t=${versionOf(p.contentHash)}`;
    expect((await routes.request(url(svg))).status).toBe(200);
    // Remembered, and sent gzip'd to a client that takes it, with the weak ETag a 304 still matches.
    const zipped = await routes.request(url(svg), { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('etag')).toBe(`W/"${svg.contentHash}"`);
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString()).toContain('<rect');
    expect((await routes.request(url(svg), { headers: { 'accept-encoding': 'gzip', 'if-none-match': `W/"${svg.contentHash}"` } })).status).toBe(304);
    expect((await routes.request(url(svg), { headers: { 'accept-encoding': 'gzip;q=0, identity' } })).headers.get('content-encoding')).toBeNull();
    // Painted again (another process may do it): the new version's URL answers the new picture.
    const other = checkPicture(pictureFromSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2" fill="#48c"/></svg>'));
    await storeImage(db, key, other, 'The mill at night');
    const fresh = await routes.request(url(other));
    expect(fresh.headers.get('etag')).toBe(`"${other.contentHash}"`);
    expect(await fresh.text()).toContain('<circle');
    await deleteImagesOf(db, 'template', 'world_c');
    now += 61_000;
    for (const p of [svg, other]) expect((await routes.request(url(p))).status, p.contentHash).toBe(404);
  });
});
