import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeSetKey } from '../../../shared/local-db/code-sets';
import { LocalDb } from '../../../shared/local-db/local-db';
import { rememberJoinedCode } from './session-code-set';

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`codes-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('joined codes become code sets (spec 1 §3, §4 resumable list)', () => {
  it('adds a joined code as a one-code set, once', async () => {
    expect(await rememberJoinedCode(db, 'k7mq', 'story-1')).toBe(true);
    expect(await rememberJoinedCode(db, 'K7MQ', 'story-1')).toBe(false);
    expect(await db.codeSets.toArray()).toEqual([expect.objectContaining({ key: 'K7MQ', codes: ['K7MQ'], storyId: 'story-1' })]);
  });

  it('adds nothing when a set made at creation already holds the code, and fills its story id', async () => {
    await db.codeSets.put({ key: codeSetKey(['AAA', 'BBB']), codes: ['AAA', 'BBB'], storyId: null, createdAt: 1 });
    expect(await rememberJoinedCode(db, 'bbb', 'story-9')).toBe(false);
    const rows = await db.codeSets.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.storyId).toBe('story-9');
  });

  it('is not fooled by an invalid stored set that mentions the code', async () => {
    await db.codeSets.put({ key: 'bad', codes: ['CCC', ''] as string[], storyId: null, createdAt: 1 });
    expect(await rememberJoinedCode(db, 'CCC', null)).toBe(true);
    expect((await db.codeSets.toArray()).some((r) => r.key === 'CCC')).toBe(true);
    await new Promise((r) => setTimeout(r, 20)); // let code-sets.ts drop the invalid row before the db goes
  });
});
