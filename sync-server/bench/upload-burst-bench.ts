// What a burst of uploads costs the request thread (issue 26.1, the last gap): the audit's svg-bomb
// attack (18 zips at once from 6 accounts, each one stored 1 MB SVG of 250,000 elements) against
// the built server, with no /health probes, measured by figures a busy machine hardly changes:
// the CPU time of the server's request thread (its main thread, from /proc) and its garbage
// collections (V8's --trace-gc-nvp: how many, how many full, their pauses). The first round also
// starts the work pool's thread; later rounds are the steady state.
//   npx tsx sync-server/bench/upload-burst-bench.ts [--rounds 4] [--per-account 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { exampleTemplate } from '../../schemas/testing/examples';
import { auditAccount } from '../audit/audit-accounts';
import { AddressPool, requestThreadCpuMs } from '../audit/audit-client';
import type { AuditContext } from '../audit/audit-context';
import { storedZipOf } from '../testing/hostile-zips';
import { startServerProcess } from '../testing/server-process';
import { templateJson } from '../testing/zip-fixtures';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '4' }, 'per-account': { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const perAccount = Number(values['per-account']);

/** One isolate's collections in some --trace-gc-nvp output: count, full ones, pauses in ms. */
type Collections = { count: number; full: number; pauseMs: number };

/** The collections of each isolate in `text`, by isolate, in the order each first appears. */
function collections(text: string): Map<string, Collections> {
  const byIsolate = new Map<string, Collections>();
  for (const line of text.split('\n')) {
    const isolate = /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)?.[1];
    const pause = /\bpause=([0-9.]+)/.exec(line)?.[1];
    if (!isolate || pause === undefined) continue;
    const c = byIsolate.get(isolate) ?? { count: 0, full: 0, pauseMs: 0 };
    c.count++;
    if (/\bgc=(mc|ms)\b/.test(line)) c.full++;
    c.pauseMs += Number(pause);
    byIsolate.set(isolate, c);
  }
  return byIsolate;
}

const dataDir = mkdtempSync(join(tmpdir(), 'upload-burst-'));
// --trace-gc-nvp after the caller's own flags: one line per collection, with its kind and pause.
process.env.SERVER_NODE_ARGS = `${process.env.SERVER_NODE_ARGS ?? ''} --trace-gc-nvp`.trim();
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_WORLDS: 'true' }, 120_000, { built: true });
const pid = server.child.pid;
try {
  // The request thread is the first isolate to collect (it loads the whole server before any thread starts).
  const requestIsolate = [...collections(server.output()).keys()][0];
  const ctx = { url: server.url, addresses: new AddressPool() } as AuditContext;
  const accounts = [];
  for (let i = 0; i < 6; i++) accounts.push(await auditAccount(ctx, 'burst'));
  const world = templateJson({ ...exampleTemplate(), id: 'tpl_burst_bomb', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' });
  const bomb = await storedZipOf({ 'template.json': world, 'cover.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(250_000)}</svg>` });
  console.log(`${accounts.length * perAccount} zips of a 1 MB SVG of 250,000 elements at once, ${rounds} rounds; built server ${server.url}`);
  for (let round = 0; round < rounds; round++) {
    await new Promise((r) => setTimeout(r, 1500));
    const outAt = server.output().length;
    const cpuBefore = requestThreadCpuMs(pid);
    const started = performance.now();
    const answers = await Promise.all(accounts.flatMap((a) => Array.from({ length: perAccount }, () => a.caller.upload('/templates/import', { zip: bomb }))));
    const wallMs = performance.now() - started;
    // Collections the burst set off may come just after the last answer.
    await new Promise((r) => setTimeout(r, 500));
    const cpuMs = (requestThreadCpuMs(pid) ?? NaN) - (cpuBefore ?? NaN);
    const gc = collections(server.output().slice(outAt)).get(requestIsolate ?? '') ?? { count: 0, full: 0, pauseMs: 0 };
    const statuses = new Map<number, number>();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    console.log(
      `round ${round + 1}: request thread ${cpuMs.toFixed(0)} ms CPU; its GCs ${gc.count} (${gc.full} full), pauses ${gc.pauseMs.toFixed(0)} ms; ` +
        `answers ${[...statuses].map(([s, n]) => `${n}x ${s}`).join(', ')}; wall ${wallMs.toFixed(0)} ms; load ${loadavg()[0]!.toFixed(1)}${round === 0 ? ' (starts the work pool)' : ''}`,
    );
  }
} finally {
  await server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
