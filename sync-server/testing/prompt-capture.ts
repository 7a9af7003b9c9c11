// The exact requests the model narrator sends while a seeded story is played against the local
// fake of the OpenAI protocol (which answers with the procedural narrator's words, so the story
// goes on as a model's would). Used by `npm run prompts` and the prompt snapshot test.
import { createRng, type Narrator, type NarratorCall, type NarratorRequestOf, type SetupRequest } from '@engine';
import { templateSchema, type Template } from '@schemas';
import { playOn, startStory } from '../../engine/testing/story-driver';
import { SEED_WORLDS } from '../seeds/worlds/index';
import { createOpenAiNarrator } from '../src/ai/openai-narrator';
import { narratorMessages } from '../src/ai/narrator-messages';
import { seedTemplateId } from '../src/seeds/load-seeds';
import { startFakeOpenAi, type ChatRequestRecord } from './fake-openai';
import { createProceduralReplies } from './fake-openai-procedural';

/** A seeded story to play: a bundled World (by seed key) or a prompt, with its players and length. */
export type PromptScenario = {
  id: string;
  world?: string;
  prompt?: { text: string; category: 'enjoy-fiction' | 'learn-something' | 'read-with-kids' };
  players: number;
  turns: number;
  seed: string;
};

/** One request the narrator sent, with where in the story it was sent. */
export type CapturedRequest = {
  scenario: string;
  /** 0 for setup calls, else the turn being written. */
  turn: number;
  call: NarratorCall;
  /** The player slot of a beat, the thread or switch id of a plan, '' otherwise. */
  subject: string;
  /** 1 for the first request of a call, 2 for its retry. */
  attempt: number;
  /** The request body exactly as the fake received it. */
  body: Record<string, unknown>;
};

const NOW = '2026-01-01T09:00:00.000Z';

/** A bundled World as a template (as the seeding step stores it). */
export function seedTemplate(seedKey: string): Template {
  const seeded = SEED_WORLDS.find((w) => w.seedKey === seedKey);
  if (!seeded) throw new Error(`no bundled World "${seedKey}"`);
  const { seedKey: key, category: _c, ...input } = seeded;
  return templateSchema.parse({ ...input, id: seedTemplateId(key), createdAt: NOW, updatedAt: NOW });
}

type Recorded = { call: NarratorCall; turn: number; subject: string; system: string; user: string };

function subjectOf(call: NarratorCall, request: unknown): string {
  const r = request as Record<string, unknown>;
  if (call === 'writeBeat') return String((r.plan as { slot: string }).slot);
  if (call === 'planThread') return String((r.thread as { id: string }).id);
  if (call === 'writeSwitch') return String((r.switch as { id: string }).id);
  return '';
}

/** A narrator that notes every request it is given (the turn from the request's context) before passing it on. */
function recording(narrator: Narrator, into: Recorded[]): Narrator {
  const wrapped = Object.create(narrator) as Narrator;
  const calls: NarratorCall[] = ['setupFromPrompt', 'setupFromWorld', 'planThread', 'writeSwitch', 'writeBeat', 'writeMilestones'];
  for (const call of calls) {
    const original = narrator[call] as (r: NarratorRequestOf<typeof call>) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[call] = (request: NarratorRequestOf<typeof call>) => {
      const m = narratorMessages(call, request);
      const ctx = (request as { context?: { story: { turn: number } } }).context;
      into.push({ call, turn: ctx ? ctx.story.turn : 0, subject: subjectOf(call, request), system: m.system, user: m.user });
      return original.call(narrator, request);
    };
  }
  return wrapped;
}

/**
 * Plays a scenario with the OpenAI-compatible narrator against the fake model and returns every
 * request it sent, in order. Deterministic: the same code gives the same requests.
 */
export async function captureScenario(s: PromptScenario): Promise<CapturedRequest[]> {
  const replies = createProceduralReplies();
  const fake = await startFakeOpenAi({ chat: replies.handler });
  try {
    const recorded: Recorded[] = [];
    const model = createOpenAiNarrator({ apiKey: 'fake-key', baseURL: fake.baseURL, model: 'gpt-4o', timeoutMs: 120_000, streamBeats: false, log: { info: () => {}, warn: () => {} } });
    const narrator = recording(replies.track(model), recorded);
    const request: SetupRequest = s.prompt
      ? { kind: 'prompt', prompt: s.prompt.text, category: s.prompt.category, playerCount: s.players, maxTurns: s.turns }
      : { kind: 'template', template: seedTemplate(s.world ?? ''), playerCount: s.players, maxTurns: s.turns };
    const rng = createRng(s.seed);
    const started = await startStory(narrator, request, s.seed, { now: () => NOW, storyId: `story-${s.id}` });
    await playOn(narrator, started, Infinity, { now: () => NOW, choose: () => rng.int(0, 2), chooseOnLastTurn: true });
    return fake.chats.map((chat: ChatRequestRecord) => {
      const [system, user] = chat.messages;
      const hit = recorded.find((r) => r.call === chat.call && r.system === system?.content && r.user === user?.content);
      if (!hit) throw new Error(`a ${chat.call ?? 'chat'} request matches no narrator call`);
      return { scenario: s.id, turn: hit.turn, call: hit.call, subject: hit.subject, attempt: chat.messages.length > 2 ? 2 : 1, body: chat.body };
    });
  } finally {
    await fake.close();
  }
}
