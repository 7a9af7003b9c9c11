/**
 * This thread's event-loop delay. Node's histogram samples with a timer and records each whole
 * interval (an idle loop shows ~10 ms at resolution 10), so the delay is what exceeds it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

/** Starts watching; `p99Ms()` is the delay's p99 so far in ms, `stop()` ends the watch. */
export function watchLoopDelay(): { p99Ms: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    p99Ms: () => Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS),
    stop: () => histogram.disable(),
  };
}
