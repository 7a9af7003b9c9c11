import type { NarratorHealth, Story } from '@schemas';
import type { Narrator } from '../narrator/narrator';
import type { FallbackRecord } from './with-fallback';

/** What the breaker did on a turn, for the server's log. */
export type BreakerEvent = { kind: 'opened'; failures: number; untilTurn: number | null } | { kind: 'closed' } | null;

const HEALTHY: NarratorHealth = { failures: 0, offlineFrom: null, offlineUntil: null };

/** Whether the built-in storyteller writes this turn of the story instead of its model (issue 29). */
export function breakerOpen(story: Story, turn: number): boolean {
  const h = story.narratorHealth;
  return !!h && h.offlineFrom !== null && turn >= h.offlineFrom && (h.offlineUntil === null || turn < h.offlineUntil);
}

/**
 * The story's narrator health after a turn (issue 29), for a narrator with a breaker: a turn whose
 * model calls all failed adds them to the failures in a row, one that had a success resets them;
 * reaching the narrator's limit opens the breaker from this turn on (for its cool-down, or for the
 * rest of the story); a cool-down that ended closes it. Undefined while the story has no record
 * and no failure (its actions stay as they were).
 */
export function healthAfterTurn(
  story: Story,
  turn: number,
  narrator: Narrator,
  calls: number,
  fallbacks: readonly FallbackRecord[],
): { health: NarratorHealth | undefined; event: BreakerEvent } {
  const breaker = narrator.breaker;
  if (!breaker || breaker.failures <= 0) return { health: undefined, event: null };
  const before = story.narratorHealth ?? HEALTHY;
  if (breakerOpen(story, turn)) return { health: before, event: null };
  const reopened = before.offlineFrom !== null;
  const failed = fallbacks.filter((f) => f.narrator === narrator.name).length;
  // Calls of a turn run side by side: one success among them shows the model works again.
  const failures = failed > 0 && failed >= calls ? before.failures + failed : 0;
  if (failures >= breaker.failures) {
    const untilTurn = breaker.cooldownTurns > 0 ? turn + 1 + breaker.cooldownTurns : null;
    return { health: { failures, offlineFrom: turn, offlineUntil: untilTurn }, event: { kind: 'opened', failures, untilTurn } };
  }
  if (!story.narratorHealth && failures === 0) return { health: undefined, event: null };
  return { health: { failures, offlineFrom: null, offlineUntil: null }, event: reopened ? { kind: 'closed' } : null };
}
