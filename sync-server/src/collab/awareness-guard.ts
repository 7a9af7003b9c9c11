/**
 * Presence that cannot be forged (issue 13.6). An awareness update is a list of entries
 * (clientID, clock, state as JSON text); before a socket's update reaches the room's awareness,
 * each entry is checked:
 * - a read-only socket sets nothing (its presence is dropped like its document updates);
 * - a state over {@link MAX_AWARENESS_STATE_BYTES} is refused;
 * - a socket may set only its own entries: the clientIDs first seen on that socket, i.e. those
 *   its first claiming message introduced (at most {@link MAX_AWARENESS_IDS_PER_SOCKET}); later
 *   new ids are refused. An id owned by another socket is refused, except when both sockets are
 *   the same signed-in user (a client reconnecting before the server noticed its old socket
 *   died); an id whose state came from another server process is refused; a new id is claimed
 *   only by a state that would apply (newer than any the room has seen for it), so the echoes
 *   y-websocket clients send of other people's states never make them theirs.
 * Refusals are silent to the client (the entry is just not applied), counted, and logged.
 *
 * Across processes, ownership is checked where the socket is: a state arriving from another
 * process was checked there.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Awareness } from 'y-protocols/awareness';
import type { CollabConnection } from './collab-connection';

/** Largest awareness state (its JSON text, in bytes) a socket may set. */
export const MAX_AWARENESS_STATE_BYTES = 8 * 1024;
/** Most awareness ids one socket may own (y-websocket uses one per doc). */
export const MAX_AWARENESS_IDS_PER_SOCKET = 4;

/** One entry of an awareness update. */
export interface AwarenessEntry {
  clientId: number;
  clock: number;
  /** The state as JSON text ('null' for a removal). */
  state: string;
}

/** Why an entry was refused. */
export type AwarenessRefusal = 'read-only' | 'too-large' | 'not-owner' | 'new-id-after-the-first';

/** Decodes an awareness update into its entries; throws on malformed bytes. */
export function decodeAwarenessEntries(update: Uint8Array): AwarenessEntry[] {
  const decoder = decoding.createDecoder(update);
  const n = decoding.readVarUint(decoder);
  const entries: AwarenessEntry[] = [];
  for (let i = 0; i < n; i++) {
    entries.push({ clientId: decoding.readVarUint(decoder), clock: decoding.readVarUint(decoder), state: decoding.readVarString(decoder) });
  }
  return entries;
}

/** Encodes entries as an awareness update (y-protocols' format). */
export function encodeAwarenessEntries(entries: readonly AwarenessEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(encoder, e.clientId);
    encoding.writeVarUint(encoder, e.clock);
    encoding.writeVarString(encoder, e.state);
  }
  return encoding.toUint8Array(encoder);
}

/** Who owns which awareness id in one room of this process (see the file comment). */
export class AwarenessOwners {
  private readonly owners = new Map<number, CollabConnection>();
  /** Sockets whose first claiming message is behind them: they claim no more ids. */
  private readonly claimed = new WeakSet<CollabConnection>();

  constructor(private readonly awareness: Awareness) {}

  /** Splits a socket's entries into those it may set and those refused (with why); claims new ids. */
  check(conn: CollabConnection, entries: readonly AwarenessEntry[]): { accepted: AwarenessEntry[]; refused: { entry: AwarenessEntry; why: AwarenessRefusal }[] } {
    const accepted: AwarenessEntry[] = [];
    const refused: { entry: AwarenessEntry; why: AwarenessRefusal }[] = [];
    const ownedBefore = conn.awarenessIds.size;
    for (const entry of entries) {
      const why = this.verdict(conn, entry);
      if (why === 'ok') accepted.push(entry);
      else if (why !== 'stale') refused.push({ entry, why });
    }
    if (conn.awarenessIds.size > ownedBefore) this.claimed.add(conn);
    return { accepted, refused };
  }

  /** Forgets a closed socket's ids; returns them (their states are to be removed). */
  release(conn: CollabConnection): number[] {
    const ids = [...conn.awarenessIds].filter((id) => this.owners.get(id) === conn);
    for (const id of ids) this.owners.delete(id);
    conn.awarenessIds.clear();
    return ids;
  }

  private verdict(conn: CollabConnection, entry: AwarenessEntry): AwarenessRefusal | 'ok' | 'stale' {
    if (!conn.canWrite) return 'read-only';
    if (Buffer.byteLength(entry.state, 'utf8') > MAX_AWARENESS_STATE_BYTES) return 'too-large';
    const id = entry.clientId;
    const owner = this.owners.get(id);
    if (owner === conn) return 'ok';
    if (owner) {
      if (owner.userId === null || owner.userId !== conn.userId) return 'not-owner';
      // The same user on a new socket (the old one not yet noticed as dead): the id moves over.
      owner.awarenessIds.delete(id);
      this.owners.set(id, conn);
      conn.awarenessIds.add(id);
      return 'ok';
    }
    if (id === this.awareness.clientID || this.awareness.getStates().has(id)) return 'not-owner';
    // Only a state that would apply claims an id: an echo of an old or removed state claims nothing.
    const seen = this.awareness.meta.get(id);
    if (entry.state === 'null' || (seen && seen.clock >= entry.clock)) return 'stale';
    if (this.claimed.has(conn) || conn.awarenessIds.size >= MAX_AWARENESS_IDS_PER_SOCKET) return 'new-id-after-the-first';
    this.owners.set(id, conn);
    conn.awarenessIds.add(id);
    return 'ok';
  }
}
