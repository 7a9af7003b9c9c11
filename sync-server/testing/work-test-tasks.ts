/** Tasks for the worker pool's own tests (work/work-pool.test.ts): an echo, a job that never ends, one that waits to be told. */
import { taskRunner } from '../src/work/work-task-runner';

export default taskRunner({
  /** Answers its input and the thread it ran in. */
  echo: async (input: { value: unknown }) => ({ value: input.value, threadId: (await import('node:worker_threads')).threadId }),
  /** Spins forever without yielding: only terminating the thread stops it. */
  spin: () => {
    for (;;) {
      // Nothing: the loop itself is the work.
    }
  },
  /** Waits (blocking its thread) until `gate[0]` is set, then answers. */
  gated: (input: { gate: Int32Array }) => {
    Atomics.wait(input.gate, 0, 0);
    return 'opened';
  },
});
