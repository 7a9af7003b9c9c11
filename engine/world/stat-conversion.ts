import { setPartOfBackgrounds } from './backgrounds';
import { statTypeDefault, type DraftStat, type TemplateDraft } from './template-draft';
import { PLAYER_SLOTS } from '@schemas';

function freeId(base: string, taken: readonly (string | undefined)[]): string {
  let id = base;
  for (let i = 2; taken.includes(id); i++) id = `${base}_${i}`;
  return id;
}

/**
 * Shared to player (spec 2 §4): the stat becomes a player stat with a player_ prefix; if it is
 * part of backgrounds, every background gets a value for it.
 */
export function convertStatToPlayer<T extends TemplateDraft>(t: T, statId: string): T {
  const stat = (t.sharedStats ?? []).find((s) => s.id === statId);
  if (!stat) return t;
  const all = [...(t.sharedStats ?? []), ...(t.playerStats ?? [])].map((s) => s.id);
  const id = freeId(`player_${statId.replace(/^shared_/, '')}`, all);
  const moved: DraftStat = { ...stat, id };
  const next: T = { ...t, sharedStats: (t.sharedStats ?? []).filter((s) => s.id !== statId), playerStats: [...(t.playerStats ?? []), moved] };
  return moved.partOfPlayerBackgrounds === false ? next : setPartOfBackgrounds(next, id, true);
}

/** Player to shared (spec 2 §4): the stat leaves every background and gets a shared_ prefix. */
export function convertStatToShared<T extends TemplateDraft>(t: T, statId: string): T {
  const stat = (t.playerStats ?? []).find((s) => s.id === statId);
  if (!stat) return t;
  const all = [...(t.sharedStats ?? []), ...(t.playerStats ?? [])].map((s) => s.id);
  const id = freeId(`shared_${statId.replace(/^player_/, '')}`, all);
  const moved: DraftStat = { ...stat, id, initialValue: stat.initialValue ?? statTypeDefault(stat.type) };
  const out: T = { ...t, playerStats: (t.playerStats ?? []).filter((s) => s.id !== statId), sharedStats: [...(t.sharedStats ?? []), moved] };
  for (const slot of PLAYER_SLOTS) {
    const opts = t[slot];
    if (!opts?.possibleCharacterBackgrounds) continue;
    (out as TemplateDraft)[slot] = {
      ...opts,
      possibleCharacterBackgrounds: opts.possibleCharacterBackgrounds.map((b) => ({ ...b, initialPlayerStatValues: (b.initialPlayerStatValues ?? []).filter((v) => v.statId !== statId) })),
    };
  }
  return out;
}
