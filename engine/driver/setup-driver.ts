import {
  DEFAULT_PROMPT_STORY_TURNS,
  type DifficultyLevel,
  type StoryCategory,
  type StoryGameMode,
  type Template,
  type TemplateGameMode,
} from '@schemas';
import { EngineInvariantError } from '../core/assert';
import { fail, type EngineError } from '../core/result';
import { seedFrom, type RandomSource } from '../core/rng';
import { setupFromPromptOutput, setupFromWorldOutput } from '../narrator/convert';
import type { Narrator, PromptSetupRequest, SetupBasics, WorldSetupRequest } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import type { CreateStoryAction } from '../story/actions';
import { minSegments } from '../story/capacity';
import { setupProblems } from '../story/create-story';
import { storyConfigSchema, type StoryConfig, type StorySetup } from '../story/setup';
import { callWithFallback, type FallbackRecord } from './with-fallback';

/** What a story is created from: a free prompt (spec 1 §3) or a World (template). */
export type SetupRequest =
  | {
      kind: 'prompt';
      prompt: string;
      category?: StoryCategory;
      playerCount: number;
      maxTurns?: number;
      gameMode?: StoryGameMode;
      generateImages?: boolean;
      difficultyLevel?: DifficultyLevel;
    }
  | {
      kind: 'template';
      template: Template;
      playerCount: number;
      maxTurns: number;
      generateImages?: boolean;
      difficultyLevel?: DifficultyLevel;
    };

/** A template's game mode as a story's (spec 1 §3: hyphenated when stored). */
export function storyGameModeOf(mode: TemplateGameMode): StoryGameMode {
  return mode === 'CooperativeCompetitive' ? 'Cooperative-Competitive' : mode;
}

/** The story config a setup request implies. */
export function configOf(request: SetupRequest, creatorId: string | null = null): StoryConfig {
  return storyConfigSchema.parse({
    playerCount: request.playerCount,
    maxTurns: request.kind === 'prompt' ? (request.maxTurns ?? DEFAULT_PROMPT_STORY_TURNS) : request.maxTurns,
    gameMode: request.kind === 'prompt' ? (request.gameMode ?? 'Cooperative') : storyGameModeOf(request.template.gameMode),
    difficultyLevel: request.difficultyLevel ?? { modifier: 0, title: 'Balanced' },
    generateImages: request.generateImages ?? false,
    creatorId,
  });
}

/** The result of setup generation. */
export type SetupResult = { ok: true; setup: StorySetup; config: StoryConfig; fallbacks: FallbackRecord[] } | { ok: false; error: EngineError };

/**
 * Generates a story's setup with a narrator (falling back to the procedural one when its output
 * is invalid): from a prompt a whole World, from a template the story's title and outcomes.
 */
export async function generateSetup(narrator: Narrator, request: SetupRequest, rng: RandomSource, options: { fallback?: Narrator } = {}): Promise<SetupResult> {
  return generateSetupWith(narrator, request, rng, options.fallback ?? createProceduralNarrator());
}

/**
 * `generateSetup` with its fallback narrator given: a caller that passes a narrator of its own
 * (the offline engine worker, which only starts stories of a World) does not bundle the default
 * one and the World builder it needs for prompts.
 */
export async function generateSetupWith(narrator: Narrator, request: SetupRequest, rng: RandomSource, fallback: Narrator): Promise<SetupResult> {
  let config: StoryConfig;
  try {
    config = configOf(request);
  } catch (e) {
    return fail('invalid_setup', `The story request is invalid: ${e instanceof Error ? e.message : String(e)}`);
  }
  return generateSetupFor(narrator, request, config, rng, fallback);
}

/**
 * `generateSetupWith` for a request whose story config was parsed already: the offline engine
 * builds it from inputs that were parsed where they entered (the device's configurator, the
 * server's upload schema), so the worker never carries the config schema (zod).
 */
export async function generateSetupFor(narrator: Narrator, request: SetupRequest, config: StoryConfig, rng: RandomSource, fallback: Narrator): Promise<SetupResult> {
  const fallbacks: FallbackRecord[] = [];
  const basics: SetupBasics = {
    seed: seedFrom(rng),
    playerCount: config.playerCount,
    maxTurns: config.maxTurns,
    gameMode: config.gameMode,
    generateImages: config.generateImages,
    difficulty: config.difficultyLevel,
    minOutcomePlaces: minSegments(config.maxTurns - 1),
  };
  let setup: StorySetup;
  try {
    if (request.kind === 'prompt') {
      const req: PromptSetupRequest = { ...basics, prompt: request.prompt, category: request.category ?? 'flexible' };
      setup = setupFromPromptOutput(await callWithFallback('setupFromPrompt', req, narrator, fallback, fallbacks), req);
    } else {
      if (!request.template[`player${config.playerCount}` as 'player1']) {
        return fail('invalid_setup', `The World has no character options for ${config.playerCount} players.`);
      }
      const req: WorldSetupRequest = { ...basics, template: request.template };
      setup = setupFromWorldOutput(await callWithFallback('setupFromWorld', req, narrator, fallback, fallbacks), request.template, req);
    }
  } catch (e) {
    if (e instanceof EngineInvariantError) throw e;
    return fail('narrator_failed', `The story setup could not be written: ${e instanceof Error ? e.message : String(e)}`);
  }
  const problems = setupProblems({ config, setup });
  if (problems.length) return fail('invalid_setup', `The story setup cannot be played: ${problems.join('; ')}.`);
  return { ok: true, setup, config, fallbacks };
}

/** The create_story action for a generated setup. */
export function createStoryAction(input: { storyId: string; seed: string; now: string; config: StoryConfig; setup: StorySetup }): CreateStoryAction {
  return { type: 'create_story', storyId: input.storyId, seed: input.seed, now: input.now, config: input.config, setup: input.setup };
}
