// Issue 29 item 6: the model narrator against the local fake of the OpenAI protocol when the model
// is small, slow or wrong: limits by call kind, near-misses repaired instead of retried, the
// per-story circuit breaker, and the words of children's stories moderated before anyone sees them.
import { createProceduralNarrator, generateNextTurn, reduceStory, toClientState, type NarratorCall } from '@engine';
import type { Story } from '@schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playOn, startStory, type Playthrough } from '../../../engine/testing/index';
import { createProceduralReplies, type ProceduralReplies } from '../../testing/fake-openai-procedural';
import { fakeReply, startFakeOpenAi, type ChatHandler, type ChatRequestRecord, type FakeOpenAi, type FakeReply } from '../../testing/fake-openai';
import { seedTemplate } from '../../testing/seed-templates';
import { localModerator } from '../limits/moderation';
import { withBeatDrafts, type BeatDraft } from './beat-drafts';
import { DEFAULT_CALL_LIMITS, parseCallLimits } from './narrator-limits';
import { createOpenAiNarrator, type OpenAiNarratorOptions } from './openai-narrator';

const NOW = '2025-01-02T00:00:00.000Z';
const quiet = { info: () => undefined, warn: () => undefined };
let fake: FakeOpenAi;
let replies: ProceduralReplies;
let kids: Playthrough;
let adults: Playthrough;

beforeAll(async () => {
  kids = await startStory(createProceduralNarrator(), { kind: 'template', template: seedTemplate('the-finders-of-button-hill'), playerCount: 1, maxTurns: 10 }, 'robust-kids');
  adults = await startStory(createProceduralNarrator(), { kind: 'template', template: seedTemplate('the-redrawn-city'), playerCount: 1, maxTurns: 10 }, 'robust-adults');
});
beforeEach(async () => {
  replies = createProceduralReplies();
  fake = await startFakeOpenAi({ chat: replies.handler });
});
afterEach(async () => {
  await fake.close();
});

