import { assemblePrompt, createProceduralNarrator, worldProblems } from '@engine';
import { STORY_CATEGORIES } from '@schemas';
import { describe, expect, it } from 'vitest';
import { playStory, PROMPT_STORIES } from '../../../engine/testing/index';
import { createProceduralAssistant } from './procedural-assistant';

// Issue 19: the offline assistant drafts a World from each of 30 prompts (five per category card,
// assembled as the wizard's template mode sends them) and the procedural narrator plays each to the end.
describe('procedural assistant: 30 prompts draft playable Worlds', () => {
  const assistant = createProceduralAssistant();

  it('covers all six category cards', () => {
    expect(PROMPT_STORIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PROMPT_STORIES.map((p) => p.category))).toEqual(new Set(STORY_CATEGORIES.filter((c) => c !== 'flexible')));
  });

  it.each(PROMPT_STORIES.map((p) => ({ ...p, label: `${p.category}/${p.id}` })))('$label: valid, about the prompt, played to the end', async (p) => {
    const gameMode = p.gameMode === 'Cooperative-Competitive' ? 'CooperativeCompetitive' : p.gameMode;
    const prompt = p.raw ? p.prompt : assemblePrompt(p.category, p.fields, p.prompt);
    const world = await assistant.draft({ prompt, category: p.category, playerCount: p.players, maxTurns: 10, gameMode, generateImages: false });
    expect(worldProblems(world)).toEqual([]);
    expect(JSON.stringify([world.title, world.teaser])).not.toMatch(/learn-something|enjoy-fiction|undefined|\{[a-z]+\}/i);
    const play = await playStory(createProceduralNarrator(), { kind: 'template', template: world, playerCount: p.players, maxTurns: 10 }, `thirty-${p.id}`);
    expect(play.fallbacks).toEqual([]);
    expect(play.story.gameOver).toBe(true);
    expect(play.story.currentTurn).toBe(10);
  });
});
