// The realtime session id lives on the device under the key `sessionId` (spec 1 §3 'Session'),
// so a reload or a reconnect rejoins the same session instead of starting a new one.
import { sessionIdSchema, type SessionId } from '@schemas';
import type { LocalDb } from './local-db';

/** The keyValues key of the stored session id (spec 1 §3). */
export const SESSION_ID_KEY = 'sessionId';

/** The stored session id, or null. */
export async function readSessionId(db: LocalDb): Promise<SessionId | null> {
  const row = await db.keyValues.get(SESSION_ID_KEY);
  const parsed = sessionIdSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** Stores the session id a create_session reply gave. */
export async function writeSessionId(db: LocalDb, sessionId: string): Promise<void> {
  await db.keyValues.put({ key: SESSION_ID_KEY, value: sessionId });
}

/** Forgets the session id (left the story, or the server no longer knows it). */
export async function clearSessionId(db: LocalDb): Promise<void> {
  await db.keyValues.delete(SESSION_ID_KEY);
}
