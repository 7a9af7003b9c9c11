// Account calls of spec 1 §7: who is signed in (GET /auth/me, cached on the device), login,
// logout, registration (which signs in) and 'Forgot password?'. They update the auth store that
// the whole app reads.
import { forgotPasswordResponseSchema, meResponseSchema, userSchema, type User } from '@schemas';
import { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { loadNewsletterApi } from '../newsletter';
import { clearCachedUser, readCachedUser, writeCachedUser } from './auth-cache';
import { getAuthState, setAuthState } from './auth-store';

/** The answer of POST /auth/login, POST /auth/register and POST /auth/password/reset. */
export const userResponseSchema = z.object({ user: userSchema });

let onlineListener = false;

/**
 * The first check: the cached user shows at once (offline too), then GET /auth/me decides: no
 * user (or a 401 from an older server) means signed out and the cache is cleared; no answer keeps
 * the cached user.
 */
export async function loadAuth(): Promise<void> {
  if (!onlineListener && typeof window !== 'undefined') {
    onlineListener = true;
    // Back online: the server may have ended the session meanwhile.
    window.addEventListener('online', () => void checkAuth());
  }
  const cached = readCachedUser()
    .then((user) => {
      if (user && getAuthState().status === 'unknown') setAuthState({ status: 'signed-in', user, fromCache: true });
    })
    .catch((error: unknown) => console.error('[loadAuth] cache', error));
  await checkAuth(cached);
}

/** Asks the server who is signed in and updates the store and the cache. */
export async function checkAuth(cached: Promise<void> = Promise.resolve()): Promise<void> {
  try {
    const { user } = await apiGet('/auth/me', meResponseSchema);
    if (user) await signedIn(user);
    else await markSignedOut();
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 401) {
      await markSignedOut();
      return;
    }
    // Offline or the server is in trouble: whatever the cache said stands.
    await cached;
    if (getAuthState().status === 'unknown') setAuthState({ status: 'signed-out', user: null });
  }
}

async function signedIn(user: User): Promise<void> {
  setAuthState({ status: 'signed-in', user, fromCache: false });
  await writeCachedUser(user).catch((error: unknown) => console.error('[auth] cache', error));
}

/** The server says nobody is signed in (a 401 anywhere): forget the user on this device. */
export async function markSignedOut(options: { leaving?: boolean } = {}): Promise<void> {
  setAuthState({ status: 'signed-out', user: null, ...(options.leaving ? { leaving: true } : {}) });
  await clearCachedUser().catch((error: unknown) => console.error('[auth] cache', error));
}

/** POST /auth/login. Resolves with the user; rejects with the ApiError (the form says 'Login failed'). */
export async function login(input: { email: string; password: string; rememberMe: boolean }): Promise<User> {
  const { user } = await apiPost('/auth/login', userResponseSchema, {
    email: input.email.trim(),
    password: input.password,
    rememberMe: input.rememberMe,
  });
  await signedIn(user);
  return user;
}

/**
 * POST /auth/logout. Without a connection it rejects: the server session would still be alive,
 * so the device must not pretend otherwise. Any answer from the server ends it.
 */
export async function endServerSession(): Promise<void> {
  try {
    await apiPost('/auth/logout', z.unknown());
  } catch (error) {
    if (isApiError(error) && error.isConnectivity) throw error;
    console.error('[logout]', error);
  }
}

/**
 * Signs out: ends the server session, then forgets the user on this device. The user menu then
 * clears the World copies (the editor's part; composed in app/ so auth needs no editor).
 */
export async function logout(): Promise<void> {
  await endServerSession();
  await markSignedOut({ leaving: true });
}

/** What the registration form sends. */
export type RegistrationRequest = { email: string; username: string; password: string; newsletter: boolean };

/**
 * POST /auth/register, which signs the new account in; with the newsletter opt-in the
 * subscription is called as well (spec 1 §7), whose outcome never fails the registration.
 */
export async function register(input: RegistrationRequest): Promise<User> {
  const email = input.email.trim();
  const { user } = await apiPost('/auth/register', userResponseSchema, {
    email,
    username: input.username.trim(),
    password: input.password,
    newsletter: input.newsletter,
  });
  if (input.newsletter) await (await loadNewsletterApi()).subscribeToNewsletter(email);
  await signedIn(user);
  return user;
}

/**
 * POST /auth/password/forgot: asks for a reset link. Resolves with how it travels ('email', or
 * 'operator' when the server sends no e-mail), the same answer whether the account exists or not.
 */
export async function requestPasswordReset(email: string): Promise<'email' | 'operator'> {
  const { delivery } = await apiPost('/auth/password/forgot', forgotPasswordResponseSchema, { email: email.trim() });
  return delivery;
}

/** POST /auth/password/reset: sets the new password with the link's token and signs the user in. */
export async function resetPassword(token: string, password: string): Promise<User> {
  const { user } = await apiPost('/auth/password/reset', userResponseSchema, { token, password });
  await signedIn(user);
  return user;
}
