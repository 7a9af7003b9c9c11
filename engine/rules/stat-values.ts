import type { Stat, StatType, StatValue, StatValueValue } from '@schemas';

/** The lowest and highest value of a numeric stat [T1]. */
export const STAT_MIN = 0;
export const STAT_MAX = 100;

/** True for the stat types that hold a number (percentage, opposites, number). */
export function isNumericStatType(type: StatType): boolean {
  return type === 'percentage' || type === 'opposites' || type === 'number';
}

/** The value a missing stat reads as [T1]: 0 number, 50 percentage/opposites, [] string[], '' string. */
export function missingStatValue(type: StatType): StatValueValue {
  switch (type) {
    case 'number':
      return 0;
    case 'percentage':
    case 'opposites':
      return 50;
    case 'string[]':
      return [];
    case 'string':
      return '';
  }
}

/** Clamps a numeric stat into 0..100 [T1, T2]; other values pass through. */
export function clampStatValue(type: StatType, value: StatValueValue): StatValueValue {
  if (isNumericStatType(type) && typeof value === 'number') {
    return Math.min(STAT_MAX, Math.max(STAT_MIN, Math.round(value)));
  }
  return value;
}

/** A stat's current value in a list of stat values, or its missing-value default [T1]. */
export function readStatValue(values: readonly StatValue[], stat: Pick<Stat, 'id' | 'type'>): StatValueValue {
  const found = values.find((v) => v.statId === stat.id);
  return found ? found.value : missingStatValue(stat.type);
}

/** A stat's value as a number (numeric stats), or null. */
export function numericStatValue(values: readonly StatValue[], stat: Pick<Stat, 'id' | 'type'>): number | null {
  const v = readStatValue(values, stat);
  return typeof v === 'number' ? v : null;
}

/** A copy of the list with one stat's value replaced (or appended). */
export function writeStatValue(values: readonly StatValue[], statId: string, value: StatValueValue): StatValue[] {
  const out = values.filter((v) => v.statId !== statId);
  const index = values.findIndex((v) => v.statId === statId);
  out.splice(index === -1 ? out.length : index, 0, { statId, value });
  return out;
}

/** The initial values of a list of stats, clamped. */
export function initialStatValues(stats: readonly Stat[]): StatValue[] {
  return stats.map((s) => ({ statId: s.id, value: clampStatValue(s.type, s.initialValue) }));
}

/** A readable value of a stat for prose and context ('62%', 'none', 'a, b'). */
export function describeStatValue(stat: Pick<Stat, 'type'>, value: StatValueValue): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && (stat.type === 'percentage' || stat.type === 'opposites')) return `${value}%`;
  return String(value === '' ? 'none' : value);
}
