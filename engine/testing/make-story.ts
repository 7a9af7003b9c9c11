import { PLAYER_SLOTS, type DifficultyLevel, type Story, type StoryGameMode, type Template } from '@schemas';
import { assert } from '../core/assert';
import { createRng, deriveSeed } from '../core/rng';
import { createStoryAction, generateSetup, type SetupRequest } from '../driver/setup-driver';
import type { Narrator } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import type { StoryAction } from '../story/actions';
import { reduceStory } from '../story/reducer';
import { makeWorld } from './make-world';

/** A deterministic clock for tests: the n-th tick after 2025-01-01. */
export function testClock(n: number): string {
  return new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString();
}

/** Options of makeStory. */
export type MakeStoryOptions = {
  seed?: string;
  world?: Template;
  /** Build from a prompt instead of a World. */
  prompt?: { text: string; category?: SetupRequest extends infer R ? (R extends { kind: 'prompt'; category?: infer C } ? C : never) : never };
  playerCount?: number;
  maxTurns?: number;
  gameMode?: StoryGameMode;
  difficultyLevel?: DifficultyLevel;
  generateImages?: boolean;
  /** Select a character for every player (default true). */
  select?: boolean;
  narrator?: Narrator;
};

/**
 * A new story and the actions that made it: created from a World (makeWorld by default) or a
 * prompt, with every player's character selected unless `select: false`. Seeded.
 */
export async function makeStory(opts: MakeStoryOptions = {}): Promise<{ story: Story; actions: StoryAction[] }> {
  const seed = opts.seed ?? 'story-seed';
  const playerCount = opts.playerCount ?? 1;
  const maxTurns = opts.maxTurns ?? 25;
  const narrator = opts.narrator ?? createProceduralNarrator();
  const rng = createRng(deriveSeed(seed, 'make-story'));
  const request: SetupRequest = opts.prompt
    ? {
        kind: 'prompt',
        prompt: opts.prompt.text,
        ...(opts.prompt.category ? { category: opts.prompt.category } : {}),
        playerCount,
        maxTurns,
        gameMode: opts.gameMode ?? 'Cooperative',
        generateImages: opts.generateImages ?? false,
        ...(opts.difficultyLevel ? { difficultyLevel: opts.difficultyLevel } : {}),
      }
    : {
        kind: 'template',
        template: opts.world ?? makeWorld(seed, opts.gameMode ? { gameMode: opts.gameMode === 'Cooperative-Competitive' ? 'CooperativeCompetitive' : opts.gameMode } : {}),
        playerCount,
        maxTurns,
        generateImages: opts.generateImages ?? false,
        ...(opts.difficultyLevel ? { difficultyLevel: opts.difficultyLevel } : {}),
      };
  const setup = await generateSetup(narrator, request, rng);
  if (!setup.ok) throw new Error(`makeStory: ${setup.error.message}`);
  const config = opts.gameMode ? { ...setup.config, gameMode: opts.gameMode } : setup.config;
  const actions: StoryAction[] = [createStoryAction({ storyId: `story-${seed}`, seed, now: testClock(0), config, setup: setup.setup })];
  let r = reduceStory(null, actions[0] as StoryAction);
  assert(r.ok, `makeStory create: ${r.ok ? '' : r.error.message}`);
  let story = r.story;
  if (opts.select !== false) {
    PLAYER_SLOTS.slice(0, playerCount).forEach((slot, i) => {
      const action: StoryAction = { type: 'select_character', slot, identityIndex: i % 3, backgroundIndex: (i + 1) % 3, now: testClock(1 + i) };
      r = reduceStory(story, action);
      assert(r.ok, `makeStory select: ${r.ok ? '' : r.error.message}`);
      story = r.story;
      actions.push(action);
    });
  }
  return { story, actions };
}
