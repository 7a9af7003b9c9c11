// The first check of who is signed in and the hook screens read the auth state with. Apart from
// auth-store.ts so that the store and the checks (auth-api.ts) do not import each other: this
// file loads the checks on first use, the checks write into the store.
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../../shared/browser/when-idle';
import { getAuthState, setAuthState, subscribeAuth, type AuthState } from './auth-store';
import { mayBeSignedIn } from './signed-in-hint';

let started: Promise<void> | null = null;

/**
 * Starts the first check of who is signed in: once per page load, later calls share it. A
 * browser that cannot be signed in (signed-in-hint.ts) is a visitor at once, with no request.
 */
export function startAuth(): Promise<void> {
  started ??= mayBeSignedIn()
    .then(async (maybe) => {
      if (maybe) return (await import('./auth-api')).loadAuth();
      if (getAuthState().status === 'unknown') setAuthState({ status: 'signed-out', user: null });
    })
    .catch((error: unknown) => {
      console.error('[startAuth]', error);
      if (getAuthState().status === 'unknown') setAuthState({ status: 'signed-out', user: null });
    });
  return started;
}

/** Forgets that the first check ran (tests). */
export function resetAuthForTests(): void {
  started = null;
  setAuthState({ status: 'unknown', user: null });
}

/**
 * The auth state, re-rendering on change. The first use starts the check of GET /auth/me: at once
 * (screens that depend on it), or with `lazy` once the page is up (the top bar, so a cold start
 * of any screen loads that screen first).
 */
export function useAuth(options: { lazy?: boolean } = {}): AuthState {
  const { lazy = false } = options;
  const current = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  useEffect(() => {
    if (!lazy) {
      void startAuth();
      return;
    }
    return whenIdle(() => void startAuth());
  }, [lazy]);
  return current;
}
