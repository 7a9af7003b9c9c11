// A story closed by its teacher (issue 33): readable, but no choice, character or turn is taken any
// more, and its players see it as over (with `closed` set).
import type { Story } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { deepFreeze } from '../testing/deep-freeze';
import { makeStory, testClock } from '../testing/make-story';
import { toClientState } from '../views/client-state';
import { pendingSlots, readyForNextTurn, STORY_CLOSED_MESSAGE } from './queries';
import { reduceStory } from './reducer';

const now = testClock(900);

function closed(story: Story): Story {
  const r = reduceStory(story, { type: 'close_story', now });
  if (!r.ok) throw new Error(r.error.message);
  return r.story;
}

describe('close_story (issue 33)', () => {
  let fresh: Story;
  let playing: Story;
  beforeAll(async () => {
    fresh = (await makeStory({ seed: 'close', playerCount: 2, maxTurns: 10, select: false })).story;
    playing = (await makeStory({ seed: 'close', playerCount: 2, maxTurns: 10 })).story;
  });

  it('records when the story was closed, once: closing again keeps the first moment', () => {
    const s = closed(deepFreeze(playing));
    expect(s.closedAt).toBe(now);
    const again = reduceStory(s, { type: 'close_story', now: testClock(901) });
    expect(again.ok && again.story).toBe(s);
  });

  it('refuses a choice and a character selection with the message a learner reads', () => {
    const choice = reduceStory(closed(playing), { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    expect(choice).toEqual({ ok: false, error: { code: 'story_closed', message: STORY_CLOSED_MESSAGE } });
    const selection = reduceStory(closed(fresh), { type: 'select_character', slot: 'player1', identityIndex: 0, backgroundIndex: 0, now });
    expect(selection).toEqual({ ok: false, error: { code: 'story_closed', message: STORY_CLOSED_MESSAGE } });
  });

  it('waits for nobody and plans no next turn, even when every player is ready for one', async () => {
    const s = playing;
    expect(readyForNextTurn(s)).toBe(true);
    const shut = closed(s);
    expect(readyForNextTurn(shut)).toBe(false);
    expect(pendingSlots(closed(playing))).toEqual([]);
    const turn = await generateNextTurn(s, createProceduralNarrator(), now);
    if (!turn.ok) throw new Error(turn.error.message);
    expect(reduceStory(shut, turn.action)).toMatchObject({ ok: false, error: { code: 'story_closed' } });
  });

  it('reads as over for its players, with closed set; an open story carries no closed field', () => {
    const view = toClientState(closed(playing), 'player1');
    expect(view.gameOver).toBe(true);
    expect(view.closed).toBe(true);
    expect(view.pendingPlayers).toEqual([]);
    expect('closed' in toClientState(playing, 'player1')).toBe(false);
  });
});
