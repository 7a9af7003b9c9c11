import { DIFFICULTY_LEVELS } from '@schemas';
import { describe, expect, it } from 'vitest';
import { configuratorDefaults, preferredDifficulty } from './configurator';

const levels = (...modifiers: number[]) => modifiers.map((m) => DIFFICULTY_LEVELS.find((l) => l.modifier === m) ?? { modifier: m, title: `L${m}` });

describe('configurator defaults (spec 1 §5)', () => {
  it('[B2] preselects the balanced level (modifier 0) when the World has one, even where the middle level is another', () => {
    // The Redrawn City's four levels: the middle of +10/0/-10/-20 sorted by modifier is -10 (Challenging).
    expect(preferredDifficulty(levels(10, 0, -10, -20))).toEqual({ modifier: 0, title: 'Balanced' });
    expect(preferredDifficulty(levels(20, 10, 0))).toEqual({ modifier: 0, title: 'Balanced' });
  });

  it('[B2] without a balanced level, the middle level of the levels sorted by modifier', () => {
    expect(preferredDifficulty(levels(20, 10))).toEqual({ modifier: 10, title: 'Relaxed' });
    expect(preferredDifficulty(levels(-10, -20, -30))).toEqual({ modifier: -20, title: 'Struggle' });
    expect(preferredDifficulty([])).toEqual({ modifier: 0, title: 'Standard Experience' });
  });

  it('[B1] players and turns start at the World’s minimum, 10 turns when it names none, inside its bounds', () => {
    const world = { playerCountMin: 2, playerCountMax: 4, maxTurnsMin: 20, maxTurnsMax: 30, difficultyLevels: levels(10, 0, -10, -20) };
    expect(configuratorDefaults(world)).toEqual({ players: 2, turns: 20, difficulty: { modifier: 0, title: 'Balanced' } });
    expect(configuratorDefaults({ ...world, maxTurnsMin: undefined, maxTurnsMax: undefined }).turns).toBe(10);
    expect(configuratorDefaults({ ...world, maxTurnsMin: undefined, maxTurnsMax: 5 }).turns).toBe(5);
    expect(configuratorDefaults({ ...world, playerCountMin: 1, playerCountMax: 1 }).players).toBe(1);
  });
});
