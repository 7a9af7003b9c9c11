/**
 * The thread side of a {@link WorkPool}: a task module's default export is `taskRunner(handlers)`,
 * which marks the job started (its time limit counts from then) and calls the handler it names.
 * A handler's answer goes back to the request thread as a structured clone; `moved` hands the
 * large buffers in it over instead (pictures read from an upload), so that thread copies nothing.
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { WorkJob } from './work-pool';

/** A table of task handlers: input in, a structured-cloneable answer out. */
export type TaskHandlers = Record<string, (input: never) => unknown>;

/** The handler piscina calls for every job of a pool over `handlers`. */
export function taskRunner(handlers: TaskHandlers): (job: WorkJob) => Promise<unknown> {
  return async (job) => {
    Atomics.store(job.started, 0, 1);
    const handler = handlers[job.task];
    if (!handler) throw new Error(`[work] no task named ${job.task}`);
    return (handler as (input: unknown) => unknown)(job.input);
  };
}

/**
 * `value`, to be answered with the buffers of `views` moved to the request thread rather than
 * copied: each view whose ArrayBuffer is wholly its own (not a slice of a larger buffer, nor of
 * Node's buffer pool) is transferred; the others travel as copies. The request thread receives
 * `value` as it is.
 */
export function moved<T>(value: T, views: Iterable<Uint8Array>): T {
  const buffers = new Set<ArrayBuffer>();
  for (const v of views) if (v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength && v.byteLength > 0) buffers.add(v.buffer);
  if (buffers.size === 0) return value;
  // piscina sends a value marked movable with its transfer list (its own `move` marks it).
  return move({ [transferableSymbol]: [...buffers], [valueSymbol]: value } as unknown as Parameters<typeof move>[0]) as unknown as T;
}
