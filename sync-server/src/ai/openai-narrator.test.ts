import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Story } from '@schemas';
import { createProceduralNarrator, generateNextTurn, type Narrator, type NarratorCall, reduceStory } from '@engine';
import { createProceduralReplies, type ProceduralReplies } from '../../testing/fake-openai-procedural';
import { fakeReply, startFakeOpenAi, type ChatHandler, type ChatRequestRecord, type FakeOpenAi, type FakeReply } from '../../testing/fake-openai';
import { NarratorOutputError, NarratorRequestError } from './narrator-errors';
import type { UsageRecord } from './narrator-usage';
import { createOpenAiNarrator, type OpenAiNarratorOptions } from './openai-narrator';
import { playOn, playStory, startStory, type Playthrough } from '../../../engine/testing/index';
import { seedTemplate } from '../../testing/seed-templates';

const NOW = '2025-01-02T00:00:00.000Z';
const finders = seedTemplate('the-finders-of-button-hill');

let fake: FakeOpenAi;
let replies: ProceduralReplies;
let log: { info: Mock<(msg: string) => void>; warn: Mock<(msg: string) => void> };
// A one-player story after character selection, set up offline: its turns call writeSwitch /
// planThread and writeBeat one at a time, so scripts can target "the first writeBeat".
let fresh: Playthrough;

beforeAll(async () => {
  fresh = await startStory(createProceduralNarrator(), { kind: 'template', template: finders, playerCount: 1, maxTurns: 10, generateImages: true }, 'openai-narrator');
});

beforeEach(async () => {
  replies = createProceduralReplies();
  fake = await startFakeOpenAi({ chat: replies.handler });
  log = { info: vi.fn<(msg: string) => void>(), warn: vi.fn<(msg: string) => void>() };
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

function narrator(options: Partial<OpenAiNarratorOptions> = {}) {
  return replies.track(createOpenAiNarrator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, log, ...options }));
}

/** The first chats of `call` get the scripted replies in order; everything else is answered procedurally. */
function scriptFor(call: NarratorCall, ...scripted: (FakeReply | ChatHandler)[]): void {
  let i = 0;
  fake.setChat(async (chat) => {
    if (chat.call === call && i < scripted.length) {
      const s = scripted[i++] as FakeReply | ChatHandler;
      return typeof s === 'function' ? s(chat) : s;
    }
    return replies.handler(chat);
  });
}

const chatsOf = (call: NarratorCall): ChatRequestRecord[] => fake.chats.filter((c) => c.call === call);

async function nextTurn(n: Narrator, story: Story = fresh.story) {
  const r = await generateNextTurn(story, n, NOW);
  if (!r.ok) throw new Error(r.error.message);
  const applied = reduceStory(story, r.action);
  if (!applied.ok) throw new Error(applied.error.message);
  return { ...r, story: applied.story };
}

describe('OpenAI-compatible narrator: good replies', () => {
  it('writes every call of a story from a prompt through the SDK, with structured output named after the call', async () => {
    const play = await playStory(narrator(), { kind: 'prompt', prompt: 'A night market on a floating city where lanterns remember secrets.', category: 'enjoy-fiction', playerCount: 2, maxTurns: 5 }, 'good-replies');

    expect(play.story.gameOver).toBe(true);
    expect(play.fallbacks).toEqual([]);
    expect(new Set(fake.chats.map((c) => c.call))).toEqual(new Set(['setupFromPrompt', 'planThread', 'writeSwitch', 'writeBeat', 'writeMilestones']));
    for (const chat of fake.chats) {
      expect(chat.model).toBe('fake-model');
      expect(chat.headers.authorization).toBe('Bearer test-key');
      expect(chat.messages.map((m) => m.role)).toEqual(['system', 'user']);
      const format = chat.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { type: string } } };
      expect(format.type).toBe('json_schema');
      expect(format.json_schema).toMatchObject({ name: chat.call, strict: true, schema: { type: 'object' } });
    }
  });

  it('accepts JSON wrapped in a markdown fence or after a preamble (servers without structured output)', async () => {
    const n = narrator();
    let switches = 0;
    let beats = 0;
    fake.setChat(async (chat) => {
      const out = JSON.stringify(await replies.outputFor(chat));
      if (chat.call === 'writeSwitch' && switches++ === 0) return fakeReply.content('```json\n' + out + '\n```');
      if (chat.call === 'writeBeat' && beats++ === 0) return fakeReply.content(`Here is the beat:\n${out}\nEnjoy!`);
      return fakeReply.content(out);
    });
    const r = await nextTurn(n);
    expect(r.fallbacks).toEqual([]);
    expect(chatsOf('writeSwitch')).toHaveLength(1);
    expect(chatsOf('writeBeat')).toHaveLength(1);
  });
});

