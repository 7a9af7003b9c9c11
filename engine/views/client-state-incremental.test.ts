import type { ClientOwnPlayer, ClientStoryState, Story } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { playStory } from '../testing/play-story';
import { mergeClientState, toClientState } from './client-state';

const beatsOf = (s: ClientStoryState) => (s.players[s.playerSlot] as ClientOwnPlayer).beatHistory;

describe('incremental client states [V1]', () => {
  let early: Story;
  let later: Story;
  beforeAll(async () => {
    early = (await playStory({ seed: 'incr', playerCount: 2, maxTurns: 10, turns: 3 })).story;
    later = (await playStory({ seed: 'incr', playerCount: 2, maxTurns: 10, turns: 5 })).story;
  });

  it('carry only the latest beats and name the first turn they hold', () => {
    const full = toClientState(later, 'player1');
    const update = toClientState(later, 'player1', { latestBeats: 2 });
    expect(beatsOf(update)).toEqual(beatsOf(full).slice(-2));
    expect(update.historyFrom).toBe(beatsOf(full).at(-2)!.turn);
    expect(update.historyFrom).toBeGreaterThan(1);
  });

  it('merge back into the very state a full view gives', () => {
    const held = toClientState(later, 'player1');
    // Held one turn behind: drop its latest beat, then apply the update.
    const behind = { ...held, players: { ...held.players, player1: { ...(held.players.player1 as ClientOwnPlayer), beatHistory: beatsOf(held).slice(0, -1) } } };
    expect(mergeClientState(behind, toClientState(later, 'player1', { latestBeats: 2 }))).toEqual(held);
  });

  it('refuse to merge over a gap or into another story, so the client asks for the full state', () => {
    const stale = toClientState(early, 'player1');
    const trimmed = { ...stale, players: { ...stale.players, player1: { ...(stale.players.player1 as ClientOwnPlayer), beatHistory: beatsOf(stale).slice(0, 1) } } };
    expect(mergeClientState(trimmed, toClientState(later, 'player1', { latestBeats: 2 }))).toBeNull();
    expect(mergeClientState(null, toClientState(later, 'player1', { latestBeats: 2 }))).toBeNull();
    expect(mergeClientState({ ...stale, id: 'other' }, toClientState(later, 'player1', { latestBeats: 2 }))).toBeNull();
  });

  it('can carry no beat at all (another player chose), and still merge', () => {
    const held = toClientState(later, 'player1');
    const update = toClientState(later, 'player1', { latestBeats: 0 });
    expect(beatsOf(update)).toEqual([]);
    expect(update.historyFrom).toBe(beatsOf(held).at(-1)!.turn + 1);
    expect(mergeClientState(held, update)).toEqual(held);
  });

  it('leave short histories whole and replace on a full state', () => {
    const short = toClientState(early, 'player1', { latestBeats: 50 });
    expect(short.historyFrom).toBeUndefined();
    expect(mergeClientState(toClientState(later, 'player1'), short)).toBe(short);
  });
});
