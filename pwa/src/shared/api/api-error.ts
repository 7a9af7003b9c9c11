import type { ErrorEnvelope } from '@schemas';

/**
 * How a call failed:
 * - `envelope`: the server answered with an error envelope (error, invalid, rate_limited, moderation_blocked);
 * - `unknown-status`: the envelope's status is not one we know;
 * - `unexpected-status`: a 2xx answer that is not a success envelope;
 * - `http`: a non-2xx answer without an envelope;
 * - `network`: no answer at all (offline, DNS, connection reset);
 * - `timeout`: no answer within the client time-out;
 * - `invalid-response`: a success envelope whose data does not match the expected schema;
 * - `aborted`: the caller cancelled.
 */
export type ApiErrorKind =
  | 'envelope'
  | 'unknown-status'
  | 'unexpected-status'
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-response'
  | 'aborted';

/** The fields an ApiError carries besides its kind and message. */
export type ApiErrorInit = {
  kind: ApiErrorKind;
  errorMessage: string;
  /** Envelope status (or the unknown status string) when the server sent one. */
  status?: string;
  /** HTTP status code when there was an HTTP answer. */
  httpStatus?: number;
  operationType?: ErrorEnvelope['operationType'];
  rateLimit?: ErrorEnvelope['rateLimit'];
  moderation?: ErrorEnvelope['moderation'];
  issues?: ErrorEnvelope['issues'];
  cause?: unknown;
};

/** User-facing fallback texts of spec 1 §8, word for word. */
export const API_ERROR_TEXT = {
  unexpectedServer: 'An unexpected server error occurred.',
  unexpectedNetwork: 'An unexpected network or server error occurred.',
  unknownStatus: (status: string) => `Received an unknown API status: ${status}. Please try again.`,
  unexpectedStatus: (status: string) => `Unexpected API status ${status} in a successful HTTP response.`,
} as const;

/** A failed API call, typed so screens and toasts can react to rate limits, moderation and offline. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly errorMessage: string;
  readonly status: string | undefined;
  readonly httpStatus: number | undefined;
  readonly operationType: string | undefined;
  readonly rateLimit: ErrorEnvelope['rateLimit'];
  readonly moderation: ErrorEnvelope['moderation'];
  readonly issues: ErrorEnvelope['issues'];

  constructor(init: ApiErrorInit) {
    super(init.errorMessage, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.errorMessage = init.errorMessage;
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.operationType = init.operationType;
    this.rateLimit = init.rateLimit;
    this.moderation = init.moderation;
    this.issues = init.issues;
  }

  /** True when the failure is about reaching the server rather than what it said. */
  get isConnectivity(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

/** Narrows an unknown thrown value to an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