describe('OpenAI-compatible narrator: invalid output, one retry', () => {
  it('retries malformed JSON once, quoting the problem after the unchanged prompt, and uses the retry', async () => {
    scriptFor('writeBeat', fakeReply.malformed());
    const r = await nextTurn(narrator());

    expect(r.fallbacks).toEqual([]);
    const [first, retry] = chatsOf('writeBeat');
    expect(chatsOf('writeBeat')).toHaveLength(2);
    expect(retry?.messages.slice(0, 2)).toEqual(first?.messages);
    expect(retry?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry?.messages[2]?.content).toBe((fakeReply.malformed() as { content: string }).content);
    expect(retry?.messages[3]?.content).toMatch(/rejected your answer[\s\S]*not valid JSON/);
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/^writeBeat \(story-openai-narrator\): output invalid, retrying once: the answer is not valid JSON/));
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('[O1] quotes the validation errors of schema-valid but rule-breaking output (2 options) in the retry', async () => {
    scriptFor('writeBeat', replies.transformed((out) => ({ ...out, options: (out.options as unknown[]).slice(0, 2) })));
    const r = await nextTurn(narrator());

    expect(r.fallbacks).toEqual([]);
    const retry = chatsOf('writeBeat')[1];
    expect(retry?.messages[3]?.content).toContain('- a beat needs exactly 3 options, got 2');
    expect(JSON.parse(retry?.messages[2]?.content ?? '{}').options).toHaveLength(2);
    const beat = r.story.players.player1?.beatHistory.at(-1);
    expect(beat?.options).toHaveLength(3);
  });

  it('[W4] quotes broken image placeholder rules and accepts the corrected beat', async () => {
    scriptFor(
      'writeBeat',
      // Two paragraphs more than a valid beat (5 to 6) always overflows, whatever the offline narrator wrote.
      replies.transformed((out) => ({ ...out, text: `${String(out.text)}\n\nA paragraph more.\n\n<image id="img-x" source="story" /> And one more paragraph.` })),
    );
    await nextTurn(narrator());
    const quoted = chatsOf('writeBeat')[1]?.messages[3]?.content ?? '';
    expect(quoted).toContain('text must have 5 to 6 paragraphs');
    expect(quoted).toContain('an image placeholder must never be in the last paragraph');
  });

  it('retries output cut off at the token limit (finish_reason "length") asking for a shorter answer', async () => {
    scriptFor('writeBeat', async (chat) => fakeReply.truncated(await replies.outputFor(chat)));
    const r = await nextTurn(narrator());

    expect(r.fallbacks).toEqual([]);
    expect(chatsOf('writeBeat')).toHaveLength(2);
    expect(chatsOf('writeBeat')[1]?.messages[3]?.content).toContain('cut off at the output token limit');
  });

  it('throws after a second invalid answer; the engine falls back to the procedural beat and the story goes on', async () => {
    scriptFor('writeBeat', fakeReply.malformed(), async (chat) => fakeReply.truncated(await replies.outputFor(chat)));
    const n = narrator();

    const r = await nextTurn(n);

    expect(chatsOf('writeBeat')).toHaveLength(2);
    expect(r.fallbacks).toEqual([
      { call: 'writeBeat', narrator: 'openai:fake-model', errors: [expect.stringMatching(/^\[narrator\] writeBeat: the model's output was invalid again after one retry: the answer was cut off/)] },
    ]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^writeBeat \(story-openai-narrator\): output invalid again after one retry/));
    // The procedural narrator wrote the beat: the same words it would have written on its own.
    const offline = await nextTurn(createProceduralNarrator());
    expect(r.story.players.player1?.beatHistory.at(-1)).toEqual(offline.story.players.player1?.beatHistory.at(-1));
    // ...and the next turn is the model's again.
    const after = await nextTurn(n, chooseAll(r.story));
    expect(after.fallbacks).toEqual([]);
  });

  it('with two players writing in parallel, only the failing player\'s beat falls back', async () => {
    const two = await startStory(createProceduralNarrator(), { kind: 'template', template: finders, playerCount: 2, maxTurns: 10 }, 'two-players');
    const name = two.story.players.player1?.name ?? '';
    fake.setChat(async (chat) => (chat.call === 'writeBeat' && chat.messages[1]?.content.includes(`# Your task: write ${name}'s beat`) ? fakeReply.malformed() : replies.handler(chat)));

    const r = await nextTurn(narrator(), two.story);

    expect(r.fallbacks.map((f) => f.call)).toEqual(['writeBeat']);
    expect(chatsOf('writeBeat')).toHaveLength(3); // player1 twice, player2 once
    expect(r.story.players.player2?.beatHistory).toHaveLength(1);
  });

  it('throws NarratorOutputError when called directly, and logs it with the [narrator] prefix by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fake.setChat(() => fakeReply.json({ title: 'Only a title' }));
    const n = replies.track(createOpenAiNarrator({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 5_000 }));
    const request = { context: (await captureContext()).context, items: [] };

    const error = await n.writeMilestones(request).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NarratorOutputError);
    expect((error as NarratorOutputError).errors).toContain('milestones: Invalid input: expected array, received undefined');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[narrator\] writeMilestones \(story-openai-narrator\): output invalid again after one retry/));
    expect(fake.chats).toHaveLength(2);
  });

  it('does not retry a refusal', async () => {
    scriptFor('writeBeat', fakeReply.refusal('I would rather not.'));
    const r = await nextTurn(narrator());
    expect(chatsOf('writeBeat')).toHaveLength(1);
    expect(r.fallbacks[0]?.errors[0]).toContain('the model refused: I would rather not.');
  });
});

