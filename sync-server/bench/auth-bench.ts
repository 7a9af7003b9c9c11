// `npm run bench:auth`: how responsive the server stays while passwords are hashed. Starts the
// built server (what `npm start` runs) on a fresh embedded database, signs in N accounts, then
// measures GET /health back to back while idle and while the N accounts change their password at
// once (each change: one scrypt to check the current password, one to hash the new one). Prints a
// table.
//   npm run bench:auth -- [--accounts 16] [--rounds 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

const { values } = parseArgs({ options: { accounts: { type: 'string', default: '16' }, rounds: { type: 'string', default: '3' } } });
const ACCOUNTS = Number(values.accounts);
const ROUNDS = Number(values.rounds);

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** A caller with its own cookies and the CSRF double submit, like one browser. */
function client(base: string) {
  const jar = new Map<string, string>([['XSRF-TOKEN', 'bench']]);
  return async (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => {
    const res = await fetch(`${base}${path}${method === 'GET' ? `${path.includes('?') ? '&' : '?'}requestId=${crypto.randomUUID()}` : ''}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': jar.get('XSRF-TOKEN') ?? '',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(method === 'POST' ? { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const json = (await res.json()) as { status: string; errorMessage?: string };
    return { status: res.status, json };
  };
}

/** GET /health back to back until `until` settles; the latency of each, in ms. */
async function sampleHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(`${base}/health?requestId=${crypto.randomUUID()}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
let server: ServerProcess | null = null;
try {
  server = await startServerProcess({ LOG_LEVEL: 'info', RATE_LIMIT_SCALE: '1000', DATA_DIR: dir, SEED_WORLDS: 'false' }, 60_000, { built: true });
  const base = server.url;
  const users = Array.from({ length: ACCOUNTS }, (_, i) => ({ call: client(base), email: `bench-${i}@example.org`, password: 'Bench-pass-0' }));
  for (const [i, u] of users.entries()) {
    const reg = await u.call('POST', '/auth/register', { email: u.email, username: `bench_${i}`, password: u.password });
    if (reg.json.status !== 'success') throw new Error(`register failed: ${reg.json.errorMessage}`);
    const login = await u.call('POST', '/auth/login', { email: u.email, password: u.password });
    if (login.json.status !== 'success') throw new Error(`login failed: ${login.json.errorMessage}`);
  }
  const rows: string[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await sleep(300);
    const idle = await sampleHealth(base, sleep(1000));
    const t0 = performance.now();
    const changes = Promise.all(
      users.map(async (u) => {
        const next = `Bench-pass-${round}`;
        const r = await u.call('POST', '/auth/password', { currentPassword: u.password, newPassword: next });
        if (r.json.status !== 'success') throw new Error(`password change failed: ${r.json.errorMessage}`);
        u.password = next;
      }),
    );
    const busy = await sampleHealth(base, changes);
    await changes;
    const wall = performance.now() - t0;
    const f = (n: number) => n.toFixed(1);
    rows.push([String(round), f(percentile(idle, 50)), f(percentile(idle, 99)), f(percentile(busy, 50)), f(percentile(busy, 99)), f(Math.max(...busy)), String(busy.length), f(wall)]);
  }
  const head = ['round', 'idle p50', 'idle p99', 'busy p50', 'busy p99', 'busy max', 'samples', `${ACCOUNTS} changes (ms)`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log(`\nGET /health latency (ms) while ${ACCOUNTS} accounts change their password at once; ${cpus().length} cores, built server on PGlite`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
} finally {
  await server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
