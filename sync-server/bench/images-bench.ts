// Images benchmark (npm run bench:images): the offline illustrator's time and size per picture
// over every seeded World's covers, elements and identity portraits and the beat pictures of
// stories played with images on. Rows for the image route and story pictures are filled in by
// the server's image pipeline when it lands.
import { loadavg } from 'node:os';
import { illustrate, type IllustrationKind } from '@engine';
import { allEntries, type GalleryEntry } from './illustrator-requests';

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

type Row = { what: string; n: number; p50: string; p99: string; max: string; bar: string };

function measure(entries: readonly GalleryEntry[], rounds: number): { ms: number[]; bytes: number[] } {
  const ms: number[] = [];
  const bytes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const e of entries) {
      const t0 = performance.now();
      const pic = illustrate(e.request);
      ms.push(performance.now() - t0);
      bytes.push(new TextEncoder().encode(pic.svg).length);
    }
  }
  return { ms, bytes };
}

async function main(): Promise<void> {
  // Three beats per World with images on, then the same requests under a second seed each: a few hundred pictures.
  const base = await allEntries(4);
  const entries = [...base, ...base.map((e) => ({ ...e, request: { ...e.request, seed: `${e.request.seed}/again` } }))];
  // Warm up the JIT.
  measure(entries.slice(0, 60), 2);
  const load = loadavg()[0] ?? 0;
  const all = measure(entries, 3);
  const rows: Row[] = [];
  const kinds: IllustrationKind[] = ['cover', 'element', 'portrait', 'scene'];
  const fmtMs = (x: number): string => `${x.toFixed(2)} ms`;
  const fmtKb = (x: number): string => `${(x / 1024).toFixed(1)} KB`;
  rows.push({ what: 'illustrator, all pictures: time', n: all.ms.length, p50: fmtMs(pct(all.ms, 50)), p99: fmtMs(pct(all.ms, 99)), max: fmtMs(Math.max(...all.ms)), bar: '< 5 ms' });
  rows.push({ what: 'illustrator, all pictures: bytes', n: all.bytes.length, p50: fmtKb(pct(all.bytes, 50)), p99: fmtKb(pct(all.bytes, 99)), max: fmtKb(Math.max(...all.bytes)), bar: '< 30 KB' });
  for (const k of kinds) {
    const subset = entries.filter((e) => e.request.kind === k);
    if (!subset.length) continue;
    const m = measure(subset, 3);
    rows.push({ what: `  ${k} (${subset.length} requests): time / bytes`, n: m.ms.length, p50: `${fmtMs(pct(m.ms, 50))} / ${fmtKb(pct(m.bytes, 50))}`, p99: `${fmtMs(pct(m.ms, 99))} / ${fmtKb(pct(m.bytes, 99))}`, max: `${fmtMs(Math.max(...m.ms))} / ${fmtKb(Math.max(...m.bytes))}`, bar: '' });
  }
  // Filled in by the image store and story-image job (issue 17's other bullets).
  rows.push({ what: 'image route p95, 200 concurrent requests', n: 0, p50: 'n/a', p99: 'n/a', max: 'n/a', bar: 'not measured here yet' });
  rows.push({ what: '10-beat story, fake provider 2 s/picture: beat shown -> all pictures ready', n: 0, p50: 'n/a', p99: 'n/a', max: 'n/a', bar: 'not measured here yet' });
  const styles = new Map<string, number>();
  for (const e of base) {
    const s = illustrate(e.request).style;
    styles.set(s, (styles.get(s) ?? 0) + 1);
  }
  console.log(`\nbench:images — ${entries.length} distinct requests (${base.length} from the seeded Worlds and their beats, each also under a second seed), 3 rounds; load average ${load.toFixed(2)}\n`);
  const cols: (keyof Row)[] = ['what', 'n', 'p50', 'p99', 'max', 'bar'];
  const width = (k: keyof Row): number => Math.max(String(k).length, ...rows.map((r) => String(r[k]).length));
  const line = (r: Record<string, unknown>): string => `| ${cols.map((k) => String(r[k]).padEnd(width(k))).join(' | ')} |`;
  console.log(line({ what: 'what', n: 'n', p50: 'p50', p99: 'p99', max: 'max', bar: 'bar' }));
  console.log(`|${cols.map((k) => '-'.repeat(width(k) + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\nstyles over the seeded Worlds' pictures: ${[...styles].map(([s, k]) => `${s} ${k}`).join(', ')}`);
}

await main();
