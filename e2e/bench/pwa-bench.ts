// `npm run bench:pwa`: what a player on a mid-range phone and slow 4G downloads and waits for.
// Builds the PWA, starts the real server (temp database), creates a story through the API, then
// measures `/`, `/library` and `/game/{code}` in Chromium as issue 31 asks (page-load.ts): 4x CPU
// slowdown, slow 4G (150 ms, 1.6 Mbps), HTTP cache off, median of 3 runs: JavaScript and CSS
// bytes, Largest Contentful Paint cold (fresh profile) and warm (the service worker answers),
// Cumulative Layout Shift and Total Blocking Time; then Lighthouse's performance and accessibility
// scores of the same pages (lighthouse-run.ts), and the offline solo lines (offline-solo-bench.ts).
// Goals (issue 31): JS <= 100 KB gzip for `/`, <= 150 KB for `/game/{code}`; LCP cold < 1.0 s on
// `/` and < 1.5 s on `/game/{code}`, warm < 0.5 s; CLS < 0.05; TBT < 200 ms; Lighthouse
// performance and accessibility 100. Timings vary with the machine's load: the run prints it.
import { readFileSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { contributors, heavyLoaded, readChunkMap, type BuiltChunks } from '../support/chunk-map';
import { lighthouseScores, type LighthouseScores } from './lighthouse-run';
import { benchOfflineSolo } from './offline-solo-bench';
import { coldLoads, CPU_SLOWDOWN, medianBy, NETWORK, warmLoads, type LoadRow } from './page-load';
import { buildInto, serveBuild } from './serve-build';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Loads per page and kind; the figures are their median (issue 31: median of 3). */
const RUNS = 3;
const TARGET = { jsKb: { '/': 100, '/game/{code}': 150 } as Record<string, number>, lcpColdMs: { '/': 1000, '/game/{code}': 1500, '/library': 1000 } as Record<string, number>, lcpWarmMs: 500, cls: 0.05, tbtMs: 200, lighthouse: 100 };

/** Creates a one-player story from the first published World and waits until it is ready; returns player1's code. */
async function createStory(base: string): Promise<string> {
  const health = await fetch(`${base}/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie from /health');
  const headers = { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-CSRF-TOKEN': decodeURIComponent(token) };
  const list = (await (await fetch(`${base}/templates/published?requestId=bench-list`)).json()) as { data: { templates: { id: string; maxTurnsMin: number }[] } };
  const world = list.data.templates[0];
  if (!world) throw new Error('no published World to start a story from');
  const res = await fetch(`${base}/stories/template`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ requestId: `bench-${Date.now()}`, templateId: world.id, playerCount: 1, maxTurns: world.maxTurnsMin, generateImages: false, difficultyLevel: { modifier: 0, title: 'Balanced' } }),
  });
  const created = (await res.json()) as { status: string; errorMessage?: string; data?: { storyId: string; codes: { player1: string } } };
  if (!created.data) throw new Error(`story creation failed: ${created.status} ${created.errorMessage ?? ''}`);
  for (let i = 0; i < 120; i++) {
    const status = (await (await fetch(`${base}/stories/${created.data.storyId}/status?requestId=bench-${i}`)).json()) as { data: { status: string } };
    if (status.data.status === 'ready') return created.data.codes.player1;
    if (status.data.status === 'failed') throw new Error('story setup failed');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('story setup did not finish within 60 s');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The machine's load average (1, 5, 15 min): timings on a busy machine are slower. */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/** The median of each page's runs, cold and warm. */
function medians(rows: LoadRow[]): LoadRow[] {
  const groups = new Map<string, LoadRow[]>();
  for (const r of rows) groups.set(`${r.page} ${r.run}`, [...(groups.get(`${r.page} ${r.run}`) ?? []), r]);
  return [...groups.values()].map((runs) => ({ ...medianBy(runs, 'lcp'), jsGzip: medianBy(runs, 'jsGzip').jsGzip, cls: medianBy(runs, 'cls').cls, tbt: medianBy(runs, 'tbt').tbt }));
}

function printTable(rows: LoadRow[], all: LoadRow[]): void {
  const head = ['page', 'run', 'JS gzip KB', 'JS wire KB', 'CSS gzip KB', 'scripts', 'from SW', 'LCP ms', 'CLS', 'TBT ms', 'LCP of each run'];
  const runsOf = (r: LoadRow) => all.filter((x) => x.page === r.page && x.run === r.run).map((x) => x.lcp.toFixed(0)).join(', ');
  const body = rows.map((r) => [r.page, r.run, kb(r.jsGzip), kb(r.jsWire), kb(r.cssGzip), String(r.scripts), String(r.fromSw), r.lcp.toFixed(0), r.cls.toFixed(3), r.tbt.toFixed(0), runsOf(r)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 || i === 10 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

/** What each page's scripts are made of (cold, the median run): the largest scripts and the largest parts of all of them. */
function printContents(rows: LoadRow[], map: BuiltChunks): void {
  console.log('\nWhat the JavaScript of each page is made of (cold; minified KB by package or folder, from ssr/chunk-map.json)');
  for (const r of rows.filter((row) => row.run === 'cold')) {
    const files = r.scriptFiles.map((f) => f.path.slice(1));
    const parts = contributors(map, files)
      .slice(0, 10)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(', ');
    const largest = [...r.scriptFiles]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((f) => `${f.path.replace(/^\/assets\//, '')} ${kb(f.gzip)}`)
      .join(', ');
    console.log(`${r.page}: ${r.scriptFiles.length} scripts, ${kb(r.scriptFiles.reduce((sum, f) => sum + f.gzip, 0))} KB gzip (the median run by LCP)\n    largest (gzip KB): ${largest}\n    made of: ${parts}`);
  }
}

/** The heavy libraries (e2e/support/chunk-map.ts) that `/` loads before any interaction: none is the goal. */
function heavyVerdict(rows: LoadRow[], map: BuiltChunks): string {
  const home = rows.find((r) => r.page === '/' && r.run === 'cold');
  const heavy = home ? heavyLoaded(map, home.scriptFiles.map((f) => f.path.slice(1))) : ['(no load of /)'];
  return `${verdict(heavy.length === 0)}  / loads none of the heavy libraries before the first interaction${heavy.length > 0 ? `: ${heavy.join(', ')}` : ''}`;
}

function printLighthouse(scores: LighthouseScores[]): void {
  console.log('\nLighthouse 12 (mobile: 4x CPU, 150 ms / 1.6 Mbps simulated; median of the performance runs)');
  for (const s of scores) {
    const m = s.metrics;
    console.log(`${s.url.replace(/^https?:\/\/[^/]+/, '')}  performance ${s.performance} (runs ${s.performanceRuns.join(', ')})  accessibility ${s.accessibility}  FCP ${m.fcp.toFixed(0)} ms  LCP ${m.lcp.toFixed(0)} ms  TBT ${m.tbt.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  SI ${m.si.toFixed(0)} ms`);
    if (s.accessibilityFailures.length > 0) console.log(`      failed accessibility audits: ${s.accessibilityFailures.join(', ')}`);
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function verdicts(rows: LoadRow[], scores: LighthouseScores[], gamePath: string): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const js = TARGET.jsKb[r.page];
    if (r.run === 'cold' && js !== undefined) out.push(`${verdict(r.jsGzip / 1024 <= js)}  JavaScript for ${r.page}: ${kb(r.jsGzip)} KB gzip (target <= ${js} KB)`);
  }
  for (const r of rows) {
    const target = r.run === 'cold' ? (TARGET.lcpColdMs[r.page] ?? 1000) : TARGET.lcpWarmMs;
    out.push(`${verdict(r.lcp > 0 && r.lcp < target)}  LCP ${r.page} ${r.run}: ${r.lcp.toFixed(0)} ms (target < ${target} ms)`);
  }
  for (const r of rows) out.push(`${verdict(r.cls < TARGET.cls)}  CLS ${r.page} ${r.run}: ${r.cls.toFixed(3)} (target < ${TARGET.cls})`);
  for (const r of rows) out.push(`${verdict(r.tbt < TARGET.tbtMs)}  TBT ${r.page} ${r.run}: ${r.tbt.toFixed(0)} ms (target < ${TARGET.tbtMs} ms)`);
  for (const s of scores) {
    const page = s.url.replace(/^https?:\/\/[^/]+/, '').replace(gamePath, '/game/{code}');
    out.push(`${verdict(s.performance >= TARGET.lighthouse)}  Lighthouse performance ${page}: ${s.performance} (target ${TARGET.lighthouse})`);
    out.push(`${verdict(s.accessibility >= TARGET.lighthouse)}  Lighthouse accessibility ${page}: ${s.accessibility} (target ${TARGET.lighthouse})`);
  }
  return out;
}

async function main(): Promise<void> {
  console.log(`[bench] load average at the start: ${loadAverage()}`);
  // Its own build directory: another build writing pwa/dist meanwhile cannot skew the figures.
  console.log('[bench] building the PWA (npx vite build)...');
  const distDir = buildInto();
  const server = await serveBuild(distDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const code = await createStory(server.url);
    const gamePath = `/game/${code}`;
    console.log(`[bench] server ${server.url}, story code ${code}; CPU ${CPU_SLOWDOWN}x, network ${NETWORK.latency} ms / 1.6 Mbps / 750 kbps, cache off, ${RUNS} runs each`);
    const all: LoadRow[] = [];
    for (const [path, label] of [['/', '/'], ['/library', '/library'], [gamePath, '/game/{code}']] as const) {
      all.push(...(await coldLoads(browser, server.url, path, label, RUNS)));
      all.push(...(await warmLoads(browser, server.url, path, label, RUNS)));
    }
    const rows = medians(all);
    printTable(rows, all);
    const chunks = readChunkMap(distDir);
    printContents(rows, chunks);
    const scores = await lighthouseScores([`${server.url}/`, `${server.url}/library`, `${server.url}${gamePath}`], RUNS);
    printLighthouse(scores);
    const offline = await benchOfflineSolo(browser, server.url, distDir, code);
    console.log(`\n${[...verdicts(rows, scores, gamePath), heavyVerdict(rows, chunks), ...offline].join('\n')}`);
    console.log(`\n[bench] load average at the end: ${loadAverage()}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
