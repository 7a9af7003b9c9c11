/**
 * Idempotency by requestId, the rules every store follows (issue 13.1): a record belongs to its
 * caller and operation (a creation to its account, visitor browser or realtime session; a player
 * action to its story slot); the same key with the same body is a retry and gets the stored answer;
 * the same key with another body is refused; another caller's same key is a request of its own.
 */
import { createHash } from 'node:crypto';
import { invalid, type ApiError } from '../http/api-error';

/** What a caller reusing its requestId for a different request is told. */
export const REQUEST_ID_REUSED = 'This requestId was already used for a different request. Send a new requestId with each new request.';

/** The `invalid` refusal of a requestId reused for a different body. */
export function requestIdReused(): ApiError {
  return invalid(REQUEST_ID_REUSED);
}

/**
 * The fingerprint of a request's body. Bodies here are zod outputs, whose keys zod writes in the
 * schema's order whatever order the client sent them in, so JSON.stringify is canonical for them.
 */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
