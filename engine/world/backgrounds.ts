import { PLAYER_SLOTS, type StatValueValue } from '@schemas';
import { backgroundStatIds } from './validate-template';
import { statTypeDefault, type DraftBackground, type DraftStat, type TemplateDraft } from './template-draft';

function mapBackgrounds<T extends TemplateDraft>(t: T, fn: (b: DraftBackground) => DraftBackground): T {
  const out: T = { ...t };
  for (const slot of PLAYER_SLOTS) {
    const opts = t[slot];
    if (!opts?.possibleCharacterBackgrounds) continue;
    (out as TemplateDraft)[slot] = { ...opts, possibleCharacterBackgrounds: opts.possibleCharacterBackgrounds.map(fn) };
  }
  return out;
}

/**
 * Background completeness (spec 2 §4): every background gets exactly one value for each player
 * stat that is part of backgrounds (missing ones added with the type default: '' string, []
 * string[], 50 otherwise); other entries and duplicates are removed.
 */
export function completeBackgrounds<T extends TemplateDraft>(t: T): T {
  const required = backgroundStatIds(t);
  const types = new Map((t.playerStats ?? []).map((s) => [s.id, s.type]));
  return mapBackgrounds(t, (b) => {
    const values = b.initialPlayerStatValues ?? [];
    const next = required.map((id) => values.find((v) => v.statId === id) ?? { statId: id, value: statTypeDefault(types.get(id)) });
    return { ...b, initialPlayerStatValues: next };
  });
}

/**
 * Toggles 'Part of player backgrounds' on a player stat (spec 2 §4). On: every background gets
 * the stat, keeping a value it already has, else the initial value or the type default. Off: the
 * stat leaves every background and gets a universal initial value.
 */
export function setPartOfBackgrounds<T extends TemplateDraft>(t: T, statId: string, on: boolean): T {
  const stat = (t.playerStats ?? []).find((s) => s.id === statId);
  if (!stat) return t;
  const initial: StatValueValue = stat.initialValue ?? statTypeDefault(stat.type);
  const playerStats = (t.playerStats ?? []).map((s): DraftStat => (s.id === statId ? { ...s, partOfPlayerBackgrounds: on, ...(on ? {} : { initialValue: initial }) } : s));
  const withStat: T = { ...t, playerStats };
  return mapBackgrounds(withStat, (b) => {
    const values = b.initialPlayerStatValues ?? [];
    if (!on) return { ...b, initialPlayerStatValues: values.filter((v) => v.statId !== statId) };
    if (values.some((v) => v.statId === statId)) return b;
    return { ...b, initialPlayerStatValues: [...values, { statId, value: initial }] };
  });
}
