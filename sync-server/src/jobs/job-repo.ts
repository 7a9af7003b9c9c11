/** The `jobs` table: durable jobs with their leases, attempts and retry times. */
import type { Queryable, Statement } from '../db/db';

/** Kinds of durable jobs. */
export type JobKind = 'story_setup' | 'generate_turn' | 'story_images';

/** A claimed job. */
export interface Job {
  id: string;
  kind: JobKind;
  storyId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** A job to queue: its id (queueing an id again re-queues that job unless it is queued already). */
export interface QueuedJob {
  id: string;
  kind: JobKind;
  storyId?: string;
  payload?: Record<string, unknown>;
}

/** The NOTIFY channel that wakes runners when a job is queued. */
export const JOBS_CHANNEL = 'jobs_queued';

interface JobRow {
  [k: string]: unknown;
  id: string;
  kind: JobKind;
  story_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Queuing a job (see enqueueJob in job-queue.ts) as statements, for a Db.batch: the row (re-queued unless queued already) and the NOTIFY that wakes runners. */
export function enqueueJobStatements(job: QueuedJob): Statement[] {
  return [
    {
      sql: `insert into jobs (id, kind, story_id, payload) values ($1, $2, $3, $4::jsonb)
            on conflict (id) do update set status = 'queued', attempts = 0, run_after = now(), last_error = null, updated_at = now()
            where jobs.status <> 'queued'`,
      params: [job.id, job.kind, job.storyId ?? null, JSON.stringify(job.payload ?? {})],
    },
    { sql: 'select pg_notify($1, $2)', params: [JOBS_CHANNEL, job.id] },
  ];
}

/** Puts running jobs of `kinds` back in the queue: this server's (after its restart), or all of them; how many. */
export async function reclaimRunningJobs(db: Queryable, serverId: string, all: boolean, kinds: readonly JobKind[]): Promise<number> {
  const rows = await db.query(
    `update jobs set status = 'queued', locked_by = null, locked_until = null, updated_at = now()
     where status = 'running' and ($1 or locked_by = $2) and kind = any($3::text[]) returning id`,
    [all, serverId, [...kinds]],
  );
  return rows.length;
}

/** Claims the next due job of one of `kinds` (or one whose lease lapsed) for `leaseMs`, counting an attempt; null when there is none. */
export async function claimNextJob(db: Queryable, serverId: string, leaseMs: number, kinds: readonly JobKind[]): Promise<Job | null> {
  const [row] = await db.query<JobRow>(
    `update jobs set status = 'running', locked_by = $1, locked_until = now() + ($2 || ' milliseconds')::interval,
       attempts = attempts + 1, updated_at = now()
     where id = coalesce(
       (select id from jobs where status = 'queued' and run_after <= now() and kind = any($3::text[])
        order by run_after, created_at limit 1 for update skip locked),
       (select id from jobs where status = 'running' and locked_until < now() and kind = any($3::text[])
        order by locked_until limit 1 for update skip locked))
     returning id, kind, story_id, payload, attempts`,
    [serverId, String(leaseMs), [...kinds]],
  );
  if (!row) return null;
  return { id: row.id, kind: row.kind, storyId: row.story_id, payload: row.payload, attempts: row.attempts };
}

/** Extends the lease of a job this server holds. */
export async function renewJobLease(db: Queryable, jobId: string, serverId: string, leaseMs: number): Promise<void> {
  await db.query(`update jobs set locked_until = now() + ($2 || ' milliseconds')::interval where id = $1 and locked_by = $3`, [jobId, String(leaseMs), serverId]);
}

/** Marks a job done, unless it was queued again while it ran (then it stays queued and runs once more). */
export async function markJobDone(db: Queryable, jobId: string): Promise<void> {
  await db.query(
    `update jobs set status = 'done', locked_by = null, locked_until = null, updated_at = now()
     where id = $1 and status = 'running'`,
    [jobId],
  );
}

/** Marks a job failed for good, with its last error. */
export async function markJobFailed(db: Queryable, jobId: string, message: string): Promise<void> {
  await db.query(`update jobs set status = 'failed', last_error = $2, locked_by = null, updated_at = now() where id = $1`, [jobId, message]);
}

/** Queues a failed job again after `backoffMs`. */
export async function requeueJob(db: Queryable, jobId: string, message: string, backoffMs: number): Promise<void> {
  await db.query(
    `update jobs set status = 'queued', last_error = $2, locked_by = null, locked_until = null,
       run_after = now() + ($3 || ' milliseconds')::interval, updated_at = now() where id = $1`,
    [jobId, message, String(backoffMs)],
  );
}
