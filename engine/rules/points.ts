import type { ChallengeOption, DifficultyLevel, ReadablePointModifier, Resolution } from '@schemas';
import { difficultyDescription } from './difficulty';

/** Momentum carried into the next beat of the same thread [P1]. */
export const MOMENTUM: Readonly<Record<Resolution, number>> = { favorable: 30, mixed: 0, unfavorable: -30 };

/** What the points of one challenge are made of [P1]. */
export type PointsInput = {
  option: ChallengeOption;
  /** The resolution of this player's previous beat in the same thread; null on a thread's first beat. */
  previousResolution: Resolution | null;
  difficulty: DifficultyLevel;
  /** Display names of stats by id, for the modifier chips. */
  statNames: ReadonlyMap<string, string>;
  /**
   * The game offered this same option to the player on an earlier beat [O3]: choosing it again
   * is not a poor choice, so a negative approach value is not applied.
   */
  reoffered?: boolean;
};

const RESOURCE_NAMES = { normal: 'Approach', sacrifice: 'Sacrifice', reward: 'Chasing a reward' } as const;

/** One plain line per modifier, for players who have never heard of momentum or points [P1]. */
export const MODIFIER_EXPLANATIONS = {
  momentum: {
    favorable: 'Your last move on this path went well, and that carries you forward.',
    mixed: 'Your last move on this path had mixed results, so nothing carries over.',
    unfavorable: 'Your last move on this path went badly, and that holds you back.',
  },
  approach: {
    good: 'A well-judged approach for this moment: it helps a little.',
    fair: 'A fair approach: it neither helps nor hurts.',
    poor: 'A poor fit for this moment: it makes success harder.',
    reoffered: 'The story offered this approach again, so choosing it carries no penalty.',
  },
  sacrifice: 'You give something up, and that tips the odds in your favour.',
  reward: 'Going for a prize makes success harder.',
  stat: (name: string, value: number, reason: string) => {
    const effect = `${name} ${value >= 0 ? 'helps' : 'works against you'} here.`;
    return reason ? `${reason.replace(/[.!\s]+$/, '')}: your ${effect}` : `Your ${effect}`;
  },
  difficulty: (title: string, modifier: number) => `The story's difficulty (${title}): ${difficultyDescription(modifier)}`,
} as const;

function approachModifier(option: ChallengeOption, reoffered: boolean): ReadablePointModifier {
  const name = RESOURCE_NAMES[option.resourceType];
  if (option.resourceType === 'sacrifice') return { name, value: option.basePoints, tooltip: MODIFIER_EXPLANATIONS.sacrifice };
  if (option.resourceType === 'reward') return { name, value: option.basePoints, tooltip: MODIFIER_EXPLANATIONS.reward };
  if (reoffered && option.basePoints < 0) return { name, value: 0, tooltip: MODIFIER_EXPLANATIONS.approach.reoffered };
  const quality = option.basePoints > 0 ? 'good' : option.basePoints < 0 ? 'poor' : 'fair';
  return { name, value: option.basePoints, tooltip: MODIFIER_EXPLANATIONS.approach[quality] };
}

/**
 * Points = momentum + basePoints + stat modifier effects + difficulty modifier, each listed as a
 * readable modifier with a name, signed value and a one-line plain explanation [P1]. An option
 * the game offered again is never penalised for its approach [O3].
 */
export function computePoints(input: PointsInput): { points: number; readablePointModifiers: ReadablePointModifier[] } {
  const mods: ReadablePointModifier[] = [];
  if (input.previousResolution !== null) {
    const value = MOMENTUM[input.previousResolution];
    mods.push({ name: 'Momentum', value, tooltip: MODIFIER_EXPLANATIONS.momentum[input.previousResolution] });
  }
  const { option } = input;
  mods.push(approachModifier(option, input.reoffered ?? false));
  for (const m of option.modifiersToSuccessRate) {
    const name = input.statNames.get(m.statId) ?? m.statId;
    mods.push({ name, value: m.effect, tooltip: MODIFIER_EXPLANATIONS.stat(name, m.effect, m.reason.trim()) });
  }
  mods.push({
    name: `Difficulty: ${input.difficulty.title}`,
    value: input.difficulty.modifier,
    tooltip: MODIFIER_EXPLANATIONS.difficulty(input.difficulty.title, input.difficulty.modifier),
  });
  const points = mods.reduce((sum, m) => sum + m.value, 0);
  return { points, readablePointModifiers: mods };
}
