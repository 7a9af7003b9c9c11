import { worldProblems } from '@engine';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReply, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { assistantChatOf, proceduralSectionOutput, proceduralSectionReplies } from '../../testing/fake-openai-assistant';
import { AssistantCancelledError, type AssistantProgress, type DraftRequest } from './assistant';
import { createOpenAiAssistant } from './openai-assistant';

const request: DraftRequest = { prompt: 'A night market on a floating city where a mapmaker hunts for a stolen compass.', playerCount: 2, maxTurns: 10, gameMode: 'Cooperative', generateImages: false };

describe('OpenAI-compatible assistant (real local server speaking the protocol)', () => {
  let fake: FakeOpenAi;
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (m: string) => void warnings.push(m) };
  afterEach(async () => {
    warnings.length = 0;
    await fake?.close();
  });

  it('asks one small structured-output request per section, independent ones in parallel, players last', async () => {
    fake = await startFakeOpenAi({ chat: proceduralSectionReplies });
    const assistant = createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 10_000, log });
    const world = await assistant.draft(request);
    expect(worldProblems(world)).toEqual([]);
    const steps = fake.chats.map((c) => assistantChatOf(c)?.step);
    expect(steps.slice(0, 4).sort()).toEqual(['basics', 'difficultyLevels', 'guidelines', 'media']);
    expect(steps.slice(4, 7).sort()).toEqual(['sharedOutcomes', 'stats', 'storyElements']);
    expect(steps[7]).toBe('players');
    const format = fake.chats[0]!.body.response_format as { type: string; json_schema: { name: string; strict: boolean } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    // The model's own words arrive: the title is what the fake model wrote for 'basics'.
    const basics = fake.chats.find((c) => assistantChatOf(c)?.step === 'basics')!;
    expect(world.title).toBe((proceduralSectionOutput(basics) as { title: string }).title);
  });

  it('retries a bad section once with the problems quoted, and uses the second answer', async () => {
    fake = await startFakeOpenAi({ chat: proceduralSectionReplies });
    let bad = true;
    fake.setChat((chat) => {
      const step = assistantChatOf(chat)?.step;
      if (step === 'guidelines' && bad) {
        bad = false;
        return fakeReply.json({ guidelines: { world: 'Fog.', rules: [], tone: [], conflicts: [], decisions: [], typesOfThreads: ['only one'], switchAndThreadInstructions: [] } });
      }
      return proceduralSectionReplies(chat);
    });
    const progress: AssistantProgress[] = [];
    const world = await createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 10_000, log }).draft(request, { onProgress: (p) => progress.push(p) });
    const guidelineChats = fake.chats.filter((c) => assistantChatOf(c)?.step === 'guidelines');
    expect(guidelineChats).toHaveLength(2);
    expect(guidelineChats[1]!.messages.at(-1)!.content).toMatch(/typesOfThreads needs 6 to 8 entries, got 1/);
    expect(world.guidelines.typesOfThreads.length).toBeGreaterThanOrEqual(6);
    expect(progress.filter((p) => p.step === 'guidelines').map((p) => p.state)).toEqual(['running', 'done']);
  });

  it('fills a section the model fails twice (malformed, then cut off) with the procedural one; the draft still succeeds', async () => {
    fake = await startFakeOpenAi({ chat: proceduralSectionReplies });
    fake.setChat((chat) => (assistantChatOf(chat)?.step === 'stats' ? (fake.chats.filter((c) => assistantChatOf(c)?.step === 'stats').length === 1 ? fakeReply.malformed() : fakeReply.truncated({ statGroups: ['a'] })) : proceduralSectionReplies(chat)));
    const progress: AssistantProgress[] = [];
    const world = await createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 10_000, log }).draft(request, { onProgress: (p) => progress.push(p) });
    expect(worldProblems(world)).toEqual([]);
    expect(world.playerStats.length + world.sharedStats.length).toBeGreaterThan(0);
    expect(progress.filter((p) => p.step === 'stats').map((p) => p.state)).toEqual(['running', 'fallback']);
    expect(progress.filter((p) => p.step === 'players').map((p) => p.state)).toEqual(['running', 'done']);
    expect(warnings.join('\n')).toMatch(/stats: output invalid again after one retry/);
  });

  it('a section that times out (headers, then a body that never ends) is written offline; HTTP errors too', async () => {
    fake = await startFakeOpenAi({ chat: proceduralSectionReplies });
    fake.setChat((chat) => {
      const step = assistantChatOf(chat)?.step;
      if (step === 'media') return fakeReply.stall();
      if (step === 'sharedOutcomes') return fakeReply.error(500);
      return proceduralSectionReplies(chat);
    });
    const progress: AssistantProgress[] = [];
    const world = await createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 1_500, log }).draft(request, { onProgress: (p) => progress.push(p) });
    expect(worldProblems(world)).toEqual([]);
    expect(world.imageInstructions.coverPrompt).not.toBe('');
    expect(progress.filter((p) => p.state === 'fallback').map((p) => p.step).sort()).toEqual(['media', 'sharedOutcomes']);
    expect(warnings.join('\n')).toMatch(/media: request 1 failed: timed out/);
  });

  it('Cancel aborts the model calls in flight and the draft answers nothing', async () => {
    fake = await startFakeOpenAi({ chat: () => fakeReply.stall() });
    const controller = new AbortController();
    // All four first-phase sections are in flight when the creator presses Cancel.
    const started = new Promise<void>((resolve) => fake.setChat(() => (fake.chats.length === 4 && resolve(), fakeReply.stall())));
    const run = createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 60_000, log }).draft(request, { signal: controller.signal });
    await started;
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(AssistantCancelledError);
    // Nothing after the first phase was asked: the run stopped instead of falling back offline.
    expect(fake.chats.map((c) => assistantChatOf(c)?.step).sort()).toEqual(['basics', 'difficultyLevels', 'guidelines', 'media']);
  });
});
