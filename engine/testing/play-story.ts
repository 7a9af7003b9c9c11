import type { PlayerSlot, PlayerStatus, Story } from '@schemas';
import { assert } from '../core/assert';
import { createRng, deriveSeed } from '../core/rng';
import { generateNextTurn } from '../driver/turn-driver';
import type { FallbackRecord } from '../driver/with-fallback';
import type { Narrator } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import type { StoryAction } from '../story/actions';
import { pendingSlots, readyForNextTurn } from '../story/queries';
import { reduceStory } from '../story/reducer';
import { makeStory, testClock, type MakeStoryOptions } from './make-story';

/** A player leaving (or coming back) at the start of a turn, before choosing. */
export type StatusEvent = { slot: PlayerSlot; turn: number; status: PlayerStatus };

/** Options of playStory. */
export type PlayStoryOptions = MakeStoryOptions & {
  /** Stop after this many turns (default: play to game over). */
  turns?: number;
  events?: readonly StatusEvent[];
  /** Which option a player picks (default: seeded random). */
  choose?: (story: Story, slot: PlayerSlot) => number;
  narrator?: Narrator;
  /** Called after every reducer step (for property checks). */
  onStep?: (story: Story, action: StoryAction) => void;
};

/**
 * Plays a story with the procedural narrator (or another): generates each turn, lets every
 * pending player choose, applies status events; returns the story and its full action log.
 */
export async function playStory(opts: PlayStoryOptions = {}): Promise<{ story: Story; actions: StoryAction[]; fallbacks: FallbackRecord[] }> {
  const made = await makeStory(opts);
  let story = made.story;
  const actions = [...made.actions];
  const fallbacks: FallbackRecord[] = [];
  const narrator = opts.narrator ?? createProceduralNarrator();
  const rng = createRng(deriveSeed(story.seed, 'choices'));
  let tick = 100;
  const apply = (action: StoryAction): void => {
    const r = reduceStory(story, action);
    assert(r.ok, `playStory: ${action.type} failed: ${r.ok ? '' : r.error.message}`);
    story = r.story;
    actions.push(action);
    opts.onStep?.(story, action);
  };
  const limit = opts.turns ?? story.maxTurns;
  while (readyForNextTurn(story) && story.currentTurn < limit) {
    const next = await generateNextTurn(story, narrator, testClock(tick++));
    assert(next.ok, `playStory: turn failed: ${next.ok ? '' : next.error.message}`);
    fallbacks.push(...next.fallbacks);
    apply(next.action);
    for (const e of opts.events ?? []) {
      if (e.turn === story.currentTurn && story.players[e.slot]?.status !== e.status) {
        apply({ type: 'set_player_status', slot: e.slot, status: e.status, now: testClock(tick++) });
      }
    }
    if (story.gameOver) break;
    for (const slot of pendingSlots(story)) {
      const optionIndex = opts.choose ? opts.choose(story, slot) : rng.int(0, 2);
      apply({ type: 'choose_option', slot, optionIndex, turn: story.currentTurn, now: testClock(tick++) });
    }
  }
  return { story, actions, fallbacks };
}
