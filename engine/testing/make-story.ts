import type { DifficultyLevel, StoryGameMode, Template } from '@schemas';
import { createRng, deriveSeed } from '../core/rng';
import type { SetupRequest } from '../driver/setup-driver';
import type { Narrator } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { makeWorld } from './make-world';
import { startStory, type Playthrough } from './story-driver';

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
 * prompt, with every player's character selected unless `select: false`. Seeded; actions are
 * stamped with testClock(0), testClock(1), ...
 */
export async function makeStory(opts: MakeStoryOptions = {}): Promise<Playthrough> {
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
  let clock = 0;
  return startStory(narrator, request, seed, {
    rng,
    now: () => testClock(clock++),
    select: opts.select !== false,
    ...(opts.gameMode ? { config: (config) => ({ ...config, gameMode: opts.gameMode as StoryGameMode }) } : {}),
  });
}
