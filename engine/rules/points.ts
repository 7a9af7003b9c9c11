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
};

const RESOURCE_NAMES = { normal: 'Approach', sacrifice: 'Sacrifice', reward: 'Chasing a reward' } as const;
const RESOURCE_TOOLTIPS = {
  normal: 'How promising this approach is',
  sacrifice: 'You give something up to improve your odds',
  reward: 'Going for a prize makes success harder',
} as const;

/**
 * Points = momentum + basePoints + stat modifier effects + difficulty modifier, each listed as a
 * readable modifier with a name, signed value and tooltip [P1].
 */
export function computePoints(input: PointsInput): { points: number; readablePointModifiers: ReadablePointModifier[] } {
  const mods: ReadablePointModifier[] = [];
  if (input.previousResolution !== null) {
    const value = MOMENTUM[input.previousResolution];
    mods.push({ name: 'Momentum', value, tooltip: `The last step of this thread was ${input.previousResolution}` });
  }
  const { option } = input;
  mods.push({ name: RESOURCE_NAMES[option.resourceType], value: option.basePoints, tooltip: RESOURCE_TOOLTIPS[option.resourceType] });
  for (const m of option.modifiersToSuccessRate) {
    const name = input.statNames.get(m.statId) ?? m.statId;
    mods.push(m.reason ? { name, value: m.effect, tooltip: m.reason } : { name, value: m.effect });
  }
  mods.push({
    name: `Difficulty: ${input.difficulty.title}`,
    value: input.difficulty.modifier,
    tooltip: difficultyDescription(input.difficulty.modifier),
  });
  const points = mods.reduce((sum, m) => sum + m.value, 0);
  return { points, readablePointModifiers: mods };
}
