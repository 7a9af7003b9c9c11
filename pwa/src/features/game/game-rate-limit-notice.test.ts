import { describe, expect, it } from 'vitest';
import { minutesLeft, tryAgainText } from './game-rate-limit-notice';

describe('game rate-limit notice (spec 1 §4, §8)', () => {
  it('says the minutes left, ms / 60000 rounded up', () => {
    expect(minutesLeft(30_000)).toBe(1);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(60_001)).toBe(2);
    expect(tryAgainText(150_000)).toBe('You can try again in 3 minutes');
  });
});
