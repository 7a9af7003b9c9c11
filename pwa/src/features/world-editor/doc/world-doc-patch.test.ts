import {
  autoFixTemplate,
  convertStatToPlayer,
  newStat,
  newTemplate,
  setPartOfBackgrounds,
  validateTemplate,
  type TemplateDraft,
} from '@engine';
import { docToTemplateInput, sectionMap, templateToDoc } from '@engine/world-doc';
import type { Template, TemplateInput } from '@schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyDocPatch } from './world-doc-patch';
import { pairWorldDocs } from '../../../../../engine/testing/world-doc-pair';

/** A two-player World with a shared and two player stats, broken the way auto-fix repairs. */
function brokenWorld(): TemplateInput {
  const base: Template = newTemplate({ id: 'tpl_patch', now: '2025-01-01T00:00:00.000Z', title: 'Harbour', playerCountMax: 2 });
  const nerve = { ...newStat('player', ['Body'], []), id: 'player_nerve', name: 'Nerve' };
  const luck = { ...newStat('player', ['Body'], ['player_nerve']), id: 'player_luck', name: 'Luck', group: 'Fate', partOfPlayerBackgrounds: false, initialValue: undefined };
  const tide = { ...newStat('shared', ['Body'], []), id: 'shared_tide', name: 'Tide' };
  return {
    ...base,
    teaser: 'A town by the sea.',
    statGroups: ['Body'],
    sharedStats: [tide],
    playerStats: [nerve, luck],
    // Backgrounds still lack player_nerve; player_luck is missing its initial value; group Fate is undefined.
  } as TemplateInput;
}

const LOCAL = Symbol('local');

const pair = pairWorldDocs;

const statsOf = (doc: Y.Doc) => docToTemplateInput(doc) as TemplateDraft & Record<string, unknown>;
const pickStats = (t: TemplateDraft) => ({ statGroups: t.statGroups, sharedStats: t.sharedStats, playerStats: t.playerStats, player1: t.player1, player2: t.player2 });
const text = (doc: Y.Doc, section: 'setup' | 'stats' | 'players', key: string) => sectionMap(doc, section).get(key) as Y.Text;

describe('applyDocPatch: engine results as minimal diffs', () => {
  it('auto-fix on one replica and concurrent edits on the other both survive, and the replicas agree', () => {
    const [a, b, sync] = pair(brokenWorld());
    expect(validateTemplate(statsOf(a)).some((i) => i.type === 'error')).toBe(true);

    // B, concurrently: edits the teaser, the name of a player stat, a background's prose and adds a fact-free element.
    text(b, 'setup', 'teaser').insert(0, 'Fog. ');
    const bStats = sectionMap(b, 'stats').get('playerStats') as Y.Array<Y.Map<unknown>>;
    (bStats.get(0).get('name') as Y.Text).insert(5, ' of steel');
    const bSlot = sectionMap(b, 'players').get('player2') as Y.Map<unknown>;
    const bBackground = (bSlot.get('possibleCharacterBackgrounds') as Y.Array<Y.Map<unknown>>).get(1);
    (bBackground.get('fluffTemplate') as Y.Text).insert(0, '{Name} sailed young.');

    // A: Auto-Fix Issues.
    applyDocPatch(a, pickStats(autoFixTemplate(statsOf(a))), LOCAL);
    sync();

    const merged = statsOf(a);
    expect(docToTemplateInput(b)).toEqual(docToTemplateInput(a));
    expect(validateTemplate(merged)).toEqual([]);
    expect(merged.teaser).toBe('Fog. A town by the sea.');
    expect(merged.playerStats?.[0]?.name).toBe('Nerve of steel');
    expect(merged.player2?.possibleCharacterBackgrounds?.[1]?.fluffTemplate).toBe('{Name} sailed young.');
    expect(merged.statGroups).toEqual(['Body', 'Fate']);
    expect(merged.playerStats?.[1]?.initialValue).toBe(50);
  });

  it('writes nothing when the engine changes nothing', () => {
    const doc = new Y.Doc();
    templateToDoc(autoFixTemplate(brokenWorld() as TemplateDraft) as TemplateInput, doc);
    let updates = 0;
    doc.on('update', () => updates++);
    applyDocPatch(doc, pickStats(autoFixTemplate(statsOf(doc))), LOCAL);
    expect(updates).toBe(0);
  });

  it('keeps the Y.Maps of untouched list items, so edits inside them merge', () => {
    const [a, b, sync] = pair(autoFixTemplate(brokenWorld() as TemplateDraft) as TemplateInput);
    const before = (sectionMap(a, 'stats').get('playerStats') as Y.Array<Y.Map<unknown>>).get(0);
    // A converts the shared stat to a player stat: every background gains a value for it.
    applyDocPatch(a, pickStats(convertStatToPlayer(statsOf(a), 'shared_tide')), LOCAL);
    expect((sectionMap(a, 'stats').get('playerStats') as Y.Array<Y.Map<unknown>>).get(0)).toBe(before);
    // Meanwhile B edits the first player stat's description.
    const bStat = (sectionMap(b, 'stats').get('playerStats') as Y.Array<Y.Map<unknown>>).get(0);
    (bStat.get('tooltip') as Y.Text).insert(0, 'How steady your hands are.');
    sync();
    const merged = statsOf(b);
    expect(merged.playerStats?.map((s) => s.id)).toEqual(['player_nerve', 'player_luck', 'player_tide']);
    expect(merged.playerStats?.[0]?.tooltip).toBe('How steady your hands are.');
    expect(merged.sharedStats).toEqual([]);
    expect(merged.player1?.possibleCharacterBackgrounds?.[0]?.initialPlayerStatValues?.map((v) => v.statId)).toEqual(['player_nerve', 'player_tide']);
    expect(docToTemplateInput(a)).toEqual(docToTemplateInput(b));
  });

  it('turns a prose change into a splice that merges with concurrent typing in the same text', () => {
    const [a, b, sync] = pair(brokenWorld());
    text(b, 'setup', 'teaser').insert(text(b, 'setup', 'teaser').length, ' Bells ring.');
    applyDocPatch(a, { teaser: 'A quiet town by the sea.' }, LOCAL);
    sync();
    expect(text(a, 'setup', 'teaser').toString()).toBe('A quiet town by the sea. Bells ring.');
    expect(text(b, 'setup', 'teaser').toString()).toBe(text(a, 'setup', 'teaser').toString());
  });

  it('toggling part-of-backgrounds on appends the stat to each background and keeps the other entries in place', () => {
    const [a, b, sync] = pair(autoFixTemplate(brokenWorld() as TemplateDraft) as TemplateInput);
    const values = (doc: Y.Doc) =>
      ((sectionMap(doc, 'players').get('player1') as Y.Map<unknown>).get('possibleCharacterBackgrounds') as Y.Array<Y.Map<unknown>>)
        .get(0)
        .get('initialPlayerStatValues') as Y.Array<Y.Map<unknown>>;
    const kept = values(a).get(0);
    applyDocPatch(a, pickStats(setPartOfBackgrounds(statsOf(a), 'player_luck', true)), LOCAL);
    expect(values(a).get(0)).toBe(kept);
    // B changes Nerve's starting value in that background at the same time.
    values(b).get(0).set('value', 70);
    sync();
    expect(values(a).toJSON()).toEqual([
      { statId: 'player_nerve', value: 70 },
      { statId: 'player_luck', value: 50 },
    ]);
  });
});
