/** React hooks over a World session (collab-session.ts). */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { retainWorldSession, worldSessionFor, type WorldSession, type WorldSessionState } from './collab-session';

/** The open session of a World, kept open while the component is mounted. */
export function useWorldSession(templateId: string): WorldSession {
  // Shared by id, so a second render (StrictMode) gets the same session rather than a second socket.
  const session = useMemo(() => worldSessionFor(templateId), [templateId]);
  useEffect(() => retainWorldSession(session), [session]);
  return session;
}

/** The session's state, re-rendering when it changes. */
export function useWorldSessionState(session: WorldSession): WorldSessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/**
 * How the sync state reads in the header: 'Saved', 'Syncing', or 'Offline — N changes waiting'.
 * 'Saved' needs the server's saved message on this connection; a read-only viewer (who writes
 * nothing, so gets none) needs only the server's state.
 */
export function syncLabel(
  state: Pick<WorldSessionState, 'connection' | 'synced' | 'waiting' | 'acknowledged'>,
  { readOnly = false }: { readOnly?: boolean } = {},
): { tone: 'saved' | 'syncing' | 'offline'; text: string } {
  if (state.connection === 'offline') {
    return { tone: 'offline', text: `Offline — ${state.waiting} ${state.waiting === 1 ? 'change' : 'changes'} waiting` };
  }
  if (!state.synced || state.waiting > 0 || (!state.acknowledged && !readOnly)) return { tone: 'syncing', text: 'Syncing' };
  return { tone: 'saved', text: 'Saved' };
}
