// The resumable stories of this device's visitor (spec 1 §4 'Resumable list'): the feed for the
// locally kept codes, cached in Dexie (feeds, key 'visitor') so it shows offline too.
import { feedResponseSchema, type FeedStory } from '@schemas';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { apiGet } from '../../shared/api/api-client';
import { allCodes, readCodeSets } from '../../shared/local-db/code-sets';
import { localDb, type LocalDb } from '../../shared/local-db/local-db';
import { useOfflineFeedStories, withOfflineStories } from './offline-feed';

/** The feeds row of a signed-out visitor. */
export const VISITOR_FEED_KEY = 'visitor';

/** A resumable story with the code this device plays it with. */
export type ResumableStory = { story: FeedStory; code: string };

/**
 * The stories to resume: those where one of `codes` is an active player, most recently updated
 * first, each with the code to resume with (the lowest own slot). A device that created a story
 * keeps every slot's code, so only the resumed slot is shown as 'You'; the others are invitees.
 */
export function resumableStories(stories: readonly FeedStory[], codes: readonly string[]): ResumableStory[] {
  const mine = new Set(codes.map((c) => c.toUpperCase()));
  const result: ResumableStory[] = [];
  for (const story of stories) {
    const own = story.players.find((p) => p.status === 'active' && p.code !== undefined && mine.has(p.code.toUpperCase()));
    if (!own?.code) continue;
    const players = story.players.map((p) => ({ ...p, isCurrentUser: p.playerSlot === own.playerSlot }));
    result.push({ story: { ...story, players }, code: own.code });
  }
  return result.sort((a, b) => Date.parse(b.story.updatedAt) - Date.parse(a.story.updatedAt));
}

/** Fetches the feed for the device's codes and caches it; with no codes the cache is emptied. */
export async function refreshVisitorFeed(codes: readonly string[], signal?: AbortSignal, db: LocalDb = localDb): Promise<void> {
  const stories = codes.length > 0 ? await fetchStoryFeed(codes, signal) : [];
  await db.feeds.put({ key: VISITOR_FEED_KEY, stories, fetchedAt: Date.now() });
}

/**
 * The visitor's resumable stories from the cached feed and the stories played offline here
 * (undefined while the device store is read), refreshed from the network whenever the stored
 * codes change.
 */
export function useResumableStories(): ResumableStory[] | undefined {
  const sets = useLiveQuery(() => readCodeSets(), []);
  const feed = useLiveQuery(async () => (await localDb.feeds.get(VISITOR_FEED_KEY)) ?? null, []);
  const codes = sets ? allCodes(sets) : null;
  const codesKey = codes?.join(',') ?? null;

  useEffect(() => {
    if (codesKey === null) return;
    const controller = new AbortController();
    refreshVisitorFeed(codesKey ? codesKey.split(',') : [], controller.signal).catch((error: unknown) => {
      // Offline or failing: the cached feed stays on screen.
      if (!controller.signal.aborted) console.error('[useResumableStories]', error);
    });
    return () => controller.abort();
  }, [codesKey]);

  // Stories played offline here: in the list until the feed holds the server's copy.
  const offline = useOfflineFeedStories(null);
  if (!codes || feed === undefined || offline === undefined) return undefined;
  return resumableStories(withOfflineStories(feed?.stories ?? [], offline), codes);
}

/** GET /users/stories/feed for the codes kept on this device: the stories where the player is active. */
export async function fetchStoryFeed(codes: readonly string[], signal?: AbortSignal): Promise<FeedStory[]> {
  const { stories } = await apiGet('/users/stories/feed', feedResponseSchema, {
    query: { clientStoryCodes: codes.length > 0 ? codes.join(',') : undefined },
    signal,
  });
  return stories;
}
