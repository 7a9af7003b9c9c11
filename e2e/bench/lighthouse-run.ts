// The Lighthouse lines of `npm run bench:pwa` (issue 31): performance and accessibility of a page,
// as Lighthouse 12 (the newest for Node 20) scores them with its mobile defaults: a 412 px phone,
// 4x slower CPU and slow 4G (150 ms, 1.6 Mbps), simulated from a load with an empty cache and no
// service worker. It drives the project's Chromium (CHROMIUM_PATH or /usr/bin/chromium) through
// chrome-launcher, on a free port, with a fresh profile; it downloads no browser of its own.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** TOOLCHAIN.md's launch flags (chrome-launcher adds a fresh --user-data-dir and a debugging port). */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** What one page scored: performance (median of the runs) and accessibility, with what they rest on. */
export interface LighthouseScores {
  url: string;
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  /** The accessibility audits that failed, with their count of offending elements. */
  accessibilityFailures: string[];
  /** The metrics of the median performance run (ms; CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

const METRIC_AUDITS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', si: 'speed-index' } as const;

function median<T>(values: readonly T[], by: (v: T) => number): T {
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
}

/** Runs Lighthouse `runs` times on each of `urls` in one Chromium and returns their scores. */
export async function lighthouseScores(urls: readonly string[], runs = 3): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const results: LighthouseScores[] = [];
    for (const url of urls) {
      const reports: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`[lighthouse] no result for ${url}`);
        reports.push(result.lhr);
      }
      const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const middle = median(reports, (lhr) => score(lhr, 'performance'));
      const a11y = middle.categories.accessibility;
      const failures = (a11y?.auditRefs ?? [])
        .map((ref) => middle.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score === 0)
        .map((audit) => {
          const items = (audit!.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
          return `${audit!.id} (${items})`;
        });
      const metric = (id: string) => middle.audits[id]?.numericValue ?? NaN;
      results.push({
        url,
        performance: score(middle, 'performance'),
        performanceRuns: reports.map((lhr) => score(lhr, 'performance')),
        accessibility: score(middle, 'accessibility'),
        accessibilityFailures: failures,
        metrics: {
          fcp: metric(METRIC_AUDITS.fcp),
          lcp: metric(METRIC_AUDITS.lcp),
          tbt: metric(METRIC_AUDITS.tbt),
          cls: metric(METRIC_AUDITS.cls),
          si: metric(METRIC_AUDITS.si),
        },
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
