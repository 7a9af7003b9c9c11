/** The board of a class (issue 33): every learner's tile, drawn from their stories as they stand. */
import type { ClassBoard, ClassTile } from '@schemas';
import type { Db } from '../db/db';
import type { StoryCache } from '../stories/story-cache';
import type { ClassRow, LearnerRow } from './class-repo';
import { learnersOf } from './class-repo';
import { tileOf } from './class-tiles';

/** The tiles of some learners, each story read once (from the cache when current). */
export async function tilesOf(db: Db, cache: StoryCache, learners: readonly LearnerRow[], now: number, atLeast?: { storyId: string; version: number }): Promise<ClassTile[]> {
  const byStory = new Map<string, LearnerRow[]>();
  for (const l of learners) byStory.set(l.story_id, [...(byStory.get(l.story_id) ?? []), l]);
  const tiles: ClassTile[] = [];
  for (const [storyId, rows] of byStory) {
    const record = await cache.read(db, storyId, atLeast?.storyId === storyId ? atLeast.version : undefined);
    for (const row of rows) tiles.push(tileOf(row, record, now));
  }
  return tiles.sort((a, b) => a.learner - b.learner);
}

/** The whole board of a class as it stands now. */
export async function drawBoard(db: Db, cache: StoryCache, row: ClassRow, now: Date = new Date()): Promise<ClassBoard> {
  const learners = await learnersOf(db, row.id);
  return {
    classId: row.id,
    endedAt: row.ended_at?.toISOString() ?? null,
    serverTime: now.toISOString(),
    tiles: await tilesOf(db, cache, learners, now.getTime()),
  };
}
