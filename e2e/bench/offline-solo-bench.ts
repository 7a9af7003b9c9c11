// The offline solo line of `npm run bench:pwa` (issue 21): on a 4x slowed CPU, the time from a
// choice made offline to the next beat shown (the engine runs in a Web Worker on the device), and
// the size the worker adds to the app, which must not load with `/` or `/game`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

const CPU_SLOWDOWN = 4;
const TARGET = { p95Ms: 300, workerGzipKb: 60 };
/** Stories played offline for the sample (each to its ending): about 9 choices each. */
const STORIES = 4;

/** The p-th percentile of samples (nearest rank). */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Gzip size of the engine worker's chunk in a build, and the size of the Brotli copy the server hands out (precompress-plugin.ts). */
function workerGzip(distDir: string): { name: string; gzip: number; brotli: number } {
  const name = readdirSync(join(distDir, 'assets')).find((f) => /^offline-engine\.worker.*\.js$/.test(f));
  if (!name) throw new Error('[bench] no offline-engine.worker chunk in the build');
  const path = join(distDir, 'assets', name);
  return { name, gzip: gzipSync(readFileSync(path), { level: 9 }).length, brotli: statSync(`${path}.br`).size };
}

/** Plays solo stories offline in a throttled phone-sized page and prints the offline lines. */
export async function benchOfflineSolo(browser: Browser, base: string, distDir: string, gameCode: string): Promise<string[]> {
  const res = await fetch(`${base}/templates/published?requestId=bench-offline`);
  const { templates } = (await res.json()).data as { templates: { id: string; playerCountMin: number; maxTurnsMin: number }[] };
  const world = templates.filter((t) => t.playerCountMin === 1).sort((a, b) => a.maxTurnsMin - b.maxTurnsMin)[0];
  if (!world) throw new Error('[bench] no solo World');
  const worker = workerGzip(distDir);

  // Reduced motion: a challenge's roll animation (spec 1 §4, about 7.5 s) would otherwise be measured, not the engine.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('request', (r) => loaded.add(r.url()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The first loads of `/` and `/game`: the worker must not be among what they fetch.
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.goto(`${base}/game/${gameCode}`, { waitUntil: 'networkidle' });
  const workerInFirstLoad = [...loaded].some((u) => u.includes('offline-engine.worker'));
  await page.goto(`${base}/templates/${world.id}/configure`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload({ waitUntil: 'networkidle' });

  const samples: number[] = [];
  /** The worker's step and the store write alone (the page's `offline-step` measures). */
  const steps: number[] = [];
  // Offline both ways the browser knows it: no network, and navigator.onLine false.
  await context.setOffline(true);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  for (let s = 0; s < STORIES; s++) {
    await page.goto(`${base}/templates/${world.id}/configure`);
    await page.getByRole('button', { name: 'Start Story' }).waitFor({ timeout: 60_000 });
    if (await page.evaluate(() => navigator.onLine)) throw new Error('[bench] the page still thinks it is online');
    const players = page.getByRole('slider', { name: 'Number of players' });
    if (await players.count()) {
      await players.focus();
      await page.keyboard.press('Home');
    }
    await page.getByText('this solo story will be played on this device').waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/offline-bench-failure.png' });
      throw error;
    });
    await page.getByRole('button', { name: 'Start Story' }).click();
    await page.waitForFunction(() => location.pathname.startsWith('/game/'), undefined, { timeout: 60_000 });
    await page.locator('input[name="identity"]').first().check({ force: true });
    await page.locator('input[name="background"]').first().check({ force: true });
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    const nav = page.getByRole('navigation', { name: 'Beats' }).locator('p');
    const options = page.getByRole('group', { name: 'What do you do?' }).getByRole('button');
    for (let turn = 1; ; turn++) {
      await nav.filter({ hasText: `Beat ${turn} of ${turn}` }).waitFor({ timeout: 60_000 });
      if ((await options.count()) === 0) break;
      const t0 = await page.evaluate(() => performance.now());
      await options.nth(turn % 3).click();
      await nav.filter({ hasText: `Beat ${turn + 1} of ${turn + 1}` }).waitFor({ timeout: 60_000 });
      samples.push((await page.evaluate(() => performance.now())) - t0);
    }
    steps.push(...(await page.evaluate(() => performance.getEntriesByName('offline-step').map((e) => e.duration))));
  }
  await context.close();

  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return [
    `${p95 < TARGET.p95Ms ? 'PASS' : 'MISS'}  offline choice -> next beat shown (${CPU_SLOWDOWN}x CPU, ${samples.length} choices): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target p95 < ${TARGET.p95Ms} ms)`,
    `      of which the engine worker's step and the store write: p50 ${percentile(steps, 50).toFixed(0)} ms, p95 ${percentile(steps, 95).toFixed(0)} ms`,
    `${worker.gzip / 1024 < TARGET.workerGzipKb ? 'PASS' : 'MISS'}  offline engine worker ${worker.name}: ${(worker.gzip / 1024).toFixed(1)} KB gzip (target < ${TARGET.workerGzipKb} KB)`,
    `      the worker as the server sends it to a browser that takes Brotli (the build's .br copy): ${(worker.brotli / 1024).toFixed(1)} KB`,
    `${workerInFirstLoad ? 'MISS' : 'PASS'}  the worker is ${workerInFirstLoad ? '' : 'not '}fetched by the first load of / and /game`,
  ];
}
