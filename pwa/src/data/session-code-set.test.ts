import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDb } from './local-db';
import { codeSetKey, isValidCodeSet, rememberJoinedCode } from './session-code-set';

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`codes-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('code sets (spec 1 §3, §5)', () => {
  it('accepts only non-empty arrays of non-empty strings', () => {
    expect(isValidCodeSet(['AB2C'])).toBe(true);
    expect(isValidCodeSet(['AB2C', 'XY3Z'])).toBe(true);
    for (const bad of [[], [''], ['  '], ['A', 3], 'A', null, undefined, { 0: 'A' }]) expect(isValidCodeSet(bad)).toBe(false);
  });

  it('keys a set order-insensitively', () => {
    expect(codeSetKey(['b2', 'A3'])).toBe(codeSetKey(['a3', 'B2']));
  });

  it('adds a joined code as a one-code set, once', async () => {
    expect(await rememberJoinedCode(db, 'k7mq', 'story-1')).toBe(true);
    expect(await rememberJoinedCode(db, 'K7MQ', 'story-1')).toBe(false);
    expect(await db.codeSets.toArray()).toEqual([expect.objectContaining({ codes: ['K7MQ'], storyId: 'story-1' })]);
  });

  it('adds nothing when a set made at creation already holds the code', async () => {
    await db.codeSets.put({ key: codeSetKey(['AAA', 'BBB']), codes: ['AAA', 'BBB'], storyId: null, createdAt: 1 });
    expect(await rememberJoinedCode(db, 'bbb', 'story-9')).toBe(false);
    const rows = await db.codeSets.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.storyId).toBe('story-9');
  });

  it('discards invalid stored sets', async () => {
    await db.codeSets.put({ key: 'bad', codes: [] as string[], storyId: null, createdAt: 1 });
    await db.codeSets.put({ key: 'bad2', codes: [''] as string[], storyId: null, createdAt: 1 });
    await rememberJoinedCode(db, 'CCC', null);
    expect((await db.codeSets.toArray()).map((r) => r.key)).toEqual(['CCC']);
  });
});
