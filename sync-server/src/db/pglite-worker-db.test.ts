/**
 * What only the worker engine has: a free event loop while PGlite works, errors rebuilt across the
 * thread boundary, crash and close behaviour. Its Db contract is in db.contract.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNodeScript } from '../../testing/node-script';
import type { Db } from './db';
import { openPglite } from './pglite-db';
import { openPgliteWorker, type PgliteWorkerDb } from './pglite-worker-db';

/** A CPU-bound statement of roughly a second in PGlite (0.7-1 s on the 2-core CI machine). */
const LONG_STATEMENT = 'select count(*) as n from generate_series(1, 3000000)';
const TICK_MS = 10;

/** Runs sql while a 10 ms setInterval ticks; returns how long it took and how late the ticks were. */
async function lagWhile(db: Db, sql: string): Promise<{ ms: number; maxLag: number; p90Lag: number; ticks: number }> {
  const lags: number[] = [];
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    lags.push(Math.max(0, now - last - TICK_MS));
    last = now;
  };
  const timer = setInterval(tick, TICK_MS);
  const started = performance.now();
  try {
    await db.query(sql);
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  const ticks = lags.length;
  tick(); // the gap up to the end of the statement counts too
  const sorted = [...lags].sort((a, b) => a - b);
  return { ms, maxLag: sorted.at(-1) ?? 0, p90Lag: sorted[Math.floor(sorted.length * 0.9)] ?? 0, ticks };
}

describe('[pglite-worker] event loop', () => {
  let worker: Db;
  let thread: Db;
  beforeAll(async () => {
    [worker, thread] = await Promise.all([openPgliteWorker(), openPglite()]);
  });
  afterAll(async () => {
    await Promise.all([worker?.close(), thread?.close()]);
  });

  it('stays responsive while a long statement runs in the worker; in-thread PGlite blocks it for the whole statement', async () => {
    const off = await lagWhile(worker, LONG_STATEMENT);
    const on = await lagWhile(thread, LONG_STATEMENT);
    console.log(
      `[pglite-worker] ${LONG_STATEMENT}: worker ${Math.round(off.ms)} ms, ${off.ticks} ticks, p90 lag ${off.p90Lag.toFixed(1)} ms, max ${off.maxLag.toFixed(1)} ms;` +
        ` in-thread ${Math.round(on.ms)} ms, ${on.ticks} ticks, max lag ${on.maxLag.toFixed(1)} ms`,
    );
    // In-thread: no tick while the statement runs, the loop is blocked for (nearly) all of it.
    expect(on.maxLag).toBeGreaterThan(on.ms * 0.8);
    // Worker: ticks keep coming; margins leave room for a loaded 2-core machine (one GC or
    // scheduling hiccup may hit the max, not the 90th percentile).
    expect(off.ticks).toBeGreaterThan(off.ms / TICK_MS / 4);
    expect(off.p90Lag).toBeLessThan(50);
    expect(off.maxLag).toBeLessThan(Math.max(100, off.ms / 4));
  });
});

describe('[pglite-worker] errors and lifecycle', () => {
  it('rebuilds a statement error with its message, SQLSTATE, fields and both stacks', async () => {
    const db = await openPgliteWorker();
    try {
      await db.query('create table worker_errors (k text constraint worker_errors_pk primary key)');
      await db.query('insert into worker_errors values ($1)', ['a']);
      const error = await db.query('insert into worker_errors values ($1)', ['a']).then(
        () => undefined,
        (e: unknown) => e as Error & Record<string, unknown>,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        message: expect.stringMatching(/duplicate key value violates unique constraint "worker_errors_pk"/),
        code: '23505',
        constraint: 'worker_errors_pk',
        table: 'worker_errors',
        detail: 'Key (k)=(a) already exists.',
      });
      // The caller's frames (this file) first, then the worker's.
      expect(error?.stack).toMatch(/pglite-worker-db\.test\.ts[\s\S]*in the PGlite worker thread/);
      // A parameter the codecs reject in the worker keeps its class.
      await expect(db.query('select $1::bytea', ['not bytes'])).rejects.toThrow(TypeError);
      await expect(db.query('select $1::jsonb', [{ fn: () => 1 }])).rejects.toThrow(/cannot send this query to the PGlite worker/);
    } finally {
      await db.close();
    }
  });

  it('if the worker dies, pending and later calls reject with a [db] error and onFatal is called once', async () => {
    const fatal: Error[] = [];
    const db: PgliteWorkerDb = await openPgliteWorker(undefined, { onFatal: (error) => fatal.push(error) });
    const pending = db.query(LONG_STATEMENT);
    const outcome = pending.then(() => 'resolved', (error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db.worker.terminate(); // as a crash would: not through close()
    expect(await outcome).toMatch(/^\[db\] the PGlite worker died/);
    expect(fatal.map((e) => e.message)).toEqual([expect.stringMatching(/^\[db\] the PGlite worker died/)]);
    await expect(db.query('select 1')).rejects.toThrow(/^\[db\] the PGlite worker died/);
    await expect(db.transaction(async (tx) => tx.query('select 1'))).rejects.toThrow(/^\[db\] the PGlite worker died/);
    await db.close(); // nothing left to close: resolves
    expect(fatal).toHaveLength(1);
  });

  it('close() waits for what was sent before it, stops the thread, and later calls reject', async () => {
    const db = await openPgliteWorker();
    const exited = new Promise<number>((resolve) => db.worker.once('exit', resolve));
    const before = db.query('select 1 as one');
    await db.close();
    expect(await before).toEqual([{ one: 1 }]);
    expect(await exited).toBe(1); // terminate()d after PGlite closed
    await expect(db.query('select 1')).rejects.toThrow('[db] the database is closed');
    await db.close(); // idempotent
  });

  it('close() during an open transaction lets it run to its commit, then closes (as PGlite does in-thread)', async () => {
    const db = await openPgliteWorker();
    await db.query('create table worker_closing (k text)');
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const tx = db.transaction(async (t) => {
      await t.query('insert into worker_closing values ($1)', ['a']);
      entered();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (await t.query<{ n: number }>('insert into worker_closing values ($1) returning (select count(*) from worker_closing) as n', ['b']))[0];
    });
    await inside;
    const closed = db.close();
    await expect(db.query('select 1')).rejects.toThrow('[db] the database is closed');
    expect(await tx).toEqual({ n: 1 });
    await closed;
  });

  it('an idle worker Db does not keep the process alive (like in-thread PGlite); a pending call does', async () => {
    // A child process that queries twice without closing: it must exit by itself, after printing both.
    const script = `
      const { openPgliteWorker } = await import(${JSON.stringify(new URL('./pglite-worker-db.ts', import.meta.url).href)});
      const db = await openPgliteWorker();
      console.log(JSON.stringify(await db.query("select 'first' as r")));
      setTimeout(async () => console.log(JSON.stringify(await db.query("select 'second' as r, pg_sleep(0.2)"))), 10);
    `;
    const { code, out } = await runNodeScript(script, 60_000);
    expect({ code, out }).toMatchObject({ code: 0, out: expect.stringMatching(/"r":"first"[\s\S]*"r":"second"/) });
  });
});
