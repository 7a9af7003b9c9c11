/** Tasks for the worker pool's own tests (work/work-pool.test.ts): an echo, a job that never ends, one that waits to be told, one answering bytes moved. */
import { moved, taskRunner } from '../src/work/work-task-runner';

export default taskRunner({
  /** Answers its input and the thread it ran in. */
  echo: async (input: { value: unknown }) => ({ value: input.value, threadId: (await import('node:worker_threads')).threadId }),
  /** Spins forever without yielding: only terminating the thread stops it. */
  spin: () => {
    for (;;) {
      // Nothing: the loop itself is the work.
    }
  },
  /** Answers `size` bytes of its own buffer moved, and a few bytes of Node's buffer pool (which cannot be moved) copied. */
  bytes: (input: { size: number }) => {
    const own = new Uint8Array(input.size).fill(7);
    const pooled = Buffer.from('pooled');
    return moved({ own, pooled: new Uint8Array(pooled.buffer, pooled.byteOffset, pooled.byteLength) }, [own, pooled]);
  },
  /** Waits (blocking its thread) until `gate[0]` is set, then answers. */
  gated: (input: { gate: Int32Array }) => {
    Atomics.wait(input.gate, 0, 0);
    return 'opened';
  },
});
