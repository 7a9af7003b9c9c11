import { completeBackgrounds } from './backgrounds';
import { statTypeDefault, type TemplateDraft } from './template-draft';

/**
 * The editor's Auto-Fix Issues (spec 2 §5): player stats outside backgrounds get an initial value
 * ('' string, [] string[], 50 otherwise); undefined groups are added to statGroups; backgrounds
 * are completed (missing stats added, orphaned, duplicate and unknown entries removed).
 * Duplicate stat ids and invalid types are left for the author.
 */
export function autoFixTemplate<T extends TemplateDraft>(t: T): T {
  const playerStats = (t.playerStats ?? []).map((s) =>
    s.partOfPlayerBackgrounds === false && (s.initialValue === undefined || s.initialValue === null) ? { ...s, initialValue: statTypeDefault(s.type) } : s,
  );
  const groups = [...(t.statGroups ?? [])];
  for (const s of [...playerStats, ...(t.sharedStats ?? [])]) if (s.group && !groups.includes(s.group)) groups.push(s.group);
  const next: T = { ...t, ...(t.playerStats ? { playerStats } : {}), ...(t.statGroups || groups.length ? { statGroups: groups } : {}) };
  return completeBackgrounds(next);
}
