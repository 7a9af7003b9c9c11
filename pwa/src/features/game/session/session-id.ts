// The realtime session id lives on the device under the key `sessionId` (spec 1 §3 'Session'),
// so a reload or a reconnect rejoins the same session instead of starting a new one. It is kept in
// Dexie's keyValues and mirrored in localStorage, which answers at once: on a first visit opening
// IndexedDB takes a few hundred milliseconds on a slow phone, and joining a game waits on this read.
import { sessionIdSchema, type SessionId } from '@schemas';
import type { LocalDb } from '../../../shared/local-db/local-db';

/** The keyValues (and localStorage) key of the stored session id (spec 1 §3). */
export const SESSION_ID_KEY = 'sessionId';

/** localStorage, or null where it is missing or refused (some private modes). */
function mirror(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored session id, or null: from the mirror when there is one, else from Dexie. */
export async function readSessionId(db: LocalDb): Promise<SessionId | null> {
  const storage = mirror();
  const row = storage ? { value: storage.getItem(SESSION_ID_KEY) } : await db.keyValues.get(SESSION_ID_KEY);
  const parsed = sessionIdSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** Stores the session id a create_session reply gave. */
export async function writeSessionId(db: LocalDb, sessionId: string): Promise<void> {
  mirror()?.setItem(SESSION_ID_KEY, sessionId);
  await db.keyValues.put({ key: SESSION_ID_KEY, value: sessionId });
}

/** Forgets the session id (left the story, or the server no longer knows it). */
export async function clearSessionId(db: LocalDb): Promise<void> {
  mirror()?.removeItem(SESSION_ID_KEY);
  await db.keyValues.delete(SESSION_ID_KEY);
}
