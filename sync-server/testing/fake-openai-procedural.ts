import { createProceduralNarrator, type Narrator, type NarratorCall, type NarratorRequestOf } from '@engine';
import { narratorMessages, type NarratorMessages } from '../src/ai/narrator-messages';
import { fakeReply, type ChatHandler, type ChatRequestRecord, type FakeReply } from './fake-openai';

type Pending = { call: NarratorCall; request: unknown; messages: NarratorMessages };

const CALLS: NarratorCall[] = ['setupFromPrompt', 'setupFromWorld', 'planThread', 'writeSwitch', 'writeBeat', 'writeMilestones'];

/** Procedural answers for the fake server, matched to the narrator requests that caused them. */
export type ProceduralReplies = {
  /** Wraps a narrator so each request it is given is known while its call runs (the wrapper changes nothing else). */
  track<N extends Narrator>(narrator: N): N;
  /** The procedural narrator's output for the narrator request behind a chat request. */
  outputFor(chat: ChatRequestRecord): Promise<unknown>;
  /** A chat handler answering every tracked request with the procedural output as JSON. */
  handler: ChatHandler;
  /** A chat handler answering with a transformed procedural output (e.g. one option dropped). */
  transformed(change: (output: Record<string, unknown>, chat: ChatRequestRecord) => unknown): ChatHandler;
};

/**
 * Lets the fake server answer like a model that writes valid output: a chat request is matched to
 * the narrator request whose prompt (system and first user message) it carries, and the procedural
 * narrator writes the answer for that request. Matching by prompt keeps concurrent calls (one beat
 * per player in parallel) apart, and checks on the way that prompts are deterministic.
 */
export function createProceduralReplies(procedural: Narrator = createProceduralNarrator()): ProceduralReplies {
  const pending: Pending[] = [];

  const find = (chat: ChatRequestRecord): Pending => {
    const [system, user] = chat.messages;
    // The narrator may append options' instructions (a scene plan) after the prompt it was given.
    const hit = pending.find((p) => p.call === chat.call && p.messages.system === system?.content && (user?.content ?? '').startsWith(p.messages.user));
    if (!hit) throw new Error(`no tracked ${chat.call ?? 'narrator'} request has this prompt`);
    return hit;
  };

  const outputFor = async (chat: ChatRequestRecord): Promise<unknown> => {
    const p = find(chat);
    return (procedural[p.call] as (r: unknown) => Promise<unknown>).call(procedural, p.request);
  };

  const transformed =
    (change: (output: Record<string, unknown>, chat: ChatRequestRecord) => unknown): ChatHandler =>
    async (chat): Promise<FakeReply> =>
      fakeReply.json(change((await outputFor(chat)) as Record<string, unknown>, chat));

  return {
    track<N extends Narrator>(narrator: N): N {
      const wrapped = Object.create(narrator) as N;
      for (const call of CALLS) {
        const original = narrator[call] as (r: NarratorRequestOf<typeof call>) => Promise<unknown>;
        (wrapped as Record<string, unknown>)[call] = async (request: NarratorRequestOf<typeof call>) => {
          const entry: Pending = { call, request, messages: narratorMessages(call, request) };
          pending.push(entry);
          try {
            return await original.call(narrator, request);
          } finally {
            pending.splice(pending.indexOf(entry), 1);
          }
        };
      }
      return wrapped;
    },
    outputFor,
    handler: async (chat) => fakeReply.json(await outputFor(chat)),
    transformed,
  };
}
