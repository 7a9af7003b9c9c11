// One page load as `npm run bench:pwa` measures it: a phone (390x844) on slow 4G (150 ms, 1.6 Mbps
// down, 750 kbps up) with a 4x slower CPU and the HTTP cache off. Read from the page itself:
// Largest Contentful Paint, Cumulative Layout Shift, Total Blocking Time (the long tasks after the
// first contentful paint, less 50 ms each, until the page is quiet), and the scripts and
// stylesheets it loaded (their gzip size and the bytes on the wire). Cold: a fresh profile each
// time. Warm: the service worker installed, then reloads it answers.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Slow 4G: 150 ms latency, 1.6 Mbps down, 750 kbps up. */
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
/** After the network is idle, the page must stay quiet this long before the figures are read. */
const SETTLE_MS = 2500;

/** The figures of one load. */
export type LoadRow = {
  page: string;
  run: 'cold' | 'warm';
  jsGzip: number;
  jsWire: number;
  cssGzip: number;
  cssWire: number;
  scripts: number;
  fromSw: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The scripts loaded: their path (`/assets/...js`) and gzip size. */
  scriptFiles: { path: string; gzip: number }[];
};

/** Set before any script of the page: the observers the figures are read from. */
const OBSERVERS = `
  window.__perf = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/** Records scripts and stylesheets the page loads: bytes on the wire and their gzip size. */
function trackAssets(cdp: CDPSession) {
  const wanted = new Map<string, { type: 'Script' | 'Stylesheet'; fromSw: boolean; path: string }>();
  const done: Promise<void>[] = [];
  const totals = { jsGzip: 0, jsWire: 0, cssGzip: 0, cssWire: 0, scripts: 0, fromSw: 0, scriptFiles: [] as LoadRow['scriptFiles'] };
  const onResponse = (e: { requestId: string; type?: string; response: { url: string; fromServiceWorker?: boolean } }) => {
    if (e.type === 'Script' || e.type === 'Stylesheet') wanted.set(e.requestId, { type: e.type, fromSw: e.response.fromServiceWorker === true, path: new URL(e.response.url).pathname });
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    const asset = wanted.get(e.requestId);
    if (!asset) return;
    done.push(
      cdp
        .send('Network.getResponseBody', { requestId: e.requestId })
        .then(({ body, base64Encoded }) => {
          const gzip = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
          if (asset.type === 'Script') {
            totals.jsGzip += gzip;
            totals.jsWire += e.encodedDataLength;
            totals.scripts += 1;
            totals.scriptFiles.push({ path: asset.path, gzip });
          } else {
            totals.cssGzip += gzip;
            totals.cssWire += e.encodedDataLength;
          }
          if (asset.fromSw) totals.fromSw += 1;
        })
        .catch(() => undefined),
    );
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  return {
    totals,
    settled: async () => {
      await Promise.all(done);
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.loadingFinished', onFinished);
    },
  };
}

async function throttled(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return cdp;
}

async function measure(page: Page, cdp: CDPSession, load: () => Promise<unknown>, label: string, run: LoadRow['run']): Promise<LoadRow> {
  const assets = trackAssets(cdp);
  await load();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  await assets.settled();
  const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; cls: number; fcp: number; longTasks: [number, number][] } }).__perf);
  const tbt = perf.longTasks.filter(([start]) => start >= perf.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { page: label, run, ...assets.totals, lcp: perf.lcp, cls: perf.cls, tbt };
}

/** A phone-sized context; a throttled load on a busy machine may take long. */
async function phone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  context.setDefaultNavigationTimeout(120_000);
  return context;
}

/** `runs` cold loads of `path`, each in a fresh profile. */
export async function coldLoads(browser: Browser, base: string, path: string, label: string, runs: number): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await phone(browser);
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    const cdp = await throttled(context, page);
    rows.push(await measure(page, cdp, () => page.goto(base + path, { waitUntil: 'load' }), label, 'cold'));
    await context.close();
  }
  return rows;
}

/** A first load, then `runs` reloads answered by the installed service worker. */
export async function warmLoads(browser: Browser, base: string, path: string, label: string, runs: number): Promise<LoadRow[]> {
  const context = await phone(browser);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  // Once the service worker has installed (precache done) and is active, reload: it controls that load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await throttled(context, page);
  const rows: LoadRow[] = [];
  for (let i = 0; i < runs; i++) {
    rows.push(await measure(page, cdp, () => page.reload({ waitUntil: 'load' }), label, 'warm'));
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) console.warn(`[bench] ${path}: the service worker did not control warm load ${i + 1}`);
  }
  await context.close();
  return rows;
}

/** The median row of some runs by a figure (the middle one, as the 'median of 3'). */
export function medianBy(rows: readonly LoadRow[], figure: 'lcp' | 'cls' | 'tbt' | 'jsGzip'): LoadRow {
  const sorted = [...rows].sort((a, b) => a[figure] - b[figure]);
  return sorted[Math.floor(sorted.length / 2)] as LoadRow;
}
