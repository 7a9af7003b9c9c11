// The OpenAI-compatible narrator streaming writeBeat against the fake server's SSE answers: the
// drafts the turn job would pass to players, and what happens when the answer goes wrong.
import { createProceduralNarrator, generateNextTurn, reduceStory, type NarratorCall } from '@engine';
import type { Story } from '@schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStory, type Playthrough } from '../../../engine/testing/index';
import { createProceduralReplies, type ProceduralReplies } from '../../testing/fake-openai-procedural';
import { fakeReply, startFakeOpenAi, type ChatHandler, type FakeOpenAi, type FakeReply } from '../../testing/fake-openai';
import { seedTemplate } from '../../testing/seed-templates';
import { withBeatDrafts, type BeatDraft } from './beat-drafts';
import { createOpenAiNarrator } from './openai-narrator';

const NOW = '2025-01-02T00:00:00.000Z';
let fake: FakeOpenAi;
let replies: ProceduralReplies;
let fresh: Playthrough;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  fresh = await startStory(createProceduralNarrator(), { kind: 'template', template: seedTemplate('the-finders-of-button-hill'), playerCount: 1, maxTurns: 10, generateImages: false }, 'stream');
});
beforeEach(async () => {
  replies = createProceduralReplies();
  fake = await startFakeOpenAi({ chat: replies.handler });
});
afterEach(async () => {
  await fake.close();
});

const narrator = (streamBeats = true) => replies.track(createOpenAiNarrator({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, log: quiet, streamBeats }));

function scriptFor(call: NarratorCall, ...scripted: (FakeReply | ChatHandler)[]): void {
  let i = 0;
  fake.setChat(async (chat) => {
    if (chat.call !== call || i >= scripted.length) return replies.handler(chat);
    const s = scripted[i++] as FakeReply | ChatHandler;
    return typeof s === 'function' ? s(chat) : s;
  });
}

async function turnWithDrafts(n = narrator(), story: Story = fresh.story) {
  const drafts: BeatDraft[] = [];
  const r = await withBeatDrafts((d) => void drafts.push(d), () => generateNextTurn(story, n, NOW));
  if (!r.ok) throw new Error(r.error.message);
  const applied = reduceStory(story, r.action);
  if (!applied.ok) throw new Error(applied.error.message);
  const beat = applied.story.players.player1!.beatHistory.at(-1)!;
  return { drafts, fallbacks: r.fallbacks, beat };
}

describe('OpenAI-compatible narrator: streamed beats', () => {
  it('passes on the beat text as it grows, in order, then the validated beat marked done', async () => {
    const { drafts, fallbacks, beat } = await turnWithDrafts();

    expect(fallbacks).toEqual([]);
    expect(fake.chats.filter((c) => c.call === 'writeBeat').map((c) => c.body.stream)).toEqual([true]);
    // Other calls are not streamed: nobody reads a thread plan as it is written.
    expect(fake.chats.filter((c) => c.call !== 'writeBeat').every((c) => c.body.stream === undefined)).toBe(true);
    const partial = drafts.filter((d) => !d.done);
    expect(partial.length).toBeGreaterThan(10);
    for (const [i, d] of partial.entries()) {
      expect(d).toMatchObject({ storyId: fresh.story.id, turn: fresh.story.currentTurn + 1, slot: 'player1' });
      const before = partial[i - 1];
      if (before) {
        expect(d.text.startsWith(before.text)).toBe(true);
        expect(d.text.length + (d.title?.length ?? 0)).toBeGreaterThan(before.text.length + (before.title?.length ?? 0));
      }
    }
    const last = drafts.at(-1)!;
    expect(drafts.filter((d) => d.done)).toEqual([last]);
    expect(last.title).toBe(beat.title);
    expect(beat.text.startsWith(partial.at(-1)!.text.trim().slice(0, 200))).toBe(true);
  });

  it('starts again from nothing on the retry of an invalid answer, and the retry is the beat', async () => {
    scriptFor('writeBeat', replies.transformed((out) => ({ ...out, title: 'A wrong first try', options: (out.options as unknown[]).slice(0, 2) })));
    const { drafts, fallbacks, beat } = await turnWithDrafts();

    expect(fallbacks).toEqual([]);
    const firstTry = drafts.findIndex((d) => d.title === 'A wrong first try');
    const retry = drafts.findIndex((d, i) => i > firstTry && d.title !== 'A wrong first try');
    expect(firstTry).toBeGreaterThanOrEqual(0);
    expect(retry).toBeGreaterThan(firstTry);
    expect(drafts.at(-1)).toMatchObject({ done: true, title: beat.title });
    expect(beat.title).not.toBe('A wrong first try');
  });

  it('falls back to the offline narrator on two invalid answers, without a done draft', async () => {
    const invalid = replies.transformed((out) => ({ ...out, title: 'Never stored', options: [] }));
    scriptFor('writeBeat', invalid, invalid);
    const { drafts, fallbacks, beat } = await turnWithDrafts();

    expect(fallbacks.map((f) => f.call)).toEqual(['writeBeat']);
    expect(drafts.some((d) => d.title === 'Never stored')).toBe(true);
    expect(drafts.some((d) => d.done)).toBe(false);
    expect(beat.title).not.toBe('Never stored');
    expect(beat.options).toHaveLength(3);
  });

  it('falls back when the model goes away mid-answer, and the turn completes', async () => {
    scriptFor('writeBeat', async (chat) => fakeReply.cut(await replies.outputFor(chat), 0.4));
    const { drafts, fallbacks, beat } = await turnWithDrafts();

    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.some((d) => d.done)).toBe(false);
    expect(fallbacks).toEqual([expect.objectContaining({ call: 'writeBeat' })]);
    expect(fake.chats.filter((c) => c.call === 'writeBeat')).toHaveLength(1);
    expect(beat.options).toHaveLength(3);
  });

  it('does not stream without a draft sink, nor with streaming turned off', async () => {
    expect((await generateNextTurn(fresh.story, narrator(), NOW)).ok).toBe(true);
    await turnWithDrafts(narrator(false));
    expect(fake.chats.filter((c) => c.call === 'writeBeat').map((c) => c.body.stream)).toEqual([undefined, undefined]);
  });
});
