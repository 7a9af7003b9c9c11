import { makeStory } from '../../../engine/testing/index';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../testing/test-db';
import { StoryCache } from './story-cache';
import type { StoryRecord } from './story-repo';

const record = async (version: number): Promise<StoryRecord> => {
  const { story } = await makeStory();
  return { id: 'story-cache-test', status: 'ready', version, templateId: null, creatorId: null, request: {}, setupProgress: null, story };
};

describe('StoryCache', () => {
  // A change's NOTIFY can reach the fan-out before the write's own reply: the fan-out then asks for a
  // version the cache does not hold yet. Before, that loaded the whole story (core, world, every
  // beat, parsed); now it waits for the write of this process that is about to put it.
  it('a reader of the version a write of this process is making gets what that write puts, not a load', async () => {
    const db = await openTestDb('pglite');
    try {
      const cache = new StoryCache();
      const v1 = await record(1);
      cache.put(v1);
      let release!: () => void;
      const committed = new Promise<void>((resolve) => (release = resolve));
      const v2: StoryRecord = { ...v1, version: 2 };
      const writing = cache.writing(v1.id, async () => {
        await committed;
        cache.put(v2);
        return true;
      });
      // The story is not in this database at all: a load would answer null.
      const read = cache.read(db, v1.id, 2);
      release();
      await writing;
      expect(await read).toBe(v2);
    } finally {
      await db.close();
    }
  });

  it('with no write of this process in flight, a version it does not hold is loaded', async () => {
    const db = await openTestDb('pglite');
    try {
      const cache = new StoryCache();
      const v1 = await record(1);
      cache.put(v1);
      expect(await cache.read(db, v1.id, 2)).toBeNull();
    } finally {
      await db.close();
    }
  });
});
