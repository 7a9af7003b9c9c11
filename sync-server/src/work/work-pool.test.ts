// Issue 26.1: heavy work runs in a pool of threads with a hard time limit that terminates it, a
// bound of jobs per caller, and a bounded queue. Checked with a task module of test tasks: a job
// that never yields (only terminating its thread stops it) and jobs that wait until told. A job
// whose input is still coming (an upload) reserves its place first.
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { transferableSymbol } from 'piscina';
import { WorkPool, WorkTimeout } from './work-pool';
import { moved } from './work-task-runner';

const TASKS = new URL('../../testing/work-test-tasks.ts', import.meta.url);

describe('the work pool', () => {
  const pool = new WorkPool({ tasks: TASKS, maxThreads: 1, maxQueue: 3, perCallerLimit: 2 });
  afterAll(() => pool.destroy());

  it('runs a job in another thread and answers its result', async () => {
    const answer = await pool.run<{ value: string; threadId: number }>('echo', { value: 'hello' }, { callers: ['a'], timeLimitMs: 30_000 });
    expect(answer.value).toBe('hello');
    expect(answer.threadId).not.toBe(0);
  });

  it('stops a job that never yields at its time limit, while the event loop goes on; the next job runs on a fresh thread', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const spinning = pool.run('spin', {}, { callers: ['a'], timeLimitMs: 400 });
    // The loop keeps turning while the job spins: this wait ends only if the job is elsewhere.
    await expect.poll(() => ticks, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(5);
    await expect(spinning).rejects.toBeInstanceOf(WorkTimeout);
    clearInterval(timer);
    expect(pool.stats().timeouts).toBe(1);
    const after = await pool.run<{ value: number }>('echo', { value: 2 }, { callers: ['a'], timeLimitMs: 30_000 });
    expect(after.value).toBe(2);
  }, 60_000);

  it('refuses a third job of one caller with 429 rate_limited, takes another caller’s, and counts a key shared by two jobs once per job', async () => {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const first = pool.run('gated', { gate }, { callers: ['user:1', '10.0.0.1'], timeLimitMs: 30_000 });
    const second = pool.run('gated', { gate }, { callers: ['user:1', '10.0.0.2'], timeLimitMs: 30_000 });
    const third = pool.run('echo', { value: 3 }, { callers: ['user:1', '10.0.0.3'], timeLimitMs: 30_000, operationType: 'import_templates' });
    await expect(third).rejects.toBeInstanceOf(ApiError);
    await third.catch((e: ApiError) => {
      expect(e.status).toBe(429);
      expect(e.envelope).toMatchObject({ status: 'rate_limited', operationType: 'import_templates' });
    });
    // Another account from the first address: that address has one job in flight, so one more is fine.
    const other = pool.run<{ value: number }>('echo', { value: 4 }, { callers: ['user:2', '10.0.0.1'], timeLimitMs: 30_000 });
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    await expect(Promise.all([first, second])).resolves.toEqual(['opened', 'opened']);
    await expect(other).resolves.toMatchObject({ value: 4 });
    expect(pool.stats().callers).toBe(0);
  }, 60_000);

  it('refuses with 429 once the queue is full, across callers', async () => {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const running = pool.run('gated', { gate }, { callers: ['q0'], timeLimitMs: 30_000 });
    const queued = [1, 2, 3].map((i) => pool.run('echo', { value: i }, { callers: [`q${i}`], timeLimitMs: 30_000 }));
    const refused = pool.run('echo', { value: 4 }, { callers: ['q4'], timeLimitMs: 30_000 });
    await expect(refused).rejects.toMatchObject({ status: 429 });
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    await expect(running).resolves.toBe('opened');
    await expect(Promise.all(queued)).resolves.toHaveLength(3);
  }, 60_000);

  it("hands a job's own buffers back moved, not copied, and copies what cannot move (a slice of Node's buffer pool)", async () => {
    const own = new Uint8Array(8);
    const pooled = Buffer.from('pool');
    const value = { own, pooled };
    expect((moved(value, [own, pooled]) as unknown as Record<symbol, unknown>)[transferableSymbol]).toEqual([own.buffer]);
    expect(moved(value, [pooled])).toBe(value);
    // Across the thread boundary the answer arrives whole either way.
    const answer = await pool.run<{ own: Uint8Array; pooled: Uint8Array }>('bytes', { size: 1 << 20 }, { callers: ['m'], timeLimitMs: 30_000 });
    expect([answer.own.byteLength, answer.own[12345], new TextDecoder().decode(answer.pooled)]).toEqual([1 << 20, 7, 'pooled']);
  }, 60_000);

  /** What a synchronous refusal throws: its status and envelope. */
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof ApiError ? { status: e.status, envelope: e.envelope } : e;
    }
    return null;
  };

  it("a place reserved for an upload counts against its caller before the job runs; reserved places have their own bound in all and never take other work's place", async () => {
    const p = new WorkPool({ tasks: TASKS, maxThreads: 1, maxQueue: 1, perCallerLimit: 2, maxReserved: 2 });
    try {
      const first = p.reserve(['user:a', '10.0.0.1'], 'import_templates');
      const second = p.reserve(['user:a', '10.0.0.2'], 'import_templates');
      expect(p.stats()).toMatchObject({ reserved: 2, callers: 3 });
      // Nothing runs yet, and still the caller's third is refused, an upload or any other job.
      expect(refusal(() => p.reserve(['user:a', '10.0.0.3'], 'import_templates'))).toMatchObject({ status: 429, envelope: { status: 'rate_limited', operationType: 'import_templates' } });
      await expect(p.run('echo', { value: 0 }, { callers: ['user:a', '10.0.0.4'], timeLimitMs: 30_000 })).rejects.toMatchObject({ status: 429 });
      // The reserved places in all are held: another caller's upload waits its turn elsewhere (429), its other work runs.
      expect(refusal(() => p.reserve(['user:b'], 'import_templates'))).toMatchObject({ status: 429 });
      await expect(p.run<{ value: number }>('echo', { value: 1 }, { callers: ['user:b'], timeLimitMs: 30_000 })).resolves.toMatchObject({ value: 1 });
      // A reserved place runs its job, and is given back when it ends; a place released twice is given back once.
      await expect(p.run<{ value: number }>('echo', { value: 2 }, { reservation: first, timeLimitMs: 30_000 })).resolves.toMatchObject({ value: 2 });
      second.release();
      second.release();
      expect(p.stats()).toMatchObject({ reserved: 0, callers: 0 });
    } finally {
      await p.destroy();
    }
  }, 60_000);

  it('a reserved place whose job finds every job place taken is refused with 429 and given back', async () => {
    const p = new WorkPool({ tasks: TASKS, maxThreads: 1, maxQueue: 1, perCallerLimit: 2, maxReserved: 2 });
    try {
      const reserved = p.reserve(['user:c'], 'import_templates');
      const gate = new Int32Array(new SharedArrayBuffer(4));
      const busy = [p.run('gated', { gate }, { callers: ['user:d'], timeLimitMs: 30_000 }), p.run('gated', { gate }, { callers: ['user:e'], timeLimitMs: 30_000 })];
      await expect(p.run('echo', { value: 3 }, { reservation: reserved, timeLimitMs: 30_000, operationType: 'import_templates' })).rejects.toMatchObject({ status: 429, envelope: { operationType: 'import_templates' } });
      expect(p.stats()).toMatchObject({ reserved: 0 });
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      await expect(Promise.all(busy)).resolves.toEqual(['opened', 'opened']);
      expect(p.stats()).toMatchObject({ reserved: 0, callers: 0 });
    } finally {
      await p.destroy();
    }
  }, 60_000);
});
