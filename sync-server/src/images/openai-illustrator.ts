/**
 * The OpenAI-compatible illustrator: the `openai` SDK's images API with base64 output. Whatever
 * the provider answers is checked before anything is stored: a JSON body with a base64 PNG, JPEG
 * or WebP (by its magic numbers) within the size bound. A time-out, an HTTP error, garbage, HTML
 * or an oversized body throws an {@link IllustratorError} with a readable message.
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import { createLogger } from '../util/log';
import { IllustratorError, type Illustrator, type PictureRequest } from './illustrator';
import { MAX_PICTURE_BYTES, PictureError, pictureFromBase64 } from './picture-bytes';
import { buildPicturePrompt } from './picture-prompt';

const log = createLogger('illustrator');

/** The largest answer read from the provider: base64 of the largest picture plus the JSON around it. */
export const MAX_RESPONSE_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64 * 1024;

/** Options of the OpenAI-compatible illustrator. */
export interface OpenAiIllustratorOptions {
  apiKey: string;
  /** An OpenAI-compatible API root such as `http://127.0.0.1:8080/v1`; OpenAI's when absent. */
  baseURL?: string | undefined;
  model: string;
  /** Limit of each request, headers and body together. */
  timeoutMs: number;
}

class ResponseTooLarge extends Error {
  constructor() {
    super(`The image service answered with more than ${Math.round(MAX_RESPONSE_BYTES / (1024 * 1024))} MB.`);
  }
}

/** `fetch` that refuses a body larger than `max` bytes (by its Content-Length, or while it streams). */
export function boundedFetch(max: number): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > max) {
      await res.body?.cancel().catch(() => {});
      throw new ResponseTooLarge();
    }
    if (!res.body) return res;
    let seen = 0;
    const counted = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > max) controller.error(new ResponseTooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** GPT image models always answer in base64 and refuse `response_format`; DALL-E and most compatible servers need it. */
function isGptImageModel(model: string): boolean {
  return /^gpt-image/i.test(model);
}

/** The request's quality as the model spells it (DALL-E 3: standard/hd; DALL-E 2: none). */
function qualityFor(model: string, quality: string): 'standard' | 'hd' | 'low' | 'medium' | 'high' | 'auto' | undefined {
  if (/^dall-e-2/i.test(model)) return undefined;
  if (/^dall-e-3/i.test(model)) return quality === 'high' || quality === 'hd' ? 'hd' : 'standard';
  return (['low', 'medium', 'high', 'auto'] as const).find((q) => q === quality);
}

const answerSchema = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) })).min(1) });

function causeOf<T extends Error>(e: unknown, type: new (...args: never[]) => T): T | null {
  for (let c: unknown = e, depth = 0; c && depth < 5; c = (c as { cause?: unknown }).cause, depth++) if (c instanceof type) return c;
  return null;
}

/** A readable message for a failed request. */
function describe(e: unknown, timeoutMs: number, timedOut: boolean): string {
  const tooLarge = causeOf(e, ResponseTooLarge);
  if (tooLarge) return tooLarge.message;
  if (e instanceof APIConnectionTimeoutError || (timedOut && (e instanceof APIUserAbortError || (e instanceof Error && e.name === 'AbortError')))) {
    const s = Math.round(timeoutMs / 1000);
    return `The image service did not answer within ${s} second${s === 1 ? '' : 's'}.`;
  }
  // The SDK's message starts with the status again.
  if (e instanceof APIError && typeof e.status === 'number') return `The image service answered HTTP ${e.status}: ${e.message.replace(/^\d{3}\s+/, '')}`;
  if (e instanceof PictureError || e instanceof IllustratorError) return e.message;
  return e instanceof Error && e.message ? e.message : 'Unknown error occurred';
}

/**
 * An illustrator backed by an OpenAI-compatible `/images/generations` endpoint. SDK retries are
 * off: a failed picture is marked failed, never requested again blindly.
 * @example const illustrator = createOpenAiIllustrator({ apiKey, model: 'gpt-image-1', timeoutMs: 120_000 });
 */
export function createOpenAiIllustrator(options: OpenAiIllustratorOptions): Illustrator {
  const { model, timeoutMs } = options;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 0, fetch: boundedFetch(MAX_RESPONSE_BYTES) });
  return {
    name: model,
    async paint(r: PictureRequest, signal?: AbortSignal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const quality = qualityFor(model, r.quality);
      try {
        const answer: unknown = await client.images.generate(
          {
            model,
            prompt: buildPicturePrompt(r),
            n: 1,
            size: r.size,
            ...(quality ? { quality } : {}),
            ...(isGptImageModel(model) ? {} : { response_format: 'b64_json' as const }),
          },
          { signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
        );
        const first = answerSchema.safeParse(answer).data?.data[0];
        if (!first) throw new IllustratorError('The image service answered without a picture.');
        return pictureFromBase64(first.b64_json);
      } catch (e) {
        const message = describe(e, timeoutMs, timeout.aborted);
        log.warn(`${r.kind} picture ${r.seed} failed: ${message}`);
        throw new IllustratorError(message, { cause: e });
      }
    },
  };
}