const narrator = (options: Partial<OpenAiNarratorOptions> = {}) =>
  replies.track(createOpenAiNarrator({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', log: quiet, streamBeats: false, ...options }));

function scriptFor(call: NarratorCall, ...scripted: (FakeReply | ChatHandler)[]): void {
  let i = 0;
  fake.setChat(async (chat) => {
    if (chat.call !== call || i >= scripted.length) return replies.handler(chat);
    const s = scripted[i++] as FakeReply | ChatHandler;
    return typeof s === 'function' ? s(chat) : s;
  });
}

const chatsOf = (call: NarratorCall): ChatRequestRecord[] => fake.chats.filter((c) => c.call === call);

async function turn(n: ReturnType<typeof narrator>, story: Story) {
  const r = await generateNextTurn(story, n, NOW);
  if (!r.ok) throw new Error(r.error.message);
  const applied = reduceStory(story, r.action);
  if (!applied.ok) throw new Error(applied.error.message);
  return { ...r, story: applied.story, beat: applied.story.players.player1!.beatHistory.at(-1)! };
}

describe('limits by call kind', () => {
  it('sends max_tokens by call kind (max_completion_tokens to OpenAI itself), and the temperature only when set', async () => {
    await turn(narrator(), adults.story);
    expect(chatsOf('writeBeat')[0]?.body.max_tokens).toBe(DEFAULT_CALL_LIMITS.writeBeat.maxTokens);
    expect(chatsOf('writeSwitch')[0]?.body.max_tokens).toBe(DEFAULT_CALL_LIMITS.writeSwitch.maxTokens);
    expect(fake.chats.every((c) => !('temperature' in c.body) && !('max_completion_tokens' in c.body))).toBe(true);
    fake.chats.length = 0;
    await turn(narrator({ temperature: 0.7, maxTokensParam: 'max_completion_tokens', callLimits: { writeBeat: { maxTokens: 2500 } } }), adults.story);
    expect(chatsOf('writeBeat')[0]?.body).toMatchObject({ temperature: 0.7, max_completion_tokens: 2500 });
    expect(chatsOf('writeBeat')[0]?.body.max_tokens).toBeUndefined();
  });

  it('times a call out by its own kind: a slow switch fails after its 1 s while a beat as slow is waited for', async () => {
    const slow = async (chat: ChatRequestRecord) => fakeReply.slow(1500, await replies.handler(chat));
    fake.setChat((chat) => (chat.call === 'writeSwitch' || chat.call === 'writeBeat' ? slow(chat) : replies.handler(chat)));
    const r = await turn(narrator({ callLimits: { writeSwitch: { timeoutMs: 1000 }, writeBeat: { timeoutMs: 10_000 } }, breaker: null }), adults.story);
    expect(r.fallbacks.map((f) => f.call)).toEqual(['writeSwitch']);
    expect(r.fallbacks[0]?.errors.join(' ')).toContain('timed out after 1000 ms');
    expect(chatsOf('writeBeat')).toHaveLength(1);
  });

  it('reads OPENAI_CALL_LIMITS, and says what is wrong with a bad value', () => {
    expect(parseCallLimits('writeBeat=180000/5000, setupFromPrompt=/16000')).toEqual({ ok: true, value: { writeBeat: { timeoutMs: 180000, maxTokens: 5000 }, setupFromPrompt: { maxTokens: 16000 } } });
    const bad = parseCallLimits('writeBeats=1/2,writeSwitch=10/5');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toEqual([
      '"writeBeats=1/2" is not call=timeoutMs/maxTokens with a call among setupFromPrompt, setupFromWorld, planThread, writeSwitch, writeBeat, writeMilestones',
      'writeSwitch: a time-out under 1000 ms',
      'writeSwitch: max tokens under 100',
    ]);
  });
});

describe('near-misses are repaired, not retried', () => {
  const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim()).length;

  it('a beat of 7 paragraphs, or of 4, costs one request and keeps its words', async () => {
    scriptFor('writeBeat', replies.transformed((out) => {
      const paras = String(out.text).split('\n\n');
      return { ...out, text: [...paras.slice(0, 5), 'One more short paragraph.', 'And another.'].join('\n\n') };
    }));
    const seven = await turn(narrator(), adults.story);
    expect(chatsOf('writeBeat')).toHaveLength(1);
    expect(seven.fallbacks).toEqual([]);
    expect(paragraphs(seven.beat.text)).toBe(6);
    expect(seven.beat.text).toContain('And another.');

    fake.chats.length = 0;
    scriptFor('writeBeat', replies.transformed((out) => {
      const paras = String(out.text).split('\n\n');
      return { ...out, text: [paras.slice(0, 2).join(' '), ...paras.slice(2)].slice(0, 4).join('\n\n') };
    }));
    const four = await turn(narrator(), adults.story);
    expect(chatsOf('writeBeat')).toHaveLength(1);
    expect(four.fallbacks).toEqual([]);
    expect(paragraphs(four.beat.text)).toBe(5);
  });

  it('a fourth option and out-of-range numbers are trimmed; what needs judgement (two options) is still retried', async () => {
    scriptFor('writeBeat', replies.transformed((out) => ({ ...out, options: [...(out.options as unknown[]), (out.options as unknown[])[0]] })));
    const trimmed = await turn(narrator(), adults.story);
    expect(chatsOf('writeBeat')).toHaveLength(1);
    expect(trimmed.beat.options).toHaveLength(3);

    fake.chats.length = 0;
    scriptFor('writeBeat', replies.transformed((out) => ({ ...out, options: (out.options as unknown[]).slice(0, 2) })));
    await turn(narrator(), adults.story);
    expect(chatsOf('writeBeat')).toHaveLength(2);
  });
});

describe('the per-story circuit breaker', () => {
  it('a model that answers in prose costs two requests a call until 3 calls failed in a row; then the story is written without it, and players are told', async () => {
    fake.setChat(() => fakeReply.content('Once upon a time, in a city of paper streets, you wake to the sound of bells.'));
    const n = narrator({ breaker: { failures: 3, cooldownTurns: 0 } });
    const perTurn: number[] = [];
    const played = await playOn(n, adults, 5, { chooseOnLastTurn: true, afterTurn: () => perTurn.push(fake.chats.length) });
    // Turn 1: a switch and a beat, 2 requests each; turn 2: a thread plan and a beat: 4 failed calls, the breaker opens.
    expect(perTurn).toEqual([4, 8, 8, 8, 8]);
    expect(played.fallbacks).toHaveLength(4);
    expect(played.story.narratorHealth).toEqual({ failures: 4, offlineFrom: 2, offlineUntil: null });
    expect(toClientState(played.story, 'player1').storytellerNotice).toBe(
      "The AI storyteller isn't working, so Taleforge's built-in storyteller is writing the rest of this story.",
    );
    const rest = await playOn(n, played, Infinity, { chooseOnLastTurn: true });
    expect(rest.story.gameOver).toBe(true);
    expect(fake.chats).toHaveLength(8);
  });
});

describe("children's stories: the model's words are moderated before anyone sees them", () => {
  const moderator = localModerator();
  const unsuitable = (out: Record<string, unknown>) => ({ ...out, text: String(out.text).replace(/\n\n/, ' A trail of blood leads to the door.\n\n') });

  it('a beat with words no young reader should meet is written again; twice, and the built-in storyteller writes it', async () => {
    scriptFor('writeBeat', replies.transformed(unsuitable));
    const retried = await turn(narrator({ moderator }), kids.story);
    expect(chatsOf('writeBeat')).toHaveLength(2);
    expect(chatsOf('writeBeat')[1]?.messages.at(-1)?.content).toContain('not right for the children');
    expect(retried.beat.text).not.toContain('blood');

    fake.chats.length = 0;
    scriptFor('writeBeat', replies.transformed(unsuitable), replies.transformed(unsuitable));
    const fellBack = await turn(narrator({ moderator }), kids.story);
    expect(fellBack.fallbacks.map((f) => f.call)).toEqual(['writeBeat']);
    expect(fellBack.beat.text).not.toContain('blood');
  });

  it('the same words in a story for adults pass: only children’s stories are held to it', async () => {
    scriptFor('writeBeat', replies.transformed(unsuitable));
    const r = await turn(narrator({ moderator }), adults.story);
    expect(chatsOf('writeBeat')).toHaveLength(1);
    expect(r.beat.text).toContain('blood');
  });

  it('streamed drafts of a children’s story reach players only in whole paragraphs that passed; a flagged one never does', async () => {
    scriptFor('writeBeat', replies.transformed(unsuitable));
    const drafts: BeatDraft[] = [];
    const n = narrator({ moderator, streamBeats: true });
    const r = await withBeatDrafts((d) => void drafts.push(d), () => generateNextTurn(kids.story, n, NOW));
    expect(r.ok).toBe(true);
    expect(drafts.length).toBeGreaterThan(2);
    expect(drafts.some((d) => d.text.includes('blood'))).toBe(false);
    const partial = drafts.filter((d) => !d.done);
    const done = drafts.at(-1)!;
    expect(done.done).toBe(true);
    // Every draft shown is whole paragraphs of the beat that passed (the flagged first answer showed nothing but, at most, its title).
    const paras = done.text.split('\n\n');
    const prefixes = new Set(paras.map((_, i) => paras.slice(0, i + 1).join('\n\n')));
    for (const d of partial.filter((x) => x.text !== '')) expect(prefixes.has(d.text), d.text.slice(-80)).toBe(true);
    expect(partial.filter((x) => x.text !== '').length).toBeGreaterThanOrEqual(4);
    // Without the gate (a story for adults), drafts grow a few characters at a time.
    fake.chats.length = 0;
    const adultDrafts: BeatDraft[] = [];
    await withBeatDrafts((d) => void adultDrafts.push(d), () => generateNextTurn(adults.story, n, NOW));
    expect(adultDrafts.length).toBeGreaterThan(partial.length * 5);
  });
});

describe('optional scene plan before the text', () => {
  it('asks for scenePlan as the first field of a beat, and keeps it out of the beat', async () => {
    fake.setChat(async (chat) => {
      const out = (await replies.outputFor(chat)) as Record<string, unknown>;
      return fakeReply.json(chat.call === 'writeBeat' ? { scenePlan: 'Odile tests the blue door; the clerk speaks twice; end on the bell.', ...out } : out);
    });
    const r = await turn(narrator({ beatPlanning: true }), adults.story);
    const beat = chatsOf('writeBeat')[0]!;
    const schema = (beat.body.response_format as { json_schema: { schema: { properties: Record<string, unknown> } } }).json_schema.schema;
    expect(Object.keys(schema.properties)[0]).toBe('scenePlan');
    expect(beat.messages[1]?.content).toContain('scenePlan (the first field');
    expect(r.fallbacks).toEqual([]);
    expect(JSON.stringify(r.action.beats)).not.toContain('Odile tests the blue door');
  });
});
