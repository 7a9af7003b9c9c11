import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeReply, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { assistantChatOf } from '../../testing/fake-openai-assistant';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

// Cancel over real HTTP: the browser closes the event stream, the server aborts the model calls
// in flight. The assistant comes from the configuration (OPENAI_* pointing at the fake), as in production.
forEachEngine(
  'assistant: Cancel reaches the model',
  ({ open }) => {
    let fake: FakeOpenAi;
    let server: ServerHandle;
    beforeAll(async () => {
      fake = await startFakeOpenAi({ chat: () => fakeReply.stall() });
      server = await startTestServer(await open(), { env: { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODERATION: 'false', SEED_WORLDS: 'false' } });
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close();
    });

    it('closing the stream aborts every section request in flight, and nothing after them is asked', async () => {
      const api = apiCaller(server.url);
      expect((await api.post('/auth/register', { email: 'cancel@example.org', username: 'canceller', password: 'Cancel-pass-1' })).status).toBe(200);
      const controller = new AbortController();
      const res = await fetch(`${server.url}/templates/generate`, {
        method: 'POST',
        signal: controller.signal,
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', cookie: api.cookieHeader(), 'x-csrf-token': 't' },
        body: JSON.stringify({ requestId: crypto.randomUUID(), prompt: 'A harbour that forgets one thing every night', playerCount: 1, maxTurns: 10, gameMode: 'Cooperative' }),
      });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const reader = res.body!.getReader();
      // The progress of the first phase arrives while its four requests hang at the model.
      let text = '';
      while ((text.match(/event: progress/g) ?? []).length < 4) text += new TextDecoder().decode((await reader.read()).value);
      await expect.poll(() => fake.chats.length, { timeout: 15_000 }).toBe(4);
      controller.abort();
      await expect.poll(() => fake.abandonedChats(), { timeout: 15_000 }).toBe(4);
      expect(fake.chats.map((c) => assistantChatOf(c)?.step).sort()).toEqual(['basics', 'difficultyLevels', 'guidelines', 'media']);
    });
  },
  ['pglite'],
);
