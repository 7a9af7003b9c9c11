/**
 * One lane per process for the rooms' heavy upkeep (materialisation and compaction): tasks run one
 * at a time, each starting in a macrotask of its own. Rooms edited together hit their debounce
 * together; without the lane, fifty materialisations would convert and validate their docs in one
 * stretch of the event loop and hold most pool connections at once, and live updates (whose commit
 * and broadcast wait on both) would stall behind them.
 */
export class UpkeepLane {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;

  /** Runs `task` after the tasks queued before it; its result or error is passed through. */
  run<T>(task: () => Promise<T>): Promise<T> {
    this.queued++;
    const result = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .finally(() => {
        this.queued--;
      });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Tasks waiting or running. */
  get size(): number {
    return this.queued;
  }
}
