/**
 * The one loop that plays a story through the engine (tests, the simulate script and the engine
 * bench all use it): `startStory` runs setup and character selection, `playOn` generates each turn
 * and lets every pending player choose until game over or a turn budget. What differs between
 * callers (the clock, how players pick, what to observe) are options.
 */
import { PLAYER_SLOTS, type PlayerSlot, type PlayerStatus, type Story } from '@schemas';
import { createRng, type RandomSource } from '../core/rng';
import { createStoryAction, generateSetup, type SetupRequest } from '../driver/setup-driver';
import { generateNextTurn } from '../driver/turn-driver';
import type { FallbackRecord } from '../driver/with-fallback';
import type { Narrator } from '../narrator/narrator';
import type { ApplyTurnAction, StoryAction } from '../story/actions';
import { pendingSlots, playingSlots, readyForNextTurn } from '../story/queries';
import { reduceStory } from '../story/reducer';
import type { StoryConfig } from '../story/setup';

/** The clock of a driven story when none is given: every action at the same instant. */
export const DRIVER_NOW = '2025-01-01T00:00:00.000Z';

/** A story being played: its state, every action applied, every fallback the engine recorded, and the turns generated. */
export type Playthrough = { story: Story; actions: StoryAction[]; fallbacks: FallbackRecord[]; turns: number };

/** A player leaving (or coming back) at the start of a turn, before choosing. */
export type StatusEvent = { slot: PlayerSlot; turn: number; status: PlayerStatus };

/** Options of {@link startStory}. */
export interface StartOptions {
  /** The setup's random source (default `createRng(seed)`). */
  rng?: RandomSource;
  /** Default `story-{seed}`. */
  storyId?: string;
  /** The clock, called once per action (default {@link DRIVER_NOW}). */
  now?: () => string;
  /** Each player's identity and background (default identity `i % 3`, background `(i + 1) % 3` for the i-th slot). */
  character?: (slot: PlayerSlot, index: number) => { identityIndex: number; backgroundIndex: number };
  /** Select every player's character (default true). */
  select?: boolean;
  /** Adjusts the setup's configuration before the story is created. */
  config?: (config: StoryConfig) => StoryConfig;
}

/** Options of {@link playOn}. */
export interface DriveOptions {
  /** The clock, called once per action (default {@link DRIVER_NOW}). */
  now?: () => string;
  /** The option a pending player picks; `index` is their place among this round's pending players (default `(turn + index) % 3`). */
  choose?: (story: Story, slot: PlayerSlot, index: number) => number;
  /** Whether players still choose on the last turn of the budget (default false: stop right after it is generated). */
  chooseOnLastTurn?: boolean;
  /** Players leaving or coming back, applied right after the turn they name. */
  events?: readonly StatusEvent[];
  /** Called after every action applied. */
  onStep?: (story: Story, action: StoryAction) => void;
  /** Called before each turn is generated. */
  beforeTurn?: (story: Story) => void;
  /** Called once each turn is applied (before any status event), with the turn action. */
  afterTurn?: (story: Story, turn: ApplyTurnAction) => void;
}

function applier(play: Playthrough, onStep?: DriveOptions['onStep']) {
  return (action: StoryAction): void => {
    const r = reduceStory(play.story, action);
    if (!r.ok) throw new Error(`[story driver] ${action.type} failed: ${r.error.message}`);
    play.story = r.story;
    play.actions.push(action);
    onStep?.(r.story, action);
  };
}

/** Creates a story with `generateSetup` and (unless `select: false`) selects a character for every player. */
export async function startStory(narrator: Narrator, request: SetupRequest, seed: string, options: StartOptions = {}): Promise<Playthrough> {
  const now = options.now ?? (() => DRIVER_NOW);
  const setup = await generateSetup(narrator, request, options.rng ?? createRng(seed));
  if (!setup.ok) throw new Error(`[story driver] setup failed: ${setup.error.message}`);
  const config = options.config ? options.config(setup.config) : setup.config;
  const create = createStoryAction({ storyId: options.storyId ?? `story-${seed}`, seed, now: now(), config, setup: setup.setup });
  const created = reduceStory(null, create);
  if (!created.ok) throw new Error(`[story driver] create_story failed: ${created.error.message}`);
  const play: Playthrough = { story: created.story, actions: [create], fallbacks: [...setup.fallbacks], turns: 0 };
  if (options.select !== false) {
    const apply = applier(play);
    const character = options.character ?? ((_slot, i) => ({ identityIndex: i % 3, backgroundIndex: (i + 1) % 3 }));
    for (const [i, slot] of PLAYER_SLOTS.slice(0, config.playerCount).entries()) apply({ type: 'select_character', slot, ...character(slot, i), now: now() });
  }
  return play;
}

/**
 * Plays on: generates the next turn whenever every playing player has chosen, and lets each pending
 * player choose, until game over or `maxNewTurns` more turns. A story nobody plays any more stops;
 * one that waits for nobody otherwise is an engine bug and throws.
 */
export async function playOn(narrator: Narrator, start: Playthrough, maxNewTurns = Infinity, options: DriveOptions = {}): Promise<Playthrough> {
  const now = options.now ?? (() => DRIVER_NOW);
  const choose = options.choose ?? ((story, _slot, i) => (story.currentTurn + i) % 3);
  const play: Playthrough = { ...start, actions: [...start.actions], fallbacks: [...start.fallbacks] };
  const apply = applier(play, options.onStep);
  const stopAt = play.turns + maxNewTurns;
  while (!play.story.gameOver) {
    if (readyForNextTurn(play.story)) {
      if (play.turns >= stopAt) break;
      options.beforeTurn?.(play.story);
      const next = await generateNextTurn(play.story, narrator, now());
      if (!next.ok) throw new Error(`[story driver] turn ${play.story.currentTurn + 1} failed: ${next.error.message}`);
      play.fallbacks.push(...next.fallbacks);
      apply(next.action);
      play.turns += 1;
      options.afterTurn?.(play.story, next.action);
      for (const e of options.events ?? []) {
        if (e.turn === play.story.currentTurn && play.story.players[e.slot]?.status !== e.status) apply({ type: 'set_player_status', slot: e.slot, status: e.status, now: now() });
      }
      continue;
    }
    if (play.turns >= stopAt && !options.chooseOnLastTurn) break;
    const waiting = play.story.characterSelectionCompleted ? pendingSlots(play.story) : [];
    if (waiting.length === 0) {
      if (playingSlots(play.story).length === 0) break;
      throw new Error(`[story driver] the story stalled at turn ${play.story.currentTurn}`);
    }
    for (const [i, slot] of waiting.entries()) {
      const optionIndex = choose(play.story, slot, i);
      apply({ type: 'choose_option', slot, optionIndex, turn: play.story.currentTurn, now: now() });
    }
  }
  return play;
}
