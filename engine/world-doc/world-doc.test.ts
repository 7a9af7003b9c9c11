import { exampleTemplate } from '../../schemas/testing/examples';
import { templateSchema, type Template } from '@schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WORLD_DOC_LAYOUT, WORLD_DOC_SECTIONS, WORLD_DOC_VERSION } from './doc-layout';
import { templateArbitrary } from '../testing/template-arbitrary';
import { pairWorldDocs as pair } from '../testing/world-doc-pair';
import { docToTemplateInput, isWorldDocInitialised, sectionMap, templateToDoc, worldDocVersion } from './world-doc';

const roundTrip = (t: Template): Template => {
  const doc = new Y.Doc();
  templateToDoc(t, doc);
  return templateSchema.parse(docToTemplateInput(doc));
};

const text = (doc: Y.Doc, section: (typeof WORLD_DOC_SECTIONS)[number], key: string) => sectionMap(doc, section).get(key) as Y.Text;

describe('world doc: template <-> Y.Doc', () => {
  it('any valid World survives templateToDoc -> docToTemplateInput -> templateSchema.parse unchanged', () => {
    fc.assert(
      fc.property(templateArbitrary, (t) => {
        expect(roundTrip(t)).toEqual(t);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps absent and null optional fields apart', () => {
    const base = templateSchema.parse(exampleTemplate());
    expect('creatorId' in roundTrip(base)).toBe(false);
    expect(roundTrip({ ...base, creatorId: null, coverImage: null })).toMatchObject({ creatorId: null, coverImage: null });
  });

  it('lays prose out as Y.Text, lists as Y.Array, objects as Y.Map, one root map per section', () => {
    const doc = new Y.Doc();
    templateToDoc(templateSchema.parse(exampleTemplate()), doc);
    expect([...doc.share.keys()].sort()).toEqual([...WORLD_DOC_SECTIONS, 'meta'].sort());
    expect(text(doc, 'setup', 'teaser')).toBeInstanceOf(Y.Text);
    expect(text(doc, 'guidelines', 'world')).toBeInstanceOf(Y.Text);
    const rules = sectionMap(doc, 'guidelines').get('rules') as Y.Array<unknown>;
    expect(rules.get(0)).toBeInstanceOf(Y.Text);
    const elements = sectionMap(doc, 'elements').get('storyElements') as Y.Array<Y.Map<unknown>>;
    expect(elements.get(0)).toBeInstanceOf(Y.Map);
    expect(elements.get(0).get('instructions')).toBeInstanceOf(Y.Text);
    expect(elements.get(0).get('id')).toBe('head_librarian');
    expect(sectionMap(doc, 'setup').get('tags')).toBeInstanceOf(Y.Array);
    expect(Object.keys(WORLD_DOC_LAYOUT.players)).toContain('player6');
    expect(worldDocVersion(doc)).toBe(WORLD_DOC_VERSION);
    expect(isWorldDocInitialised(new Y.Doc())).toBe(false);
  });

  it('reads each field only from its own section (a stray key cannot shadow another section)', () => {
    const doc = new Y.Doc();
    const t = templateSchema.parse(exampleTemplate());
    templateToDoc(t, doc);
    sectionMap(doc, 'media').set('title', 'Hijacked');
    sectionMap(doc, 'setup').set('guidelines', { world: 'nope' });
    expect(templateSchema.parse(docToTemplateInput(doc))).toEqual(t);
  });

  it('reads an empty doc as an empty input that fails validation (never a throw)', () => {
    const input = docToTemplateInput(new Y.Doc());
    expect(input).toEqual({ guidelines: {} });
    expect(templateSchema.safeParse(input).success).toBe(false);
  });
});

describe('world doc: concurrent edits merge', () => {
  const base = templateSchema.parse({ ...exampleTemplate(), teaser: 'The archive moves.' });

  it('two co-authors typing in the same Y.Text merge character by character', () => {
    const [a, b, sync] = pair(base);
    // A types " at night" before the final period, one keystroke per transaction; B types "Old " at the start.
    const at = 'The archive moves'.length;
    [...' at night'].forEach((ch, i) => text(a, 'setup', 'teaser').insert(at + i, ch));
    [...'Old '].forEach((ch, i) => text(b, 'setup', 'teaser').insert(i, ch));
    // B also deletes "The " concurrently with A's typing.
    text(b, 'setup', 'teaser').delete(4, 4);
    sync();
    expect(text(a, 'setup', 'teaser').toString()).toBe('Old archive moves at night.');
    expect(text(b, 'setup', 'teaser').toString()).toBe(text(a, 'setup', 'teaser').toString());
  });

  it('concurrent inserts at the same position keep both runs whole, in the same order on both replicas', () => {
    const [a, b, sync] = pair(base);
    text(a, 'guidelines', 'world').insert(0, 'AAA');
    text(b, 'guidelines', 'world').insert(0, 'BBB');
    sync();
    const merged = text(a, 'guidelines', 'world').toString();
    expect(merged === 'AAABBB' + base.guidelines.world || merged === 'BBBAAA' + base.guidelines.world).toBe(true);
    expect(text(b, 'guidelines', 'world').toString()).toBe(merged);
  });

  it('concurrent list pushes both land; concurrent value writes agree on one winner', () => {
    const [a, b, sync] = pair(base);
    (sectionMap(a, 'guidelines').get('rules') as Y.Array<Y.Text>).push([new Y.Text('Rule from A')]);
    (sectionMap(b, 'guidelines').get('rules') as Y.Array<Y.Text>).push([new Y.Text('Rule from B')]);
    sectionMap(a, 'setup').set('maxTurnsMax', 40);
    sectionMap(b, 'setup').set('maxTurnsMax', 45);
    sync();
    const ta = templateSchema.parse(docToTemplateInput(a));
    const tb = templateSchema.parse(docToTemplateInput(b));
    expect(ta).toEqual(tb);
    expect(ta.guidelines.rules).toEqual(expect.arrayContaining(['Rule from A', 'Rule from B', ...base.guidelines.rules]));
    expect([40, 45]).toContain(ta.maxTurnsMax);
  });

  it('an edit inside a list item that another co-author deleted goes away with the item', () => {
    const [a, b, sync] = pair(base);
    const elementsA = sectionMap(a, 'elements').get('storyElements') as Y.Array<Y.Map<unknown>>;
    const elementsB = sectionMap(b, 'elements').get('storyElements') as Y.Array<Y.Map<unknown>>;
    (elementsA.get(0).get('appearance') as Y.Text).insert(0, 'Tall. ');
    elementsB.delete(0, 1);
    sync();
    expect(templateSchema.parse(docToTemplateInput(a)).storyElements).toEqual([]);
    expect(templateSchema.parse(docToTemplateInput(b)).storyElements).toEqual([]);
  });
});