describe('OpenAI-compatible narrator: failing servers', () => {
  it('gives up on a slow reply at the timeout, without retrying, and the engine falls back', async () => {
    scriptFor('writeBeat', fakeReply.slow(10_000, fakeReply.json({})));
    const started = Date.now();
    const r = await nextTurn(narrator({ timeoutMs: 400 }));
    const took = Date.now() - started;

    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(3_000);
    expect(chatsOf('writeBeat')).toHaveLength(1);
    expect(r.fallbacks).toEqual([{ call: 'writeBeat', narrator: 'openai:fake-model', errors: ['[narrator] writeBeat: the model request failed: timed out after 400 ms'] }]);
    expect(log.warn).toHaveBeenCalledWith('writeBeat (story-openai-narrator): request 1 failed: timed out after 400 ms');
  });

  it('gives up at the timeout when the server sends headers and then stalls the body', async () => {
    scriptFor('writeBeat', fakeReply.stall());
    const started = Date.now();
    const r = await nextTurn(narrator({ timeoutMs: 400 }));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(r.fallbacks[0]?.errors).toEqual(['[narrator] writeBeat: the model request failed: timed out after 400 ms']);
  });

  it.each([
    ['HTTP 500', fakeReply.error(500, 'The server had an error'), 500, /HTTP 500: 500 The server had an error/],
    ['HTTP 429', fakeReply.rateLimited(), 429, /HTTP 429 \(rate limited\)/],
  ])('%s: one request (no SDK retries), a NarratorRequestError, and the procedural fallback', async (_label, reply, status, message) => {
    scriptFor('writeSwitch', reply);
    const n = narrator();
    const error = await n.writeSwitch(await captureSwitchRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NarratorRequestError);
    expect((error as NarratorRequestError).status).toBe(status);
    expect((error as Error).message).toMatch(message);
    expect(chatsOf('writeSwitch')).toHaveLength(1);

    scriptFor('writeSwitch', reply);
    const r = await nextTurn(n);
    expect(r.fallbacks.map((f) => f.call)).toEqual(['writeSwitch']);
    expect(r.story.currentTurn).toBe(1);
  });

  it('a server that is down makes every call fall back, and the story still reaches its end (no circuit breaker)', async () => {
    await fake.close();
    fake = await startFakeOpenAi(); // answers 500 to everything
    const play = await playOn(narrator({ breaker: null }), fresh);
    expect(play.story.gameOver).toBe(true);
    expect(play.fallbacks.length).toBeGreaterThan(10);
    expect(new Set(play.fallbacks.map((f) => f.narrator))).toEqual(new Set(['openai:fake-model']));
  });
});

