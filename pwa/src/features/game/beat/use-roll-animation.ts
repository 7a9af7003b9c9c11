import { useEffect, useState } from 'react';
import { nextFrameChange, rollFrameAt, rollTimeline, type RollFrame } from './roll-timeline';
import { rollStartedAt } from './roll-watch';

/** The final frame: what a card shows when it does not animate. */
export const STATIC_FRAME: RollFrame = { phase: 'complete', chipsShown: Number.MAX_SAFE_INTEGER, rollProgress: 1, shuffling: false, collapsed: false };

/**
 * The current frame of a beat's roll animation, re-rendering exactly when something changes.
 * Not watched, not started yet, or reduced motion: the final card.
 */
export function useRollFrame(beatId: string, chipCount: number, reducedMotion: boolean): RollFrame & { animating: boolean } {
  const startedAt = rollStartedAt(beatId);
  const [now, setNow] = useState(() => Date.now());
  const running = typeof startedAt === 'number' && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timeline = rollTimeline(chipCount);
    const actual = Date.now() - startedAt;
    const rendered = now - startedAt;
    // The render used an old clock (the animation just started): catch up at once.
    const stale = nextFrameChange(timeline, rendered) !== nextFrameChange(timeline, actual);
    const next = nextFrameChange(timeline, actual);
    if (!stale && next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), stale ? 0 : Math.max(16, (next ?? actual) - actual));
    return () => clearTimeout(timer);
  }, [running, startedAt, now, chipCount]);

  if (!running) return { ...STATIC_FRAME, chipsShown: chipCount, animating: false };
  const timeline = rollTimeline(chipCount);
  const elapsed = Math.max(0, now - startedAt);
  return { ...rollFrameAt(timeline, elapsed, false), animating: elapsed < timeline.collapse };
}
