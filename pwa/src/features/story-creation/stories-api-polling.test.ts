import { describe, expect, it } from 'vitest';
import { storyStatusPollDelay } from './stories-api-polling';

/** The times of the checks a player waiting `totalMs` sees, starting at 0. */
function checkTimes(totalMs: number): number[] {
  const times = [0];
  for (let t = 0; t < totalMs; ) {
    t += storyStatusPollDelay(t);
    times.push(t);
  }
  return times;
}

describe('story status polling schedule (spec 1 §4: 10 s for 30 s, 5 s to 60 s, then 2 s)', () => {
  it('waits 10 s during the first 30 s', () => {
    expect(storyStatusPollDelay(0)).toBe(10_000);
    expect(storyStatusPollDelay(29_999)).toBe(10_000);
    expect(storyStatusPollDelay(30_999)).toBe(10_000);
  });
  it('waits 5 s from 31 to 60 s', () => {
    expect(storyStatusPollDelay(31_000)).toBe(5_000);
    expect(storyStatusPollDelay(60_999)).toBe(5_000);
  });
  it('waits 2 s after 60 s', () => {
    expect(storyStatusPollDelay(61_000)).toBe(2_000);
    expect(storyStatusPollDelay(10 * 60_000)).toBe(2_000);
  });
  it('gives the checks a waiting player sees over 70 s', () => {
    expect(checkTimes(70_000).map((t) => t / 1000)).toEqual([0, 10, 20, 30, 40, 45, 50, 55, 60, 65, 67, 69, 71]);
  });
  it('treats a negative elapsed time (clock change) as the start', () => {
    expect(storyStatusPollDelay(-5_000)).toBe(10_000);
  });
});
