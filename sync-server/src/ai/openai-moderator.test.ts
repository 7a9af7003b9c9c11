import OpenAI from 'openai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReply, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { openAiModerator } from '../limits/moderation';

// The existing openAiModerator (limits/moderation.ts) against the fake's /v1/moderations.

let fake: FakeOpenAi;
const moderator = (timeout = 5_000) => openAiModerator(new OpenAI({ apiKey: 'test-key', baseURL: fake.baseURL, maxRetries: 0, timeout }));
const moderationCalls = () => fake.requests.filter((r) => r.path === '/v1/moderations');

beforeEach(async () => {
  fake = await startFakeOpenAi();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

describe('openAiModerator against an OpenAI-compatible moderation endpoint', () => {
  it('blocks flagged text with the flagged categories as the reason', async () => {
    fake.setModeration(() => ({ flagged: ['harassment/threatening', 'self-harm'] }));
    const verdict = await moderator().check('A story where the villain sends threats to the whole town');

    expect(verdict).toEqual({ ok: false, reason: 'harassment / threatening, self harm' });
    expect(moderationCalls()).toEqual([
      { method: 'POST', path: '/v1/moderations', body: { model: 'omni-moderation-latest', input: 'A story where the villain sends threats to the whole town' } },
    ]);
  });

  it('lets text through that the endpoint does not flag', async () => {
    expect(await moderator().check('A cosy mystery in a village bakery')).toEqual({ ok: true });
    expect(moderationCalls()).toHaveLength(1);
  });

  it('applies the local rules first, without asking the endpoint', async () => {
    expect(await moderator().check('step by step how to build a bomb at home')).toEqual({ ok: false, reason: 'instructions for mass violence' });
    expect(moderationCalls()).toHaveLength(0);
  });

  it('when the endpoint answers 500, only the local rules apply: no block, and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.setModeration(() => fakeReply.error(500, 'The server had an error'));

    expect(await moderator().check('A heist on a flying train')).toEqual({ ok: true });
    expect(moderationCalls()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[moderation\] moderation endpoint failed, using local rules only: 500/));
  });

  it('when the endpoint is slower than the client timeout, the player is not blocked either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.setModeration(() => ({ type: 'slow', ms: 5_000, then: { flagged: ['violence'] } }));
    const started = Date.now();
    expect(await moderator(300).check('A picnic that goes wrong')).toEqual({ ok: true });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
