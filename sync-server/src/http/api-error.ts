import type { ErrorEnvelope } from '@schemas';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected API failure: its HTTP status and the envelope the client receives. */
export class ApiError extends HTTPException {
  readonly envelope: ErrorEnvelope;

  constructor(status: ContentfulStatusCode, envelope: ErrorEnvelope, cause?: unknown) {
    super(status, { message: envelope.errorMessage, cause });
    this.envelope = envelope;
  }
}

/** 400 `invalid` with the given message and optional issue list. */
export function invalid(errorMessage: string, issues?: ErrorEnvelope['issues']): ApiError {
  return new ApiError(400, { status: 'invalid', errorMessage, ...(issues ? { issues } : {}) });
}

/** An `error` envelope with the given HTTP status. */
export function apiError(status: ContentfulStatusCode, errorMessage: string, operationType?: string): ApiError {
  return new ApiError(status, { status: 'error', errorMessage, ...(operationType ? { operationType } : {}) });
}

/** 429 `rate_limited` with the milliseconds until the caller may try again. */
export function rateLimited(timeRemaining: number, operationType?: string): ApiError {
  return new ApiError(429, {
    status: 'rate_limited',
    errorMessage: "You've reached the maximum number of requests for this action.",
    rateLimit: { timeRemaining: Math.max(0, Math.ceil(timeRemaining)) },
    ...(operationType ? { operationType } : {}),
  });
}

/** 422 `moderation_blocked` with the reason shown to the user. */
export function moderationBlocked(reason: string, operationType?: string): ApiError {
  return new ApiError(422, {
    status: 'moderation_blocked',
    errorMessage: `Story creation blocked. Reason: ${reason}`,
    moderation: { reason },
    ...(operationType ? { operationType } : {}),
  });
}
