import type { Outcome, PlayerSlot, Story } from '@schemas';
import { normalize, words, type Reading } from './text';
import type { Finding } from './leaks';

// Pacing (GAME-RULES S4, S5): no ending language or ending options before the story's final
// fifth; by the last beat every outcome has a milestone and each player's ending resolves it.

/** Phrases that tell a reader the story is ending. */
export const ENDING_LANGUAGE =
  /\b(the (story|tale) (ends|is over|draws to a close|comes to an end)|the end\b(?! of)|last push|let it end|one last (time|look|walk|glance|thing)|final (chapter|page|farewell|goodbye)|farewell|say(ing)? goodbye|in the end\b|when all is said and done|at the last\b(?!\s+\w)|it is (all )?over\b|it'?s (all )?over\b|the last light|after everything\b|what remains\b|everything has been leading to this|cannot be undone)/i;

/** The first turn of a story's final fifth: ending language is allowed from here on. */
export function finalFifthStart(maxTurns: number): number {
  return Math.floor(maxTurns * 0.8) + 1;
}

/** Ending language and ending options in beats before the final fifth. */
export function earlyEndings(r: Reading, maxTurns: number): Finding[] {
  const from = finalFifthStart(maxTurns);
  const out: Finding[] = [];
  for (const b of r.beats) {
    if (b.turn >= from) continue;
    for (const [where, text] of [['text', `${b.title}\n${b.text}`], ...b.options.map((o) => ['option', o] as const)] as const) {
      const m = text.match(ENDING_LANGUAGE);
      if (m) out.push({ rule: where === 'option' ? 'ending option' : 'ending language', match: m[0], where: `${r.slot} turn ${b.turn}` });
    }
  }
  return out;
}

function grams(text: string, n: number): Set<string> {
  n = Math.min(n, words(text).length);
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/** True when a text says, in five or more of its own words, one of an outcome's resolutions or milestones. */
export function resolves(text: string, outcome: Pick<Outcome, 'possibleResolutions' | 'milestones'>): boolean {
  const have = grams(text, 5);
  const candidates = [...Object.values(outcome.possibleResolutions as Record<string, string>), ...outcome.milestones];
  // Five words in a row, or the whole resolution when it is shorter.
  return candidates.some((c) => {
    const n = Math.min(5, words(c).length);
    const own = n === 5 ? have : grams(text, n);
    return n > 0 && [...grams(c, n)].some((g) => own.has(g));
  });
}

/**
 * Outcomes left unresolved: without a milestone at game over, or not resolved in the ending beat of
 * a player they belong to (their own, and the shared ones).
 */
export function unresolved(story: Story): Finding[] {
  const out: Finding[] = [];
  if (!story.gameOver) out.push({ rule: 'not over', match: `turn ${story.currentTurn} of ${story.maxTurns}`, where: 'story' });
  for (const o of story.sharedOutcomes) if (o.milestones.length === 0) out.push({ rule: 'no milestone', match: o.id, where: 'shared' });
  for (const slot of Object.keys(story.players) as PlayerSlot[]) {
    const p = story.players[slot];
    if (!p) continue;
    for (const o of p.outcomes) if (o.milestones.length === 0) out.push({ rule: 'no milestone', match: o.id, where: slot });
    const ending = p.beatHistory.find((b) => b.kind === 'ending');
    if (!ending) continue;
    const text = normalize(ending.text.replace(/<image\b[^>]*\/>/g, ''));
    for (const o of [...p.outcomes, ...story.sharedOutcomes]) if (!resolves(text, o)) out.push({ rule: 'not resolved in the ending', match: o.id, where: slot });
  }
  return out;
}
