import type { StatBrief } from '@engine';

/** The changes a stat type accepts, as the prompt states them [T2]. */
export function allowedChanges(s: Pick<StatBrief, 'type'>): string {
  switch (s.type) {
    case 'percentage':
    case 'opposites':
    case 'number':
      return 'addNumber, subtractNumber or setNumber with a number value (kept within 0 to 100)';
    case 'string':
      return 'setString with a text value (or setBoolean with true/false)';
    case 'string[]':
      return 'addElement or removeElement with one text value';
  }
}

/** Lines naming the stats a beat may change, with their group and allowed changes. */
export function changeableStatLines(shared: readonly StatBrief[], player: readonly StatBrief[], slot: string): string {
  const lines = [
    ...shared.filter((s) => s.canBeChangedInBeatResolutions).map((s) => `- group "shared", [${s.id}] ${s.name} (${s.type}): ${allowedChanges(s)}`),
    ...player.filter((s) => s.canBeChangedInBeatResolutions).map((s) => `- group "${slot}", [${s.id}] ${s.name} (${s.type}): ${allowedChanges(s)}`),
  ];
  return lines.join('\n') || '- (no stat may change)';
}
