// Who is signed in, as the whole app sees it (spec 1 §2 top bar, §6): a tiny external store with
// no zod, HTTP client or Dexie in it, so the top bar reads it on the first paint. It imports
// no other file: the checks and actions (auth-api.ts) write into it, and use-auth.ts starts the
// first check.
import type { Permission, User } from '@schemas';

/**
 * The auth state: unknown until the first check answers; signed-in carries the user and whether
 * it came from the device's cache (offline, or before GET /auth/me answered).
 */
export type AuthState =
  | { status: 'unknown'; user: null }
  // `leaving`: signed out on this device a moment ago, so a protected page goes home, not to sign in.
  | { status: 'signed-out'; user: null; leaving?: boolean }
  | { status: 'signed-in'; user: User; fromCache: boolean };

/** The admin role id (the same as ROLE_ADMIN of @schemas, which would pull zod into the first paint). */
export const ADMIN_ROLE_ID = 'role_admin';

const UNKNOWN: AuthState = { status: 'unknown', user: null };
let state: AuthState = UNKNOWN;
const listeners = new Set<() => void>();

/** The current auth state. */
export function getAuthState(): AuthState {
  return state;
}

/** Replaces the auth state and tells every subscriber. */
export function setAuthState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Subscribes to auth changes (for useSyncExternalStore). */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the user is an admin (spec 1 §6: only role_admin sees the Admin link). */
export function isAdminUser(user: Pick<User, 'roleId'> | null | undefined): boolean {
  return user?.roleId === ADMIN_ROLE_ID;
}

/** Whether the user holds a permission; admins hold every one. */
export function hasPermission(user: Pick<User, 'roleId' | 'permissions'> | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return isAdminUser(user) || user.permissions.includes(permission);
}
