import type { Story } from '@schemas';
import { describe, expect, it } from 'vitest';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { pendingSlots } from '../story/queries';
import { reduceStory } from '../story/reducer';
import { makeStory, testClock } from '../testing/make-story';
import { planningCalls, storiesBeforeNextTurn } from './plan-ahead';
import { recordingNarrator } from '../testing/narrators';
import { generateNextTurn } from './turn-driver';

/** JSON with sorted keys: two requests are the same request whatever order their keys were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}
const keysOf = (story: Story) => planningCalls(story).map((c) => `${c.call}:${canonical(c.request)}`);

describe('planning ahead (issue 30)', () => {
  // Planned while the players choose, for every option they may pick: when the choices come (in
  // any order, at any time), the turn's planning requests are among those planned, byte for byte.
  it.each([1, 3])('the planning calls of the next turn are among those planned before the choices, over a whole story (%i players)', async (playerCount) => {
    const narrator = createProceduralNarrator();
    let { story } = await makeStory({ seed: `plan-ahead-${playerCount}`, playerCount });
    let planned = 0;
    for (let turn = 0; !story.gameOver && turn < 12; turn++) {
      const ahead = storiesBeforeNextTurn(story, testClock(100 + turn), 27);
      expect(ahead).not.toBeNull();
      const expected = new Set(ahead!.flatMap(keysOf));
      // The players choose, last slot first, with another clock than the plan's.
      for (const slot of [...pendingSlots(story)].reverse()) {
        const beat = story.players[slot]!.beatHistory.at(-1)!;
        const r = reduceStory(story, { type: 'choose_option', slot, optionIndex: (turn + slot.length) % beat.options.length, turn: beat.turn, now: testClock(200 + turn) });
        expect(r.ok).toBe(true);
        if (r.ok) story = r.story;
      }
      const live = keysOf(story);
      for (const key of live) expect(expected.has(key)).toBe(true);
      planned += live.length;
      // The calls the driver actually makes are those.
      const calls = recordingNarrator(narrator);
      const next = await generateNextTurn(story, calls.narrator, testClock(300 + turn));
      expect(next.ok).toBe(true);
      if (!next.ok) return;
      expect(calls.calls.filter((c) => c.call !== 'writeBeat').map((c) => `${c.call}:${canonical(c.request)}`)).toEqual(live);
      const applied = reduceStory(story, next.action);
      if (!applied.ok) throw new Error(applied.error.message);
      story = applied.story;
    }
    // The story had turns that needed planning (else this proves nothing).
    expect(planned).toBeGreaterThan(0);
  });

  it('plans for nothing when the players still to choose could make more stories than the limit', async () => {
    const made = await makeStory({ seed: 'plan-ahead-limit', playerCount: 3 });
    const first = await generateNextTurn(made.story, createProceduralNarrator(), testClock(1));
    if (!first.ok) throw new Error(first.error.message);
    const applied = reduceStory(made.story, first.action);
    if (!applied.ok) throw new Error(applied.error.message);
    const story = applied.story;
    expect(pendingSlots(story)).toHaveLength(3);
    expect(storiesBeforeNextTurn(story, testClock(1), 26)).toBeNull();
    expect(storiesBeforeNextTurn(story, testClock(1), 27)).toHaveLength(27);
  });
});
