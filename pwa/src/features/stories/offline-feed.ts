// Stories played offline on this device (issue 21) in the lists of stories to resume ('Continue
// your stories', My Stories). The server's feed knows such a story only once it is uploaded, so
// until the feed holds it the device adds it, as the server's feed would show it
// (sync-server/src/stories/feed.ts).
import { pendingSlots } from '@engine';
import type { FeedStory } from '@schemas';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OfflineStoryRow } from '../../shared/local-db/local-db';

/** A story played on this device as a feed entry: one player, this device's, active. */
export function offlineFeedStory(row: OfflineStoryRow, userId: string | null): FeedStory {
  const { story } = row;
  const updatedAt = new Date(row.updatedAt).toISOString();
  const name = story.players.player1?.name;
  return {
    id: row.storyId,
    title: story.title,
    templateId: row.template.id,
    creatorId: userId,
    createdAt: row.inputs.createdAt,
    updatedAt,
    maxTurns: row.inputs.maxTurns,
    ...(story.characterSelectionCompleted ? { currentBeat: Math.max(1, story.currentTurn) } : {}),
    difficultyLevel: row.inputs.difficultyLevel,
    generateImages: false,
    gameOver: story.gameOver,
    players: [
      {
        playerSlot: 'player1',
        userId,
        username: null,
        ...(name ? { name } : {}),
        isCurrentUser: true,
        isPending: pendingSlots(story).includes('player1'),
        status: 'active',
        code: row.code,
        lastPlayedAt: updatedAt,
      },
    ],
  };
}

/** The device's offline stories the feed does not hold yet (the server's copy wins once there). */
export function deviceOnly(feed: readonly FeedStory[], offline: readonly FeedStory[]): FeedStory[] {
  const known = new Set(feed.map((s) => s.id));
  return offline.filter((s) => !known.has(s.id));
}

/** The feed with the device's offline stories it does not hold yet. */
export function withOfflineStories(feed: readonly FeedStory[], offline: readonly FeedStory[]): FeedStory[] {
  return [...feed, ...deviceOnly(feed, offline)];
}

/** The stories played offline on this device as feed entries (undefined while the device store is read). */
export function useOfflineFeedStories(userId: string | null): FeedStory[] | undefined {
  return useLiveQuery(async () => (await localDb.offlineStories.toArray()).map((row) => offlineFeedStory(row, userId)), [userId]);
}
