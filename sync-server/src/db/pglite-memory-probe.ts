/**
 * Measures the process RSS of a persisted PGlite after it opened and ran the migrations, with
 * PGlite's default settings and with PGLITE_SETTINGS, in this thread and in the worker. Each case
 * runs in its own process, first on a fresh data dir (initdb) and then reopening it.
 *
 * @example
 * npx tsx sync-server/src/db/pglite-memory-probe.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';
import { pgliteOptions } from './pglite-options';
import { openPgliteWorker } from './pglite-worker-db';

const CASES = ['thread, PGlite defaults', 'thread, PGLITE_SETTINGS', 'worker, PGLITE_SETTINGS'] as const;
type Case = (typeof CASES)[number];

/** In-thread PGlite with PGlite's default settings (only the codecs): what the server ran before. */
async function openWithDefaults(dataDir: string): Promise<Db> {
  const pg = await PGlite.create(dataDir, { ...pgliteOptions(), startParams: PGlite.defaultStartParams });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => (await q.query(sql, params ? [...params] : [])).rows as never,
    exec: async (script) => void (await q.exec(script)),
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    batch: () => Promise.reject(new Error('not in the probe')),
    listen: () => Promise.reject(new Error('not in the probe')),
    notify: () => Promise.reject(new Error('not in the probe')),
    close: () => pg.close(),
  };
}

/** One measurement, in this process: open, migrate, a little work, GC, RSS. */
async function measure(which: Case, dataDir: string): Promise<void> {
  const started = Date.now();
  const db =
    which === 'thread, PGlite defaults' ? await openWithDefaults(dataDir)
    : which === 'thread, PGLITE_SETTINGS' ? await openPglite(dataDir)
    : await openPgliteWorker(dataDir);
  const applied = await migrate(db, { log: () => {} });
  await db.exec(`create table if not exists probe (id int primary key, body text);
    insert into probe select g, repeat(md5(g::text), 16) from generate_series(1, 5000) g on conflict do nothing;`);
  await db.query('select count(*), max(body) from (select * from probe order by body desc) s');
  const [settings] = await db.query(`select current_setting('shared_buffers') as shared_buffers`);
  const ms = Date.now() - started;
  (globalThis as { gc?: () => void }).gc?.();
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  await db.close();
  console.log(JSON.stringify({ rssMb, ms, fresh: applied.length > 0, ...settings }));
}

const [which, dataDir] = process.argv.slice(2);
if (which && dataDir) {
  await measure(which as Case, dataDir);
} else {
  const self = fileURLToPath(import.meta.url);
  const baseline = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '-e', 'globalThis.gc(); console.log(Math.round(process.memoryUsage().rss / 2 ** 20))'], { encoding: 'utf8' });
  console.log(`node + tsx, nothing loaded: ${baseline.stdout.trim()} MB RSS`);
  for (const which of CASES) {
    const root = mkdtempSync(join(tmpdir(), 'pglite-memory-'));
    try {
      for (const run of ['fresh dir', 'reopen']) {
        const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, which, join(root, 'pglite')], { encoding: 'utf8' });
        const line = child.stdout.trim().split('\n').pop() ?? '';
        if (child.status !== 0 || !line.startsWith('{')) throw new Error(`[probe] ${which} failed:\n${child.stderr}`);
        const result = JSON.parse(line) as { rssMb: number; ms: number; shared_buffers: string };
        console.log(`${which.padEnd(26)} ${run.padEnd(10)} RSS ${String(result.rssMb).padStart(4)} MB  shared_buffers ${result.shared_buffers.padEnd(6)} open+migrate ${result.ms} ms`);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}
