// What a story card shows and offers, by the rules of spec 1 §4 and §6 (pure, dependency-free).
import type { FeedStory, FeedStoryPlayer } from '@schemas';
import type { AccountStory, FeedView } from './feed';

/**
 * A player's status word on a story card (spec 1 §4 'Display of pending state'): 'left' for a
 * player who deleted the story; 'Pending' for one the story waits for; in multiplayer, an active
 * player who is not pending reads 'Waiting': always for the other players, and for the current
 * user while someone else is pending. Null when there is nothing to say (solo, archived players,
 * or a finished story).
 */
export function playerStatusLabel(player: FeedStoryPlayer, story: Pick<FeedStory, 'players' | 'gameOver'>): 'Pending' | 'Waiting' | 'left' | null {
  if (player.status === 'deleted') return 'left';
  if (player.status !== 'active' || story.gameOver) return null;
  if (player.isPending) return 'Pending';
  if (story.players.length < 2) return null;
  if (!player.isCurrentUser) return 'Waiting';
  return story.players.some((p) => p.playerSlot !== player.playerSlot && p.isPending) ? 'Waiting' : null;
}

/** Which actions a story card offers (spec 1 §6). */
export type StoryPermissions = { archive: boolean; resume: boolean; delete: boolean };

/**
 * Spec 1 §6: Delete shows to the story's creator or a player with the list's status (active in
 * My Stories, archived in the archive); Archive in the active list and Resume in the archive only
 * to a signed-in user who is the creator or has that status. Every action needs the user's slot.
 */
export function storyPermissions(entry: Pick<AccountStory, 'slot' | 'isCreator'>, view: FeedView, signedIn: boolean): StoryPermissions {
  const allowed = signedIn && (entry.isCreator || entry.slot.status === view);
  return { archive: allowed && view === 'active', resume: allowed && view === 'archived', delete: allowed };
}
