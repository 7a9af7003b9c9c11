import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeClientState } from '../../../../testing/story-store-factory';
import { LocalDb } from '../../../shared/local-db/local-db';
import { applyCharacterSelection, applyChoiceResult, ownPlayer, readStoryState, saveStoryState } from './story-store';

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`story-store-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('story store', () => {
  it('keeps the last state per code, keyed upper-case, with every beat seen', async () => {
    await saveStoryState(db, ' k7mq2xp9 ', makeClientState({ beats: 2 }));
    const row = await readStoryState(db, 'K7MQ2XP9');
    expect(row?.code).toBe('K7MQ2XP9');
    expect(row?.storyId).toBe('story-1');
    expect(ownPlayer(row!.state)?.beatHistory.map((b) => b.title)).toEqual(['Beat 1', 'Beat 2']);
  });

  it('replaces the state with a newer one from the server', async () => {
    await saveStoryState(db, 'ABC', makeClientState({ beats: 2 }));
    expect(await saveStoryState(db, 'ABC', makeClientState({ beats: 3 }))).toBe('saved');
    expect(ownPlayer((await readStoryState(db, 'ABC'))!.state)?.beatHistory).toHaveLength(3);
  });

  it('ignores a late, older state of the same story (fewer beats, or a choice not yet known)', async () => {
    await saveStoryState(db, 'ABC', makeClientState({ beats: 3 }));
    expect(await saveStoryState(db, 'ABC', makeClientState({ beats: 2 }))).toBe('older');
    await saveStoryState(db, 'DEF', makeClientState({ beats: 2, chosen: [1, 2] }));
    expect(await saveStoryState(db, 'DEF', makeClientState({ beats: 2, chosen: [1] }))).toBe('older');
    expect(ownPlayer((await readStoryState(db, 'DEF'))!.state)?.beatHistory[1]?.choice).toBe(0);
  });

  it('merges an incremental update (historyFrom) into the held beats, stored without historyFrom', async () => {
    await saveStoryState(db, 'ABC', makeClientState({ beats: 3 }));
    const full = makeClientState({ beats: 4 });
    const own = ownPlayer(full)!;
    const update = { ...full, historyFrom: 3, players: { ...full.players, player1: { ...own, beatHistory: own.beatHistory.slice(2) } } };
    expect(await saveStoryState(db, 'ABC', update)).toBe('saved');
    const stored = (await readStoryState(db, 'ABC'))!.state;
    expect(ownPlayer(stored)!.beatHistory.map((b) => b.turn)).toEqual([1, 2, 3, 4]);
    expect(ownPlayer(stored)!.beatHistory[2]!.choice).toBe(0); // turn 3 as the update has it
    expect('historyFrom' in stored).toBe(false);
  });

  it('asks for the full state when an update skips beats the device never saw', async () => {
    await saveStoryState(db, 'ABC', makeClientState({ beats: 1 }));
    const full = makeClientState({ beats: 4 });
    const own = ownPlayer(full)!;
    const update = { ...full, historyFrom: 3, players: { ...full.players, player1: { ...own, beatHistory: own.beatHistory.slice(2) } } };
    expect(await saveStoryState(db, 'ABC', update)).toBe('needs_full_state');
    expect(await saveStoryState(db, 'NEW', update)).toBe('needs_full_state');
    expect(ownPlayer((await readStoryState(db, 'ABC'))!.state)!.beatHistory).toHaveLength(1);
  });

  it('applies a choice reply at once: choice, resolution and the waiting list', async () => {
    await saveStoryState(db, 'ABC', makeClientState({ beats: 2, players: ['player1', 'player2'] }));
    await applyChoiceResult(db, 'abc', {
      turn: 2,
      optionIndex: 1,
      resolution: 'mixed',
      resolutionDetails: { points: 5, roll: 50, distribution: { favorable: 35, mixed: 35, unfavorable: 30 }, readablePointModifiers: [] },
      pendingPlayers: ['player2'],
    });
    const state = (await readStoryState(db, 'ABC'))!.state;
    const beat = ownPlayer(state)!.beatHistory[1]!;
    expect(beat.choice).toBe(1);
    expect(beat.resolution).toBe('mixed');
    expect(state.pendingPlayers).toEqual(['player2']);
  });

  it('applies an accepted character selection until the server pushes the new state', async () => {
    await saveStoryState(db, 'ABC', makeClientState({ selected: false }));
    await applyCharacterSelection(db, 'ABC', 2, 1);
    const own = ownPlayer((await readStoryState(db, 'ABC'))!.state)!;
    expect([own.identityChoice, own.backgroundChoice, own.name]).toEqual([2, 1, 'Name 2']);
  });
});
