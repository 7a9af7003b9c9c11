import { newStat, newTemplate, validateTemplate, type TemplateDraft } from '@engine';
import { docToTemplateInput, sectionMap, templateToDoc } from '@engine/world-doc';
import type { TemplateInput } from '@schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addStat, changeStatType, renameStatGroup, renameStatId, setPlayerCountMax } from './world-doc-ops';
import { draftOf } from './world-doc-validation';

function world(overrides: Partial<TemplateInput> = {}): Y.Doc {
  const doc = new Y.Doc();
  templateToDoc({ ...newTemplate({ id: 'tpl_ops', now: '2025-01-01T00:00:00.000Z' }), statGroups: ['Body'], ...overrides } as TemplateInput, doc);
  return doc;
}
const read = (doc: Y.Doc) => docToTemplateInput(doc) as TemplateDraft & Record<string, unknown>;
const valuesOf = (doc: Y.Doc, slot: 'player1' | 'player2' = 'player1', background = 0) => read(doc)[slot]?.possibleCharacterBackgrounds?.[background]?.initialPlayerStatValues;

describe('world doc operations', () => {
  it('a new player stat gets a value in every background (background completeness)', () => {
    const doc = world();
    const id = addStat(doc, 'player');
    expect(id).toBe('player_stat_1');
    expect(valuesOf(doc)).toEqual([{ statId: 'player_stat_1', value: 50 }]);
    expect(validateTemplate(draftOf(docToTemplateInput(doc)))).toEqual([]);
  });

  it('renaming a player stat id keeps the values backgrounds gave it', () => {
    const doc = world();
    addStat(doc, 'player');
    const entry = ((sectionMap(doc, 'players').get('player1') as Y.Map<unknown>).get('possibleCharacterBackgrounds') as Y.Array<Y.Map<unknown>>).get(0).get('initialPlayerStatValues') as Y.Array<Y.Map<unknown>>;
    entry.get(0).set('value', 72);
    renameStatId(doc, 'player', 'player_stat_1', 'player_nerve');
    expect(valuesOf(doc)).toEqual([{ statId: 'player_nerve', value: 72 }]);
    expect(validateTemplate(draftOf(docToTemplateInput(doc)))).toEqual([]);
  });

  it('raising the maximum player count creates the new slots, with values for every background stat', () => {
    const doc = world({ playerStats: [{ ...newStat('player', ['Body'], []), id: 'player_nerve', name: 'Nerve' }] });
    setPlayerCountMax(doc, 1);
    expect(read(doc).player2).toBeUndefined();
    setPlayerCountMax(doc, 2);
    expect(read(doc).player2?.possibleCharacterIdentities).toHaveLength(3);
    expect(valuesOf(doc, 'player2', 2)).toEqual([{ statId: 'player_nerve', value: 50 }]);
    // Lowering it keeps the slot (not shown), so raising it again loses nothing.
    setPlayerCountMax(doc, 1);
    expect(read(doc).playerCountMax).toBe(1);
    expect(read(doc).player2).toBeDefined();
  });

  it('changing a stat to a type of another family resets its values to the type default', () => {
    const doc = world();
    addStat(doc, 'player');
    changeStatType(doc, 'player', 'player_stat_1', 'number');
    expect(valuesOf(doc)).toEqual([{ statId: 'player_stat_1', value: 50 }]);
    changeStatType(doc, 'player', 'player_stat_1', 'string[]');
    expect(valuesOf(doc)).toEqual([{ statId: 'player_stat_1', value: [] }]);
    expect(read(doc).playerStats?.[0]?.initialValue).toEqual([]);
  });

  it('renaming a stat group moves its stats with it', () => {
    const doc = world();
    addStat(doc, 'shared');
    renameStatGroup(doc, 0, 'Mind');
    expect(read(doc).statGroups).toEqual(['Mind']);
    expect(read(doc).sharedStats?.[0]?.group).toBe('Mind');
  });
});
