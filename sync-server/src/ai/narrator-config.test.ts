// The model narrator as the environment configures it (README, "An OpenAI-compatible model").
import { createProceduralNarrator, generateNextTurn } from '@engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStory } from '../../../engine/testing/index';
import { createProceduralReplies, type ProceduralReplies } from '../../testing/fake-openai-procedural';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { seedTemplate } from '../../testing/seed-templates';
import { parseConfig } from '../config';
import { createNarrator } from './narrator-factory';

let fake: FakeOpenAi;
let replies: ProceduralReplies;
beforeEach(async () => {
  replies = createProceduralReplies();
  fake = await startFakeOpenAi({ chat: replies.handler });
});
afterEach(async () => {
  await fake.close();
});

describe('the narrator the environment asks for', () => {
  it('takes its limits by call kind, temperature and circuit breaker from the environment', async () => {
    const parsed = parseConfig({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODERATION: 'false', OPENAI_CALL_LIMITS: 'writeBeat=90000/3000', OPENAI_TEMPERATURE: '0.4', NARRATOR_BREAKER_FAILURES: '2', NARRATOR_BREAKER_COOLDOWN_TURNS: '5' });
    if (!parsed.ok) throw new Error(parsed.message);
    const narrator = replies.track(createNarrator(parsed.config));
    expect(narrator.breaker).toEqual({ failures: 2, cooldownTurns: 5 });
    const { story } = await startStory(createProceduralNarrator(), { kind: 'template', template: seedTemplate('the-redrawn-city'), playerCount: 1, maxTurns: 10 }, 'config');
    const r = await generateNextTurn(story, narrator, story.updatedAt);
    expect(r.ok && r.fallbacks).toEqual([]);
    const beat = fake.chats.find((c) => c.call === 'writeBeat')!;
    expect(beat.body).toMatchObject({ max_tokens: 3000, temperature: 0.4 });
    expect(fake.chats.find((c) => c.call === 'writeSwitch')!.body.max_tokens).toBe(600);
  });

  it('NARRATOR_BREAKER_FAILURES=0 turns the breaker off; a bad value stops the server with a readable line', () => {
    const off = parseConfig({ OPENAI_API_KEY: 'k', NARRATOR_BREAKER_FAILURES: '0' });
    expect(off.ok && createNarrator(off.config).breaker).toBeUndefined();
    const bad = parseConfig({ OPENAI_CALL_LIMITS: 'writeBeat=fast', OPENAI_TEMPERATURE: '3', OPENAI_MAX_TOKENS_PARAM: 'tokens' });
    expect(bad.ok).toBe(false);
    const message = bad.ok ? '' : bad.message;
    expect(message).toContain('OPENAI_CALL_LIMITS: "writeBeat=fast" is not call=timeoutMs/maxTokens');
    expect(message).toContain('OPENAI_TEMPERATURE');
    expect(message).toContain('OPENAI_MAX_TOKENS_PARAM');
  });
});