describe('OpenAI-compatible narrator: usage and prompt caching', () => {
  it('accumulates prompt, completion and cached tokens per call and reports every request', async () => {
    const records: UsageRecord[] = [];
    const n = narrator({ onUsage: (u) => records.push(u) });
    let failedOnce = false;
    fake.setChat(async (chat) => {
      if (chat.call === 'writeBeat' && !failedOnce) {
        failedOnce = true; // the failed attempt is paid for too
        return { type: 'content', content: '{"title": "cut', finishReason: 'stop', usage: { prompt_tokens: 1000, completion_tokens: 10, cached_tokens: 0 } };
      }
      return fakeReply.json(await replies.outputFor(chat), { prompt_tokens: 1000, completion_tokens: 200, cached_tokens: 600 });
    });

    await nextTurn(n);

    const usage = n.usage();
    expect(usage.requests).toBe(fake.chats.length);
    expect(usage.promptTokens).toBe(1000 * fake.chats.length);
    expect(usage.completionTokens).toBe(200 * (fake.chats.length - 1) + 10);
    expect(usage.cachedTokens).toBe(600 * (fake.chats.length - 1));
    expect(usage.byCall.writeBeat).toEqual({ requests: 2, promptTokens: 2000, completionTokens: 210, cachedTokens: 600 });
    expect(records).toHaveLength(fake.chats.length);
    expect(records.filter((r) => r.call === 'writeBeat').map((r) => r.attempt)).toEqual([1, 2]);
    expect(records.every((r) => r.storyId === 'story-openai-narrator' && r.model === 'fake-model')).toBe(true);
  });

  it('the system prompt is byte-identical for every call of a story (setup included), so providers cache it', async () => {
    const n = narrator();
    const play = await startStory(n, { kind: 'template', template: finders, playerCount: 2, maxTurns: 10, generateImages: true }, 'prefix');
    await playOn(n, play, 4);

    const systems = new Set(fake.chats.map((c) => c.messages[0]?.content));
    expect(new Set(fake.chats.map((c) => c.call))).toEqual(new Set(['setupFromWorld', 'planThread', 'writeSwitch', 'writeBeat', 'writeMilestones']));
    expect(systems.size).toBe(1);
    const system = [...systems][0] ?? '';
    expect(system).toContain('# World');
    expect(system).toContain('[shared_moonlight]');
    expect(system).not.toMatch(/= \d+%/); // no stat values: they change every turn
    // The user message carries the story state first, then the instruction for this call.
    for (const chat of fake.chats.filter((c) => c.call !== 'setupFromWorld')) {
      const user = chat.messages[1]?.content ?? '';
      expect(user.startsWith('# Story: ')).toBe(true);
      expect(user.indexOf('# Your task')).toBeGreaterThan(user.indexOf('## Shared stat values'));
    }
    // The fake reports the shared prefix as cached, as a provider's prompt cache would.
    expect(n.usage().cachedTokens).toBeGreaterThan(Math.floor(system.length / 4) * (fake.chats.length - 1) * 0.9);
  });

  it('other Worlds get their own prefix behind the same narrator role', async () => {
    const n = narrator();
    await startStory(n, { kind: 'template', template: finders, playerCount: 1, maxTurns: 5 }, 'world-a');
    await startStory(n, { kind: 'template', template: seedTemplate('the-redrawn-city'), playerCount: 1, maxTurns: 5 }, 'world-b');
    const [a, b] = fake.chats.map((c) => c.messages[0]?.content ?? '');
    expect(a).not.toEqual(b);
    // The role comes first, then who the story is for (a children's World differs from here on), then the World.
    expect(a?.slice(0, a.indexOf('# Audience'))).toEqual(b?.slice(0, b.indexOf('# Audience')));
    expect(a?.indexOf('# Audience')).toBeLessThan(a?.indexOf('# World') ?? 0);
  });

  it('sends prompt_cache_key (the story id) when asked, and not to other servers by default', async () => {
    await nextTurn(narrator({ promptCacheKey: true }));
    expect(new Set(fake.chats.map((c) => c.body.prompt_cache_key))).toEqual(new Set(['taleforge-story-openai-narrator']));
    fake.chats.length = 0;
    await nextTurn(narrator());
    expect(fake.chats.every((c) => !('prompt_cache_key' in c.body))).toBe(true);
  });
});

