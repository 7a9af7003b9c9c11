import type { Stat } from '@schemas';
import { statSchema } from '@schemas';
import { describe, expect, it } from 'vitest';
import { applyStatOperation } from './stat-change';
import { clampStatValue, missingStatValue, readStatValue } from './stat-values';
import { difficultyDescription, difficultyTitle, middleDifficulty } from './difficulty';

const stat = (type: Stat['type'], id = 'player_x'): Stat => statSchema.parse({ id, name: 'X', type });

describe('stat values and changes', () => {
  it('[T1] missing values read as 0 (number), 50 (percentage, opposites), [] (string[]), "" (string)', () => {
    expect(missingStatValue('number')).toBe(0);
    expect(missingStatValue('percentage')).toBe(50);
    expect(missingStatValue('opposites')).toBe(50);
    expect(missingStatValue('string[]')).toEqual([]);
    expect(missingStatValue('string')).toBe('');
    expect(readStatValue([], stat('opposites'))).toBe(50);
  });

  it('[T1][T2] numbers are clamped to 0..100', () => {
    expect(clampStatValue('percentage', 140)).toBe(100);
    expect(clampStatValue('number', -3)).toBe(0);
    expect(applyStatOperation(stat('percentage'), 95, 'addNumber', 20)).toEqual({ ok: true, value: 100 });
    expect(applyStatOperation(stat('number'), 5, 'subtractNumber', 20)).toEqual({ ok: true, value: 0 });
    expect(applyStatOperation(stat('opposites'), 50, 'setNumber', 250)).toEqual({ ok: true, value: 100 });
  });

  it('[T2] list stats add and remove elements; strings and booleans are set', () => {
    expect(applyStatOperation(stat('string[]'), ['rope'], 'addElement', 'key')).toEqual({ ok: true, value: ['rope', 'key'] });
    expect(applyStatOperation(stat('string[]'), ['rope', 'key'], 'removeElement', 'rope')).toEqual({ ok: true, value: ['key'] });
    expect(applyStatOperation(stat('string'), '', 'setString', 'captain')).toEqual({ ok: true, value: 'captain' });
    expect(applyStatOperation(stat('string'), '', 'setBoolean', true)).toEqual({ ok: true, value: true });
  });

  it('[T2] a change that does not fit the stat type is rejected with a readable reason', () => {
    const r = applyStatOperation(stat('string[]'), [], 'addNumber', 5);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid_stat_change');
      expect(r.error.message).toContain('addNumber cannot change stat "player_x" of type string[]');
    }
    expect(applyStatOperation(stat('number'), 0, 'addNumber', 'five').ok).toBe(false);
  });

  it('[B2] difficulty descriptions and titles follow the modifier', () => {
    expect(difficultyDescription(20)).toBe('Things tend to go well.');
    expect(difficultyDescription(10)).toBe('Things tend to go well in the end.');
    expect(difficultyDescription(0)).toBe('Ups and downs. A balanced experience.');
    expect(difficultyDescription(-10)).toBe('Things can go wrong.');
    expect(difficultyDescription(-20)).toBe('A constant struggle. You will play against the odds.');
    expect(difficultyDescription(-30)).toBe('Are you sure you want to do this?');
    expect(difficultyTitle(-20)).toBe('Struggle');
    expect(difficultyTitle(5)).toBe('Standard Experience');
    expect(middleDifficulty([{ modifier: 10, title: 'Relaxed' }, { modifier: -10, title: 'Challenging' }, { modifier: 0, title: 'Balanced' }])).toEqual({ modifier: 0, title: 'Balanced' });
  });
});
