import type { Db, Queryable } from '../db/db';
import { createLogger } from '../util/log';
import {
  claimNextJob,
  enqueueJobStatements,
  JOBS_CHANNEL,
  markJobDone,
  markJobFailed,
  reclaimRunningJobs,
  renewJobLease,
  requeueJob,
  type Job,
  type JobKind,
  type QueuedJob,
} from './job-repo';

export { JOBS_CHANNEL, type Job, type JobKind, type QueuedJob } from './job-repo';

const log = createLogger('jobs');

/** Runs one job; throwing schedules a retry (or marks it failed after the last attempt). */
export type JobHandler = (job: Job) => Promise<void>;

/** Called when a job has failed for good. */
export type JobFailureHandler = (job: Job, error: unknown) => Promise<void>;

/**
 * Queues a job inside the caller's transaction (it runs only if the transaction commits). The id
 * deduplicates: while a job is queued, queuing its id again is a no-op, so "generate turn 7 of
 * story X" runs once. A running or finished job is queued again, because the state it read may
 * be out of date; handlers re-check the state, so a spare run does nothing.
 */
export async function enqueueJob(tx: Queryable, job: QueuedJob): Promise<void> {
  // Both statements go out together (pipelined); the NOTIFY is delivered at commit.
  await Promise.all(enqueueJobStatements(job).map((s) => tx.query(s.sql, s.params)));
}

/** Options of a JobRunner. */
export interface JobRunnerOptions {
  serverId: string;
  /** How long a claim lasts without renewal; a crashed runner's jobs are retried after it. */
  leaseMs?: number;
  /** Fallback polling interval (NOTIFY wakes the runner sooner). */
  pollMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  maxAttempts?: number;
}

/**
 * Claims and runs durable jobs from the database. Claims are leases renewed while a job runs, so
 * jobs of a crashed process are picked up again (by anyone) once the lease lapses; on start a
 * runner reclaims the jobs its own server id held at once.
 */
export class JobRunner {
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private pumping = false;
  private pumpAgain = false;
  private readonly inFlight = new Set<Promise<void>>();

  private readonly kinds: JobKind[];

  constructor(
    private readonly db: Db,
    /** The kinds this runner claims, each with its handler (a process may run kinds in separate runners). */
    private readonly handlers: Partial<Record<JobKind, JobHandler>>,
    private readonly onFailed: JobFailureHandler,
    private readonly opts: JobRunnerOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 15_000;
    this.pollMs = opts.pollMs ?? 1_000;
    this.concurrency = opts.concurrency ?? 4;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.kinds = Object.keys(handlers) as JobKind[];
  }

  /** Reclaims this server's orphaned jobs, subscribes to new ones and starts polling. */
  async start(opts: { reclaimAllRunning?: boolean } = {}): Promise<void> {
    this.stopped = false;
    const reclaimed = await reclaimRunningJobs(this.db, this.opts.serverId, opts.reclaimAllRunning ?? false, this.kinds);
    if (reclaimed > 0) log.info(`resuming ${reclaimed} unfinished job(s)`);
    this.unlisten = await this.db.listen(JOBS_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops claiming; waits for running jobs to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Asks the runner to look for work now. */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.pump()
      .catch((err: unknown) => log.error(`claim failed: ${String(err)}`))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.wake();
        }
      });
  }

  private async pump(): Promise<void> {
    while (!this.stopped && this.running < this.concurrency) {
      const job = await this.claim();
      if (!job) return;
      this.running += 1;
      const run = this.run(job).finally(() => {
        this.running -= 1;
        this.inFlight.delete(run);
        this.wake();
      });
      this.inFlight.add(run);
    }
  }

  private claim(): Promise<Job | null> {
    return claimNextJob(this.db, this.opts.serverId, this.leaseMs, this.kinds);
  }

  private async run(job: Job): Promise<void> {
    const renew = setInterval(() => {
      void renewJobLease(this.db, job.id, this.opts.serverId, this.leaseMs).catch((err: unknown) => log.warn(`lease renewal of ${job.id} failed: ${String(err)}`));
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    try {
      const handler = this.handlers[job.kind];
      if (!handler) throw new Error(`no handler for ${job.kind} jobs`);
      await handler(job);
      // Unless it was queued again while running (then it stays queued and runs once more).
      await markJobDone(this.db, job.id);
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      if (job.attempts >= this.maxAttempts) {
        log.error(`[${job.kind}] ${job.id} failed for good after ${job.attempts} attempts: ${message}`);
        await markJobFailed(this.db, job.id, message);
        await this.onFailed(job, err).catch((e: unknown) => log.error(`failure handler of ${job.id} threw: ${String(e)}`));
      } else {
        const backoffMs = Math.min(30_000, 500 * 2 ** job.attempts);
        log.warn(`[${job.kind}] ${job.id} attempt ${job.attempts} failed, retrying in ${backoffMs} ms: ${message}`);
        await requeueJob(this.db, job.id, message, backoffMs);
      }
    } finally {
      clearInterval(renew);
    }
  }
}
