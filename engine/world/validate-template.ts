import { PLAYER_SLOTS, STAT_TYPES, type ValidationIssue } from '@schemas';
import type { DraftStat, TemplateDraft } from './template-draft';

// The issue entity lives in schemas/ (the editor shows it, drafts store it); re-exported for @engine's users.
export { validationIssueDetailSchema, type ValidationIssue } from '@schemas';

const statName = (s: DraftStat): string => s.name || s.id || '(unnamed)';

/** Background stat ids that must be present: player stats whose partOfPlayerBackgrounds is not false. */
export function backgroundStatIds(t: TemplateDraft): string[] {
  return (t.playerStats ?? []).filter((s) => s.partOfPlayerBackgrounds !== false && s.id).map((s) => s.id as string);
}

/**
 * The live validation of spec 2 §5, run on every form change: duplicate stat ids, player stats
 * outside backgrounds without an initial value, invalid stat types, undefined groups, and
 * backgrounds missing, orphaning, duplicating or inventing stats. Messages are the spec's.
 */
export function validateTemplate(t: TemplateDraft): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const shared = t.sharedStats ?? [];
  const player = t.playerStats ?? [];
  const all = [...player, ...shared];
  const ids = all.map((s) => s.id ?? '').filter(Boolean);
  const dups = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (dups.length) {
    issues.push({ type: 'error', category: 'stats', message: `Duplicate stat IDs found: ${dups.join(', ')}`, affectedItems: dups, autoFixable: false });
  }
  for (const s of player) {
    if (s.partOfPlayerBackgrounds === false && (s.initialValue === undefined || s.initialValue === null)) {
      issues.push({
        type: 'error',
        category: 'stats',
        message: `Player stat "${statName(s)}" has partOfPlayerBackgrounds=false but no initialValue`,
        affectedItems: [s.id ?? statName(s)],
        autoFixable: true,
      });
    }
  }
  for (const s of all) {
    if (!(STAT_TYPES as readonly string[]).includes(s.type ?? '')) {
      issues.push({ type: 'error', category: 'stats', message: `Stat "${statName(s)}" has invalid type: ${s.type}`, affectedItems: [s.id ?? statName(s)], autoFixable: false });
    }
  }
  const groups = t.statGroups ?? [];
  const undefinedGroups = [...new Set(all.map((s) => s.group ?? '').filter((g) => g && !groups.includes(g)))];
  if (undefinedGroups.length) {
    issues.push({ type: 'warning', category: 'statGroups', message: `Stats reference undefined groups: ${undefinedGroups.join(', ')}`, affectedItems: undefinedGroups, autoFixable: true });
  }
  const required = backgroundStatIds(t);
  const playerIds = new Set(player.map((s) => s.id).filter(Boolean));
  for (const slot of PLAYER_SLOTS) {
    const opts = t[slot];
    if (!opts) continue;
    (opts.possibleCharacterBackgrounds ?? []).forEach((b, i) => {
      const title = b.title || `Background ${i + 1}`;
      const at = `${slot}.possibleCharacterBackgrounds[${i}]`;
      const values = (b.initialPlayerStatValues ?? []).map((v) => v.statId);
      const missing = required.filter((id) => !values.includes(id));
      if (missing.length) {
        issues.push({ type: 'error', category: 'backgrounds', message: `Background "${title}" in ${slot} is missing stats: ${missing.join(', ')}`, affectedItems: [at, ...missing], autoFixable: true });
      }
      const orphaned = [...new Set(values.filter((id) => playerIds.has(id) && !required.includes(id)))];
      if (orphaned.length) {
        issues.push({ type: 'warning', category: 'backgrounds', message: `Background "${title}" in ${slot} has orphaned stats: ${orphaned.join(', ')}`, affectedItems: [at, ...orphaned], autoFixable: true });
      }
      const dupEntries = [...new Set(values.filter((id, k) => values.indexOf(id) !== k))];
      if (dupEntries.length) {
        issues.push({ type: 'error', category: 'backgrounds', message: `Background "${title}" in ${slot} has duplicate stat entries: ${dupEntries.join(', ')}`, affectedItems: [at, ...dupEntries], autoFixable: true });
      }
      for (const id of [...new Set(values.filter((v) => !playerIds.has(v)))]) {
        issues.push({ type: 'error', category: 'backgrounds', message: `Background "${title}" in ${slot} references non-existent stat: ${id}`, affectedItems: [at, id], autoFixable: true });
      }
    });
  }
  return issues;
}

/** The validation banner (spec 2 §5): '{n} Error(s) Found' in red, or '{n} Warning(s) Found' in yellow; first 3 messages; '+N more issues'. */
export function validationBanner(issues: readonly ValidationIssue[]): {
  tone: 'error' | 'warning' | 'none';
  title: string;
  messages: string[];
  more: string | null;
  canAutoFix: boolean;
} {
  const errors = issues.filter((i) => i.type === 'error').length;
  const warnings = issues.filter((i) => i.type === 'warning').length;
  const tone = errors > 0 ? 'error' : warnings > 0 ? 'warning' : 'none';
  const title = errors > 0 ? `${errors} Error(s) Found` : warnings > 0 ? `${warnings} Warning(s) Found` : '';
  return {
    tone,
    title,
    messages: issues.slice(0, 3).map((i) => i.message),
    more: issues.length > 3 ? `+${issues.length - 3} more issues` : null,
    canAutoFix: issues.some((i) => i.autoFixable),
  };
}
