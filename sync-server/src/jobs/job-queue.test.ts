import { afterEach, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { forEachEngine } from '../../testing/test-db';
import { enqueueJob, JobRunner, type Job, type JobHandler } from './job-queue';

forEachEngine('durable jobs', ({ open }) => {
  const runners: JobRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  function runner(db: Db, handler: JobHandler, opts: { serverId?: string; leaseMs?: number } = {}, onFailed = vi.fn(async () => {})) {
    const r = new JobRunner(db, { story_setup: handler, generate_turn: handler }, onFailed, {
      serverId: opts.serverId ?? 'test',
      leaseMs: opts.leaseMs ?? 5_000,
      pollMs: 50,
      maxAttempts: 2,
    });
    runners.push(r);
    return r;
  }

  async function status(db: Db, id: string) {
    const [row] = await db.query<{ status: string; attempts: number }>('select status, attempts from jobs where id = $1', [id]);
    return row;
  }

  it('runs a job queued in a committed transaction exactly once, even when queued twice', async () => {
    const db = await open();
    const seen: string[] = [];
    await runner(db, async (job: Job) => void seen.push(`${job.id}:${String(job.payload.turn)}`)).start();
    await db.transaction(async (tx) => {
      await enqueueJob(tx, { id: 'turn:s1:3', kind: 'generate_turn', payload: { turn: 3 } });
      await enqueueJob(tx, { id: 'turn:s1:3', kind: 'generate_turn', payload: { turn: 3 } });
    });
    await vi.waitFor(async () => expect((await status(db, 'turn:s1:3'))?.status).toBe('done'));
    expect(seen).toEqual(['turn:s1:3:3']);
  });

  it('does not run a job whose transaction rolled back', async () => {
    const db = await open();
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { id: 'rolled-back', kind: 'story_setup' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await status(db, 'rolled-back')).toBeUndefined();
  });

  it('retries a failing job and reports it once it has failed for good', async () => {
    const db = await open();
    const onFailed = vi.fn(async () => {});
    let calls = 0;
    await runner(db, async () => {
      calls += 1;
      throw new Error('narrator down');
    }, {}, onFailed).start();
    await db.transaction((tx) => enqueueJob(tx, { id: 'flaky', kind: 'story_setup' }));
    await vi.waitFor(async () => expect((await status(db, 'flaky'))?.status).toBe('failed'), { timeout: 10_000 });
    expect(calls).toBe(2);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it("resumes on start the jobs its own server held when it died, and others' once their lease lapses", async () => {
    const db = await open();
    await db.query(
      `insert into jobs (id, kind, status, locked_by, locked_until, attempts) values
       ('mine', 'generate_turn', 'running', 'crashed', now() + interval '1 hour', 1),
       ('theirs', 'generate_turn', 'running', 'other', now() + interval '300 milliseconds', 1)`,
    );
    const ran: string[] = [];
    await runner(db, async (job) => void ran.push(job.id), { serverId: 'crashed' }).start();
    await vi.waitFor(async () => expect((await status(db, 'mine'))?.status).toBe('done'));
    await vi.waitFor(async () => expect((await status(db, 'theirs'))?.status).toBe('done'), { timeout: 5_000 });
    expect(ran.sort()).toEqual(['mine', 'theirs']);
  });
});
