// A server whose narrator is an OpenAI-compatible model: a fake one in the same process that
// writes valid answers (the procedural narrator's, matched to each request) at a set pace. For
// tests, the streaming e2e spec and bench:stream; run as a script it is a server process
// (`node --import tsx sync-server/testing/model-server.ts`) configured by the environment plus
// FAKE_TOKENS_PER_SECOND (default 50), STREAM_BEATS (default true), FAKE_FAIL_CALLS (narrator
// calls the fake answers with HTTP 500, e.g. `writeBeat,planThread`: a model that went down) and
// CHILDREN_MODERATION (default true). Its narrator has the configuration's circuit breaker and, like
// the real one, moderates children's stories (Button Hill): their drafts come a paragraph at a time.
import { pathToFileURL } from 'node:url';
import { createModerator } from '../src/ai/narrator-factory';
import { createOpenAiNarrator } from '../src/ai/openai-narrator';
import { parseConfig, type Config } from '../src/config';
import { startServer, type ServerHandle, type ServerOptions } from '../src/server';
import { setLogLevel } from '../src/util/log';
import { fakeReply, startFakeOpenAi, type ChatHandler, type FakeOpenAi } from './fake-openai';
import { createProceduralReplies, type ProceduralReplies } from './fake-openai-procedural';

/** A server with a fake model, and the fake (to script failures or change its pace). */
export type ModelServer = { server: ServerHandle; fake: FakeOpenAi; replies: ProceduralReplies; close(): Promise<void> };

/** Starts a server over `config` whose narrator streams beats from a fake model writing `tokensPerSecond` (0: at once). */
export async function startModelServer(
  config: Config,
  options: ServerOptions & { tokensPerSecond?: number; streamBeats?: boolean; fake?: FakeOpenAi; failCalls?: readonly string[]; childrenModeration?: boolean } = {},
): Promise<ModelServer> {
  const { tokensPerSecond = 50, streamBeats = true, fake: given, failCalls = [], childrenModeration = true, ...serverOptions } = options;
  const replies = createProceduralReplies();
  const handler: ChatHandler = (chat) => (chat.call && failCalls.includes(chat.call) ? fakeReply.error(500, 'the model server is down') : replies.handler(chat));
  const fake = given ?? (await startFakeOpenAi({ chat: handler, tokensPerSecond }));
  if (given) given.setChat(handler);
  const moderator = serverOptions.moderator ?? createModerator({ ...config, OPENAI_API_KEY: 'fake-key', OPENAI_BASE_URL: fake.baseURL });
  const breaker = config.NARRATOR_BREAKER_FAILURES > 0 ? { failures: config.NARRATOR_BREAKER_FAILURES, cooldownTurns: config.NARRATOR_BREAKER_COOLDOWN_TURNS } : null;
  const narrator = replies.track(
    createOpenAiNarrator({ apiKey: 'fake-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 120_000, streamBeats, breaker, ...(childrenModeration ? { moderator } : {}) }),
  );
  const server = await startServer(config, { ...serverOptions, moderator, narrator });
  return {
    server,
    fake,
    replies,
    close: async () => {
      await server.close();
      if (!given) await fake.close();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const parsed = parseConfig(process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(1);
  }
  setLogLevel(parsed.config.LOG_LEVEL);
  const running = await startModelServer(parsed.config, {
    tokensPerSecond: Number(process.env.FAKE_TOKENS_PER_SECOND ?? 50),
    streamBeats: process.env.STREAM_BEATS !== 'false',
    failCalls: (process.env.FAKE_FAIL_CALLS ?? '').split(',').map((c) => c.trim()).filter(Boolean),
    childrenModeration: process.env.CHILDREN_MODERATION !== 'false',
  });
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
