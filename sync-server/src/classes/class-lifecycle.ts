/**
 * A class's end and removal (issue 33): ending closes every story of the class (readable, nothing
 * more can be chosen; the learners' games say so at once); deleting removes the class with all its
 * stories; the sweep deletes classes 30 days after their end unless kept, and those whose teacher's
 * account is gone, and closes any story that was still being set up when its class ended.
 */
import { reduceStory, type CloseStoryAction } from '@engine';
import { CLASS_RETENTION_DAYS } from '@schemas';
import { deleteStories } from '../admin/admin-stories-repo';
import type { Db } from '../db/db';
import type { StoryCache } from '../stories/story-cache';
import { savedVersion, saveStoryStatements } from '../stories/story-repo';
import { createLogger } from '../util/log';
import { classesToSweep, deleteClassRow, endClass, endedClassStoriesOpen, publishClassEvent, storyIdsOfClass } from './class-repo';

const log = createLogger('classes');

/** What ending, deleting and sweeping need. */
export interface ClassLifecycleDeps {
  db: Db;
  cache: StoryCache;
  clock?: () => Date;
}

/**
 * Closes one story (the reducer's close_story), written only onto the version it was read at and
 * announced to its players as `story_closed`; a story not set up yet, or closed already, is left.
 */
export async function closeStory(deps: ClassLifecycleDeps, storyId: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const record = await deps.cache.read(deps.db, storyId);
    const story = record?.story;
    if (!record || !story || story.closedAt) return;
    const action: CloseStoryAction = { type: 'close_story', now: (deps.clock?.() ?? new Date()).toISOString() };
    const next = reduceStory(story, action);
    if (!next.ok) throw new Error(`[classes] closing ${storyId}: ${next.error.message}`);
    const written = await deps.db.batch(saveStoryStatements(storyId, story, next.story, action, { expect: { version: record.version }, event: { trigger: 'story_closed' } }));
    if (!written) continue;
    deps.cache.put({ ...record, version: savedVersion(written), story: next.story });
    return;
  }
  throw new Error(`[classes] story ${storyId} kept changing while it was closed`);
}

/** Ends a class: marks it ended (once) and closes each of its stories. */
export async function endClassNow(deps: ClassLifecycleDeps, classId: string): Promise<void> {
  const storyIds = await deps.db.transaction(async (tx) => {
    const ended = await endClass(tx, classId);
    if (ended) await publishClassEvent(tx, { classId, kind: 'ended' });
    return storyIdsOfClass(tx, classId);
  });
  // Closed one by one, each under its own version guard: a choice in flight lands first or is refused.
  for (const storyId of storyIds) await closeStory(deps, storyId);
}

/** Deletes a class with every one of its stories (beats, players, actions, jobs, sessions, pictures). */
export async function deleteClass(deps: ClassLifecycleDeps, classId: string): Promise<number> {
  const storyIds = await deps.db.transaction(async (tx) => {
    const ids = await storyIdsOfClass(tx, classId);
    await deleteStories(tx, ids);
    await deleteClassRow(tx, classId);
    await publishClassEvent(tx, { classId, kind: 'deleted' });
    return ids;
  });
  for (const id of storyIds) deps.cache.drop(id);
  return storyIds.length;
}

/** What one sweep did. */
export type ClassSweepResult = { deletedClasses: number; deletedStories: number; closedStories: number };

/** Deletes classes ended more than 30 days before `now` (not kept) or without a teacher, and closes stories of ended classes still open. */
export async function sweepClasses(deps: ClassLifecycleDeps, now: Date): Promise<ClassSweepResult> {
  const cutoff = new Date(now.getTime() - CLASS_RETENTION_DAYS * 24 * 3600_000);
  let deletedStories = 0;
  const doomed = await classesToSweep(deps.db, cutoff);
  for (const id of doomed) deletedStories += await deleteClass(deps, id);
  const open = await endedClassStoriesOpen(deps.db);
  for (const { story_id } of open) await closeStory(deps, story_id);
  return { deletedClasses: doomed.length, deletedStories, closedStories: open.length };
}

/** How often the server sweeps classes. */
export const CLASS_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Sweeps at once and then every `intervalMs` (like the session sweeper); returns a stop function that waits for a running sweep. */
export function startClassSweeper(deps: ClassLifecycleDeps, intervalMs: number = CLASS_SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(async () => {
        const r = await sweepClasses(deps, deps.clock?.() ?? new Date());
        if (r.deletedClasses + r.closedStories > 0) log.info(`deleted ${r.deletedClasses} classes with ${r.deletedStories} stories, closed ${r.closedStories} stories of ended classes`);
      })
      .catch((error: unknown) => log.error(`sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
