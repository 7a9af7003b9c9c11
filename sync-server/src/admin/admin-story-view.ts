/**
 * A story read-only for the admin (issue 27, beyond spec 2): its title, its World's title (null when
 * the World is gone) and every player's beats exactly as that player's client sees them
 * (`toClientState`, so nothing [V2] withholds from players leaks here either), with each player's
 * username as the stories list shows it.
 */
import { slotsOf, toClientState } from '@engine';
import type { AdminStoryView, ClientOwnPlayer } from '@schemas';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { StoryCache } from '../stories/story-cache';
import { storyPlayerNames, worldTitle } from './admin-stories-repo';

/** The 404 of a story that is not there (deleted, or never was). */
export const ADMIN_STORY_MISSING = 'No story with that id. It may have been deleted.';

/** Reads one story for the admin's read-only page; 404 when missing, 409 while it has no text yet. */
export async function readAdminStory(db: Db, cache: StoryCache, id: string): Promise<AdminStoryView> {
  const record = await cache.read(db, id);
  if (!record) throw apiError(404, ADMIN_STORY_MISSING);
  if (!record.story) {
    throw apiError(409, record.status === 'failed' ? 'This story could not be created, so there is nothing to read.' : 'This story is still being created. Please wait a moment.');
  }
  const story = record.story;
  const [world, nameOf] = await Promise.all([worldTitle(db, story.templateId), storyPlayerNames(db, id)]);
  return {
    id: story.id,
    title: story.title,
    worldTitle: world,
    maxTurns: story.maxTurns,
    gameOver: story.gameOver || story.closedAt !== undefined,
    images: story.images.map((i) => ({ ...i })),
    players: slotsOf(story).map((slot) => {
      const own = toClientState(story, slot).players[slot] as ClientOwnPlayer;
      return { slot, name: nameOf.get(slot) ?? 'Not joined yet', character: own.identityChoice >= 0 ? own.name : null, beats: own.beatHistory };
    }),
  };
}
