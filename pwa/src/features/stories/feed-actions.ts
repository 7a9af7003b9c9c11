// Archive, resume and delete of one's own slot (spec 1 §4 'Player status in a story', §6, §8):
// PUT /stories/status, then the story's codes leave the device (archive, delete) and the cached
// lists follow at once, before both lists are fetched again.
import type { FeedStory, PlayerSlot } from '@schemas';
import { z } from 'zod';
import { apiPut } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { readCodeSets } from '../../shared/local-db/code-sets';
import { localDb, type LocalDb } from '../../shared/local-db/local-db';
import { dropFromAccountFeed, refreshAccountFeed, type FeedView } from './feed';

/** The three actions on one's own slot. */
export type StoryAction = 'archive' | 'resume' | 'delete';

const STATUS_OF: Record<StoryAction, 'archived' | 'active' | 'deleted'> = { archive: 'archived', resume: 'active', delete: 'deleted' };

/** Failure texts of spec 1 §8 and §6, word for word. */
export const STORY_ACTION_TEXT = {
  archive: 'Failed to archive story. Please try again.',
  resume: 'Failed to resume story. Please try again.',
  delete: 'Failed to delete story. Please try again.',
  mustLogIn: (action: StoryAction) => `You must be logged in to ${action} stories.`,
} as const;

/** The message for a failed action: the sign-in text on 401, the spec's failure text otherwise. */
export function storyActionFailure(action: StoryAction, error: unknown): string {
  if (isApiError(error) && error.httpStatus === 401) return STORY_ACTION_TEXT.mustLogIn(action);
  return STORY_ACTION_TEXT[action];
}

/**
 * Removes every code set of a story from the device: those recorded for its id, and any set
 * holding one of its codes (a code joined by link before the story id was known).
 */
export async function forgetStoryCodes(story: Pick<FeedStory, 'id' | 'players'>, db: LocalDb = localDb): Promise<void> {
  const codes = new Set(story.players.flatMap((p) => (p.code ? [p.code.toUpperCase()] : [])));
  const sets = await readCodeSets(db);
  const keys = sets.filter((s) => s.storyId === story.id || s.codes.some((c) => codes.has(c))).map((s) => s.key);
  if (keys.length > 0) await db.codeSets.bulkDelete(keys);
}

/** What an action needs: who, which story, which slot, and which list it is shown in. */
export type StoryActionInput = { userId: string; story: FeedStory; slot: PlayerSlot; view: FeedView };

/**
 * Runs an action: PUT /stories/status {storyId, playerSlot, status}. On success archive and delete
 * remove the story's codes from the device; the story leaves the list it was shown in, and both
 * lists are fetched again in the background. Rejects with the call's error.
 */
export async function runStoryAction(action: StoryAction, input: StoryActionInput, db: LocalDb = localDb): Promise<void> {
  await apiPut('/stories/status', z.unknown(), { storyId: input.story.id, playerSlot: input.slot, status: STATUS_OF[action] });
  if (action !== 'resume') await forgetStoryCodes(input.story, db);
  await dropFromAccountFeed(input.userId, input.view, input.story.id, db);
  for (const view of ['active', 'archived'] as const) {
    refreshAccountFeed(input.userId, view, undefined, db).catch((error: unknown) => console.error('[runStoryAction] refresh', error));
  }
}
