/**
 * A bounded pool of worker threads (piscina) for the CPU-heavy work a request can start (issue
 * 26.1): the event loop that answers every other request never runs it. Three bounds:
 *
 * - a hard time limit per job, counted from the moment a thread picks it up: past it the thread is
 *   terminated (piscina's abort of a running task) and replaced, whatever the job was doing;
 * - at most {@link WorkPoolOptions.perCallerLimit} jobs queued or running per caller key (an
 *   account, an address): one caller cannot fill the queue; beyond it, 429 `rate_limited`;
 * - a bounded queue, and a bound on how long a job may wait in it: past either, 429 as well.
 *
 * A job whose input is still coming (an upload) reserves its place first ({@link WorkPool.reserve}):
 * it counts against its callers from then on, so a caller without room is refused before its
 * upload is read; reserved places have their own bound in all (work-places.ts).
 *
 * The threads run at a lower scheduling priority than the event loop (nice +10), so on a busy
 * machine a heavy job takes the CPU the event loop leaves. The task module runs in the threads; it
 * exports (default) one handler taking `{ task, input, started }`, which sets `started[0]` to 1
 * when it begins (see work-task-runner.ts).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { rateLimited } from '../http/api-error';
import { WorkPlaces, type WorkReservation } from './work-places';

export type { WorkReservation } from './work-places';

/** What a job sends to its thread. */
export interface WorkJob {
  task: string;
  input: unknown;
  /** Set to 1 by the thread when the job starts (its time limit counts from then). */
  started: Int32Array;
}

/** The job ran past its time limit: its thread was terminated. */
export class WorkTimeout extends Error {
  override readonly name = 'WorkTimeout';
  constructor(
    readonly task: string,
    readonly limitMs: number,
  ) {
    super(`[work] ${task} ran past its limit of ${limitMs} ms and was stopped`);
  }
}

/** The job's thread died (out of memory, a crash): nothing was answered. */
export class WorkFailed extends Error {
  override readonly name = 'WorkFailed';
}

/** Options of a pool. */
export interface WorkPoolOptions {
  /** The task module (a `.ts` URL under tsx and vitest, `.js` once bundled). */
  tasks: URL;
  /** Threads at most (default: one core left to the event loop, at most 2). */
  maxThreads?: number;
  /** Jobs waiting for a thread at most, across callers (default 64): jobs in flight are at most this plus one per thread. */
  maxQueue?: number;
  /** Jobs queued or running per caller key at most, places reserved included (default 2). */
  perCallerLimit?: number;
  /** Places reserved for jobs whose input is still coming (uploads being received) at most, across callers (default 16). */
  maxReserved?: number;
  /** Longest wait in the queue before a job is refused as busy (default 30 s). */
  maxWaitMs?: number;
  /** Old-generation heap of a thread in MB: a job that needs more dies alone (default 512). */
  maxHeapMb?: number;
  /** An idle thread exits after this (default a minute). */
  idleTimeoutMs?: number;
  /**
   * How much lower the threads' scheduling priority is than the process's (Linux nice, default 10):
   * on a busy machine the event loop gets the CPU first, the heavy work what is left.
   */
  niceIncrement?: number;
}

/** How one job runs: for its callers (a place taken now), or in a place reserved before. */
export type RunOptions = ({ callers: readonly string[]; reservation?: undefined } | { reservation: WorkReservation; callers?: undefined }) & {
  /** The hard limit of the job's running time, in ms. */
  timeLimitMs: number;
  /** Buffers handed to the thread rather than copied (the caller must not use them afterwards). */
  transferList?: ArrayBuffer[];
  /** The rate-limit envelope's operationType when the job is refused. */
  operationType?: string;
}

/** Seconds a refused caller is told to wait: long enough for a job ahead of it to finish. */
const BUSY_RETRY_MS = 5_000;
/** How often a job's start flag and limits are looked at. */
const TICK_MS = 25;

const TYPESCRIPT = import.meta.url.endsWith('.ts');

/** One core is left to the event loop (and the PGlite worker); at most two threads. */
export const DEFAULT_WORK_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

/** A pool of threads running one task module, with the three bounds above. */
export class WorkPool {
  private readonly pool: Piscina<WorkJob, unknown>;
  private readonly places: WorkPlaces;
  private readonly maxWaitMs: number;
  private timeouts = 0;

