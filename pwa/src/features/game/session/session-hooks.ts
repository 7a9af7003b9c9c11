// React bindings of the game session: one GameSession per code over the tab's one socket, kept
// across React's development double-mount, stopped shortly after the last page using it unmounts.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { localDb } from '../../../shared/local-db/local-db';
import { getAuthState } from '../../auth';
import { getRealtimeClient } from '../realtime/browser-realtime';
import { GameSession, type SessionSnapshot } from './session';
import { storyKey } from './story-store';

type Entry = { session: GameSession; users: number; stopTimer: ReturnType<typeof setTimeout> | undefined };

const sessions = new Map<string, Entry>();
/** How long a session outlives its last user (covers StrictMode's unmount-remount). */
const RELEASE_DELAY_MS = 250;

/** The entry of a code, created (not started) when missing. */
function entryFor(key: string): Entry {
  let entry = sessions.get(key);
  if (!entry) {
    entry = { session: new GameSession(key, { client: getRealtimeClient(), db: localDb, currentUserId }), users: 0, stopTimer: undefined };
    sessions.set(key, entry);
  }
  return entry;
}

/** The signed-in user's id, if any (the auth store; the server checks it against the socket's cookie). */
function currentUserId(): string | null {
  const auth = getAuthState();
  return auth.status === 'signed-in' ? auth.user.id : null;
}

function release(key: string, entry: Entry): void {
  if (entry.stopTimer !== undefined) clearTimeout(entry.stopTimer);
  entry.session.stop();
  if (sessions.get(key) === entry) sessions.delete(key);
  // The socket closes only when no game is open any more (client-initiated: no reconnect).
  if (sessions.size === 0) getRealtimeClient().stop();
}

/** How long a session started ahead of its page waits for the page to mount. */
const PRESTART_GRACE_MS = 10_000;

/**
 * Starts a code's session before its page renders (the game route's loader), so joining overlaps
 * with the first render. Released like a page's session if no page takes it up.
 */
export function prestartGameSession(code: string): void {
  const key = storyKey(code);
  // A story played on this device and not yet uploaded has nothing to join (issue 21).
  void localDb.offlineStories
    .get(key)
    .catch(() => undefined)
    .then((offline) => {
      if (!offline || offline.status === 'synced') prestart(key);
    });
}

function prestart(key: string): void {
  const entry = entryFor(key);
  if (entry.users > 0 || entry.stopTimer !== undefined) return;
  entry.session.start();
  entry.stopTimer = setTimeout(() => {
    if (entry.users === 0) release(key, entry);
  }, PRESTART_GRACE_MS);
}

/** A code's session held outside any page (the app-wide outbox delivery). */
export type HeldSession = { session: GameSession; held: () => boolean; release: () => void };

/**
 * Holds a code's session outside any page (`outbox-delivery.ts`), or null when a page is playing
 * another code (one game at a time on the tab's socket: the server binds a session to one code).
 * A page of the same code shares it; a page of another code stops it as it stops any leftover,
 * and `held()` then turns false.
 */
export function holdGameSession(code: string): HeldSession | null {
  const key = storyKey(code);
  for (const [other, e] of sessions) if (other !== key && e.users > 0) return null;
  // One game at a time on the tab's socket: a leftover of another code stops first.
  for (const [other, e] of [...sessions]) if (other !== key && e.users === 0) release(other, e);
  const entry = entryFor(key);
  if (entry.stopTimer !== undefined) clearTimeout(entry.stopTimer);
  entry.stopTimer = undefined;
  entry.session.start();
  const held = () => sessions.get(key) === entry;
  // Released like a page's session: a moment later, so a page of the same code opened next takes it over.
  const letGo = () => {
    if (!held() || entry.users > 0) return;
    entry.stopTimer = setTimeout(() => {
      if (entry.users === 0 && held()) release(key, entry);
    }, RELEASE_DELAY_MS);
  };
  return { session: entry.session, held, release: letGo };
}

/**
 * The session of a code and its live snapshot; it runs while the calling component is mounted and
 * `enabled` (a story played on the device, not yet on the server, has no session to join).
 */
export function useGameSession(code: string, enabled = true): { session: GameSession; snapshot: SessionSnapshot } {
  const key = storyKey(code);
  const session = useMemo(() => entryFor(key).session, [key]);
  useEffect(() => {
    if (!enabled) return;
    const entry = entryFor(key);
    entry.users += 1;
    if (entry.stopTimer !== undefined) clearTimeout(entry.stopTimer);
    entry.stopTimer = undefined;
    // One game at a time on the tab's socket: a game left a moment ago stops before this one joins.
    for (const [other, e] of [...sessions]) if (other !== key && e.users === 0) release(other, e);
    entry.session.start();
    return () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.stopTimer = setTimeout(() => {
        if (entry.users === 0) release(key, entry);
      }, RELEASE_DELAY_MS);
    };
  }, [key, enabled]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { session, snapshot };
}