describe('OpenAI-compatible narrator: prompts restate the rules', () => {
  it('[O1][O2][O3][W4] a challenge beat prompt states options, base points, modifiers, interludes and image rules', async () => {
    // Play until a challenge beat is requested, then read its prompt.
    const n = narrator();
    let story = fresh.story;
    for (let i = 0; i < 6 && !fake.chats.some((c) => c.call === 'writeBeat' && c.messages[1]?.content.includes('optionType "challenge"')); i++) {
      story = chooseAll((await nextTurn(n, story)).story);
    }
    const chat = fake.chats.find((c) => c.call === 'writeBeat' && c.messages[1]?.content.includes('optionType "challenge"'));
    const user = chat?.messages[1]?.content ?? '';
    expect(user).toContain('5 or 6 paragraphs');
    expect(user).toContain('Second person, present tense');
    expect(user).toContain('exactly 3 options');
    expect(user).toContain('an integer from -10 to +5');
    expect(user).toContain('At most ONE option may be a sacrifice or a reward');
    expect(user).toContain('basePoints +20 to +30');
    expect(user).toContain('basePoints -20 to -30');
    expect(user).toContain('effect an integer from -15 to +15');
    expect(user).toContain('[player_brave_heart]');
    expect(user).toContain('exactly 3 interludes');
    expect(user).toMatch(/1 or 2 image placeholders[\s\S]*never in the last paragraph[\s\S]*at least one paragraph between/);
    expect(user).toMatch(/Image ids start with "img-\d+-player1"/);
    expect(user).toContain('Never record milestones');
  });

  it('[W4] with images off the prompt asks for 1 interlude and no placeholders', async () => {
    const off = await startStory(createProceduralNarrator(), { kind: 'template', template: finders, playerCount: 1, maxTurns: 5, generateImages: false }, 'images-off');
    await nextTurn(narrator(), off.story);
    const user = chatsOf('writeBeat')[0]?.messages[1]?.content ?? '';
    expect(user).toContain('Images are off: the text contains no <image> placeholders and imageRequests is [].');
    expect(user).toContain('exactly 1 interlude');
    expect(user).not.toContain('exactly 3 interludes');
  });
});

/** Every pending player chooses option 0. */
function chooseAll(story: Story): Story {
  let s = story;
  for (const [slot, p] of Object.entries(s.players)) {
    const beat = p?.beatHistory.at(-1);
    if (!p || !beat || beat.choice !== -1 || s.gameOver) continue;
    const r = reduceStory(s, { type: 'choose_option', slot: slot as 'player1', optionIndex: 0, now: NOW });
    if (!r.ok) throw new Error(r.error.message);
    s = r.story;
  }
  return s;
}

/** A milestones request context of the fresh story (taken from a procedural turn's writeBeat request). */
async function captureContext() {
  const spy = createProceduralNarrator();
  let captured: Parameters<Narrator['writeBeat']>[0] | undefined;
  await generateNextTurn(fresh.story, { ...spy, writeBeat: async (r) => ((captured = r), spy.writeBeat(r)) }, NOW);
  if (!captured) throw new Error('no beat request');
  return captured;
}

/** The writeSwitch request of the fresh story's first turn. */
async function captureSwitchRequest() {
  const spy = createProceduralNarrator();
  let captured: Parameters<Narrator['writeSwitch']>[0] | undefined;
  await generateNextTurn(fresh.story, { ...spy, writeSwitch: async (r) => ((captured = r), spy.writeSwitch(r)) }, NOW);
  if (!captured) throw new Error('no switch request');
  return captured;
}
