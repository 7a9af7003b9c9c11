import type { FeedStory, PlayerSlot } from '@schemas';
import { describe, expect, it } from 'vitest';
import { makeClientState } from '../../../../testing/story-store-factory';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { ownMoveInFlight, shouldResync, storyMovedOn, waitingOnOthers } from './wait-poll';

const two: PlayerSlot[] = ['player1', 'player2'];

/** The feed's entry of the story, as the server would send it. */
function feedStory(overrides: Partial<FeedStory> & { pending?: PlayerSlot[] } = {}): FeedStory {
  const { pending = [], ...rest } = overrides;
  return {
    id: 'story-1',
    title: 'A story',
    templateId: null,
    creatorId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    maxTurns: 10,
    currentBeat: 2,
    difficultyLevel: { modifier: 0, title: 'Balanced' },
    generateImages: false,
    gameOver: false,
    players: two.map((slot) => ({ playerSlot: slot, userId: null, username: null, isCurrentUser: slot === 'player1', isPending: pending.includes(slot), status: 'active', lastPlayedAt: null })),
    ...rest,
  };
}

describe('waiting poll (spec 1 §9)', () => {
  it('waits on others only in multiplayer, after its move (acknowledged or on its way), before game over', () => {
    const chosen = makeClientState({ beats: 2, chosen: [1, 2], players: two, overrides: { currentTurn: 2, pendingPlayers: ['player2'] } });
    expect(waitingOnOthers(chosen, false)).toBe(true);
    const unchosen = makeClientState({ beats: 2, players: two, overrides: { currentTurn: 2 } });
    expect(waitingOnOthers(unchosen, false)).toBe(false);
    expect(waitingOnOthers(unchosen, true)).toBe(true);
    expect(waitingOnOthers(makeClientState({ beats: 2, chosen: [1, 2], overrides: { currentTurn: 2 } }), false)).toBe(false);
    expect(waitingOnOthers({ ...chosen, gameOver: true }, false)).toBe(false);
    // Character chosen, the others' awaited.
    const selecting = makeClientState({ beats: 0, players: two, overrides: { characterSelectionCompleted: false, pendingPlayers: ['player2'] } });
    expect(waitingOnOthers(selecting, false)).toBe(true);
  });

  it("knows the player's own move is on its way from the outbox: a queued choice on the latest beat, or a character", () => {
    const state = makeClientState({ beats: 2, players: two, overrides: { currentTurn: 2 } });
    const row = (type: OutboxRow['type'], payload: Record<string, unknown>, status: OutboxRow['status'] = 'queued'): OutboxRow => ({ requestId: 'r', code: 'C', type, payload, createdAt: 0, status, attempts: 0 });
    expect(ownMoveInFlight(state, [])).toBe(false);
    expect(ownMoveInFlight(state, [row('make_choice', { optionIndex: 1, turn: 2 })])).toBe(true);
    expect(ownMoveInFlight(state, [row('make_choice', { optionIndex: 1, turn: 1 })])).toBe(false);
    expect(ownMoveInFlight(state, [row('make_choice', { optionIndex: 1, turn: 2 }, 'failed')])).toBe(false);
    expect(ownMoveInFlight(state, [row('select_character', { identityIndex: 0, backgroundIndex: 0 })])).toBe(true);
  });

  it('reconnects when the story moved on, or when a move stayed unanswered over two polls', () => {
    expect(shouldResync(null, { movedOn: true, moveInFlight: false })).toBe(true);
    expect(shouldResync(null, { movedOn: false, moveInFlight: true })).toBe(false);
    expect(shouldResync({ movedOn: false, moveInFlight: true }, { movedOn: false, moveInFlight: true })).toBe(true);
    expect(shouldResync({ movedOn: false, moveInFlight: true }, { movedOn: false, moveInFlight: false })).toBe(false);
  });

  it('sees the story moved on: a later turn, game over, the selection done, or an awaited player no longer pending', () => {
    const held = makeClientState({ beats: 2, chosen: [1, 2], players: two, overrides: { currentTurn: 2, pendingPlayers: ['player2'] } });
    expect(storyMovedOn(held, feedStory({ currentBeat: 2, pending: ['player2'] }))).toBe(false);
    expect(storyMovedOn(held, feedStory({ currentBeat: 3 }))).toBe(true);
    expect(storyMovedOn(held, feedStory({ currentBeat: 2, pending: [] }))).toBe(true);
    expect(storyMovedOn(held, feedStory({ currentBeat: 2, gameOver: true, pending: ['player2'] }))).toBe(true);
    expect(storyMovedOn(held, feedStory({ id: 'another', currentBeat: 9 }))).toBe(false);
    // The player's own choice, unacknowledged here, already taken there: its reply was lost.
    const sent = { ...held, pendingPlayers: ['player1', 'player2'] as PlayerSlot[] };
    expect(storyMovedOn(sent, feedStory({ currentBeat: 2, pending: ['player1', 'player2'] }))).toBe(false);
    expect(storyMovedOn(sent, feedStory({ currentBeat: 2, pending: ['player2'] }))).toBe(true);
    const selecting = makeClientState({ beats: 0, players: two, overrides: { characterSelectionCompleted: false, pendingPlayers: ['player2'] } });
    expect(storyMovedOn(selecting, feedStory({ currentBeat: undefined, pending: ['player2'] }))).toBe(false);
    expect(storyMovedOn(selecting, feedStory({ currentBeat: 1, pending: [] }))).toBe(true);
  });
});
