import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOutcomes, createProceduralNarrator, type Narrator, type NarratorCall, type SetupRequest, validateNarratorOutput } from '@engine';
import { createProceduralReplies } from '../../testing/fake-openai-procedural';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { createOpenAiNarrator } from './openai-narrator';
import { playStory } from '../../../engine/testing/index';
import { seedTemplate } from '../../testing/seed-templates';

// One contract for every Narrator implementation (CONVENTIONS.md): each call's output passes
// validateNarratorOutput, and whole stories can be driven to game over with the engine's driver.

type Subject = { name: string; start(): Promise<{ narrator: Narrator; stop(): Promise<void> }> };

const subjects: Subject[] = [
  { name: 'procedural', start: async () => ({ narrator: createProceduralNarrator(), stop: async () => {} }) },
  {
    name: 'openai-compatible (fake server answering with procedural output)',
    start: async () => {
      const replies = createProceduralReplies();
      const fake = await startFakeOpenAi({ chat: replies.handler });
      const narrator = replies.track(createOpenAiNarrator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, log: { info: () => {}, warn: () => {} } }));
      return { narrator, stop: () => fake.close() };
    },
  },
];

/** Wraps a narrator so that every output it returns is validated against its request. */
function validating(narrator: Narrator): { narrator: Narrator; checked: Map<NarratorCall, number>; problems: string[] } {
  const checked = new Map<NarratorCall, number>();
  const problems: string[] = [];
  const calls: NarratorCall[] = ['setupFromPrompt', 'setupFromWorld', 'planThread', 'writeSwitch', 'writeBeat', 'writeMilestones'];
  const wrapped = Object.create(narrator) as Narrator;
  for (const call of calls) {
    (wrapped as unknown as Record<string, unknown>)[call] = async (request: never) => {
      const out = await (narrator[call] as (r: unknown) => Promise<unknown>).call(narrator, request);
      const v = validateNarratorOutput(call, out, request);
      checked.set(call, (checked.get(call) ?? 0) + 1);
      if (!v.ok) problems.push(`${call}: ${v.errors.join('; ')}`);
      return out;
    };
  }
  return { narrator: wrapped, checked, problems };
}

const cases: { label: string; seed: string; request: SetupRequest }[] = [
  { label: 'The Redrawn City, 1 player, 10 turns, images on', seed: 'contract-a', request: { kind: 'template', template: seedTemplate('the-redrawn-city'), playerCount: 1, maxTurns: 10, generateImages: true } },
  { label: 'Deceptively Spacious, 3 players, 5 turns', seed: 'contract-b', request: { kind: 'template', template: seedTemplate('deceptively-spacious'), playerCount: 3, maxTurns: 5 } },
  { label: 'The Finders of Button Hill, 2 players, 10 turns, images on', seed: 'contract-c', request: { kind: 'template', template: seedTemplate('the-finders-of-button-hill'), playerCount: 2, maxTurns: 10, generateImages: true } },
  { label: 'a World from a prompt, 2 players, 10 turns, competitive', seed: 'contract-d', request: { kind: 'prompt', prompt: 'Rival lighthouse keepers on a foggy island race to find who is luring ships onto the rocks.', category: 'enjoy-fiction', playerCount: 2, maxTurns: 10, gameMode: 'Competitive', generateImages: true } },
];

describe.each(subjects)('narrator contract: $name', (subject) => {
  let narrator: Narrator;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ narrator, stop } = await subject.start());
  });
  afterAll(async () => stop());

  it.each(cases)('[S5] drives $label to game over, every output valid', async ({ seed, request }) => {
    const v = validating(narrator);
    const play = await playStory(v.narrator, request, seed);

    expect(v.problems).toEqual([]);
    expect(play.fallbacks).toEqual([]);
    expect(v.checked.get(request.kind === 'prompt' ? 'setupFromPrompt' : 'setupFromWorld')).toBe(1);
    for (const call of ['planThread', 'writeSwitch', 'writeBeat', 'writeMilestones'] as const) expect(v.checked.get(call) ?? 0).toBeGreaterThan(0);

    const { story } = play;
    expect(story.gameOver).toBe(true);
    expect(story.maxTurns).toBe(request.maxTurns);
    expect(story.currentTurn).toBe(story.maxTurns);
    // [S4] every outcome reached by at least one milestone by the end.
    for (const { outcome } of allOutcomes(story)) expect(outcome.milestones.length).toBeGreaterThanOrEqual(1);
    for (const p of Object.values(story.players)) {
      expect(p?.beatHistory).toHaveLength(story.maxTurns);
      for (const b of p?.beatHistory ?? []) expect(b.options).toHaveLength(3); // [O1]
    }
  });
});

describe('narrator contract: both narrators agree', () => {
  let fake: FakeOpenAi;
  afterAll(async () => fake?.close());

  it('the OpenAI narrator over procedural replies tells the same story as the procedural narrator', async () => {
    const replies = createProceduralReplies();
    fake = await startFakeOpenAi({ chat: replies.handler });
    const openai = replies.track(createOpenAiNarrator({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, log: { info: () => {}, warn: () => {} } }));
    const request: SetupRequest = { kind: 'template', template: seedTemplate('what-the-river-knows'), playerCount: 2, maxTurns: 5 };
    const a = await playStory(createProceduralNarrator(), request, 'same-seed');
    const b = await playStory(openai, request, 'same-seed');
    // The adapter adds nothing and loses nothing: JSON over HTTP round-trips every output exactly.
    expect(b.story).toEqual(a.story);
    expect(fake.chats.length).toBeGreaterThan(10);
  });
});
