/**
 * Presence of co-authors (y-protocols awareness over the World's socket). Each editor publishes
 * `{ user: { id, name, color }, tab, field, fieldLabel }`: who they are, which tab they have
 * open and which field has their focus (null when none). Remote states vanish when their socket closes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';

/** What one editor announces. */
export type PresenceState = {
  user: { id: string; name: string; color: string };
  tab: string | null;
  field: string | null;
  /** The focused field's label, for chips ('Title', 'Nerve › Name'). */
  fieldLabel?: string | null;
};

/** Another editor present in the World (one per browser tab). */
export type Peer = PresenceState & { clientId: number };

/** Colours for presence dots and markers: distinct and readable on parchment and white. */
export const PRESENCE_COLORS = ['#b3261e', '#1d6b8f', '#6a3fa0', '#2e7d32', '#b35c00', '#ad1457', '#00695c', '#4e5bb8'] as const;

/** A stable colour for a user id. */
export function presenceColor(userId: string): string {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  return PRESENCE_COLORS[h % PRESENCE_COLORS.length] ?? PRESENCE_COLORS[0];
}

/**
 * Colours for everyone present, distinct while there are no more people than colours: user ids
 * sorted, each takes its own colour (presenceColor) or the next free one. Every editor sees the
 * same people, so every editor shows the same colours.
 */
export function assignColors(userIds: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<number>();
  for (const id of [...new Set(userIds)].sort()) {
    let index = PRESENCE_COLORS.indexOf(presenceColor(id) as (typeof PRESENCE_COLORS)[number]);
    for (let k = 0; k < PRESENCE_COLORS.length && taken.has(index); k++) index = (index + 1) % PRESENCE_COLORS.length;
    if (taken.size < PRESENCE_COLORS.length) taken.add(index);
    out.set(id, PRESENCE_COLORS[index] ?? PRESENCE_COLORS[0]);
  }
  return out;
}

function isPresence(v: unknown): v is PresenceState {
  if (typeof v !== 'object' || v === null) return false;
  const user = (v as { user?: unknown }).user;
  return typeof user === 'object' && user !== null && typeof (user as { name?: unknown }).name === 'string';
}

/** Publishes (part of) the local presence. */
export function announce(awareness: Awareness | null, patch: Partial<PresenceState>): void {
  if (!awareness) return;
  const current = (awareness.getLocalState() ?? {}) as Partial<PresenceState>;
  awareness.setLocalState({ tab: null, field: null, fieldLabel: null, ...current, ...patch });
}

const EMPTY: Peer[] = [];
const cache = new WeakMap<Awareness, { peers: Peer[] }>();

function peersOf(awareness: Awareness): Peer[] {
  const peers: Peer[] = [];
  awareness.getStates().forEach((state, clientId) => {
    if (clientId !== awareness.clientID && isPresence(state)) {
      peers.push({ clientId, user: state.user, tab: state.tab ?? null, field: state.field ?? null, fieldLabel: state.fieldLabel ?? null });
    }
  });
  return peers.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.clientId - b.clientId);
}

/** The other editors present, re-rendering when any of them moves, arrives or leaves. */
export function usePeers(awareness: Awareness | null): Peer[] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!awareness) return () => {};
      const handler = () => {
        cache.set(awareness, { peers: peersOf(awareness) });
        onChange();
      };
      awareness.on('change', handler);
      return () => awareness.off('change', handler);
    },
    [awareness],
  );
  const read = () => {
    if (!awareness) return EMPTY;
    let entry = cache.get(awareness);
    if (!entry) {
      entry = { peers: peersOf(awareness) };
      cache.set(awareness, entry);
    }
    return entry.peers;
  };
  return useSyncExternalStore(subscribe, read, read);
}
