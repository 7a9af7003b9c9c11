// Zip benchmark (npm run bench:zip): export and import of 1, 50 and 500 Worlds with pictures
// (a 16 KB PNG cover, a 16 KB PNG portrait and an SVG element picture each) through a real server
// on PGlite (in its worker thread, in this process), over HTTP: seconds, archive size, and the
// process's peak RSS growth during the call (sampled every 10 ms; the export's client throws each
// chunk away as it arrives, the import's upload is built before the baseline is taken).
// Goals (issue 18): peak RSS growth under 100 MB at 500 Worlds; import of 50 Worlds under 5 s.
//   npm run bench:zip [-- --sizes 1,50,500]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { configSchema } from '../src/config';
import { openDb } from '../src/db/open-db';
import { startServer } from '../src/server';
import { makeUser } from '../testing/collab-kit';
import { makeWorldWithPictures } from '../testing/zip-fixtures';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1,50,500' } } });
const sizes = values.sizes.split(',').map(Number);
const MB = 1024 * 1024;

/** Runs `fn` while sampling RSS; answers its result, the seconds it took and the peak RSS growth over the baseline. */
async function measured<T>(fn: () => Promise<T>): Promise<{ result: T; seconds: number; growthMb: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds: (performance.now() - t0) / 1000, growthMb: (peak - baseline) / MB };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'zip-bench-'));
  const config = configSchema.parse({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_WORLDS: 'false', DATA_DIR: dir, RATE_LIMIT_SCALE: '1000' });
  const db = await openDb({ dataDir: dir });
  const server = await startServer(config, { db, distDir: '/nonexistent' });
  const admin = await makeUser(db, { admin: true });
  const headers = { accept: 'application/json', cookie: `${admin.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' };
  const rows: string[][] = [];
  try {
    for (const n of sizes) {
      const ids = Array.from({ length: n }, (_, i) => `tpl_bench_${n}_${i}`);
      for (let i = 0; i < n; i++) await makeWorldWithPictures(db, { id: ids[i]!, title: `Bench World ${n}-${i}`, creatorId: admin.id, seed: i, noisyBytes: 16 * 1024 });

      // Export: the client counts the bytes and drops them, like a download to disk.
      const exp = await measured(async () => {
        const res = await fetch(`${server.url}/templates/export`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ templateIds: ids }) });
        if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
        const chunks: Uint8Array[] = [];
        let bytes = 0;
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          chunks.push(chunk);
        }
        return { bytes, chunks };
      });
      // Kept for the import (outside the measured window of the export's peak, which only counted up to here).
      const archive = new Blob(exp.result.chunks.map((c) => new Uint8Array(c)));
      exp.result.chunks.length = 0;

      await db.query(`delete from images where source = 'template' and source_id like $1`, [`tpl_bench_${n}_%`]);
      await db.query(`delete from templates where id like $1`, [`tpl_bench_${n}_%`]);

      const form = new FormData();
      form.append('file', archive, 'all.zip');
      const imp = await measured(async () => {
        const res = await fetch(`${server.url}/templates/import-collection`, { method: 'POST', headers, body: form });
        const body = (await res.json()) as { data?: { imported: unknown[] }; errorMessage?: string };
        if (res.status !== 200) throw new Error(`import answered ${res.status}: ${body.errorMessage}`);
        return body.data!.imported.length;
      });
      if (imp.result !== n) throw new Error(`imported ${imp.result} of ${n}`);
      const [{ pictures }] = (await db.query<{ pictures: number }>(`select count(*)::int as pictures from images where source_id like $1`, [`tpl_bench_${n}_%`])) as [{ pictures: number }];
      rows.push([String(n), (exp.result.bytes / MB).toFixed(1), exp.seconds.toFixed(2), exp.growthMb.toFixed(0), imp.seconds.toFixed(2), imp.growthMb.toFixed(0), String(pictures)]);
    }
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const head = ['Worlds', 'zip MB', 'export s', 'export peak RSS +MB', 'import s', 'import peak RSS +MB', 'pictures back'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  const at500 = rows.find((r) => r[0] === '500');
  const at50 = rows.find((r) => r[0] === '50');
  const misses: string[] = [];
  if (at500 && (Number(at500[3]) >= 100 || Number(at500[5]) >= 100)) misses.push('peak RSS growth at 500 Worlds is not under 100 MB');
  if (at50 && Number(at50[4]) >= 5) misses.push('import of 50 Worlds is not under 5 s');
  console.log(misses.length ? `Goals missed: ${misses.join('; ')}` : 'Goals met: peak RSS growth under 100 MB at 500 Worlds, import of 50 Worlds under 5 s.');
  if (misses.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
