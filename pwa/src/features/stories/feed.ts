// The signed-in user's story feed (spec 1 §4, §7): GET /users/stories/feed with the device's codes
// (which the server claims to the account), active or archived, cached in Dexie `feeds` so My
// Stories, the home list and the top bar counters show offline too.
import { feedResponseSchema, type FeedStory, type FeedStoryPlayer, type PlayerStatus } from '@schemas';
import { apiGet } from '../../shared/api/api-client';
import { allCodes, readCodeSets } from '../../shared/local-db/code-sets';
import { localDb, type FeedRow, type LocalDb } from '../../shared/local-db/local-db';

/** Which list: the stories the user plays, or the ones they archived. */
export type FeedView = 'active' | 'archived';

/** The feeds row of a user's list, e.g. 'user:u1:active'. */
export function accountFeedKey(userId: string, view: FeedView): string {
  return `user:${userId}:${view}`;
}

/** GET /users/stories/feed: status is omitted for the active list (spec 1 §7). */
export async function fetchAccountFeed(codes: readonly string[], view: FeedView, signal?: AbortSignal): Promise<FeedStory[]> {
  const { stories } = await apiGet('/users/stories/feed', feedResponseSchema, {
    query: {
      clientStoryCodes: codes.length > 0 ? codes.join(',') : undefined,
      status: view === 'archived' ? 'archived' : undefined,
    },
    signal,
  });
  return stories;
}

/** Fetches one of the user's lists with every code kept on the device and caches it. */
export async function refreshAccountFeed(userId: string, view: FeedView, signal?: AbortSignal, db: LocalDb = localDb): Promise<FeedStory[]> {
  const codes = allCodes(await readCodeSets(db));
  const stories = await fetchAccountFeed(codes, view, signal);
  await db.feeds.put({ key: accountFeedKey(userId, view), stories, fetchedAt: Date.now() });
  return stories;
}

/** The cached list, or null when it was never fetched on this device. */
export async function readAccountFeed(userId: string, view: FeedView, db: LocalDb = localDb): Promise<FeedRow | null> {
  return (await db.feeds.get(accountFeedKey(userId, view))) ?? null;
}

/** Takes a story out of a cached list at once (after archive, resume or delete), before the refetch. */
export async function dropFromAccountFeed(userId: string, view: FeedView, storyId: string, db: LocalDb = localDb): Promise<void> {
  await db.transaction('rw', db.feeds, async () => {
    const row = await db.feeds.get(accountFeedKey(userId, view));
    if (row) await db.feeds.put({ ...row, stories: row.stories.filter((s) => s.id !== storyId) });
  });
}

/** A story of the account list with the slot the user acts with and the code to play it with. */
export type AccountStory = { story: FeedStory; slot: FeedStoryPlayer; code: string | null; isCreator: boolean };

/**
 * The stories of a list as the account area shows them (spec 1 §4): those where the user has a
 * slot with the list's status, most recently updated first. When the user holds several slots of
 * one story (a device that kept every code), the lowest is theirs and only it reads as 'You'.
 */
export function accountStories(stories: readonly FeedStory[], view: FeedView, userId: string | null): AccountStory[] {
  const wanted: PlayerStatus = view;
  const result: AccountStory[] = [];
  for (const story of stories) {
    const slot = story.players.find((p) => p.isCurrentUser && p.status === wanted);
    if (!slot) continue;
    const players = story.players.map((p) => ({ ...p, isCurrentUser: p.playerSlot === slot.playerSlot }));
    result.push({
      story: { ...story, players },
      slot: { ...slot, isCurrentUser: true },
      code: slot.code ?? null,
      isCreator: userId !== null && story.creatorId === userId,
    });
  }
  return result.sort((a, b) => Date.parse(b.story.updatedAt) - Date.parse(a.story.updatedAt));
}

/** One kind of counter: how many stories, and how many wait for the user. */
export type StoryCount = { count: number; pending: number };

/**
 * The top bar counters (spec 1 §2): single-player and multi-player stories the user plays, and
 * those pending the user's action (their slot isPending, the story not over).
 */
export function storyCounters(stories: readonly FeedStory[]): { single: StoryCount; multi: StoryCount } {
  const counts = { single: { count: 0, pending: 0 }, multi: { count: 0, pending: 0 } };
  for (const story of stories) {
    const own = story.players.filter((p) => p.isCurrentUser && p.status === 'active');
    if (own.length === 0) continue;
    const bucket = story.players.length > 1 ? counts.multi : counts.single;
    bucket.count += 1;
    if (!story.gameOver && own.some((p) => p.isPending)) bucket.pending += 1;
  }
  return counts;
}

