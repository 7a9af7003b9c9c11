/**
 * The request thread's one way to CPU-heavy work (issue 26.1): `runHeavy(task, input, options)`
 * sends a task of ../heavy-tasks.ts (the threads' entry) to the work pool, with the task's hard
 * time limit (a thread past it is terminated) and the caller's bound of jobs in flight. Cheap
 * limits (sizes, counts) are checked by the callers before they get here, so most bad input never
 * reaches a thread.
 *
 * work/ imports no feature: the task table lives above the features whose code it runs, and
 * declares its tasks onto {@link HeavyTasks} (declaration merging), so that `runHeavy` checks
 * every task's name, input and answer without this folder depending on theirs.
 */
import { WorkPool, type RunOptions } from './work-pool';

/**
 * The tasks by name, each `(input) => answer`: empty here, filled by ../heavy-tasks.ts's
 * `declare module` from its table (so it always matches what the threads run).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in ../heavy-tasks.ts
export interface HeavyTasks {}

/** Each task's hard limit of running time in ms (past it the thread is terminated and the request refused). */
export const HEAVY_TIME_LIMITS_MS: Record<keyof HeavyTasks, number> = {
  // An upload of the largest accepted size (ZIP_MAX_UPLOAD_BYTES, 500 Worlds with pictures) reads in a few seconds.
  readUpload: 60_000,
  // A picture at its element limit rebuilds in well under a second.
  sanitiseSvg: 5_000,
  // The form of one picture (10 MB at most) and the picture's check, an SVG rebuilt.
  readPictureUpload: 10_000,
  // The replay's budget (offline-upload.ts) is the limit; this is the ceiling.
  replayOffline: 10_000,
  // Offline drafts take milliseconds (bench:assistant: p95 < 200 ms).
  assistantDraft: 10_000,
  assistantIterate: 10_000,
  assistantSection: 10_000,
};

// The task module is TypeScript when this file is (run by tsx or vitest: sync-server/src/heavy-tasks.ts),
// JavaScript once bundled (dist's heavy-tasks.js, beside the chunk that holds this code).
const TYPESCRIPT = import.meta.url.endsWith('.ts');
const TASKS_URL = TYPESCRIPT ? new URL('../heavy-tasks.ts', import.meta.url) : new URL('./heavy-tasks.js', import.meta.url);

let pool: WorkPool | null = null;

/** The process's work pool (started on first use). */
export function heavyPool(): WorkPool {
  pool ??= new WorkPool({ tasks: TASKS_URL });
  return pool;
}

/** Options of {@link runHeavy}: the callers' keys (or a place reserved for them), and a shorter limit than the task's own if wanted. */
export type HeavyRunOptions = WithoutLimit<RunOptions> & { timeLimitMs?: number };

/** Each member of a union without its time limit (Omit of a union keeps only the keys all members share). */
type WithoutLimit<O> = O extends unknown ? Omit<O, 'timeLimitMs'> : never;

/**
 * Runs a heavy task in the pool. Throws 429 `rate_limited` when the caller has its jobs in flight
 * or the pool is full, `WorkTimeout` past the time limit, `WorkFailed` when the thread died.
 */
export function runHeavy<K extends keyof HeavyTasks>(task: K, input: Parameters<HeavyTasks[K]>[0], options: HeavyRunOptions): Promise<Awaited<ReturnType<HeavyTasks[K]>>> {
  const limit = Math.min(options.timeLimitMs ?? HEAVY_TIME_LIMITS_MS[task], HEAVY_TIME_LIMITS_MS[task]);
  return heavyPool().run(task, input, { ...options, timeLimitMs: limit });
}

/** Stops the pool's threads (the next task starts it again). */
export async function closeHeavyPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
