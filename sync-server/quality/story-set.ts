import { templateSchema, TURNS_STEP, type StoryCategory, type StoryGameMode, type Template } from '@schemas';
import { assemblePrompt, parsePromptStory } from '@engine';
import { PROMPT_STORIES } from '../../engine/testing/index';
import { SEED_WORLDS } from '../seeds/worlds/index';
import { seedTemplateId } from '../src/seeds/load-seeds';

/** One story of the report's fixed set. */
export type QualityStory = {
  id: string;
  kind: 'world' | 'prompt';
  category: StoryCategory;
  seed: string;
  players: number;
  maxTurns: number;
  gameMode: StoryGameMode;
  world?: Template;
  /** The prompt as the server receives it, and the words the story should be built from. */
  prompt?: { text: string; category: StoryCategory; promptText: string; fields: Record<string, string> };
};

/** The length of a World story: 25 turns (about an hour), within the World's own range. */
function turnsFor(t: Template): number {
  const clamped = Math.min(t.maxTurnsMax, Math.max(t.maxTurnsMin, 25));
  return Math.round(clamped / TURNS_STEP) * TURNS_STEP;
}

/**
 * The fixed, seeded set: every bundled World with 1 player and with 3 (or its maximum, when it
 * allows fewer), and the thirty prompt stories across all six categories.
 */
export function qualityStories(): QualityStory[] {
  const now = '2026-01-01T00:00:00.000Z';
  const out: QualityStory[] = [];
  for (const seed of SEED_WORLDS) {
    const { seedKey, category, ...input } = seed;
    const world = templateSchema.parse({ ...input, id: seedTemplateId(seedKey), createdAt: now, updatedAt: now });
    const counts = [...new Set([1, Math.min(3, world.playerCountMax)])];
    for (const players of counts) {
      out.push({
        id: `${seedKey}/${players}p`,
        kind: 'world',
        category,
        seed: `quality-${seedKey}-${players}`,
        players,
        maxTurns: turnsFor(world),
        gameMode: world.gameMode === 'CooperativeCompetitive' ? 'Cooperative-Competitive' : world.gameMode,
        world,
      });
    }
  }
  for (const p of PROMPT_STORIES) {
    const text = p.raw ? p.prompt : assemblePrompt(p.category, p.fields, p.prompt);
    const parsed = parsePromptStory(text, p.category);
    out.push({
      id: `${p.category}/${p.id}/${p.players}p`,
      kind: 'prompt',
      category: p.category,
      seed: `quality-${p.id}`,
      players: p.players,
      maxTurns: 25,
      gameMode: p.gameMode,
      prompt: { text, category: p.category, promptText: parsed.prompt, fields: { ...parsed.fields } },
    });
  }
  return out;
}
