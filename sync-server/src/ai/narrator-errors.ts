import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { NarratorCall } from '@engine';

/** The model's output for a call was unusable even after the one retry (or it refused). */
export class NarratorOutputError extends Error {
  override readonly name = 'NarratorOutputError';
  constructor(
    readonly call: NarratorCall,
    readonly errors: readonly string[],
    reason: 'invalid' | 'refused' = 'invalid',
  ) {
    super(
      reason === 'refused'
        ? `[narrator] ${call}: the model gave no usable answer: ${errors.join('; ')}`
        : `[narrator] ${call}: the model's output was invalid again after one retry: ${errors.join('; ')}`,
    );
  }
}

/** The model server could not be reached, timed out or answered with an HTTP error. */
export class NarratorRequestError extends Error {
  override readonly name = 'NarratorRequestError';
  constructor(
    readonly call: NarratorCall,
    readonly reason: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(`[narrator] ${call}: the model request failed: ${reason}`, options);
  }
}

/** A readable reason for a failed SDK request, and its HTTP status when there was one. */
export function describeRequestFailure(e: unknown, timeoutMs: number, timedOut: boolean): { reason: string; status: number | null } {
  if (e instanceof APIConnectionTimeoutError || (timedOut && (e instanceof APIUserAbortError || (e instanceof Error && e.name === 'AbortError')))) {
    return { reason: `timed out after ${timeoutMs} ms`, status: null };
  }
  if (e instanceof APIError && typeof e.status === 'number') {
    return { reason: `HTTP ${e.status}${e.status === 429 ? ' (rate limited)' : ''}: ${e.message}`, status: e.status };
  }
  return { reason: e instanceof Error ? e.message : String(e), status: null };
}
