import { DIFFICULTY_LEVELS, type DifficultyLevel } from '@schemas';

/** The title shown when a template enables no difficulty level (spec 3 §9). */
export const STANDARD_EXPERIENCE_TITLE = 'Standard Experience';

/** The description of a difficulty modifier (spec 1 §3, spec 3 §9). */
export function difficultyDescription(modifier: number): string {
  if (modifier >= 20) return 'Things tend to go well.';
  if (modifier >= 10) return 'Things tend to go well in the end.';
  if (modifier >= 0) return 'Ups and downs. A balanced experience.';
  if (modifier >= -10) return 'Things can go wrong.';
  if (modifier >= -20) return 'A constant struggle. You will play against the odds.';
  return 'Are you sure you want to do this?';
}

/** The title of a difficulty modifier [B2] ('Balanced' for 0). */
export function difficultyTitle(modifier: number): string {
  return DIFFICULTY_LEVELS.find((l) => l.modifier === modifier)?.title ?? STANDARD_EXPERIENCE_TITLE;
}

/** Other names of a level's title in the spec (spec 3 §9: Grim = Struggle, Extreme = Grueling). */
export const DIFFICULTY_ALIASES: Readonly<Record<string, string>> = { Struggle: 'Grim', Grueling: 'Extreme' };

/** The default level: Balanced, modifier 0. */
export const DEFAULT_DIFFICULTY: DifficultyLevel = { modifier: 0, title: 'Balanced' };

/** Levels sorted by modifier, easiest first; the configurator's middle level is the default (spec 1 §5). */
export function middleDifficulty(levels: readonly DifficultyLevel[]): DifficultyLevel {
  if (levels.length === 0) return DEFAULT_DIFFICULTY;
  const sorted = [...levels].sort((a, b) => a.modifier - b.modifier);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? DEFAULT_DIFFICULTY;
}
