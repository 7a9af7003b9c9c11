/**
 * Edits of a World doc that span several fields, each in one transaction with LOCAL_ORIGIN.
 * Where the spec gives a rule (auto-fix, stat conversion, part-of-backgrounds, background
 * completeness, new stats and slots), the engine computes the result and `applyDocPatch` writes
 * only what changed, so concurrent edits elsewhere survive.
 */
import {
  autoFixTemplate,
  completeBackgrounds,
  convertStatToPlayer,
  convertStatToShared,
  newPlayerSlot,
  newStat,
  setPartOfBackgrounds,
  statTypeDefault,
  type TemplateDraft,
} from '@engine';
import {
  docToTemplateInput,
  sectionMap,
  toYValue,
  WORLD_DOC_LAYOUT,
  type FieldKind,
} from '@engine/world-doc';
import { PLAYER_SLOTS, type PlayerSlot } from '@schemas';
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../collab/collab-session';
import { applyDocPatch, plainOf } from './world-doc-patch';
import { draftOf } from './world-doc-validation';

/** Shared or player stats. */
export type StatScope = 'shared' | 'player';
/** The doc field of a stat scope. */
export const statListField = (scope: StatScope) => (scope === 'shared' ? 'sharedStats' : 'playerStats');

const KIND = WORLD_DOC_LAYOUT;
/** The kind of one stat (a Y.Map of its fields). */
export const STAT_KIND = (KIND.stats.playerStats as Extract<FieldKind, { kind: 'list' }>).of;
/** The kind of one outcome. */
export const OUTCOME_KIND = (KIND.outcomes.sharedOutcomes as Extract<FieldKind, { kind: 'list' }>).of;
/** The kind of one story element. */
export const ELEMENT_KIND = (KIND.elements.storyElements as Extract<FieldKind, { kind: 'list' }>).of;
const SLOT_KIND = KIND.players.player1 as FieldKind;

/** The stat fields and player slots of an engine result: what the stat rules may change. */
function statPatch(t: TemplateDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { statGroups: t.statGroups, sharedStats: t.sharedStats, playerStats: t.playerStats };
  for (const slot of PLAYER_SLOTS) out[slot] = t[slot];
  return out;
}

/** Runs an engine rule over the doc's stats and backgrounds and writes the minimal difference. */
function applyRule(doc: Y.Doc, rule: (t: TemplateDraft) => TemplateDraft): void {
  applyDocPatch(doc, statPatch(rule(draftOf(docToTemplateInput(doc)))), LOCAL_ORIGIN);
}

/** The list of stats of a scope (created when missing). */
export function statList(doc: Y.Doc, scope: StatScope): Y.Array<Y.Map<unknown>> {
  const stats = sectionMap(doc, 'stats');
  const field = statListField(scope);
  let list = stats.get(field);
  if (!(list instanceof Y.Array)) {
    list = new Y.Array<Y.Map<unknown>>();
    doc.transact(() => stats.set(field, list), LOCAL_ORIGIN);
  }
  return list as Y.Array<Y.Map<unknown>>;
}

/** Auto-Fix Issues (spec 2 §5). */
export function autoFix(doc: Y.Doc): void {
  applyRule(doc, autoFixTemplate);
}

/** Moves a stat between shared and player (spec 2 §4 'Stat conversion'). */
export function convertStat(doc: Y.Doc, statId: string, to: StatScope): void {
  applyRule(doc, (t) => (to === 'player' ? convertStatToPlayer(t, statId) : convertStatToShared(t, statId)));
}

/** Toggles 'Part of player backgrounds' of a player stat (spec 2 §4). */
export function setStatInBackgrounds(doc: Y.Doc, statId: string, on: boolean): void {
  applyRule(doc, (t) => setPartOfBackgrounds(t, statId, on));
}

/** Adds a new stat (engine defaults) and gives every background a value for it; returns its id. */
export function addStat(doc: Y.Doc, scope: StatScope): string {
  const input = draftOf(docToTemplateInput(doc));
  const taken = [...(input.sharedStats ?? []), ...(input.playerStats ?? [])].map((s) => s.id ?? '');
  const stat = newStat(scope, input.statGroups ?? [], taken);
  doc.transact(() => {
    statList(doc, scope).push([toYValue(stat, STAT_KIND) as Y.Map<unknown>]);
    if (scope === 'player') applyRule(doc, completeBackgrounds);
  }, LOCAL_ORIGIN);
  return stat.id;
}

/** Removes a stat (by id) and its values from every background. */
export function removeStat(doc: Y.Doc, scope: StatScope, statId: string): void {
  doc.transact(() => {
    const list = statList(doc, scope);
    const index = list.toArray().findIndex((s) => s.get('id') === statId);
    if (index >= 0) list.delete(index, 1);
    if (scope === 'player') applyRule(doc, completeBackgrounds);
  }, LOCAL_ORIGIN);
}

