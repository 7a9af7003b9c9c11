import type { Distribution, Resolution, RiskType } from '@schemas';

/** Baseline distributions by risk type [P2]. */
export const BASELINE_DISTRIBUTIONS: Readonly<Record<RiskType, Readonly<Distribution>>> = {
  normal: { favorable: 33, mixed: 34, unfavorable: 33 },
  safe: { favorable: 25, mixed: 50, unfavorable: 25 },
  risky: { favorable: 40, mixed: 20, unfavorable: 40 },
};

type Bucket = keyof Distribution;

// One step of [P3]: each unit takes `take` percentage points from `from`, gives one point to each
// target (or all `take` to a single target) and costs `cost` points.
type Step = { from: Bucket; to: readonly Bucket[]; take: number; cost: number };

function stepsFor(risk: RiskType, good: Bucket, bad: Bucket): Step[] {
  switch (risk) {
    case 'risky':
      return [
        { from: bad, to: [good], take: 1, cost: 2 },
        { from: bad, to: ['mixed'], take: 1, cost: 1 },
        { from: 'mixed', to: [good], take: 1, cost: 1 },
      ];
    case 'safe':
      return [
        { from: bad, to: ['mixed'], take: 1, cost: 1 },
        { from: 'mixed', to: [good], take: 1, cost: 1 },
      ];
    case 'normal':
      return [
        { from: bad, to: [good, 'mixed'], take: 2, cost: 3 },
        { from: bad, to: ['mixed'], take: 1, cost: 1 },
        { from: 'mixed', to: [good], take: 1, cost: 1 },
      ];
  }
}

/**
 * Forces integers summing to exactly 100; any difference goes to the largest bucket [P4].
 * @example normalizeDistribution({ favorable: 33.4, mixed: 33.3, unfavorable: 33.3 }) // 34/33/33
 */
export function normalizeDistribution(d: Distribution): Distribution {
  const out: Distribution = {
    favorable: Math.max(0, Math.round(d.favorable)),
    mixed: Math.max(0, Math.round(d.mixed)),
    unfavorable: Math.max(0, Math.round(d.unfavorable)),
  };
  const diff = 100 - (out.favorable + out.mixed + out.unfavorable);
  if (diff !== 0) {
    // The largest bucket before rounding (mixed first on ties) takes the difference.
    const largest: Bucket = (['mixed', 'favorable', 'unfavorable'] as const).reduce((a, b) => (d[b] > d[a] ? b : a));
    out[largest] = Math.max(0, out[largest] + diff);
  }
  return out;
}

/**
 * The distribution of a challenge: the risk type's baseline shifted by points [P2-P4].
 * @example shiftDistribution('normal', 10) // { favorable: 36, mixed: 38, unfavorable: 26 }
 */
export function shiftDistribution(risk: RiskType, points: number): Distribution {
  const d: Distribution = { ...BASELINE_DISTRIBUTIONS[risk] };
  let remaining = Math.abs(Math.trunc(points));
  if (remaining === 0) return d;
  const good: Bucket = points > 0 ? 'favorable' : 'unfavorable';
  const bad: Bucket = points > 0 ? 'unfavorable' : 'favorable';
  for (const step of stepsFor(risk, good, bad)) {
    const units = Math.min(Math.floor(remaining / step.cost), Math.floor(d[step.from] / step.take));
    if (units <= 0) continue;
    d[step.from] -= units * step.take;
    const perTarget = step.take / step.to.length;
    for (const target of step.to) d[target] += units * perTarget;
    remaining -= units * step.cost;
  }
  // Whatever is left can move nothing more and is dropped [P3].
  return normalizeDistribution(d);
}

/** The resolution a roll in [0, 100) lands on [P5]. */
export function resolveRoll(distribution: Distribution, roll: number): Resolution {
  if (roll < distribution.favorable) return 'favorable';
  if (roll < distribution.favorable + distribution.mixed) return 'mixed';
  return 'unfavorable';
}

/** A roll uniform in [0, 100) with two decimals, from a [0, 1) random number [P5]. */
export function rollFrom(random01: number): number {
  return Math.floor(random01 * 10000) / 100;
}
