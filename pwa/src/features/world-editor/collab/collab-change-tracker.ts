/**
 * Counts the local changes of a World doc the server has not confirmed yet: the number behind
 * 'Offline — N changes waiting'.
 *
 * - A change is a local edit: each update the editor itself makes (not one that came from the
 *   server or was loaded from the device). Updates less than `mergeWindowMs` apart join the
 *   previous change, so typing a sentence is one change, not forty.
 * - The server confirms only with its **saved** message (engine/world-doc/saved-message.ts),
 *   sent once what it names is committed: a state vector and a delete set it holds durably. It
 *   relays updates before committing them, so its sync messages (state vector, state, relayed
 *   updates) say what it has in memory, not what survives a crash: they confirm nothing. From
 *   the saved messages we keep what the server is known to hold durably; a change is confirmed
 *   once that covers all of its insertions and deletions (`Y.snapshotContainsUpdate`).
 * - Waiting changes are saved on the device with the doc, so the count survives a reload offline.
 */
import * as Y from 'yjs';

type DeleteSet = ReturnType<typeof Y.createDeleteSet>;

/** One waiting change: the merged update and when it was last extended. */
type Waiting = { update: Uint8Array; at: number };

/** Options of a ChangeTracker. */
export type ChangeTrackerOptions = {
  /** Local updates closer together than this count as one change (default 1500 ms). */
  mergeWindowMs?: number;
  now?: () => number;
};

/** See the file comment. */
export class ChangeTracker {
  private waiting: Waiting[] = [];
  private serverSv = new Map<number, number>();
  private serverDs: DeleteSet = Y.createDeleteSet();
  private listeners = new Set<() => void>();
  private readonly mergeWindowMs: number;
  private readonly now: () => number;

  constructor(options: ChangeTrackerOptions = {}) {
    this.mergeWindowMs = options.mergeWindowMs ?? 1500;
    this.now = options.now ?? Date.now;
  }

  /** How many local changes the server has not confirmed. */
  get count(): number {
    return this.waiting.length;
  }

  /** Records a local update (one the editor made). */
  local(update: Uint8Array): void {
    if (this.covered(update)) return;
    const at = this.now();
    const last = this.waiting[this.waiting.length - 1];
    if (last && at - last.at < this.mergeWindowMs) {
      last.update = Y.mergeUpdates([last.update, update]);
      last.at = at;
    } else {
      this.waiting.push({ update, at });
    }
    this.emit();
  }

  /** The server's saved message: it holds durably every insertion up to `sv` and every deletion in `ds`. */
  durable(sv: ReadonlyMap<number, number>, ds: DeleteSet): void {
    for (const [client, clock] of sv) this.raise(client, clock);
    this.serverDs = Y.mergeDeleteSets([this.serverDs, ds]);
    this.confirm();
  }

  /** The waiting changes, to save on the device. */
  saved(): Uint8Array[] {
    return this.waiting.map((w) => w.update);
  }

  /** Restores waiting changes saved on the device (before any new local change). */
  restore(updates: readonly Uint8Array[]): void {
    this.waiting = [...updates.map((update) => ({ update, at: 0 })), ...this.waiting];
    this.confirm();
    this.emit();
  }

  /** Calls `listener` whenever the count may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private raise(client: number, clock: number): void {
    if ((this.serverSv.get(client) ?? 0) < clock) this.serverSv.set(client, clock);
  }

  private covered(update: Uint8Array): boolean {
    return Y.snapshotContainsUpdate(Y.createSnapshot(this.serverDs, this.serverSv), update);
  }

  private confirm(): void {
    if (this.waiting.length === 0) return;
    const known = Y.createSnapshot(this.serverDs, this.serverSv);
    const before = this.waiting.length;
    this.waiting = this.waiting.filter((w) => !Y.snapshotContainsUpdate(known, w.update));
    if (this.waiting.length !== before) this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
