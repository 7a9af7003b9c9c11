import { PLAYER_SLOTS, templateSchema, type Story, type Template } from '@schemas';
import { createRng, createStoryAction, type FallbackRecord, generateNextTurn, generateSetup, type Narrator, pendingSlots, readyForNextTurn, reduceStory, type SetupRequest } from '@engine';
import { SEED_WORLDS } from '../../../seeds/worlds/index';

const NOW = '2025-01-01T00:00:00.000Z';

/** A seeded World as a parsed template. */
export function seedTemplate(seedKey: string): Template {
  const world = SEED_WORLDS.find((w) => w.seedKey === seedKey);
  if (!world) throw new Error(`no seeded World ${seedKey}`);
  const { seedKey: _key, category: _category, ...input } = world;
  return templateSchema.parse({ ...input, id: `world_${seedKey}`, createdAt: NOW, updatedAt: NOW });
}

/** The seed keys of the shipped Worlds. */
export const SEED_KEYS: readonly string[] = SEED_WORLDS.map((w) => w.seedKey);

/** A story being played with a narrator, with every fallback the engine recorded. */
export type Playthrough = { story: Story; fallbacks: FallbackRecord[]; turns: number };

const must = <T extends { ok: boolean }>(r: T, what: string): Extract<T, { ok: true }> => {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify((r as { error?: unknown }).error)}`);
  return r as Extract<T, { ok: true }>;
};

/** Creates the story with `generateSetup` and selects a character for every player. */
export async function startStory(narrator: Narrator, request: SetupRequest, seed: string): Promise<Playthrough> {
  const setup = must(await generateSetup(narrator, request, createRng(seed)), 'setup');
  let story = must(reduceStory(null, createStoryAction({ storyId: `story-${seed}`, seed, now: NOW, config: setup.config, setup: setup.setup })), 'create_story').story;
  for (const [i, slot] of PLAYER_SLOTS.slice(0, setup.config.playerCount).entries()) {
    story = must(reduceStory(story, { type: 'select_character', slot, identityIndex: i % 3, backgroundIndex: (i + 1) % 3, now: NOW }), 'select_character').story;
  }
  return { story, fallbacks: [...setup.fallbacks], turns: 0 };
}

/**
 * Plays on with `generateNextTurn` + `reduceStory`, every player choosing a seeded-looking option,
 * until game over or `maxNewTurns` more turns.
 */
export async function playOn(narrator: Narrator, play: Playthrough, maxNewTurns = Infinity): Promise<Playthrough> {
  let { story, turns } = play;
  const fallbacks = [...play.fallbacks];
  const stopAt = turns + maxNewTurns;
  while (!story.gameOver && turns < stopAt) {
    if (readyForNextTurn(story)) {
      const next = must(await generateNextTurn(story, narrator, NOW), `turn ${story.currentTurn + 1}`);
      fallbacks.push(...next.fallbacks);
      story = must(reduceStory(story, next.action), `apply turn ${story.currentTurn + 1}`).story;
      turns += 1;
    } else {
      const waiting = pendingSlots(story);
      if (waiting.length === 0) throw new Error(`the story stalled at turn ${story.currentTurn}`);
      for (const [i, slot] of waiting.entries()) {
        story = must(reduceStory(story, { type: 'choose_option', slot, optionIndex: (story.currentTurn + i) % 3, now: NOW }), 'choose_option').story;
      }
    }
  }
  return { story, fallbacks, turns };
}

/** Plays a whole story: setup, character selection, every turn to game over. */
export async function playStory(narrator: Narrator, request: SetupRequest, seed: string): Promise<Playthrough> {
  return playOn(narrator, await startStory(narrator, request, seed));
}
