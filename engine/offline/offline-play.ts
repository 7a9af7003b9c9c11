/**
 * A solo story played with the procedural narrator from its inputs alone (issue 21): the device
 * plays it step by step in a Web Worker, the server replays the whole log to verify an upload.
 * Both call these functions, so the same inputs write the same beats, byte for byte: the seed,
 * the template and the moments recorded in the inputs are all there is (no clock, no randomness).
 */
import type { BeatDigest, OfflineStoryInputs, Story, Template } from '@schemas';
import { createRng } from '../core/rng';
import { createStoryAction, generateSetupFor, storyGameModeOf } from '../driver/setup-driver';
import { generateNextTurn } from '../driver/turn-driver';
import type { Narrator } from '../narrator/narrator';
import { createProceduralWorldNarrator } from '../narrator/procedural/world-narrator';
import type { StoryAction } from '../story/actions';
import { readyForNextTurn } from '../story/queries';
import { reduceStory } from '../story/reducer';
import { beatDigest } from './beat-digest';

/** A story played offline so far: its state, every action of its log, and the digest of each beat written. */
export type OfflinePlay = { story: Story; actions: StoryAction[]; digests: BeatDigest[] };

/** A step's result: the play moved on, or the input was refused (a readable reason). */
export type OfflineStep = { ok: true; play: OfflinePlay } | { ok: false; message: string };

/** Options of every step: the narrator (the procedural one unless a test swaps it) and the story's creator. */
export type OfflineOptions = { narrator?: Narrator; creatorId?: string | null };

// Offline stories start from a World, never a prompt: the World-only narrator leaves the World builder out of the worker.
const procedural = createProceduralWorldNarrator();

function applied(play: OfflinePlay, action: StoryAction): OfflineStep {
  const r = reduceStory(play.story, action);
  if (!r.ok) return { ok: false, message: r.error.message };
  return { ok: true, play: { story: r.story, actions: [...play.actions, action], digests: play.digests } };
}

/** Writes the next turn when every player has chosen, at the moment of the action that completed it. */
async function writeTurnIfReady(play: OfflinePlay, now: string, narrator: Narrator): Promise<OfflineStep> {
  if (play.story.gameOver || !readyForNextTurn(play.story)) return { ok: true, play };
  const next = await generateNextTurn(play.story, narrator, now, { fallback: procedural });
  if (!next.ok) return { ok: false, message: next.error.message };
  const step = applied(play, next.action);
  if (!step.ok) return step;
  const digests = next.action.beats.map((b) => beatDigest(b.beat));
  return { ok: true, play: { ...step.play, digests: [...play.digests, ...digests] } };
}

/** Creates the story of the inputs (setup from the template with the inputs' seed), before any character is chosen. */
export async function createOfflineStory(template: Template, inputs: OfflineStoryInputs, options: OfflineOptions = {}): Promise<OfflineStep> {
  if (template.id !== inputs.templateId) return { ok: false, message: 'The inputs are for another World.' };
  const narrator = options.narrator ?? procedural;
  const request = { kind: 'template' as const, template, playerCount: inputs.playerCount, maxTurns: inputs.maxTurns, difficultyLevel: inputs.difficultyLevel, generateImages: false };
  // The inputs were parsed where they entered (the configurator's bounds, the upload's schema): their config needs no parse here.
  const config = { playerCount: inputs.playerCount, maxTurns: inputs.maxTurns, gameMode: storyGameModeOf(template.gameMode), difficultyLevel: inputs.difficultyLevel, generateImages: false, creatorId: options.creatorId ?? null };
  const setup = await generateSetupFor(narrator, request, config, createRng(inputs.seed), procedural);
  if (!setup.ok) return { ok: false, message: setup.error.message };
  const action = createStoryAction({
    storyId: inputs.storyId,
    seed: inputs.seed,
    now: inputs.createdAt,
    config: setup.config,
    setup: setup.setup,
  });
  const r = reduceStory(null, action);
  if (!r.ok) return { ok: false, message: r.error.message };
  return { ok: true, play: { story: r.story, actions: [action], digests: [] } };
}

/** Selects the solo player's character and writes the first turn. */
export async function selectOfflineCharacter(play: OfflinePlay, selection: NonNullable<OfflineStoryInputs['selection']>, options: OfflineOptions = {}): Promise<OfflineStep> {
  const step = applied(play, { type: 'select_character', slot: 'player1', identityIndex: selection.identityIndex, backgroundIndex: selection.backgroundIndex, now: selection.now });
  return step.ok ? writeTurnIfReady(step.play, selection.now, options.narrator ?? procedural) : step;
}

/** Makes one choice on the latest beat and writes the next turn (none after the ending). */
export async function chooseOffline(play: OfflinePlay, choice: OfflineStoryInputs['choices'][number], options: OfflineOptions = {}): Promise<OfflineStep> {
  const step = applied(play, { type: 'choose_option', slot: 'player1', optionIndex: choice.optionIndex, turn: choice.turn, now: choice.now });
  return step.ok ? writeTurnIfReady(step.play, choice.now, options.narrator ?? procedural) : step;
}

/** Options of {@link replayOfflineStory}. */
export interface ReplayOptions extends OfflineOptions {
  /** The device's digests: the replay stops at the first beat whose digest differs. */
  expected?: readonly BeatDigest[];
  /** Asked between steps; true cuts the replay off (the server's time budget). */
  outOfTime?: () => boolean;
}

/**
 * The result of a replay: the play (up to and including the first differing beat, without any
 * choice on it or after, when one differs) and that beat's turn; or why it could not be replayed.
 */
export type ReplayResult =
  | { ok: true; play: OfflinePlay; divergedAtTurn: number | null }
  | { ok: false; reason: 'invalid' | 'out_of_time'; message: string };

function firstDifference(play: OfflinePlay, expected: readonly BeatDigest[] | undefined): number | null {
  if (!expected) return null;
  for (const d of play.digests) {
    const theirs = expected.find((e) => e.turn === d.turn);
    if (!theirs || theirs.digest !== d.digest) return d.turn;
  }
  return null;
}

/** Replays a whole offline story from its inputs, comparing each beat written with the device's digest as it goes. */
export async function replayOfflineStory(template: Template, inputs: OfflineStoryInputs, options: ReplayOptions = {}): Promise<ReplayResult> {
  const outOfTime = options.outOfTime ?? (() => false);
  const created = await createOfflineStory(template, inputs, options);
  if (!created.ok) return { ok: false, reason: 'invalid', message: created.message };
  let play = created.play;
  const steps: (() => Promise<OfflineStep>)[] = [];
  if (inputs.selection) {
    const selection = inputs.selection;
    steps.push(() => selectOfflineCharacter(play, selection, options));
    for (const choice of inputs.choices) steps.push(() => chooseOffline(play, choice, options));
  } else if (inputs.choices.length > 0) {
    return { ok: false, reason: 'invalid', message: 'Choices were sent for a story without a character.' };
  }
  for (const step of steps) {
    if (outOfTime()) return { ok: false, reason: 'out_of_time', message: 'The story took too long to replay.' };
    const next = await step();
    if (!next.ok) return { ok: false, reason: 'invalid', message: next.message };
    play = next.play;
    const diverged = firstDifference(play, options.expected);
    if (diverged !== null) return { ok: true, play, divergedAtTurn: diverged };
  }
  return { ok: true, play, divergedAtTurn: null };
}
