import type { RandomSource } from '../core/rng';

/** What the Idea button remembers for one category and player mode since its cycle began. */
export type IdeaCycle = { used: readonly number[]; last: number | null };

/** A fresh cycle (also after the category changes, spec 1 §4). */
export const NEW_IDEA_CYCLE: IdeaCycle = { used: [], last: null };

/**
 * Picks the next Idea (spec 1 §4): never the first suggestion, never one used since the cycle
 * began, never the same as last time; when all are used the cycle restarts. Pure: the random
 * source is an argument. Returns null when there are fewer than two suggestions to pick from.
 * @example const { index, cycle } = pickIdea(ideas.length, cycle, rng)!
 */
export function pickIdea(count: number, cycle: IdeaCycle, rng: RandomSource): { index: number; cycle: IdeaCycle } | null {
  const pickable = Array.from({ length: count }, (_, i) => i).filter((i) => i !== 0);
  if (pickable.length === 0) return null;
  let fresh = pickable.filter((i) => !cycle.used.includes(i) && i !== cycle.last);
  let used = [...cycle.used];
  if (fresh.length === 0) {
    // Everything has been used: a new cycle begins, still avoiding the last one.
    used = [];
    fresh = pickable.filter((i) => i !== cycle.last);
    if (fresh.length === 0) fresh = pickable;
  }
  const index = rng.pick(fresh);
  return { index, cycle: { used: [...used, index], last: index } };
}