/** Every background's stat-value list of every slot. */
function backgroundValueLists(doc: Y.Doc): Y.Array<Y.Map<unknown>>[] {
  const players = sectionMap(doc, 'players');
  const lists: Y.Array<Y.Map<unknown>>[] = [];
  for (const slot of PLAYER_SLOTS) {
    const options = players.get(slot);
    const backgrounds = options instanceof Y.Map ? options.get('possibleCharacterBackgrounds') : null;
    if (!(backgrounds instanceof Y.Array)) continue;
    for (const b of backgrounds.toArray()) {
      const values = b instanceof Y.Map ? b.get('initialPlayerStatValues') : null;
      if (values instanceof Y.Array) lists.push(values as Y.Array<Y.Map<unknown>>);
    }
  }
  return lists;
}

/** Renames a stat's id; a player stat's background values follow it. */
export function renameStatId(doc: Y.Doc, scope: StatScope, oldId: string, newId: string): void {
  doc.transact(() => {
    const stat = statList(doc, scope)
      .toArray()
      .find((s) => s.get('id') === oldId);
    if (!stat) return;
    stat.set('id', newId);
    if (scope !== 'player') return;
    for (const values of backgroundValueLists(doc)) {
      for (const entry of values.toArray()) if (entry instanceof Y.Map && entry.get('statId') === oldId) entry.set('statId', newId);
    }
    applyRule(doc, completeBackgrounds);
  }, LOCAL_ORIGIN);
}

/** Which values a stat type holds: numbers, text or a list of text. */
const valueFamily = (type: unknown) => (type === 'string' ? 'text' : type === 'string[]' ? 'list' : 'number');

/** Changes a stat's type; values of another family (number, text, list) are reset to the type's default. */
export function changeStatType(doc: Y.Doc, scope: StatScope, statId: string, type: string): void {
  doc.transact(() => {
    const stat = statList(doc, scope)
      .toArray()
      .find((s) => s.get('id') === statId);
    if (!stat) return;
    const before = stat.get('type');
    stat.set('type', type);
    if (valueFamily(before) === valueFamily(type)) return;
    const fallback = statTypeDefault(type);
    if (stat.has('initialValue')) stat.set('initialValue', fallback);
    if (scope !== 'player') return;
    for (const values of backgroundValueLists(doc)) {
      for (const entry of values.toArray()) if (entry instanceof Y.Map && entry.get('statId') === statId) entry.set('value', fallback);
    }
  }, LOCAL_ORIGIN);
}

/** Renames a stat group; stats in it move with it. */
export function renameStatGroup(doc: Y.Doc, index: number, name: string): void {
  doc.transact(() => {
    const groups = sectionMap(doc, 'stats').get('statGroups');
    if (!(groups instanceof Y.Array)) return;
    const old = groups.get(index);
    if (typeof old !== 'string' || old === name) return;
    groups.delete(index, 1);
    groups.insert(index, [name]);
    for (const scope of ['shared', 'player'] as const) {
      for (const stat of statList(doc, scope).toArray()) if (stat.get('group') === old) stat.set('group', name);
    }
  }, LOCAL_ORIGIN);
}

/**
 * Sets the maximum player count; slots up to it that do not exist yet are created (3 identities,
 * 3 backgrounds, values for every background stat). Slots above it are kept, not shown.
 */
export function setPlayerCountMax(doc: Y.Doc, max: number): void {
  doc.transact(() => {
    const setup = sectionMap(doc, 'setup');
    setup.set('playerCountMax', max);
    const min = setup.get('playerCountMin');
    if (typeof min === 'number' && min > max) setup.set('playerCountMin', max);
    const players = sectionMap(doc, 'players');
    let created = false;
    PLAYER_SLOTS.slice(0, max).forEach((slot, i) => {
      if (players.get(slot) instanceof Y.Map) return;
      players.set(slot, toYValue(newPlayerSlot(i * 3 + 1), SLOT_KIND));
      created = true;
    });
    if (created) applyRule(doc, completeBackgrounds);
  }, LOCAL_ORIGIN);
}

/** Moves a list item (a Y type is copied: edits made to it meanwhile by others are lost). */
export function moveItem(list: Y.Array<unknown>, from: number, to: number, kind: FieldKind): void {
  if (from === to || to < 0 || to >= list.length || !list.doc) return;
  list.doc.transact(() => {
    const copy = toYValue(plainOf(list.get(from)), kind);
    list.delete(from, 1);
    list.insert(to, [copy]);
  }, LOCAL_ORIGIN);
}

/** Removes `item` from `list` wherever it is now (a co-author may have moved it since it was shown). */
export function removeItem(list: Y.Array<unknown>, item: unknown): void {
  edit(list, () => {
    const index = list.toArray().indexOf(item);
    if (index >= 0) list.delete(index, 1);
  });
}

/** Runs `change` in one local transaction of the doc that holds `type`. */
export function edit(type: Y.AbstractType<unknown> | Y.Map<unknown> | Y.Array<unknown> | Y.Text, change: () => void): void {
  if (type.doc) type.doc.transact(change, LOCAL_ORIGIN);
}

/** The options map of a slot, or null. */
export function slotMap(doc: Y.Doc, slot: PlayerSlot): Y.Map<unknown> | null {
  const options = sectionMap(doc, 'players').get(slot);
  return options instanceof Y.Map ? (options as Y.Map<unknown>) : null;
}
