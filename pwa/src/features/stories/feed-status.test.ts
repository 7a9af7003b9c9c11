import type { FeedStory, FeedStoryPlayer } from '@schemas';
import { describe, expect, it } from 'vitest';
import { playerStatusLabel, storyPermissions } from './feed-status';

function player(slot: FeedStoryPlayer['playerSlot'], overrides: Partial<FeedStoryPlayer> = {}): FeedStoryPlayer {
  return { playerSlot: slot, userId: null, username: null, isCurrentUser: false, isPending: false, status: 'active', lastPlayedAt: null, ...overrides };
}
function story(players: FeedStoryPlayer[], gameOver = false): Pick<FeedStory, 'players' | 'gameOver'> {
  return { players, gameOver };
}
const labels = (s: Pick<FeedStory, 'players' | 'gameOver'>) => s.players.map((p) => playerStatusLabel(p, s));

describe('player status display (spec 1 §4 "Display of pending state")', () => {
  it("shows 'Pending' for players the story waits for, also in a solo story", () => {
    expect(labels(story([player('player1', { isCurrentUser: true, isPending: true })]))).toEqual(['Pending']);
    expect(labels(story([player('player1', { isCurrentUser: true })]))).toEqual([null]);
  });

  it("in multiplayer, other active players who are not pending read 'Waiting'", () => {
    const s = story([player('player1', { isCurrentUser: true, isPending: true }), player('player2'), player('player3', { isPending: true })]);
    expect(labels(s)).toEqual(['Pending', 'Waiting', 'Pending']);
  });

  it("the current user reads 'Waiting' only while another player is pending", () => {
    expect(labels(story([player('player1', { isCurrentUser: true }), player('player2', { isPending: true })]))).toEqual(['Waiting', 'Pending']);
    expect(labels(story([player('player1', { isCurrentUser: true }), player('player2')]))).toEqual([null, 'Waiting']);
  });

  it("shows a player who deleted the story as 'left'; archived players and finished stories say nothing", () => {
    const s = story([player('player1', { isCurrentUser: true, isPending: true }), player('player2', { status: 'deleted' }), player('player3', { status: 'archived' })]);
    expect(labels(s)).toEqual(['Pending', 'left', null]);
    expect(labels(story([player('player1', { isCurrentUser: true }), player('player2', { status: 'deleted' })], true))).toEqual([null, 'left']);
  });
});

describe('story card actions (spec 1 §6)', () => {
  const active = { slot: player('player1', { isCurrentUser: true }), isCreator: false };
  const archived = { slot: player('player1', { isCurrentUser: true, status: 'archived' }), isCreator: false };

  it('offers Archive and Delete in the active list, Resume and Delete in the archive', () => {
    expect(storyPermissions(active, 'active', true)).toEqual({ archive: true, resume: false, delete: true });
    expect(storyPermissions(archived, 'archived', true)).toEqual({ archive: false, resume: true, delete: true });
  });

  it("needs the matching status or the creator, and a signed-in user", () => {
    expect(storyPermissions(archived, 'active', true)).toEqual({ archive: false, resume: false, delete: false });
    expect(storyPermissions({ ...archived, isCreator: true }, 'active', true)).toEqual({ archive: true, resume: false, delete: true });
    expect(storyPermissions(active, 'active', false)).toEqual({ archive: false, resume: false, delete: false });
  });
});
