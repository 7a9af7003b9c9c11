import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { makeClientState } from '../../../../testing/story-store-factory';
import { ownPlayer } from '../session/story-store';
import {
  afterChoiceStatus,
  canChoose,
  clampPageIndex,
  navigatorLabel,
  nextBeatPending,
  storyPages,
  storyStage,
  waitingLabel,
} from './story-flow';

const queued = (turn: number, optionIndex = 1, status: OutboxRow['status'] = 'queued'): OutboxRow => ({
  requestId: `r-${turn}`,
  code: 'ABC',
  type: 'make_choice',
  payload: { optionIndex, turn },
  createdAt: 1,
  status,
  attempts: 0,
});

describe('story flow (spec 1 §4)', () => {
  it('goes character selection -> waiting for players -> first beat -> beats', () => {
    const unselected = makeClientState({ selected: false });
    expect(storyStage(unselected, ownPlayer(unselected))).toBe('character_selection');
    const waiting = makeClientState({ beats: 0, overrides: { characterSelectionCompleted: false } });
    expect(storyStage(waiting, ownPlayer(waiting))).toBe('waiting_for_players');
    const first = makeClientState({ beats: 0 });
    expect(storyStage(first, ownPlayer(first))).toBe('first_beat');
    const playing = makeClientState({ beats: 2 });
    expect(storyStage(playing, ownPlayer(playing))).toBe('story');
  });

  it('allows a choice only on the latest unchosen beat, without a local selection or a pending request', () => {
    const state = makeClientState({ beats: 3 });
    const beats = ownPlayer(state)!.beatHistory;
    expect(canChoose(state, beats, 2, [], false)).toBe(true);
    expect(canChoose(state, beats, 1, [], false)).toBe(false); // not the latest
    expect(canChoose(state, beats, 2, [queued(3)], false)).toBe(false); // selected locally
    expect(canChoose(state, beats, 2, [], true)).toBe(false); // request pending
    expect(canChoose({ ...state, gameOver: true }, beats, 2, [], false)).toBe(false);
    const chosen = makeClientState({ beats: 3, chosen: [1, 2, 3] });
    expect(canChoose(chosen, ownPlayer(chosen)!.beatHistory, 2, [], false)).toBe(false);
  });

  it('says what happens after a choice: queued offline, processing, waiting for players, waiting for the server', () => {
    const state = makeClientState({ beats: 2, players: ['player1', 'player2'] });
    const beat = ownPlayer(state)!.beatHistory[1]!;
    expect(afterChoiceStatus(state, beat, [], true)).toBeNull();
    expect(afterChoiceStatus(state, beat, [queued(2)], false)).toBe('queued_offline');
    expect(afterChoiceStatus(state, beat, [queued(2)], true)).toBe('processing');
    const chosen = { ...beat, choice: 1 };
    expect(afterChoiceStatus({ ...state, pendingPlayers: ['player2'] }, chosen, [], true)).toBe('waiting_for_players');
    expect(afterChoiceStatus({ ...state, pendingPlayers: [] }, chosen, [], true)).toBe('waiting_for_server');
  });

  it("labels the awaited players 'You' or 'Player N'", () => {
    expect(waitingLabel('player1', 'player1')).toBe('You');
    expect(waitingLabel('player3', 'player1')).toBe('Player 3');
  });

  it('adds a placeholder page while the next beat is awaited; the total counts it', () => {
    const state = makeClientState({ beats: 2 });
    const beats = ownPlayer(state)!.beatHistory;
    expect(nextBeatPending(state, beats, [])).toBe(false);
    expect(nextBeatPending(state, beats, [queued(2)])).toBe(true);
    const pages = storyPages(2, true);
    expect(pages.at(-1)).toEqual({ kind: 'pending', chosenBeatIndex: 1 });
    expect(navigatorLabel(0, pages)).toBe('Beat 1 of 3');
    expect(navigatorLabel(1, pages)).toBe('Beat 2 of 3 (Next)');
    expect(navigatorLabel(2, pages)).toBe('Beat 3 of 3');
    expect(navigatorLabel(1, storyPages(2, false))).toBe('Beat 2 of 2');
  });

  it('keeps later beats behind the placeholder while a roll animation plays', () => {
    expect(storyPages(3, false, 1)).toEqual([
      { kind: 'beat', beatIndex: 0 },
      { kind: 'beat', beatIndex: 1 },
      { kind: 'pending', chosenBeatIndex: 1 },
    ]);
  });

  it('clamps a page index to 0..total-1', () => {
    expect(clampPageIndex(-3, 4)).toBe(0);
    expect(clampPageIndex(9, 4)).toBe(3);
    expect(clampPageIndex(2, 4)).toBe(2);
    expect(clampPageIndex(5, 0)).toBe(0);
  });
});
