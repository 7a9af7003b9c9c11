// Remembering where a visitor was going when a protected page sent them to sign in (spec 1 §2).

/** The sign-in page in its login view: where protected pages send signed-out visitors. */
export const SIGN_IN_LOGIN_PATH = '/users/signin?view=login';

/** The navigation state a protected page leaves when it sends a visitor to sign in. */
export type SignInState = { from?: string };

/**
 * Where to go after login: the remembered origin when it is a path of this app (never the
 * sign-in page itself, never another site), otherwise home.
 * @example signInOrigin({ from: '/users/archive' }) // '/users/archive'
 */
export function signInOrigin(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as SignInState).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/users/signin')) return '/';
  return from;
}

/** The navigation state to pass along with the redirect to sign in. */
export function signInState(path: string): SignInState {
  return { from: path };
}
