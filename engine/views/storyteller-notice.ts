import type { Story } from '@schemas';

/** The sentence players read while the built-in storyteller stands in for a model that kept failing (issue 29). */
export function storytellerNotice(story: Story): string | null {
  const h = story.narratorHealth;
  if (!h || h.offlineFrom === null || story.gameOver) return null;
  const next = story.currentTurn + 1;
  if (h.offlineUntil !== null && next >= h.offlineUntil) return null;
  const left = h.offlineUntil === null ? null : h.offlineUntil - next;
  return left === null
    ? "The AI storyteller isn't working, so Taleforge's built-in storyteller is writing the rest of this story."
    : `The AI storyteller isn't working, so Taleforge's built-in storyteller is writing the next ${left === 1 ? 'turn' : `${left} turns`}; then the AI storyteller tries again.`;
}
