import type { OutcomeRef, PlayerSlot, Story } from '@schemas';
import { allOutcomes, outcomesOfGroup, threadEndTurn } from './queries';
import { outcomeKey } from './turn-plan';

/** The most milestones an outcome may hold [S4]. */
export const MAX_MILESTONES = 3;

/** The fewest switch+thread segments that fill this many turns (a segment is 3 to 5 turns). */
export function minSegments(turns: number): number {
  return turns <= 0 ? 0 : Math.ceil(turns / 5);
}

/** The most switch+thread segments that fit in this many turns. */
export function maxSegments(turns: number): number {
  return Math.max(0, Math.floor(turns / 3));
}

/**
 * Milestones each outcome holds or is promised at turn `turn`: recorded ones plus threads still
 * running (which will record one).
 */
export function outcomeLoad(story: Story, turn: number): Map<string, number> {
  const load = new Map<string, number>();
  for (const { ref, outcome } of allOutcomes(story)) load.set(outcomeKey(ref), outcome.milestones.length);
  for (const t of story.threads) {
    if (t.milestone === undefined && threadEndTurn(t) >= turn) {
      const key = outcomeKey({ outcomeGroup: t.outcomeGroup, outcomeId: t.outcomeId });
      load.set(key, (load.get(key) ?? 0) + 1);
    }
  }
  return load;
}

/** Free milestone places of a group's outcomes under a load. */
export function groupCapacity(story: Story, group: OutcomeRef['outcomeGroup'], load: ReadonlyMap<string, number>): number {
  return outcomesOfGroup(story, group).reduce(
    (sum, o) => sum + Math.max(0, MAX_MILESTONES - (load.get(outcomeKey({ outcomeGroup: group, outcomeId: o.id })) ?? 0)),
    0,
  );
}

/**
 * How many more threads a player can still be given: shared threads use the shared outcomes and
 * personal threads the player's own, so both count.
 */
export function playerSupply(story: Story, slot: PlayerSlot, load: ReadonlyMap<string, number>): number {
  return groupCapacity(story, 'shared', load) + groupCapacity(story, slot, load);
}

/**
 * The shortfall of outcome places for a story of this length, or null when there is enough: every
 * player must be able to get a thread in each segment [S4].
 */
export function capacityShortfall(
  sharedOutcomes: number,
  ownOutcomes: readonly number[],
  maxTurns: number,
): string | null {
  const needed = minSegments(maxTurns - 1);
  const minOwn = ownOutcomes.length ? Math.min(...ownOutcomes) : 0;
  const supply = MAX_MILESTONES * sharedOutcomes + MAX_MILESTONES * minOwn;
  if (supply >= needed) return null;
  return `a ${maxTurns}-turn story needs room for ${needed} threads per player (3 milestones per outcome), but the outcomes give only ${supply}: add outcomes`;
}