  constructor(options: WorkPoolOptions) {
    this.maxWaitMs = options.maxWaitMs ?? 30_000;
    const maxHeapMb = options.maxHeapMb ?? 512;
    const maxThreads = options.maxThreads ?? DEFAULT_WORK_THREADS;
    // Jobs in flight at most: one per thread plus the queue (counted here, piscina's own count is looser).
    const maxJobs = maxThreads + (options.maxQueue ?? 64);
    this.places = new WorkPlaces({ perCaller: options.perCallerLimit ?? 2, maxJobs, maxReserved: options.maxReserved ?? 16 });
    this.pool = new Piscina<WorkJob, unknown>({
      filename: fileURLToPath(TYPESCRIPT ? new URL('../util/ts-task-entry.mjs', import.meta.url) : options.tasks),
      ...(TYPESCRIPT ? { argv: [options.tasks.href], execArgv: [] } : {}),
      minThreads: 0,
      maxThreads,
      maxQueue: maxJobs,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
      niceIncrement: options.niceIncrement ?? 10,
    });
    // A terminated thread's error reaches the job's promise; the pool itself must not throw.
    this.pool.on('error', () => {});
  }

  /**
   * Runs `task` with `input` in a thread, in the place `options.reservation` holds (given back when
   * the job ends) or one taken now for `options.callers`. Throws 429 `rate_limited` when a caller
   * key already has its jobs in flight, the queue is full, or the job waited too long for a thread;
   * {@link WorkTimeout} when it ran past `timeLimitMs` (its thread was terminated);
   * {@link WorkFailed} when its thread died; the task's own error otherwise.
   */
  async run<T>(task: string, input: unknown, options: RunOptions): Promise<T> {
    const place = options.reservation ? this.jobOf(options.reservation) : this.places.takeJob(options.callers);
    if (!place) throw rateLimited(BUSY_RETRY_MS, options.operationType);
    const started = new Int32Array(new SharedArrayBuffer(4));
    const controller = new AbortController();
    const submitted = performance.now();
    let startedAt: number | null = null;
    let why: 'timeout' | 'waited' | null = null;
    const watch = setInterval(() => {
      const now = performance.now();
      if (startedAt === null && Atomics.load(started, 0) === 1) startedAt = now;
      if (startedAt !== null && now - startedAt > options.timeLimitMs) why = 'timeout';
      else if (startedAt === null && now - submitted > this.maxWaitMs) why = 'waited';
      if (why) controller.abort();
    }, TICK_MS);
    try {
      return (await this.pool.run({ task, input, started }, { signal: controller.signal, ...(options.transferList ? { transferList: options.transferList } : {}) })) as T;
    } catch (error) {
      if (why === 'timeout') {
        this.timeouts++;
        throw new WorkTimeout(task, options.timeLimitMs);
      }
      if (why === 'waited') throw rateLimited(BUSY_RETRY_MS, options.operationType);
      if (error instanceof Error && /queue is at limit|no task queue/i.test(error.message)) throw rateLimited(BUSY_RETRY_MS, options.operationType);
      if (error instanceof Error && (/terminat|worker.*(exit|out of memory)/i.test(error.message) || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')) {
        throw new WorkFailed(`[work] ${task}: its thread died (${error.message})`);
      }
      throw error;
    } finally {
      clearInterval(watch);
      place.release();
    }
  }

  /**
   * Reserves a job's place now, for a job whose input is still to be gathered (an upload not yet
   * received): a caller without room (or a pool holding its most reserved places) is refused with
   * 429 `rate_limited` before the work of gathering it. Run the job with it, or release it.
   */
  reserve(callers: readonly string[], operationType?: string): WorkReservation {
    const place = this.places.reserve(callers);
    if (!place) throw rateLimited(BUSY_RETRY_MS, operationType);
    return place;
  }

  /** A reserved place made a job's, or null (the place given back) when the pool has no room for another job. */
  private jobOf(reservation: WorkReservation): WorkReservation | null {
    if (this.places.promote(reservation)) return reservation;
    reservation.release();
    return null;
  }

  /** Threads, queued jobs, jobs completed and stopped at their limit, caller keys and reserved places held (tests, metrics). */
  stats(): { maxThreads: number; threads: number; queued: number; completed: number; timeouts: number; callers: number; reserved: number } {
    const held = this.places.counts();
    return { maxThreads: this.pool.maxThreads, threads: this.pool.threads.length, queued: this.pool.queueSize, completed: this.pool.completed, timeouts: this.timeouts, callers: held.callers, reserved: held.reserved };
  }

  /** Stops every thread (running jobs fail). */
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}
