import { pendingSlots } from '@engine';
import type { FeedStory, FeedStoryPlayer } from '@schemas';
import type { Db } from '../db/db';
import type { Viewer } from '../http/app-env';
import { normalizeJoinCode } from './join-code';
import { findOwnSlots, listPlayersOf } from './player-repo';
import type { StoryCache } from './story-cache';

/** How many codes a visitor may ask about at once. */
export const MAX_FEED_CODES = 100;

/**
 * The stories of a signed-in user and of the codes kept on the device (spec 1 §4 'Resumable
 * list'): only slots with the wanted status, most recently updated first. Codes are returned only
 * for the caller's own slots.
 */
export async function storyFeed(
  db: Db,
  cache: StoryCache,
  input: { viewer: Viewer | null | undefined; codes: string[]; status: 'active' | 'archived' },
): Promise<FeedStory[]> {
  const codes = [...new Set(input.codes.map(normalizeJoinCode).filter(Boolean))].slice(0, MAX_FEED_CODES);
  const mine = await findOwnSlots(db, codes, input.viewer?.id ?? null, input.status);
  if (mine.length === 0) return [];
  const ownSlots = new Set(mine.map((m) => `${m.story_id}:${m.slot}`));
  const storyIds = [...new Set(mine.map((m) => m.story_id))];
  const players = await listPlayersOf(db, storyIds);
  const feed: FeedStory[] = [];
  for (const storyId of storyIds) {
    const record = await cache.read(db, storyId);
    if (!record) continue;
    const story = record.story;
    const pending = new Set(story ? pendingSlots(story) : []);
    const rows = players.filter((p) => p.story_id === storyId);
    const request = record.request as { maxTurns?: number; difficultyLevel?: FeedStory['difficultyLevel']; generateImages?: boolean };
    feed.push({
      id: storyId,
      title: story?.title ?? 'A new story',
      templateId: record.templateId,
      creatorId: record.creatorId,
      createdAt: story?.createdAt ?? new Date().toISOString(),
      updatedAt: story?.updatedAt ?? new Date().toISOString(),
      maxTurns: story?.maxTurns ?? request.maxTurns ?? 25,
      ...(story && story.characterSelectionCompleted ? { currentBeat: Math.max(1, story.currentTurn) } : {}),
      difficultyLevel: story?.difficultyLevel ?? request.difficultyLevel ?? { modifier: 0, title: 'Balanced' },
      generateImages: story?.generateImages ?? request.generateImages ?? false,
      gameOver: story?.gameOver ?? false,
      players: rows.map((p): FeedStoryPlayer => {
        const own = ownSlots.has(`${storyId}:${p.slot}`);
        const name = story?.players[p.slot]?.name;
        return {
          playerSlot: p.slot,
          userId: p.user_id,
          username: p.username,
          ...(name ? { name } : {}),
          isCurrentUser: own,
          isPending: pending.has(p.slot),
          status: p.status,
          ...(own ? { code: p.code } : {}),
          lastPlayedAt: p.last_played_at ? p.last_played_at.toISOString() : null,
        };
      }),
    });
  }
  return feed.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
