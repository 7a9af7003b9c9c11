import type { PlayerSlot, Story } from '@schemas';
import { createRng, deriveSeed } from '../core/rng';
import type { SetupRequest } from '../driver/setup-driver';
import type { Narrator } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import type { StoryAction } from '../story/actions';
import { makeStory, testClock, type MakeStoryOptions } from './make-story';
import { playOn, startStory, type Playthrough, type StatusEvent } from './story-driver';

export type { StatusEvent } from './story-driver';

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
 * Plays a whole story through the story driver. With options: a {@link makeStory} story played by
 * the procedural narrator (or another), players choosing at random from the story's seed and also
 * on the last turn, actions stamped testClock(100), testClock(101), ... With a narrator, a setup
 * request and a seed: {@link startStory} then {@link playOn} with the driver's defaults.
 */
export function playStory(opts?: PlayStoryOptions): Promise<Playthrough>;
export function playStory(narrator: Narrator, request: SetupRequest, seed: string): Promise<Playthrough>;
export async function playStory(first: PlayStoryOptions | Narrator = {}, request?: SetupRequest, seed?: string): Promise<Playthrough> {
  if (request && seed !== undefined) {
    const narrator = first as Narrator;
    return playOn(narrator, await startStory(narrator, request, seed));
  }
  const opts = first as PlayStoryOptions;
  const made = await makeStory(opts);
  const rng = createRng(deriveSeed(made.story.seed, 'choices'));
  let tick = 100;
  return playOn(opts.narrator ?? createProceduralNarrator(), made, (opts.turns ?? made.story.maxTurns) - made.story.currentTurn, {
    now: () => testClock(tick++),
    choose: opts.choose ?? (() => rng.int(0, 2)),
    chooseOnLastTurn: true,
    ...(opts.events ? { events: opts.events } : {}),
    ...(opts.onStep ? { onStep: opts.onStep } : {}),
  });
}
