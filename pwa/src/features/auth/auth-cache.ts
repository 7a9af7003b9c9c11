// The signed-in user kept on the device (Dexie keyValues) so the top bar and the account area know
// who is signed in while offline. Dexie loads only when the device already has its database.
import { userSchema, type User } from '@schemas';
import type { LocalDb } from '../../shared/local-db/local-db';

/** The keyValues row holding the cached user. */
export const AUTH_USER_KEY = 'auth:user';
/** The IndexedDB database name used by local-db.ts. */
const DB_NAME = 'taleforge';

/** Whether this device has the app's database at all (true when the browser cannot tell). */
async function deviceHasDb(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
  } catch {
    return true;
  }
}

async function openDb(db: LocalDb | undefined, create: boolean): Promise<LocalDb | null> {
  if (db) return db;
  if (!create && !(await deviceHasDb())) return null;
  return (await import('../../shared/local-db/local-db')).localDb;
}

/** The cached user, or null (none, unreadable, or not a valid user any more). */
export async function readCachedUser(db?: LocalDb): Promise<User | null> {
  const store = await openDb(db, false);
  if (!store) return null;
  const row = await store.keyValues.get(AUTH_USER_KEY);
  const parsed = userSchema.safeParse((row?.value as { user?: unknown } | undefined)?.user);
  return parsed.success ? parsed.data : null;
}

/** Keeps the user on the device. */
export async function writeCachedUser(user: User, db?: LocalDb): Promise<void> {
  const store = await openDb(db, true);
  await store?.keyValues.put({ key: AUTH_USER_KEY, value: { user, savedAt: Date.now() } });
}

/**
 * Forgets the user and every account feed kept for them (a shared device keeps nothing of the
 * account after sign-out); the visitor's own feed stays.
 */
export async function clearCachedUser(db?: LocalDb): Promise<void> {
  const store = await openDb(db, false);
  if (!store) return;
  await store.transaction('rw', store.keyValues, store.feeds, async () => {
    await store.keyValues.delete(AUTH_USER_KEY);
    await store.keyValues.where('key').startsWith('account:').delete();
    await store.feeds.where('key').startsWith('user:').delete();
  });
}
