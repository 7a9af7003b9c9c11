// Whether this browser may be signed in, known without the HTTP client (issue 31): the server
// sets a readable cookie beside the session cookie and clears it with the session
// (sync-server/src/auth/sessions.ts); a device that kept a signed-in user (auth-cache.ts) may be
// signed in too (a session from before the cookie existed). Neither: a visitor, known at once,
// so a visitor's page loads neither the HTTP client nor zod for GET /auth/me.

/** The hint cookie's name (SIGNED_IN_HINT_COOKIE of the server). */
export const SIGNED_IN_HINT_COOKIE = 'tf_signed_in';

/** The IndexedDB database and row where auth-cache.ts keeps the signed-in user. */
const DB_NAME = 'taleforge';
const STORE = 'keyValues';
const USER_KEY = 'auth:user';

/** Whether a Cookie string holds the hint. */
export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Whether the device keeps a signed-in user (true when the browser cannot tell). */
async function deviceKeepsUser(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    if (!(await indexedDB.databases()).some((d) => d.name === DB_NAME)) return false;
  } catch {
    return true;
  }
  return new Promise((resolve) => {
    // Opening without a version never upgrades an existing database.
    const open = indexedDB.open(DB_NAME);
    open.onupgradeneeded = () => {
      open.transaction?.abort();
      resolve(false);
    };
    open.onerror = () => resolve(true);
    open.onblocked = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const get = db.transaction(STORE, 'readonly').objectStore(STORE).getKey(USER_KEY);
      get.onsuccess = () => {
        db.close();
        resolve(get.result !== undefined);
      };
      get.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}

/** Whether GET /auth/me is worth asking: the hint cookie is there, or the device keeps a user. */
export async function mayBeSignedIn(): Promise<boolean> {
  if (typeof document !== 'undefined' && hasSignedInHint(document.cookie)) return true;
  return deviceKeepsUser();
}
