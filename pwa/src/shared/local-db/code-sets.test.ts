import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCodeSet, allCodes, codeSetKey, codeSetOfStory, parseCodeSet, readCodeSets, removeCodeSet, removeCodeSetsOfStory } from './code-sets';
import { LocalDb } from './local-db';

let db: LocalDb;
let n = 0;
beforeEach(async () => {
  n += 1;
  db = new LocalDb(`code-sets-test-${n}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('parseCodeSet (spec 1 §5: only non-empty arrays of non-empty strings)', () => {
  it('accepts a non-empty list of codes, trimmed and upper-cased', () => {
    expect(parseCodeSet([' ab12 ', 'CD34'])).toEqual(['AB12', 'CD34']);
  });
  it.each([[[]], [['A', '']], [['A', '  ']], [['A', 3]], ['ABC'], [null], [undefined], [{ 0: 'A' }]])('rejects %j', (value) => {
    expect(parseCodeSet(value)).toBeNull();
  });
});

describe('code-set storage', () => {
  it('adds a set once, whatever the order of its codes', async () => {
    await addCodeSet(['BBB', 'AAA'], 'story-1', db);
    await addCodeSet(['aaa', 'bbb'], null, db);
    const sets = await readCodeSets(db);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ key: 'AAA,BBB', codes: ['BBB', 'AAA'], storyId: 'story-1' });
  });

  it('refuses an invalid set and stores nothing', async () => {
    expect(await addCodeSet(['A', ''], null, db)).toBeNull();
    expect(await db.codeSets.count()).toBe(0);
  });

  it('lists sets newest first and finds a story by id', async () => {
    await addCodeSet(['OLD'], 's-old', db);
    await new Promise((r) => setTimeout(r, 5));
    await addCodeSet(['NEW1', 'NEW2'], 's-new', db);
    expect((await readCodeSets(db)).map((s) => s.key)).toEqual(['NEW1,NEW2', 'OLD']);
    expect((await codeSetOfStory('s-new', db))?.codes).toEqual(['NEW1', 'NEW2']);
    expect(await codeSetOfStory('missing', db)).toBeNull();
  });

  it('removes a set given its codes in any order, or by its story', async () => {
    await addCodeSet(['A1', 'B1'], 's1', db);
    await addCodeSet(['A2'], 's2', db);
    await addCodeSet(['A3'], 's3', db);
    await removeCodeSet(['b1', 'A1'], db);
    await removeCodeSetsOfStory('s2', db);
    expect((await readCodeSets(db)).map((s) => s.key)).toEqual(['A3']);
  });

  it('discards invalid stored rows on read: left out, then deleted from the device', async () => {
    await addCodeSet(['GOOD'], null, db);
    await db.codeSets.bulkPut([
      { key: 'bad-empty', codes: [], storyId: null, createdAt: 1 },
      { key: 'bad-type', codes: [42] as unknown as string[], storyId: null, createdAt: 1 },
      { key: 'bad-null', codes: null as unknown as string[], storyId: null, createdAt: 1 },
    ]);
    expect((await readCodeSets(db)).map((s) => s.key)).toEqual(['GOOD']);
    await new Promise((r) => setTimeout(r, 20));
    expect(await db.codeSets.count()).toBe(1);
  });

  it('joins every code of every set without duplicates for the feed', () => {
    expect(allCodes([{ codes: ['A', 'B'] }, { codes: ['B', 'C'] }])).toEqual(['A', 'B', 'C']);
    expect(codeSetKey(['B', 'A'])).toBe(codeSetKey(['A', 'B']));
  });
});
