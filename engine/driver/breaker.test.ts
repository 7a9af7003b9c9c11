import { describe, expect, it } from 'vitest';
import type { Narrator } from '../narrator/narrator';
import { makeStory, playOn } from '../testing';
import { scriptedNarrator } from '../testing/narrators';
import { toClientState } from '../views/client-state';
import { generateNextTurn } from './turn-driver';

/** A model that fails (throws) while `failing()` says so, with a breaker, counting the calls it is given. */
function flakyModel(failing: () => boolean, breaker: Narrator['breaker']): Narrator & { calls: number } {
  const fail = () => {
    throw new Error('the model server answered 500');
  };
  let calls = 0;
  const pass = (_req: never, out: unknown) => out;
  const each = (r: never, out: unknown) => {
    calls++;
    return failing() ? fail() : pass(r, out);
  };
  const inner = scriptedNarrator({ planThread: each, writeSwitch: each, writeBeat: each, writeMilestones: each });
  const model = Object.create(inner) as Narrator & { calls: number };
  Object.defineProperties(model, { name: { value: 'model' }, breaker: { value: breaker }, calls: { get: () => calls } });
  return model;
}

describe('the per-story circuit breaker (issue 29)', () => {
  it('after 3 failed model calls in a row the built-in storyteller writes the rest of the story: no more model calls, and players are told in a sentence', async () => {
    const model = flakyModel(() => true, { failures: 3, cooldownTurns: 0 });
    const callsAfter: number[] = [];
    const opened: number[] = [];
    const played = await playOn(model, await makeStory({ seed: 'down', playerCount: 1, maxTurns: 20 }), 6, {
      chooseOnLastTurn: true,
      afterTurn: (_s, action) => {
        callsAfter.push(model.calls);
        if (action.narratorHealth?.offlineFrom === action.plan.turn) opened.push(action.plan.turn);
      },
    });
    // Turn 1 (switch + beat) and turn 2 (thread plan + beat) fail: 4 in a row, so it opens on turn 2.
    expect(opened).toEqual([2]);
    expect(callsAfter).toEqual([2, 4, 4, 4, 4, 4]);
    expect(played.story.narratorHealth).toEqual({ failures: 4, offlineFrom: 2, offlineUntil: null });
    expect(toClientState(played.story, 'player1').storytellerNotice).toBe(
      "The AI storyteller isn't working, so Taleforge's built-in storyteller is writing the rest of this story.",
    );
    // The engine says so once, for the server's log.
    const r = await generateNextTurn(played.story, model, played.story.updatedAt);
    expect(r.ok && r.breaker).toBeNull();
  });

  it('the story still reaches its end, and a story that never failed carries no record and no notice', async () => {
    const down = await playOn(flakyModel(() => true, { failures: 3, cooldownTurns: 0 }), await makeStory({ seed: 'end', playerCount: 2, maxTurns: 10 }), Infinity, { chooseOnLastTurn: true });
    expect(down.story.gameOver).toBe(true);
    expect(toClientState(down.story, 'player1').storytellerNotice).toBeUndefined(); // over: nothing more to write
    const healthy = await playOn(flakyModel(() => false, { failures: 3, cooldownTurns: 0 }), await makeStory({ seed: 'end', playerCount: 2, maxTurns: 10 }), 4);
    expect(healthy.story.narratorHealth).toBeUndefined();
    expect(healthy.actions.some((a) => a.type === 'apply_turn' && a.narratorHealth)).toBe(false);
  });

  it('a success among a turn’s calls resets the count: a model that fails every other turn never trips it', async () => {
    let turn = 0;
    // A solo turn makes at most 4 calls (milestones, a plan, a switch, the beat): 5 failures need two failed turns in a row.
    const model = flakyModel(() => turn % 2 === 1, { failures: 5, cooldownTurns: 0 });
    const played = await playOn(model, await makeStory({ seed: 'flaky', playerCount: 1, maxTurns: 20 }), 12, { beforeTurn: () => void turn++ });
    expect(played.story.narratorHealth?.offlineFrom ?? null).toBeNull();
    expect(played.fallbacks.length).toBeGreaterThan(3);
  });

  it('with a cool-down the model is asked again once it has passed, and a healthy turn closes the breaker', async () => {
    let down = true;
    const model = flakyModel(() => down, { failures: 2, cooldownTurns: 2 });
    let made = await makeStory({ seed: 'cool', playerCount: 1, maxTurns: 20 });
    made = await playOn(model, made, 1); // turn 1: 2 failures: opens from turn 1 until turn 4
    expect(made.story.narratorHealth).toEqual({ failures: 2, offlineFrom: 1, offlineUntil: 4 });
    expect(toClientState(made.story, 'player1').storytellerNotice).toBe(
      "The AI storyteller isn't working, so Taleforge's built-in storyteller is writing the next 2 turns; then the AI storyteller tries again.",
    );
    down = false;
    const before = model.calls;
    made = await playOn(model, made, 2); // turns 2 and 3: built-in storyteller
    expect(model.calls).toBe(before);
    made = await playOn(model, made, 1); // turn 4: the model again, and it works
    expect(model.calls).toBeGreaterThan(before);
    expect(made.story.narratorHealth).toEqual({ failures: 0, offlineFrom: null, offlineUntil: null });
    expect(toClientState(made.story, 'player1').storytellerNotice).toBeUndefined();
  });
});
