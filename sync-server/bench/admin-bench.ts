// `npm run bench:admin`: the admin tables' reads with 10,000 stories and 10,000 users, on the
// embedded PGlite and on PostgreSQL. Each database is filled first (sync-server/testing/
// admin-fixtures.ts: real story cores, 1-3 players each), then the built server (what `npm start`
// runs) serves it; an admin signs in and calls GET /admin/stories and GET /admin/users back to back:
// pages of 500 at the start, middle and end (the `?limit&offset` extension: what the admin screens
// load, one page after the other, and what the 150 ms bar applies to) and, for comparison, the
// whole list in one answer. Prints a table of latencies (ms, over HTTP, one caller) and sizes.
//   npm run bench:admin -- [--stories 10000] [--users 10000] [--rounds 30]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureAdmin } from '../src/auth/bootstrap-admin';
import type { Db } from '../src/db/db';
import { openDb } from '../src/db/open-db';
import { seedAdminTables } from '../testing/admin-fixtures';
import { startPostgres } from '../testing/postgres-server';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

const { values } = parseArgs({ options: { stories: { type: 'string', default: '10000' }, users: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '30' } } });
const STORIES = Number(values.stories);
const USERS = Number(values.users);
const ROUNDS = Number(values.rounds);
const ADMIN = { email: 'bench-admin@example.org', password: 'Bench-admin-1' };
/** The bar the issue sets, for each request the admin screens make. */
const P95_BUDGET_MS = 150;
/** The page the admin screens load the tables in (pwa/src/features/admin/admin-api.ts). */
const PAGE = 500;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/** Fills a database: the fixtures and the admin who reads them. */
async function fill(db: Db): Promise<void> {
  const t0 = performance.now();
  await seedAdminTables(db, { users: USERS, stories: STORIES, prefix: 'b_' });
  await ensureAdmin(db, { email: ADMIN.email, username: 'bench_admin', password: ADMIN.password });
  console.log(`  filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Signs the admin in; returns a GET that carries the session. */
async function signIn(base: string): Promise<(path: string) => Promise<{ ms: number; bytes: number; count: number }>> {
  const jar = new Map<string, string>([['XSRF-TOKEN', 'bench']]);
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': 'bench', cookie: 'XSRF-TOKEN=bench' },
    body: JSON.stringify({ requestId: crypto.randomUUID(), ...ADMIN }),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return async (path) => {
    const t0 = performance.now();
    const r = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}requestId=${crypto.randomUUID()}`, { headers: { accept: 'application/json', cookie, 'accept-encoding': 'gzip' } });
    const body = await r.text();
    const ms = performance.now() - t0;
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${body.slice(0, 200)}`);
    const data = (JSON.parse(body) as { data: Record<string, unknown[]> }).data;
    const list = Object.values(data).find(Array.isArray) ?? [];
    return { ms, bytes: Number(r.headers.get('content-length') ?? body.length), count: list.length };
  };
}

const rows: string[][] = [];
let failed = false;

async function measure(engine: string, server: ServerProcess): Promise<void> {
  const get = await signIn(server.url);
  const paths = [
    '/admin/stories',
    '/admin/users',
    ...[0, 5000, 9000].flatMap((offset) => [`/admin/stories?limit=${PAGE}&offset=${offset}`, `/admin/users?limit=${PAGE}&offset=${offset}`]),
  ];
  for (const path of paths) {
    for (let i = 0; i < 3; i++) await get(path);
    const times: number[] = [];
    let last = { bytes: 0, count: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      const r = await get(path);
      times.push(r.ms);
      last = r;
    }
    const p95 = percentile(times, 95);
    if (path.includes('limit') && p95 >= P95_BUDGET_MS) failed = true;
    rows.push([engine, path, String(last.count), (last.bytes / 1024).toFixed(0), percentile(times, 50).toFixed(1), p95.toFixed(1), Math.max(...times).toFixed(1)]);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
const pg = await startPostgres({ database: 'bench_admin' });
try {
  console.log(`PGlite: filling ${STORIES} stories and ${USERS} users…`);
  const lite = await openDb({ dataDir: dir });
  await fill(lite);
  await lite.close();
  const liteServer = await startServerProcess({ DATA_DIR: dir, SEED_WORLDS: 'false' }, 120_000, { built: true });
  try {
    await measure('PGlite', liteServer);
  } finally {
    await liteServer.kill('SIGTERM');
  }

  console.log(`PostgreSQL: filling ${STORIES} stories and ${USERS} users…`);
  const pgDb = await openDb({ databaseUrl: pg.url, dataDir: dir });
  await fill(pgDb);
  await pgDb.close();
  const pgServer = await startServerProcess({ DATABASE_URL: pg.url, DATA_DIR: dir, SEED_WORLDS: 'false' }, 120_000, { built: true });
  try {
    await measure('PostgreSQL', pgServer);
  } finally {
    await pgServer.kill('SIGTERM');
  }

  const head = ['engine', 'request', 'rows', 'KB', 'p50 ms', 'p95 ms', 'max ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\nAdmin tables over HTTP, ${STORIES} stories and ${USERS} users, ${ROUNDS} calls each after 3 warm-up calls; ${cpus().length} cores, built server`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(
    failed
      ? `\nFAIL: a page of ${PAGE} (what the screens load) has a p95 at or over ${P95_BUDGET_MS} ms`
      : `\nOK: every page of ${PAGE} (what the screens load) has a p95 under ${P95_BUDGET_MS} ms; the whole list in one answer is shown for comparison`,
  );
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
