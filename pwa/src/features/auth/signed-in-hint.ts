// Whether this browser may be signed in, known without the HTTP client (issue 31): the server
// sets a readable cookie beside the session cookie and clears it with the session
// (sync-server/src/auth/sessions.ts); a device that kept a signed-in user (auth-cache.ts) may be
// signed in too (a session from before the cookie existed). Neither: a visitor, known at once,
// so a visitor's page loads neither the HTTP client nor zod for GET /auth/me.

import { peekLocalStore } from '../../shared/local-db/idb-peek';

/** The hint cookie's name (SIGNED_IN_HINT_COOKIE of the server). */
export const SIGNED_IN_HINT_COOKIE = 'tf_signed_in';

/** The store and row where auth-cache.ts keeps the signed-in user. */
const STORE = 'keyValues';
const USER_KEY = 'auth:user';

/** Whether a Cookie string holds the hint. */
export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Whether the device keeps a signed-in user (true when the browser cannot tell). */
function deviceKeepsUser(): Promise<boolean> {
  return peekLocalStore(STORE, (objects) => objects.getKey(USER_KEY), (key) => key !== undefined, { unsure: true, openFailed: true });
}

/** Whether GET /auth/me is worth asking: the hint cookie is there, or the device keeps a user. */
export async function mayBeSignedIn(): Promise<boolean> {
  if (typeof document !== 'undefined' && hasSignedInHint(document.cookie)) return true;
  return deviceKeepsUser();
}
