// The one HTTP client of the PWA (spec 1 §7, §8, §9). Same origin as the page, no /api prefix.
// It carries no zod itself: each call brings its answer's schema, and the error envelope's is
// loaded with the first error answer (error-envelope.ts), so a page that only sends stays light.
import type { z } from 'zod';
import { API_ERROR_TEXT, ApiError } from './api-error';
import { CSRF_HEADER, readCsrfToken } from './csrf-token';
import { newRequestId } from './request-id';

/** HTTP client time-out (spec 1 §9). */
export const HTTP_TIMEOUT_MS = 180_000;

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters; undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** One API call: where, what to send, and the zod schema of the envelope's `data`. */
export type ApiRequest<S extends z.ZodType> = {
  method?: HttpMethod;
  path: string;
  schema: S;
  query?: QueryParams;
  /** JSON body (non-GET), or FormData for uploads; requestId is added to either. */
  body?: Record<string, unknown> | FormData;
  /** Reuse an id when replaying a queued action (idempotency); fresh otherwise. */
  requestId?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Asks for server-sent events (`Accept: text/event-stream`): every event before the last is
   * handed here as it arrives; the `result` event holds the envelope the call resolves with. A
   * server that answers plain JSON (a refusal before the run) is read as usual.
   */
  onEvent?: (event: string, data: unknown) => void;
};

const INVALID_CSRF = 'Invalid CSRF token';

/**
 * Calls the API and resolves with the success envelope's `data`, parsed by `schema`; rejects with an ApiError.
 * @example
 * const { templates } = await apiRequest({ path: '/templates/published', schema: publishedTemplatesResponseSchema });
 */
export async function apiRequest<S extends z.ZodType>(req: ApiRequest<S>): Promise<z.output<S>> {
  const method = req.method ?? 'GET';
  const requestId = req.requestId ?? newRequestId();
  const url = buildUrl(req.path, req.query, method === 'GET' ? requestId : undefined);
  const body = method === 'GET' ? undefined : withRequestId(req.body, requestId);

  let response = await send(url, method, body, req);
  // Spec 1 §8: a stale CSRF cookie is answered with 403 'Invalid CSRF token' and a fresh cookie; retry once.
  if (method !== 'GET' && response.httpStatus === 403 && mentionsInvalidCsrf(response)) {
    response = await send(url, method, body, req);
  }
  return interpret(response, req.schema);
}

/** GET `path` and resolve with its parsed data. */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: Omit<ApiRequest<S>, 'method' | 'path' | 'schema' | 'body'> = {},
): Promise<z.output<S>> {
  return apiRequest({ ...options, method: 'GET', path, schema });
}

/** POST `body` to `path` and resolve with the parsed data. */
export function apiPost<S extends z.ZodType>(
  path: string,
  schema: S,
  body: ApiRequest<S>['body'] = {},
  options: Omit<ApiRequest<S>, 'method' | 'path' | 'schema' | 'body'> = {},
): Promise<z.output<S>> {
  return apiRequest({ ...options, method: 'POST', path, schema, body });
}

/** PUT `body` to `path` and resolve with the parsed data. */
export function apiPut<S extends z.ZodType>(
  path: string,
  schema: S,
  body: ApiRequest<S>['body'] = {},
  options: Omit<ApiRequest<S>, 'method' | 'path' | 'schema' | 'body'> = {},
): Promise<z.output<S>> {
  return apiRequest({ ...options, method: 'PUT', path, schema, body });
}

/** DELETE `path` (with a JSON body carrying the requestId) and resolve with the parsed data. */
export function apiDelete<S extends z.ZodType>(
  path: string,
  schema: S,
  options: Omit<ApiRequest<S>, 'method' | 'path' | 'schema'> = {},
): Promise<z.output<S>> {
  return apiRequest({ ...options, method: 'DELETE', path, schema });
}

/** A file the API answered with: its bytes and the name the server gave it. */
export type Download = { blob: Blob; fileName: string };

/** Progress of a download: bytes received, and the server's estimate of the total (null when it sent none). */
export type DownloadProgress = (received: number, estimate: number | null) => void;

/**
 * POSTs `body` to `path` and reads a file answer as a stream, reporting each chunk to `onProgress`
 * (the server's `X-Export-Estimated-Bytes` is the estimate). An error answer rejects with the same
 * ApiError as {@link apiRequest}.
 */
export async function apiDownload(
  path: string,
  body: Record<string, unknown>,
  options: { onProgress?: DownloadProgress; signal?: AbortSignal } = {},
): Promise<Download> {
  const headers: Record<string, string> = { Accept: 'application/zip, application/json', 'Content-Type': 'application/json' };
  const token = readCsrfToken();
  if (token !== undefined) headers[CSRF_HEADER] = token;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, undefined, undefined), { method: 'POST', headers, body: JSON.stringify({ ...body, requestId: newRequestId() }), credentials: 'include', signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', errorMessage: 'The request was cancelled.', cause });
    throw new ApiError({ kind: 'network', errorMessage: API_ERROR_TEXT.unexpectedNetwork, cause });
  }
  if (!res.ok || !res.body) {
    const text = await res.text();
    return interpret({ httpStatus: res.status, ok: res.ok, json: parseJson(text), text }, neverData);
  }
  const estimateHeader = Number(res.headers.get('X-Export-Estimated-Bytes'));
  const estimate = Number.isFinite(estimateHeader) && estimateHeader > 0 ? estimateHeader : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.(received, estimate);
    }
  } catch (cause) {
    throw new ApiError({ kind: 'network', errorMessage: API_ERROR_TEXT.unexpectedNetwork, cause });
  }
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'worlds.zip';
  return { blob: new Blob(chunks, { type: res.headers.get('Content-Type') ?? 'application/zip' }), fileName };
}

