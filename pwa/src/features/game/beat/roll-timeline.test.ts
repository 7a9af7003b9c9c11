import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLL_TIMING, rollFrameAt, rollTimeline } from './roll-timeline';

describe('roll animation timing (spec 1 §4)', () => {
  it('shows the first chip after 600 ms and the next ones at least 800 ms apart, within the ~4 s modifiers phase', () => {
    for (let n = 1; n <= 5; n++) {
      const { chipTimes, modifiersEnd } = rollTimeline(n);
      expect(chipTimes[0]).toBe(600);
      for (let i = 1; i < n; i++) expect(chipTimes[i]! - chipTimes[i - 1]!).toBeGreaterThanOrEqual(800);
      expect(chipTimes.at(-1)!).toBeLessThan(modifiersEnd);
      expect(modifiersEnd).toBe(4000);
    }
  });

  it('completes at 7.5 s, stops the emoji shuffle at 6 s and collapses the card at 7.5 s', () => {
    const t = rollTimeline(3);
    expect([t.complete, t.emojiStop, t.collapse]).toEqual([7500, 6000, 7500]);
    expect(rollFrameAt(t, 3999).phase).toBe('modifiers');
    expect(rollFrameAt(t, 4000).phase).toBe('roll');
    expect(rollFrameAt(t, 7499).phase).toBe('roll');
    expect(rollFrameAt(t, 7500)).toMatchObject({ phase: 'complete', rollProgress: 1, collapsed: true, shuffling: false });
    expect(rollFrameAt(t, 5999).shuffling).toBe(true);
  });

  it('stretches the whole timeline rather than crowding many chips', () => {
    const t = rollTimeline(7);
    expect(t.chipTimes.at(-1)).toBe(600 + 6 * 800);
    expect(t.modifiersEnd).toBe(t.chipTimes.at(-1)! + ROLL_TIMING.afterLastChipMs);
    expect(t.complete - t.modifiersEnd).toBe(3500);
  });

  it('shows chips one by one as time passes (fake clock)', () => {
    vi.useFakeTimers();
    const t = rollTimeline(3);
    const start = Date.now();
    const shown: number[] = [];
    const timer = setInterval(() => shown.push(rollFrameAt(t, Date.now() - start).chipsShown), 100);
    vi.advanceTimersByTime(4000);
    clearInterval(timer);
    expect(shown.indexOf(1) * 100 + 100).toBe(600);
    expect(shown.indexOf(2) * 100 + 100).toBe(t.chipTimes[1]);
    expect(shown.at(-1)).toBe(3);
  });

  it('with reduced motion skips straight to the final, expanded card', () => {
    expect(rollFrameAt(rollTimeline(4), 0, true)).toEqual({ phase: 'complete', chipsShown: 4, rollProgress: 1, shuffling: false, collapsed: false });
  });
});

afterEach(() => vi.useRealTimers());

describe('roll watch: the placeholder holds while a watched roll plays', () => {
  it('holds from the choice until the animation completes, and never for beats nobody watched', async () => {
    const { isRollHolding, resetRollWatch, startRoll, watchRoll } = await import('./roll-watch');
    resetRollWatch();
    expect(isRollHolding('seen-elsewhere', 2, 0)).toBe(false);
    watchRoll('b1');
    expect(isRollHolding('b1', 2, 0)).toBe(true); // waiting for its resolution
    startRoll('b1', 1000);
    startRoll('b1', 5000); // a second start changes nothing
    expect(isRollHolding('b1', 2, 1000 + 7499)).toBe(true);
    expect(isRollHolding('b1', 2, 1000 + 7500)).toBe(false);
  });
});
