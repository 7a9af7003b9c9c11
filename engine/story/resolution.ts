import { outcomeShape, type Beat, type Outcome, type OutcomeRef, type Resolution, type Story, type Thread } from '@schemas';
import { beatOfTurn, findOutcome, slotsOf } from './queries';
import type { ThreadResolution } from './turn-plan';

const SCORE: Record<Resolution, number> = { favorable: 2, mixed: 1, unfavorable: 0 };

function scoreOf(beats: readonly Beat[]): number | null {
  const scored = beats.filter((b) => b.resolution !== undefined);
  if (scored.length === 0) return null;
  return scored.reduce((s, b) => s + SCORE[b.resolution as Resolution], 0) / scored.length;
}

function fromScore(score: number): Resolution {
  if (score >= 1.5) return 'favorable';
  if (score <= 0.5) return 'unfavorable';
  return 'mixed';
}

function pluralityIndex(beats: readonly Beat[]): 0 | 1 | 2 {
  const counts = [0, 0, 0];
  for (const b of beats) if (b.choice >= 0) counts[b.choice] = (counts[b.choice] ?? 0) + 1;
  let best = 0;
  for (let i = 1; i < 3; i++) if ((counts[i] ?? 0) > (counts[best] ?? 0)) best = i;
  return best as 0 | 1 | 2;
}

/**
 * The result of one thread step from its players' choices on that turn [S6]: challenge threads
 * score favorable 2, mixed 1, unfavorable 0; split threads compare side A with side B;
 * exploration threads take the most chosen option. Null when nobody chose.
 */
export function stepResolution(story: Story, thread: Thread, turn: number): ThreadResolution | null {
  const beatsOf = (slots: readonly string[]): Beat[] =>
    slots.flatMap((s) => {
      const p = story.players[s as keyof Story['players']];
      const b = p ? beatOfTurn(p, turn) : undefined;
      return b && b.threadId === thread.id && b.choice >= 0 ? [b] : [];
    });
  const a = beatsOf(thread.playersSideA);
  const b = beatsOf(thread.playersSideB);
  if (a.length + b.length === 0) return null;
  if (thread.typeOfThread === 'exploration') {
    return (['resolution1', 'resolution2', 'resolution3'] as const)[pluralityIndex([...a, ...b])];
  }
  if (thread.playersSideB.length > 0) {
    const diff = (scoreOf(a) ?? 1) - (scoreOf(b) ?? 1);
    if (diff >= 0.5) return 'sideAWins';
    if (diff <= -0.5) return 'sideBWins';
    return 'mixed';
  }
  return fromScore(scoreOf(a) ?? 1);
}

/** Maps a thread resolution onto the keys of an outcome's resolution shape [S6]. */
export function toOutcomeResolution(outcome: Outcome, r: ThreadResolution): string {
  const shape = outcomeShape(outcome.possibleResolutions);
  const rank = (x: ThreadResolution): 0 | 1 | 2 => {
    if (x === 'favorable' || x === 'sideAWins' || x === 'resolution1') return 0;
    if (x === 'mixed' || x === 'resolution2') return 1;
    return 2;
  };
  const keys =
    shape === 'challenge'
      ? (['favorable', 'mixed', 'unfavorable'] as const)
      : shape === 'competitive'
        ? (['sideAWins', 'mixed', 'sideBWins'] as const)
        : (['resolution1', 'resolution2', 'resolution3'] as const);
  return keys[rank(r)];
}

/** The resolution an ending milestone records for an outcome that no thread reached. */
export function endingResolution(story: Story, ref: OutcomeRef): string {
  const outcome = findOutcome(story, ref);
  if (!outcome) return 'mixed';
  const slots = ref.outcomeGroup === 'shared' ? slotsOf(story) : [ref.outcomeGroup];
  const beats = slots.flatMap((s) => story.players[s]?.beatHistory ?? []);
  if (outcomeShape(outcome.possibleResolutions) === 'exploration') {
    return toOutcomeResolution(outcome, (['resolution1', 'resolution2', 'resolution3'] as const)[pluralityIndex(beats)]);
  }
  return toOutcomeResolution(outcome, fromScore(scoreOf(beats) ?? 1));
}

/**
 * The resolution an outcome's latest milestone points to: the last step of the latest thread that
 * recorded one, or the ending's resolution for a milestone no thread recorded; null before any.
 */
export function outcomeLean(story: Story, ref: OutcomeRef): string | null {
  const outcome = findOutcome(story, ref);
  if (!outcome || outcome.milestones.length === 0) return null;
  const threads = story.threads.filter((t) => t.outcomeGroup === ref.outcomeGroup && t.outcomeId === ref.outcomeId && t.milestone !== undefined);
  const last = threads[threads.length - 1];
  const step = last?.resolutions[last.resolutions.length - 1];
  return step ? toOutcomeResolution(outcome, step as ThreadResolution) : endingResolution(story, ref);
}