/** The schema of an answer that must not be a success envelope (a download that came back as JSON). */
const neverData = { safeParse: () => ({ success: false, error: new Error('expected a file') }) } as unknown as z.ZodType<never>;

/** What came back over HTTP, before interpretation. */
type RawResponse = { httpStatus: number; ok: boolean; json: unknown; text: string };

function buildUrl(path: string, query: QueryParams | undefined, requestId: string | undefined): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (requestId !== undefined) url.searchParams.set('requestId', requestId);
  return url;
}

function withRequestId(body: ApiRequest<z.ZodType>['body'], requestId: string): string | FormData {
  if (body instanceof FormData) {
    if (!body.has('requestId')) body.set('requestId', requestId);
    return body;
  }
  return JSON.stringify({ ...body, requestId });
}

async function send(
  url: URL,
  method: HttpMethod,
  body: string | FormData | undefined,
  req: ApiRequest<z.ZodType>,
): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: req.onEvent ? 'text/event-stream, application/json' : 'application/json' };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    // Read at send time: the retry after a CSRF rejection must pick up the refreshed cookie.
    const token = readCsrfToken();
    if (token !== undefined) headers[CSRF_HEADER] = token;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs ?? HTTP_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(req.signal?.reason);
  if (req.signal?.aborted) forwardAbort();
  else req.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const res = await fetch(url, { method, headers, body, credentials: 'include', signal: controller.signal });
    if (req.onEvent && res.body && (res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      return { httpStatus: res.status, ok: res.ok, json: await readEvents(res.body, req.onEvent), text: '' };
    }
    const text = await res.text();
    return { httpStatus: res.status, ok: res.ok, json: parseJson(text), text };
  } catch (cause) {
    if (timedOut) throw new ApiError({ kind: 'timeout', errorMessage: API_ERROR_TEXT.unexpectedNetwork, cause });
    if (req.signal?.aborted) throw new ApiError({ kind: 'aborted', errorMessage: 'The request was cancelled.', cause });
    throw new ApiError({ kind: 'network', errorMessage: API_ERROR_TEXT.unexpectedNetwork, cause });
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Reads server-sent events until the stream ends: hands each to `onEvent`, returns the `result` event's data. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: unknown) => void): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let result: unknown;
  const take = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    const value = parseJson(data.join('\n'));
    if (event === 'result') result = value;
    else onEvent(event, value);
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      take(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    if (done) break;
  }
  if (buffer.trim()) take(buffer);
  return result;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function mentionsInvalidCsrf(res: RawResponse): boolean {
  return messageOf(res.json)?.includes(INVALID_CSRF) === true || res.text.includes(INVALID_CSRF);
}

function messageOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  for (const key of ['errorMessage', 'message', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** What a call answers when its data does not matter (a count sent and forgotten): anything, as it is. */
export const anyData = { safeParse: (data: unknown) => ({ success: true, data }) } as unknown as z.ZodType<unknown>;

async function interpret<S extends z.ZodType>(res: RawResponse, schema: S): Promise<z.output<S>> {
  const status =
    typeof res.json === 'object' && res.json !== null ? (res.json as { status?: unknown }).status : undefined;

  if (status === 'success' && 'data' in (res.json as object)) {
    const parsed = schema.safeParse((res.json as { data: unknown }).data);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      kind: 'invalid-response',
      errorMessage: API_ERROR_TEXT.unexpectedServer,
      status,
      httpStatus: res.httpStatus,
      cause: parsed.error,
    });
  }

  const envelope = typeof status === 'string' ? await import('./error-envelope') : null;
  if (typeof status === 'string' && envelope?.isKnownStatus(status)) {
    // An error envelope: keep every field screens and toasts need (rate limit, moderation, issues).
    const fields = envelope.envelopeFields(res.json);
    throw new ApiError({
      kind: 'envelope',
      status,
      httpStatus: res.httpStatus,
      errorMessage: fields?.errorMessage || messageOf(res.json) || API_ERROR_TEXT.unexpectedServer,
      operationType: fields?.operationType,
      rateLimit: fields?.rateLimit,
      moderation: fields?.moderation,
      issues: fields?.issues,
    });
  }

  if (typeof status === 'string') {
    throw new ApiError({
      kind: 'unknown-status',
      status,
      httpStatus: res.httpStatus,
      errorMessage: API_ERROR_TEXT.unknownStatus(status),
    });
  }

  if (res.ok) {
    throw new ApiError({
      kind: 'unexpected-status',
      httpStatus: res.httpStatus,
      errorMessage: API_ERROR_TEXT.unexpectedStatus(String(status ?? 'none')),
    });
  }

  throw new ApiError({
    kind: 'http',
    httpStatus: res.httpStatus,
    errorMessage: messageOf(res.json) ?? plainText(res.text) ?? API_ERROR_TEXT.unexpectedNetwork,
  });
}

/** A short response text worth showing; HTML pages and long dumps are not. */
function plainText(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('<') || trimmed.length > 300) return undefined;
  return trimmed;
}
