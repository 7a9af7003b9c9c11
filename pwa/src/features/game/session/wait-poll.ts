// Polling while a multiplayer player waits (spec 1 §9 'Feed polling while a user waits in a
// multiplayer story'; the interval is ours). The socket brings every change, but a socket can die
// without anyone closing it (a NAT dropping the flow, a sleeping radio): then nothing arrives and
// the player would wait forever. So while waiting, and online, the page asks the feed now and then;
// when the feed shows the story moved on past what the device holds, the session reconnects.
import { feedResponseSchema, type ClientStoryState, type FeedStory } from '@schemas';
import { apiGet } from '../../../shared/api/api-client';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { ownPlayer } from './story-store';

/** How often the feed is asked while the player waits (spec 1 §9 leaves it open). */
export const WAIT_POLL_MS = 10_000;

/** Whether the player's own move (their character, or a choice on their latest beat) is on its way: queued and not yet acknowledged. */
export function ownMoveInFlight(state: ClientStoryState, outbox: readonly OutboxRow[]): boolean {
  const latest = ownPlayer(state)?.beatHistory.at(-1);
  return outbox.some(
    (r) => r.status === 'queued' && (r.type === 'select_character' || (latest !== undefined && r.type === 'make_choice' && r.payload.turn === latest.turn)),
  );
}

/**
 * Whether this player waits on the others in a multiplayer story, having made their move (sent,
 * acknowledged or not): their character while the others' are awaited, or a choice on their
 * latest beat while the next beat is awaited.
 */
export function waitingOnOthers(state: ClientStoryState, moveInFlight: boolean): boolean {
  const own = ownPlayer(state);
  if (!own || state.gameOver || Object.keys(state.players).length < 2) return false;
  const selected = own.identityChoice !== -1 && own.backgroundChoice !== -1;
  if (!state.characterSelectionCompleted) return selected || moveInFlight;
  const last = own.beatHistory.at(-1);
  return last !== undefined && (last.choice !== -1 || moveInFlight);
}

/**
 * Whether the feed's view of the story is ahead of the device's: the selection done, a later turn,
 * game over, or a player the device still holds as pending (the player included: a move whose
 * reply was lost) no longer pending there.
 */
export function storyMovedOn(state: ClientStoryState, story: FeedStory): boolean {
  if (story.id !== state.id) return false;
  if (story.gameOver && !state.gameOver) return true;
  if (story.currentBeat !== undefined && (!state.characterSelectionCompleted || story.currentBeat > state.currentTurn)) return true;
  const pending = new Set(story.players.filter((p) => p.isPending).map((p) => p.playerSlot));
  return state.pendingPlayers.some((slot) => !pending.has(slot));
}

/** What one poll found: whether the story moved on, and whether the player's move is (still) unacknowledged. */
export type PollFinding = { movedOn: boolean; moveInFlight: boolean };

/**
 * Whether to reconnect after a poll: the story moved on without the socket saying so, or the
 * player's move has gone unanswered for a whole interval (seen in flight at two polls in a row:
 * the move itself was lost with the socket).
 */
export function shouldResync(previous: PollFinding | null, now: PollFinding): boolean {
  return now.movedOn || (now.moveInFlight && previous?.moveInFlight === true);
}

/** The feed's entry of the story this code plays, if the feed has it. */
export async function fetchFeedStory(code: string, storyId: string, signal?: AbortSignal): Promise<FeedStory | undefined> {
  const { stories } = await apiGet('/users/stories/feed', feedResponseSchema, { query: { clientStoryCodes: code }, ...(signal ? { signal } : {}) });
  return stories.find((s) => s.id === storyId);
}
