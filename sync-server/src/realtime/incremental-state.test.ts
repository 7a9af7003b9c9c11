import type { ClientBeat, ClientStoryState } from '@schemas';
import { describe, expect, it } from 'vitest';
import { incrementalState, mergeIncrementalState } from './incremental-state';

const beat = (turn: number, choice = 0): ClientBeat => ({
  id: `b${turn}`,
  turn,
  title: `Beat ${turn}`,
  text: 'x',
  options: [0, 1, 2].map((i) => ({ optionType: 'exploration' as const, resourceType: 'normal' as const, text: `o${i}` })),
  choice,
  interludes: [],
  isEnding: false,
});

function state(beats: ClientBeat[]): ClientStoryState {
  return {
    id: 's',
    templateId: null,
    title: 't',
    gameMode: 'Cooperative',
    playerSlot: 'player1',
    statGroups: [],
    sharedStats: [],
    sharedStatValues: [],
    playerStats: [],
    players: {
      player1: { name: 'A', pronouns: { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' }, appearance: '', fluff: '', identityChoice: 0, backgroundChoice: 0, statValues: [], beatHistory: beats },
    },
    maxTurns: 10,
    currentTurn: beats.length,
    characterSelectionCompleted: true,
    characterSelectionOptions: { possibleCharacterIdentities: [], possibleCharacterBackgrounds: [] },
    characterSelectionIntroduction: { title: '', text: '' },
    generateImages: false,
    images: [],
    pendingPlayers: [],
    leftPlayers: [],
    gameOver: false,
  };
}

describe('incremental client states', () => {
  it('carry only the latest beats, and merge back into the full history', () => {
    const held = state([beat(1), beat(2), beat(3, -1)]);
    const full = state([beat(1), beat(2), beat(3, 1), beat(4, -1)]);
    const update = incrementalState(full);
    expect(update.historyFrom).toBe(3);
    expect((update.players.player1 as { beatHistory: ClientBeat[] }).beatHistory.map((b) => b.turn)).toEqual([3, 4]);
    expect(mergeIncrementalState(held, update)).toEqual(full);
  });

  it('refuse to merge over a gap, so the client asks for the full state', () => {
    const held = state([beat(1, -1)]);
    const update = incrementalState(state([beat(1), beat(2), beat(3), beat(4, -1)]));
    expect(mergeIncrementalState(held, update)).toBeNull();
    expect(mergeIncrementalState(null, update)).toBeNull();
  });

  it('leave short histories whole', () => {
    const s = state([beat(1, -1)]);
    expect(incrementalState(s)).toBe(s);
  });
});
