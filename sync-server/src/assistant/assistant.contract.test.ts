import { createProceduralNarrator, worldProblems } from '@engine';
import { PLAYER_SLOTS, templateSchema, type Template } from '@schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playStory } from '../../../engine/testing/index';
import { startFakeOpenAi } from '../../testing/fake-openai';
import { proceduralSectionReplies } from '../../testing/fake-openai-assistant';
import type { Assistant, AssistantProgress, DraftRequest } from './assistant';
import { SECTION_KEYS } from './assistant';
import { createOpenAiAssistant } from './openai-assistant';
import { createProceduralAssistant } from './procedural-assistant';

// One contract for both Worldbuilding Assistants (spec 2 §4): every draft is a valid World that
// the procedural narrator plays to the end, with the request's mode, players, turns and difficulty
// forced; every iteration answers only the chosen sections' keys and merges into a valid World.

type Subject = { name: string; start(): Promise<{ assistant: Assistant; stop(): Promise<void> }> };

const quiet = { info: () => {}, warn: () => {} };
const subjects: Subject[] = [
  { name: 'procedural', start: async () => ({ assistant: createProceduralAssistant(), stop: async () => {} }) },
  {
    name: 'openai-compatible (fake server answering with procedural sections)',
    start: async () => {
      const fake = await startFakeOpenAi({ chat: proceduralSectionReplies });
      return { assistant: createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, log: quiet }), stop: () => fake.close() };
    },
  },
];

const drafts: (DraftRequest & { label: string })[] = [
  {
    label: 'learn-something, 1 player, 10 turns',
    prompt: 'Create an educational story where players learn about a specific topic.\nLearning goals: how bees make honey\nTarget audience: 9-year-olds\nAdditional context: A day inside a beehive during the summer flow',
    playerCount: 1,
    maxTurns: 10,
    gameMode: 'Cooperative',
    generateImages: false,
  },
  {
    label: 'enjoy-fiction, 3 players, 10 turns, competitive, one difficulty',
    prompt: 'Rival lighthouse keepers on a foggy island race to find who is luring ships onto the rocks.',
    category: 'enjoy-fiction',
    playerCount: 3,
    maxTurns: 10,
    gameMode: 'Competitive',
    generateImages: true,
    difficultyLevel: { modifier: -10, title: 'Challenging' },
  },
  {
    label: 'read-with-kids, 2 players, 5 turns',
    prompt: 'A shy hedgehog wants to join the big autumn leaf-jumping contest.',
    category: 'read-with-kids',
    playerCount: 2,
    maxTurns: 5,
    gameMode: 'CooperativeCompetitive',
    generateImages: false,
  },
];

describe.each(subjects)('assistant contract: $name', (subject) => {
  let assistant: Assistant;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ assistant, stop } = await subject.start());
  });
  afterAll(async () => stop());

  it.each(drafts)('drafts a valid, playable World: $label', async (request) => {
    const progress: AssistantProgress[] = [];
    const world = await assistant.draft(request, { onProgress: (p) => progress.push(p) });
    expect(world.id).toMatch(/^draft_/);
    expect(worldProblems(world)).toEqual([]);
    expect(world.gameMode).toBe(request.playerCount > 1 ? request.gameMode : 'Cooperative');
    expect([world.playerCountMin, world.playerCountMax]).toEqual([request.playerCount, request.playerCount]);
    expect([world.maxTurnsMin, world.maxTurnsMax]).toEqual([request.maxTurns, request.maxTurns]);
    if (request.difficultyLevel) expect(world.difficultyLevels).toEqual([request.difficultyLevel]);
    expect(world.containsImages).toBe(request.generateImages);
    for (const slot of PLAYER_SLOTS) expect(Boolean(world[slot])).toBe(PLAYER_SLOTS.indexOf(slot) < request.playerCount);
    // Every section was reported done, none needed the offline fallback.
    for (const step of ['basics', 'guidelines', 'storyElements', 'sharedOutcomes', 'stats', 'players', 'media'] as const) {
      expect(progress.filter((p) => p.step === step && p.state !== 'running').map((p) => p.state)).toEqual(['done']);
    }
    const play = await playStory(createProceduralNarrator(), { kind: 'template', template: world, playerCount: request.playerCount, maxTurns: request.maxTurns }, `play-${request.label}`);
    expect(play.fallbacks).toEqual([]);
    expect(play.story.gameOver).toBe(true);
    expect(play.story.currentTurn).toBe(request.maxTurns);
  });

  it('iterates on chosen sections: only their keys, merged into a valid World, the feedback heard', async () => {
    const world: Template = await assistant.draft(drafts[1]!);
    const update = await assistant.iterate({ template: world, feedback: 'more about the smugglers and their signal lamps', sections: ['storyElements', 'stats'], gameMode: 'Competitive', playerCount: 3, maxTurns: 10 });
    const allowed = [...SECTION_KEYS.storyElements, ...SECTION_KEYS.stats];
    expect(Object.keys(update).filter((k) => !allowed.includes(k))).toEqual([]);
    expect(update.storyElements?.length).toBeGreaterThan(0);
    expect(JSON.stringify(update.storyElements)).toMatch(/smuggler|signal lamp/i);
    expect(update.storyElements).not.toEqual(world.storyElements);
    expect(worldProblems(templateSchema.parse({ ...world, ...update }))).toEqual([]);
  });

  it('rebuilds the players of a World for its own slot count', async () => {
    const world = await assistant.draft(drafts[2]!);
    const update = await assistant.iterate({ template: world, feedback: 'make the characters woodland animals', sections: ['players'], gameMode: 'CooperativeCompetitive', playerCount: 2, maxTurns: 5 });
    expect(Object.keys(update).filter((k) => !SECTION_KEYS.players.includes(k))).toEqual([]);
    expect(update.player1?.possibleCharacterIdentities).toHaveLength(3);
    expect(update.player2?.possibleCharacterBackgrounds).toHaveLength(3);
    expect(update.player3).toBeUndefined();
    expect(worldProblems(templateSchema.parse({ ...world, ...update }))).toEqual([]);
  });
});
