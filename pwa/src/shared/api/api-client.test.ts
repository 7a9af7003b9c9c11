import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiPost, apiRequest, HTTP_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';

type Call = { url: URL; init: RequestInit };

let calls: Call[];
let replies: Array<() => Response | Promise<Response>>;
let cookie: string;

function reply(body: unknown, status = 200) {
  replies.push(() => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

beforeEach(() => {
  calls = [];
  replies = [];
  cookie = 'theme=dark; XSRF-TOKEN=first%20token';
  vi.stubGlobal('window', { location: { origin: 'https://taleforge.test' } });
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  vi.stubGlobal('fetch', (input: URL, init: RequestInit) => {
    calls.push({ url: new URL(input), init });
    const next = replies.shift();
    if (!next) throw new Error('unexpected fetch');
    return Promise.resolve(next());
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const dataSchema = z.object({ n: z.number() });
const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('apiRequest', () => {
  it('GET: adds a fresh requestId query, Accept JSON and credentials, and unwraps data', async () => {
    reply({ status: 'success', data: { n: 1 } });
    reply({ status: 'success', data: { n: 2 } });
    await expect(apiGet('/templates/published', dataSchema, { query: { forWelcomeScreen: 'true', skip: undefined } })).resolves.toEqual({ n: 1 });
    await apiGet('/templates/published', dataSchema);
    const [first, second] = calls;
    expect(first!.url.pathname).toBe('/templates/published');
    expect(first!.url.searchParams.get('forWelcomeScreen')).toBe('true');
    expect(first!.url.searchParams.has('skip')).toBe(false);
    expect(first!.url.searchParams.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.url.searchParams.get('requestId')).not.toBe(first!.url.searchParams.get('requestId'));
    expect(first!.init.credentials).toBe('include');
    expect(headersOf(first!).Accept).toBe('application/json');
    expect(headersOf(first!)['X-CSRF-TOKEN']).toBeUndefined();
  });

  it('non-GET: requestId in the JSON body and the XSRF-TOKEN cookie echoed in X-CSRF-TOKEN', async () => {
    reply({ status: 'success', data: { n: 3 } });
    await apiPost('/feedback/submit', dataSchema, { comment: 'hi' });
    const call = calls[0]!;
    expect(call.init.method).toBe('POST');
    expect(headersOf(call)['X-CSRF-TOKEN']).toBe('first token');
    expect(headersOf(call)['Content-Type']).toBe('application/json');
    const body = JSON.parse(call.init.body as string) as Record<string, unknown>;
    expect(body.comment).toBe('hi');
    expect(typeof body.requestId).toBe('string');
    expect(call.url.searchParams.has('requestId')).toBe(false);
  });

  it('keeps a caller-given requestId (outbox replay)', async () => {
    reply({ status: 'success', data: { n: 4 } });
    await apiRequest({ method: 'PUT', path: '/stories/status', schema: dataSchema, body: {}, requestId: 'queued-1' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ requestId: 'queued-1' });
  });

  it("retries a 403 'Invalid CSRF token' once, with the refreshed cookie and the same requestId", async () => {
    replies.push(() => {
      cookie = 'XSRF-TOKEN=second';
      return new Response(JSON.stringify({ status: 'error', errorMessage: 'Invalid CSRF token' }), { status: 403 });
    });
    reply({ status: 'success', data: { n: 5 } });
    await expect(apiPost('/stories', dataSchema, {})).resolves.toEqual({ n: 5 });
    expect(calls).toHaveLength(2);
    expect(headersOf(calls[1]!)['X-CSRF-TOKEN']).toBe('second');
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
  });

  it('does not retry a CSRF failure twice', async () => {
    reply({ status: 'error', errorMessage: 'Invalid CSRF token' }, 403);
    reply({ status: 'error', errorMessage: 'Invalid CSRF token' }, 403);
    await expect(apiPost('/stories', dataSchema, {})).rejects.toMatchObject({ kind: 'envelope', httpStatus: 403 });
    expect(calls).toHaveLength(2);
  });

  it('turns error envelopes into typed errors carrying rate limit and moderation', async () => {
    reply({ status: 'rate_limited', errorMessage: 'Too many', rateLimit: { timeRemaining: 42000 } }, 429);
    reply({ status: 'moderation_blocked', errorMessage: 'Blocked', moderation: { reason: 'violence' } }, 400);
    const limited = await apiPost('/stories', dataSchema, {}).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited).toMatchObject({ kind: 'envelope', status: 'rate_limited', rateLimit: { timeRemaining: 42000 }, httpStatus: 429 });
    await expect(apiPost('/stories', dataSchema, {})).rejects.toMatchObject({
      status: 'moderation_blocked',
      moderation: { reason: 'violence' },
      errorMessage: 'Blocked',
    });
  });

  it('reports unknown statuses, non-envelope 2xx, plain HTTP failures and bad data with the spec wording', async () => {
    reply({ status: 'weird' });
    reply('<!doctype html><html></html>');
    reply('Bad gateway from proxy', 502);
    reply('<html>500</html>', 500);
    reply({ status: 'success', data: { n: 'not a number' } });
    await expect(apiGet('/x', dataSchema)).rejects.toMatchObject({
      kind: 'unknown-status',
      errorMessage: 'Received an unknown API status: weird. Please try again.',
    });
    await expect(apiGet('/x', dataSchema)).rejects.toMatchObject({ kind: 'unexpected-status', httpStatus: 200 });
    await expect(apiGet('/x', dataSchema)).rejects.toMatchObject({ kind: 'http', errorMessage: 'Bad gateway from proxy' });
    await expect(apiGet('/x', dataSchema)).rejects.toMatchObject({
      kind: 'http',
      errorMessage: 'An unexpected network or server error occurred.',
    });
    await expect(apiGet('/x', dataSchema)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('maps a failed fetch to a network error', async () => {
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await apiGet('/x', dataSchema).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.isConnectivity).toBe(true);
  });

  it(`times out after ${HTTP_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (input: URL, init: RequestInit) => {
      calls.push({ url: new URL(input), init });
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const pending = apiGet('/x', dataSchema).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(calls[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('reports a caller abort as aborted', async () => {
    vi.stubGlobal('fetch', (_input: URL, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    );
    const controller = new AbortController();
    const pending = apiGet('/x', dataSchema, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'aborted' });
  });
});
