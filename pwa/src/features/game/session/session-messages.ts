// Parsers for reply data the realtime schemas leave as `unknown` (schemas/realtime.ts types the
// envelope, not each reply's data). Built only from @schemas parts.
import { choiceResultSchema, createSessionResultSchema, joinResultSchema, type JoinResult } from '@schemas';

/** Data of a verify_code or rejoin_session success, and of a create_session success. */
export { createSessionResultSchema, joinResultSchema, type JoinResult };

/** Data of a make_choice success. */
export { choiceResultSchema };

/** Server errors that mean the stored session id is no longer known (spec 1 §8). */
export const SESSION_GONE_ERRORS: readonly string[] = ['Session not found', 'Invalid session'];

/** Whether an error text means "start a new session". */
export function isSessionGone(message: string | undefined): boolean {
  return message !== undefined && SESSION_GONE_ERRORS.includes(message);
}

/** Fallback when a verification answers with neither state nor error (spec 1 §5). */
export const VERIFICATION_FAILED = 'Verification failed';
/** Shown when the story's setup failed on the server. */
export const STORY_FAILED = 'Story creation failed. Please try again.';
/** Fallback message of a failed request (spec 1 §8). */
export const UNEXPECTED_SERVER_ERROR = 'An unexpected server error occurred.';
