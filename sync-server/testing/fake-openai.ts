import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngBase64 } from './test-pictures';

/** A chat-completions request as the fake received it. */
export type ChatRequestRecord = {
  /** The structured-output schema name (`response_format.json_schema.name`): the narrator call. */
  call: string | null;
  model: string;
  messages: { role: string; content: string }[];
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
};

/** Any request the fake received. */
export type RequestRecord = { method: string; path: string; body: unknown };

/** Token usage the fake reports; unset fields are estimated (4 characters a token). */
export type FakeUsage = { prompt_tokens?: number; completion_tokens?: number; cached_tokens?: number };

/** What the fake answers to one request. */
export type FakeReply =
  | { type: 'content'; content: string; finishReason?: string; usage?: FakeUsage }
  | { type: 'refusal'; refusal: string }
  | { type: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** Waits before answering (before any header is sent). */
  | { type: 'slow'; ms: number; reply: FakeReply }
  /** Sends the headers, then never finishes the body. */
  | { type: 'stall' }
  /** Streamed only: sends the first `chars` characters of `content`, then drops the connection (the model's server went away). */
  | { type: 'cut'; content: string; chars: number }
  /** Streamed only: sends the first `chars` characters of `content`, waits for `release`, then the rest. */
  | { type: 'held'; content: string; chars: number; release: Promise<void> };

/** What the fake answers to one image generation. */
export type FakeImageReply =
  /** A real PNG as `b64_json` (of this size in pixels). */
  | { type: 'png'; width?: number; height?: number }
  /** Base64 of bytes that are no picture. */
  | { type: 'garbage' }
  /** An HTML page with status 200, as a misconfigured proxy answers. */
  | { type: 'html' }
  /** A valid JSON answer of about `mb` megabytes. */
  | { type: 'huge'; mb: number }
  /** JSON without any picture in it. */
  | { type: 'empty' }
  | FakeError
  /** `reply`, after `ms` milliseconds. */
  | { type: 'slow'; ms: number; reply: FakeImageReply };

/** Decides the reply to an image generation request. */
export type ImageHandler = (body: Record<string, unknown>) => FakeImageReply;

/** Decides the reply to a chat request. */
export type ChatHandler = (request: ChatRequestRecord) => FakeReply | Promise<FakeReply>;

/** An HTTP error reply. */
export type FakeError = Extract<FakeReply, { type: 'error' }>;

/** A moderation verdict: the flagged category names (empty: not flagged), an HTTP failure, or either after a delay. */
export type FakeModeration = { flagged: string[] } | FakeError | { type: 'slow'; ms: number; then: FakeModeration };

/** Reply builders for scripting the fake. */
export const fakeReply = {
  /** A message whose content is the JSON of `value`. */
  json: (value: unknown, usage?: FakeUsage): FakeReply => ({ type: 'content', content: JSON.stringify(value), ...(usage ? { usage } : {}) }),
  /** A message with this exact content. */
  content: (content: string, finishReason = 'stop'): FakeReply => ({ type: 'content', content, finishReason }),
  /** Content that is not JSON at all. */
  malformed: (): FakeReply => ({ type: 'content', content: '{"title": "The Lighthouse", "text": "You climb the stairs,' + ' and then' }),
  /** The JSON of `value` cut in half, with finish_reason "length" (the model hit its token limit). */
  truncated: (value: unknown): FakeReply => {
    const json = JSON.stringify(value);
    return { type: 'content', content: json.slice(0, Math.floor(json.length / 2)), finishReason: 'length' };
  },
  /** A refusal instead of content. */
  refusal: (refusal = 'I cannot help with that.'): FakeReply => ({ type: 'refusal', refusal }),
  /** An HTTP error with OpenAI's error body. */
  error: (status: number, message = `fake error ${status}`, headers?: Record<string, string>): FakeError => ({ type: 'error', status, message, ...(headers ? { headers } : {}) }),
  /** 429 with a retry-after header. */
  rateLimited: (): FakeError => ({ type: 'error', status: 429, message: 'Rate limit reached for requests', headers: { 'retry-after': '1' } }),
  /** `reply`, after `ms` milliseconds. */
  slow: (ms: number, reply: FakeReply): FakeReply => ({ type: 'slow', ms, reply }),
  /** Headers at once, then a body that never ends. */
  stall: (): FakeReply => ({ type: 'stall' }),
  /** A streamed answer (the JSON of `value`) that pauses after `fraction` of it until `release` resolves. */
  held: (value: unknown, fraction: number, release: Promise<void>): FakeReply => {
    const content = JSON.stringify(value);
    return { type: 'held', content, chars: Math.floor(content.length * fraction), release };
  },
  /** A streamed answer (the JSON of `value`) cut off after `fraction` of it by a dropped connection. */
  cut: (value: unknown, fraction = 0.5): FakeReply => {
    const content = JSON.stringify(value);
    return { type: 'cut', content, chars: Math.floor(content.length * fraction) };
  },
};

/** A running fake of the OpenAI API. */
export type FakeOpenAi = {
  /** The API root to give the SDK: `http://127.0.0.1:PORT/v1`. */
  baseURL: string;
  /** Every chat request, in arrival order. */
  chats: ChatRequestRecord[];
  /** How many chat requests the client gave up on (closed the connection) before their answer was complete. */
  abandonedChats(): number;
  /** Every request, in arrival order. */
  requests: RequestRecord[];
  /** Queues replies (or one-off handlers) for the next chat requests, before the default handler. */
  script(...replies: (FakeReply | ChatHandler)[]): void;
  /** Replaces the default chat handler. */
  setChat(handler: ChatHandler): void;
  /** Sets how fast answers are written, in tokens (4 characters) a second: streamed replies come token by token at that pace, whole ones once all is written; 0 (the default): at once. */
  setTokensPerSecond(rate: number): void;
  /** Replaces the moderation verdict function. */
  setModeration(handler: (input: string) => FakeModeration): void;
  /** Every image generation request body, in arrival order. */
  images: Record<string, unknown>[];
  /** Queues replies for the next image generations, before the default handler (a real PNG). */
  scriptImages(...replies: FakeImageReply[]): void;
  /** Replaces the default image handler. */
  setImages(handler: ImageHandler): void;
  /** Stops the server, cutting open connections (slow replies included). */
  close(): Promise<void>;
};

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];


