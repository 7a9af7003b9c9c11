// Issue 31: less script before the first interaction. A visitor's home page loads the app's
// entry and what it needs to draw, and nothing heavy: not the device store (Dexie), zod, the
// co-authoring stack or the markdown renderer, not even at idle when the background work starts
// (app/background-work.ts). The library's keeper, which needs the store, waits for the visitor:
// after the first tap, click, key or scroll it keeps every listed World on the device as before
// (issue 27), so the library still starts offline.
// Which modules a script holds is read from the build's chunk map (support/chunk-map.ts).
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { heavyLoaded, readChunkMap, staticLoad } from './support/chunk-map';

/** The build the e2e server serves (support/serve.ts builds it when its sources changed). */
const DIST = fileURLToPath(new URL('../pwa/dist/', import.meta.url));

/** Records the build's scripts a page loads (as chunk file names, `assets/...js`). */
function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.slice(1);
    if (request.resourceType() === 'script' && path.startsWith('assets/')) files.push(path);
  });
  return files;
}

test('the entry chunk and what it imports statically hold none of the heavy libraries', () => {
  const map = readChunkMap(DIST);
  const entry = Object.values(map).find((chunk) => chunk.isEntry);
  expect(entry, 'the build has an entry chunk').toBeDefined();
  const loaded = [...staticLoad(map, entry!.file)];
  expect(heavyLoaded(map, loaded)).toEqual([]);
  // The check can fail: the heavy libraries are in the build, in other chunks.
  expect(heavyLoaded(map, Object.keys(map))).toEqual(expect.arrayContaining([expect.stringMatching(/^dexie /), expect.stringMatching(/^zod /)]));
});

test("a visitor's / loads nothing heavy before the first interaction; after it, the library's Worlds are kept", async ({ page }) => {
  const files = recordScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  // The start-up pass has run (queued choices: none on a new device).
  await expect(page.locator('html')).toHaveAttribute('data-background-work', /^(waiting|keeping)$/);
  // Whatever else was due at idle (page analytics, the update check) has been asked for and loaded.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await page.waitForLoadState('networkidle');
  const map = readChunkMap(DIST);
  expect(files.length, 'scripts were recorded').toBeGreaterThan(0);
  expect(files.filter((file) => !map[file]), 'every script is in the chunk map').toEqual([]);
  expect(heavyLoaded(map, files)).toEqual([]);
  // The keeper waits for the visitor.
  await expect(page.locator('html')).toHaveAttribute('data-background-work', 'waiting');

  // The first key (a tap, click or scroll does the same): the keeper starts and keeps the Worlds.
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-background-work', 'keeping');
  const keptPictures = () => page.evaluate(async () => (await (await caches.open('world-pictures')).keys()).length);
  await expect.poll(keptPictures, { timeout: 60_000 }).toBeGreaterThan(0);
  expect(heavyLoaded(map, files)).toEqual(expect.arrayContaining([expect.stringMatching(/^dexie /)]));
});
