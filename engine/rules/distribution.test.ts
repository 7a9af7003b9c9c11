import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASELINE_DISTRIBUTIONS, normalizeDistribution, resolveRoll, rollFrom, shiftDistribution } from './distribution';

const d = (favorable: number, mixed: number, unfavorable: number) => ({ favorable, mixed, unfavorable });

describe('distributions', () => {
  it('[P2] baselines are normal 33/34/33, safe 25/50/25, risky 40/20/40', () => {
    expect(BASELINE_DISTRIBUTIONS.normal).toEqual(d(33, 34, 33));
    expect(BASELINE_DISTRIBUTIONS.safe).toEqual(d(25, 50, 25));
    expect(BASELINE_DISTRIBUTIONS.risky).toEqual(d(40, 20, 40));
    expect(shiftDistribution('normal', 0)).toEqual(d(33, 34, 33));
  });

  it('[P3] worked example: normal +10 -> 36/38/26', () => {
    expect(shiftDistribution('normal', 10)).toEqual(d(36, 38, 26));
  });
  it('[P3] worked example: normal +30 -> 43/44/13', () => {
    expect(shiftDistribution('normal', 30)).toEqual(d(43, 44, 13));
  });
  it('[P3] worked example: normal +60 -> 60/40/0', () => {
    expect(shiftDistribution('normal', 60)).toEqual(d(60, 40, 0));
  });
  it('[P3] worked example: safe +30 -> 30/70/0', () => {
    expect(shiftDistribution('safe', 30)).toEqual(d(30, 70, 0));
  });
  it('[P3] worked example: risky +30 -> 55/20/25 (risky options shift mass directly between the extremes)', () => {
    expect(shiftDistribution('risky', 30)).toEqual(d(55, 20, 25));
  });
  it('[P3] worked example: risky -30 -> 25/20/55', () => {
    expect(shiftDistribution('risky', -30)).toEqual(d(25, 20, 55));
  });

  it('[P3] points that cannot complete a step flow to the next step, and what can move nothing is dropped', () => {
    // risky +5: 2 points per point from unfavorable to favorable (4 points), the last point goes unfavorable -> mixed
    expect(shiftDistribution('risky', 5)).toEqual(d(42, 21, 37));
    // enormous points: everything ends in favorable, nothing goes negative
    expect(shiftDistribution('safe', 1000)).toEqual(d(100, 0, 0));
    expect(shiftDistribution('normal', -1000)).toEqual(d(0, 0, 100));
  });

  it('[P3] negative points mirror positive points with favorable and unfavorable swapped', () => {
    fc.assert(
      fc.property(fc.constantFrom('normal' as const, 'safe' as const, 'risky' as const), fc.integer({ min: 0, max: 200 }), (risk, p) => {
        const up = shiftDistribution(risk, p);
        const down = shiftDistribution(risk, -p);
        expect(down).toEqual(d(up.unfavorable, up.mixed, up.favorable));
      }),
    );
  });

  it('[P3][P4] any points give whole percentages, never below 0, summing to exactly 100', () => {
    fc.assert(
      fc.property(fc.constantFrom('normal' as const, 'safe' as const, 'risky' as const), fc.integer({ min: -500, max: 500 }), (risk, p) => {
        const r = shiftDistribution(risk, p);
        for (const v of [r.favorable, r.mixed, r.unfavorable]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(r.favorable + r.mixed + r.unfavorable).toBe(100);
      }),
    );
  });

  it('[P3] more points never make favorable less likely', () => {
    fc.assert(
      fc.property(fc.constantFrom('normal' as const, 'safe' as const, 'risky' as const), fc.integer({ min: -200, max: 199 }), (risk, p) => {
        expect(shiftDistribution(risk, p + 1).favorable).toBeGreaterThanOrEqual(shiftDistribution(risk, p).favorable);
      }),
    );
  });

  it('[P4] a rounding difference goes to the largest bucket', () => {
    expect(normalizeDistribution(d(33.4, 33.3, 33.3))).toEqual(d(34, 33, 33));
    expect(normalizeDistribution(d(20, 50, 29))).toEqual(d(20, 51, 29));
  });

  it('[P5] below favorable is favorable, below favorable+mixed is mixed, else unfavorable', () => {
    const dist = d(30, 50, 20);
    expect(resolveRoll(dist, 0)).toBe('favorable');
    expect(resolveRoll(dist, 29.99)).toBe('favorable');
    expect(resolveRoll(dist, 30)).toBe('mixed');
    expect(resolveRoll(dist, 79.99)).toBe('mixed');
    expect(resolveRoll(dist, 80)).toBe('unfavorable');
    expect(resolveRoll(dist, 99.99)).toBe('unfavorable');
    expect(resolveRoll(d(0, 100, 0), 0)).toBe('mixed');
  });

  it('[P5] rolls are in [0, 100)', () => {
    expect(rollFrom(0)).toBe(0);
    expect(rollFrom(0.999999999)).toBeLessThan(100);
    expect(rollFrom(0.5)).toBe(50);
  });
});
