import { describe, expect, it } from 'vitest';
import { RECONNECT, reconnectDelay } from './reconnect-schedule';

describe('reconnect schedule (spec 1 §9)', () => {
  it('doubles from 1 s to a 5 s cap within a burst of 5 attempts', () => {
    const mid = () => 0.5; // no jitter
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelay(n, mid))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('keeps every burst delay between 1 s and 5 s whatever the jitter', () => {
    for (const r of [0, 0.01, 0.3, 0.7, 0.999]) {
      for (let n = 0; n < RECONNECT.burstAttempts; n++) {
        const d = reconnectDelay(n, () => r);
        expect(d).toBeGreaterThanOrEqual(1000);
        expect(d).toBeLessThanOrEqual(5000);
      }
    }
  });

  it('spreads delays with jitter so clients do not retry in step', () => {
    expect(reconnectDelay(1, () => 0)).toBeLessThan(reconnectDelay(1, () => 0.99));
  });

  it('never gives up: after the burst it keeps trying, slower', () => {
    for (const n of [5, 6, 50, 1000]) {
      const d = reconnectDelay(n, () => 0.5);
      expect(d).toBe(RECONNECT.slowMs);
      expect(d).toBeGreaterThan(RECONNECT.maxMs);
    }
  });
});
