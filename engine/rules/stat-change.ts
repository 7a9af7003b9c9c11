import type { Stat, StatChangeType, StatValueValue } from '@schemas';
import { fail, ok, type Result } from '../core/result';
import { clampStatValue, isNumericStatType, missingStatValue } from './stat-values';

/** Which stat changes may apply to which stat types, and what value they need [T2]. */
const RULES: Record<StatChangeType, { types: readonly Stat['type'][]; value: 'number' | 'string' | 'boolean' }> = {
  addNumber: { types: ['percentage', 'opposites', 'number'], value: 'number' },
  subtractNumber: { types: ['percentage', 'opposites', 'number'], value: 'number' },
  setNumber: { types: ['percentage', 'opposites', 'number'], value: 'number' },
  setString: { types: ['string'], value: 'string' },
  setBoolean: { types: ['string'], value: 'boolean' },
  addElement: { types: ['string[]'], value: 'string' },
  removeElement: { types: ['string[]'], value: 'string' },
};

/** Whether a change type fits a stat and value; a readable reason when it does not. */
export function checkStatChange(stat: Pick<Stat, 'id' | 'type'>, change: StatChangeType, value: StatValueValue): string | null {
  const rule = RULES[change];
  if (!rule.types.includes(stat.type)) {
    return `${change} cannot change stat "${stat.id}" of type ${stat.type} (it applies to ${rule.types.join(' or ')} stats)`;
  }
  if (typeof value !== rule.value) return `${change} on stat "${stat.id}" needs a ${rule.value} value, got ${JSON.stringify(value)}`;
  if (rule.value === 'number' && !Number.isFinite(value)) return `${change} on stat "${stat.id}" needs a finite number`;
  return null;
}

/** The new value of a stat after a change; numbers are clamped to 0..100 [T1, T2]. */
export function applyStatOperation(
  stat: Stat,
  current: StatValueValue | undefined,
  change: StatChangeType,
  value: StatValueValue,
): Result<StatValueValue> {
  const problem = checkStatChange(stat, change, value);
  if (problem) return fail('invalid_stat_change', problem);
  const base = current ?? missingStatValue(stat.type);
  const num = typeof base === 'number' ? base : (missingStatValue(stat.type) as number);
  const list = Array.isArray(base) ? base : [];
  switch (change) {
    case 'addNumber':
      return ok(clampStatValue(stat.type, num + (value as number)));
    case 'subtractNumber':
      return ok(clampStatValue(stat.type, num - (value as number)));
    case 'setNumber':
      return ok(clampStatValue(stat.type, value as number));
    case 'setString':
    case 'setBoolean':
      return ok(value);
    case 'addElement':
      return ok(list.includes(value as string) ? list : [...list, value as string]);
    case 'removeElement':
      return ok(list.filter((x) => x !== value));
  }
}

/** True when a change makes the stat worse for its holder (used to check sacrifices). */
export function isLoss(change: StatChangeType): boolean {
  return change === 'subtractNumber' || change === 'removeElement';
}

/** True when a change gives something (used to check rewards). */
export function isGain(change: StatChangeType): boolean {
  return change === 'addNumber' || change === 'addElement';
}

/** Whether a stat type holds a number (re-exported for callers of this module). */
export { isNumericStatType };
