// The class sweep (issue 33): classes and their stories go 30 days after their end unless kept, and
// at once when their teacher's account is gone; a story still being set up when its class ended is
// closed once it is ready. The clock is an argument: no waiting.
import { createProceduralNarrator } from '@engine';
import type { CreateClassRequest } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../testing/collab-kit';
import { openTestDb } from '../../testing/test-db';
import type { Db } from '../db/db';
import type { Viewer } from '../http/app-env';
import { RateLimiter } from '../limits/rate-limiter';
import { loadSeedWorlds } from '../seeds/load-seeds';
import { StoryCache } from '../stories/story-cache';
import { storySetupJob } from '../stories/story-jobs';
import { endClassNow, sweepClasses } from './class-lifecycle';
import { findClass, setClassKept, storyIdsOfClass } from './class-repo';
import { createClass } from './create-class';

const DAY = 24 * 3600_000;

describe('the class sweep', () => {
  let db: Db;
  let cache: StoryCache;
  let teacher: TestUser;
  let templateId: string;
  const limiter = new RateLimiter({ create_class: { limit: 1000, windowMs: 60_000 } });

  const viewerOf = (u: TestUser): Viewer => ({ id: u.id, username: u.username, roleId: null, permissions: [] });
  const newClass = async (who: TestUser = teacher) => {
    const input: CreateClassRequest = { requestId: crypto.randomUUID(), templateId, groups: [1, 2], maxTurns: 15, difficultyLevel: { modifier: 0, title: 'Balanced' }, generateImages: false };
    return createClass({ db, limiter }, { viewer: viewerOf(who), caller: `user:${who.id}` }, input);
  };
  const setUp = async (storyId: string) =>
    storySetupJob({ db, cache, narrator: createProceduralNarrator() })({ id: `setup:${storyId}`, kind: 'story_setup', storyId, payload: {}, attempts: 1 });
  const exists = async (classId: string) => (await findClass(db, classId)) !== undefined;
  const storyCount = async (ids: string[]) => (await db.query<{ n: number }>('select count(*)::int as n from stories where id = any($1::text[])', [ids]))[0]!.n;

  beforeAll(async () => {
    db = await openTestDb('pglite');
    cache = new StoryCache();
    await loadSeedWorlds(db, new Date());
    teacher = await makeUser(db);
    templateId = (await db.query<{ id: string }>(`select id from templates where title = 'What the River Knows'`))[0]!.id;
  }, 60_000);

  it('deletes a class and its stories 30 days after its end, not a day before, and never one that is kept', async () => {
    const ended = await newClass();
    const kept = await newClass();
    const running = await newClass();
    for (const c of [ended, kept]) {
      for (const id of await storyIdsOfClass(db, c.id)) await setUp(id);
      await endClassNow({ db, cache }, c.id);
    }
    await setClassKept(db, kept.id, true);
    const stories = await storyIdsOfClass(db, ended.id);

    expect((await sweepClasses({ db, cache }, new Date(Date.now() + 29 * DAY))).deletedClasses).toBe(0);
    expect(await exists(ended.id)).toBe(true);

    const swept = await sweepClasses({ db, cache }, new Date(Date.now() + 31 * DAY));
    expect(swept).toMatchObject({ deletedClasses: 1, deletedStories: 2 });
    expect(await exists(ended.id)).toBe(false);
    expect(await storyCount(stories)).toBe(0);
    expect(await exists(kept.id)).toBe(true);
    expect(await exists(running.id)).toBe(true);
  });

  it('deletes at once the classes of a teacher whose account was deleted', async () => {
    const gone = await makeUser(db);
    const c = await newClass(gone);
    const stories = await storyIdsOfClass(db, c.id);
    await db.query('delete from users where id = $1', [gone.id]);
    await sweepClasses({ db, cache }, new Date());
    expect(await exists(c.id)).toBe(false);
    expect(await storyCount(stories)).toBe(0);
  });

  it('closes a story that was still being set up when its class ended', async () => {
    const c = await newClass();
    const [first, second] = await storyIdsOfClass(db, c.id);
    await setUp(first!);
    await endClassNow({ db, cache }, c.id);
    // The second story's setup finishes after the end (a model took its time).
    await setUp(second!);
    expect((await cache.read(db, second!))?.story?.closedAt).toBeUndefined();
    const swept = await sweepClasses({ db, cache }, new Date());
    expect(swept.closedStories).toBe(1);
    expect((await cache.read(db, second!))?.story?.closedAt).toBeDefined();
    expect((await cache.read(db, first!))?.story?.closedAt).toBeDefined();
  });
});