const tokens = (chars: number): number => Math.ceil(chars / 4);

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const errorBody = (status: number, message: string) => ({
  error: { message, type: status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error', param: null, code: null },
});

/**
 * A real local HTTP server (port 0) speaking enough of the OpenAI API for the SDK:
 * `POST /v1/chat/completions` (whole, or streamed as server-sent events with `stream: true`, at
 * the pace {@link FakeOpenAi.setTokensPerSecond} sets), `POST /v1/moderations` and
 * `POST /v1/images/generations`. Chat replies come from the script queue, then the default
 * handler (a 500 when there is none). Usage is estimated at 4 characters a token; cached tokens
 * are the prompt prefix shared with an earlier request, as a provider's prompt cache would report.
 */
export async function startFakeOpenAi(options: { chat?: ChatHandler; moderation?: (input: string) => FakeModeration; images?: ImageHandler; tokensPerSecond?: number } = {}): Promise<FakeOpenAi> {
  let tokensPerSecond = options.tokensPerSecond ?? 0;
  let imageHandler: ImageHandler = options.images ?? (() => ({ type: 'png' }));
  const imageQueue: FakeImageReply[] = [];
  const images: Record<string, unknown>[] = [];
  let chatHandler: ChatHandler = options.chat ?? (() => fakeReply.error(500, 'the fake has no reply scripted'));
  let moderation = options.moderation ?? (() => ({ flagged: [] }));
  const queue: (FakeReply | ChatHandler)[] = [];
  const chats: ChatRequestRecord[] = [];
  const requests: RequestRecord[] = [];
  const prompts: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let completionId = 0;
  let abandoned = 0;

  async function answer(res: ServerResponse, reply: FakeReply, prompt: string, cachedChars: number, model: string): Promise<void> {
    switch (reply.type) {
      case 'slow': {
        await wait(res, reply.ms);
        return answer(res, reply.reply, prompt, cachedChars, model);
      }
      case 'held':
        await reply.release;
        return answer(res, { type: 'content', content: reply.content }, prompt, cachedChars, model);
      case 'cut':
        res.destroy();
        return;
      case 'stall':
        if (!res.destroyed) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"id": "chatcmpl-stall", ');
        }
        return;
      case 'error':
        return sendJson(res, reply.status, errorBody(reply.status, reply.message), reply.headers);
      case 'refusal':
      case 'content': {
        const content = reply.type === 'content' ? reply.content : null;
        const u = reply.type === 'content' ? (reply.usage ?? {}) : {};
        completionId += 1;
        return sendJson(res, 200, {
          id: `chatcmpl-fake-${completionId}`,
          object: 'chat.completion',
          created: 1_700_000_000 + completionId,
          model,
          choices: [
            {
              index: 0,
              finish_reason: reply.type === 'content' ? (reply.finishReason ?? 'stop') : 'stop',
              logprobs: null,
              message: { role: 'assistant', content, refusal: reply.type === 'refusal' ? reply.refusal : null },
            },
          ],
          usage: {
            prompt_tokens: u.prompt_tokens ?? tokens(prompt.length),
            completion_tokens: u.completion_tokens ?? tokens((content ?? '').length),
            total_tokens: (u.prompt_tokens ?? tokens(prompt.length)) + (u.completion_tokens ?? tokens((content ?? '').length)),
            prompt_tokens_details: { cached_tokens: u.cached_tokens ?? Math.floor(cachedChars / 4) },
          },
        });
      }
    }
  }

  /**
   * Writes `content` as SSE chunks of one token (4 characters) at the set pace; with `cutAt`, drops
   * the connection there; with `hold`, stops after `hold.chars` until `hold.release` resolves.
   */
  async function streamContent(res: ServerResponse, id: string, model: string, field: 'content' | 'refusal', content: string, cutAt: number | null, hold?: { chars: number; release: Promise<void> }): Promise<void> {
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: field === 'content' ? '' : null }));
    let sent = 0;
    const pace = async (end: number) => {
      const started = Date.now();
      const from = sent;
      while (sent < end && !res.destroyed) {
        // Every token due by now (the first at once), then a short wait: the pace holds whatever the timer granularity.
        const due = tokensPerSecond > 0 ? Math.min(end, from + (Math.floor(((Date.now() - started) / 1000) * tokensPerSecond) + 1) * 4) : end;
        for (let at = sent; at < due; at += 4) res.write(chunk({ [field]: content.slice(at, Math.min(at + 4, due)) }));
        sent = Math.max(sent, due);
        if (sent < end) await wait(res, 20);
      }
    };
    if (hold) {
      await pace(hold.chars);
      await Promise.race([hold.release, new Promise((resolve) => res.once('close', resolve))]);
    }
    await pace(cutAt ?? content.length);
    if (cutAt === null || res.destroyed) return;
    // What was sent reaches the client before the connection drops.
    await new Promise<void>((resolve) => res.write('', () => resolve()));
    res.destroy();
  }

  async function answerStreamed(res: ServerResponse, reply: FakeReply, prompt: string, cachedChars: number, model: string, includeUsage: boolean): Promise<void> {
    switch (reply.type) {
      case 'slow':
        await wait(res, reply.ms);
        return answerStreamed(res, reply.reply, prompt, cachedChars, model, includeUsage);
      case 'stall':
        if (!res.destroyed) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(': waiting\n\n');
        }
        return;
      case 'error':
        return sendJson(res, reply.status, errorBody(reply.status, reply.message), reply.headers);
      case 'cut': {
        completionId += 1;
        await streamContent(res, `chatcmpl-fake-${completionId}`, model, 'content', reply.content, reply.chars);
        return;
      }
      case 'held':
      case 'refusal':
      case 'content': {
        completionId += 1;
        const id = `chatcmpl-fake-${completionId}`;
        const text = reply.type === 'refusal' ? reply.refusal : reply.content;
        await streamContent(res, id, model, reply.type === 'refusal' ? 'refusal' : 'content', text, null, reply.type === 'held' ? reply : undefined);
        if (res.destroyed) return;
        const finish = reply.type === 'content' ? (reply.finishReason ?? 'stop') : 'stop';
        const base = { id, object: 'chat.completion.chunk', created: 1_700_000_000, model };
        res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finish, logprobs: null }] })}\n\n`);
        if (includeUsage) {
          const u = reply.type === 'content' ? (reply.usage ?? {}) : {};
          const promptTokens = u.prompt_tokens ?? tokens(prompt.length);
          const completionTokens = u.completion_tokens ?? tokens(text.length);
          const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens, prompt_tokens_details: { cached_tokens: u.cached_tokens ?? Math.floor(cachedChars / 4) } };
          res.write(`data: ${JSON.stringify({ ...base, choices: [], usage })}\n\n`);
        }
        res.end('data: [DONE]\n\n');
      }
    }
  }

  async function onChat(body: Record<string, unknown>, headers: IncomingHttpHeaders, res: ServerResponse): Promise<void> {
    res.once('close', () => {
      if (!res.writableFinished) abandoned += 1;
    });
    const format = body.response_format as { json_schema?: { name?: string } } | undefined;
    const messages = (Array.isArray(body.messages) ? body.messages : []) as { role: string; content: string }[];
    const record: ChatRequestRecord = { call: format?.json_schema?.name ?? null, model: String(body.model ?? ''), messages, body, headers };
    chats.push(record);
    const prompt = messages.map((m) => `<${m.role}>${m.content}`).join('');
    const cachedChars = prompts.reduce((best, p) => Math.max(best, commonPrefix(p, prompt)), 0);
    prompts.push(prompt);
    const next = queue.shift() ?? chatHandler;
    let reply: FakeReply;
    try {
      reply = typeof next === 'function' ? await next(record) : next;
    } catch (e) {
      reply = fakeReply.error(500, `the fake's handler threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (body.stream === true) {
      const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
      return answerStreamed(res, reply, prompt, cachedChars, record.model, includeUsage);
    }
    // A whole answer comes once the model has written all of it.
    if (tokensPerSecond > 0 && reply.type === 'content') await wait(res, (tokens(reply.content.length) / tokensPerSecond) * 1000);
    await answer(res, reply, prompt, cachedChars, record.model);
  }

  function wait(res: ServerResponse, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
      res.once('close', () => {
        clearTimeout(t);
        timers.delete(t);
        resolve();
      });
    });
  }

  async function answerImage(res: ServerResponse, reply: FakeImageReply, n: number): Promise<void> {
    const picture = (b64: string) => sendJson(res, 200, { created: 1_700_000_000, data: Array.from({ length: n }, () => ({ b64_json: b64 })) });
    switch (reply.type) {
      case 'slow':
        await wait(res, reply.ms);
        return answerImage(res, reply.reply, n);
      case 'error':
        return sendJson(res, reply.status, errorBody(reply.status, reply.message), reply.headers);
      case 'png':
        return picture(pngBase64(reply.width ?? 8, reply.height ?? 8));
      case 'garbage':
        return picture(Buffer.from('these bytes are not a picture at all, not even close').toString('base64'));
      case 'empty':
        return sendJson(res, 200, { created: 1_700_000_000, data: [] });
      case 'html':
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>');
        return;
      case 'huge': {
        // Valid base64 of a PNG header followed by filler: only its size is wrong.
        const body = pngBase64(8, 8) + 'A'.repeat(Math.ceil(reply.mb * 1024 * 1024));
        return picture(body.slice(0, body.length - (body.length % 4)));
      }
    }
  }

  async function onModeration(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? '')];
    const verdicts: ({ flagged: string[] } | FakeError)[] = [];
    for (const input of inputs) {
      let v = moderation(input);
      while ('type' in v && v.type === 'slow') {
        await wait(res, v.ms);
        v = v.then;
      }
      verdicts.push(v);
    }
    const failed = verdicts.find((v): v is FakeError => 'type' in v);
    if (failed) return sendJson(res, failed.status, errorBody(failed.status, failed.message), failed.headers);
    sendJson(res, 200, {
      id: `modr-fake-${requests.length}`,
      model: String(body.model ?? 'omni-moderation-latest'),
      results: verdicts.map((v) => {
        const flagged = 'flagged' in v ? v.flagged : [];
        return {
          flagged: flagged.length > 0,
          categories: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged.includes(c)])),
          category_scores: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged.includes(c) ? 0.97 : 0.001])),
          category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ['text']])),
        };
      }),
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', path, body });
      const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        return onChat(json, req.headers, res);
      }
      if (req.method === 'POST' && path === '/v1/moderations') return onModeration(json, res);
      if (req.method === 'POST' && path === '/v1/images/generations') {
        images.push(json);
        const n = typeof json.n === 'number' ? json.n : 1;
        return answerImage(res, imageQueue.shift() ?? imageHandler(json), n);
      }
      sendJson(res, 404, errorBody(404, `the fake has no route ${req.method} ${path}`));
    })().catch((e: unknown) => sendJson(res, 500, errorBody(500, e instanceof Error ? e.message : String(e))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    chats,
    abandonedChats: () => abandoned,
    requests,
    script: (...replies) => queue.push(...replies),
    setChat: (handler) => {
      chatHandler = handler;
    },
    setTokensPerSecond: (rate) => {
      tokensPerSecond = rate;
    },
    setModeration: (handler) => {
      moderation = handler;
    },
    images,
    scriptImages: (...replies) => imageQueue.push(...replies),
    setImages: (handler) => {
      imageHandler = handler;
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
