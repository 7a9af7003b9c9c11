/**
 * The thread side of a {@link WorkPool}: a task module's default export is `taskRunner(handlers)`,
 * which marks the job started (its time limit counts from then) and calls the handler it names.
 */
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
