import { TURNS_MAX, TURNS_MIN, type DifficultyLevel, type Template } from '@schemas';
import { DEFAULT_DIFFICULTY, middleDifficulty, STANDARD_EXPERIENCE_TITLE } from '../rules/difficulty';

/** The story length the configurator starts at when a World names no minimum (spec 1 §5, §9: default 10). */
export const CONFIGURATOR_DEFAULT_TURNS = 10;

/** What the configurator reads of a World to choose its starting values. */
export type ConfiguratorBounds = Pick<Template, 'playerCountMin' | 'playerCountMax' | 'difficultyLevels'> &
  Partial<Pick<Template, 'maxTurnsMin' | 'maxTurnsMax'>>;

/** The configurator's starting values. */
export type ConfiguratorDefaults = { players: number; turns: number; difficulty: DifficultyLevel };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The difficulty a story starts at: the balanced level (modifier 0) when the World offers it,
 * else the middle level of its levels sorted by modifier (spec 1 §5; issue 14 prefers Balanced);
 * 'Standard Experience' at 0 when it offers none (spec 3 §9).
 */
export function preferredDifficulty(levels: readonly DifficultyLevel[]): DifficultyLevel {
  if (levels.length === 0) return { modifier: DEFAULT_DIFFICULTY.modifier, title: STANDARD_EXPERIENCE_TITLE };
  return levels.find((l) => l.modifier === DEFAULT_DIFFICULTY.modifier) ?? middleDifficulty(levels);
}

/**
 * The configurator's starting values within the World's bounds (spec 1 §5): players = its
 * minimum; turns = its minimum (10 when it has none, then kept inside its range); difficulty = preferredDifficulty.
 * @example configuratorDefaults(world) // { players: 1, turns: 20, difficulty: { modifier: 0, title: 'Balanced' } }
 */
export function configuratorDefaults(t: ConfiguratorBounds): ConfiguratorDefaults {
  const players = clamp(t.playerCountMin, 1, Math.max(1, t.playerCountMax));
  const turns = clamp(t.maxTurnsMin ?? CONFIGURATOR_DEFAULT_TURNS, t.maxTurnsMin ?? TURNS_MIN, t.maxTurnsMax ?? TURNS_MAX);
  return { players, turns, difficulty: preferredDifficulty(t.difficultyLevels) };
}
