/**
 * One loaded World doc and its sockets in this process.
 *
 * - Writes: an update from a writer is applied to the doc and relayed to the other sockets at
 *   once, and queued for the group commit (update-writer.ts) in the same step; once it is
 *   committed, its sender gets a **saved** message (protocol.ts) that names what is now durable,
 *   which is what turns the editor's "Saved" on. An update that adds nothing (a sync step 2 that
 *   repeats what the doc holds) is acknowledged once everything queued before it is committed.
 *   Invariant: everything in the doc is committed or queued; a commit that fails breaks it, so the
 *   room is then dropped and its sockets closed: clients resync with a fresh load and send again
 *   what the server lacks (the same path that recovers updates a crash took before their commit).
 *   Updates from read-only sockets are dropped and counted.
 * - Other processes' updates arrive through the bus (or the periodic catch-up) already persisted:
 *   applied and relayed at once.
 * - Awareness: see awareness-guard.ts (who may set which entry, and how large).
 * - Materialisation (debounced after local edits), compaction (every N updates, after T, on
 *   unload) and catch-up run in `room-upkeep.ts`.
 */
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Db } from '../db/db';
import { createLogger } from '../util/log';
import type { CollabBus } from './collab-bus';
import type { CollabConnection, CollabOptions } from './collab-connection';
import type { CollabMetrics } from './collab-metrics';
import { allAwarenessFrame, awarenessFrame, isEmptyStateVector, savedFrame, syncStep1Frame, syncStep2Frame, syncStep2FrameOf, updateFrame, type ClientFrame, type SavedClaim } from './protocol';
import { AwarenessOwners, decodeAwarenessEntries, encodeAwarenessEntries, type AwarenessEntry } from './awareness-guard';
import { addsToDoc, decodeUpdateSafely } from './update-inspect';
import type { UpkeepLane } from './upkeep-lane';
import type { UpdateWriter } from './update-writer';
import type { StoredWorldState } from './world-doc-repo';

const log = createLogger('collab');

/** Origin of updates that came from another process (or the log): persisted already. */
export class RemoteOrigin {
  constructor(readonly byAdmin: boolean | null) {}
}
/** Origin of the doc's own load from the database. */
export const LOAD_ORIGIN = Symbol('load');
/** Origin of the server's own writes (admin-only fields set back). */
export const SERVER_ORIGIN = Symbol('server');
const CLOSE_ORIGIN = Symbol('close');

/** What a room needs from its server. */
export interface RoomDeps {
  db: Db;
  writer: UpdateWriter;
  /** Where materialisation and compaction queue, one at a time across the process's rooms. */
  lane: UpkeepLane;
  bus: CollabBus | null;
  metrics: CollabMetrics;
  options: CollabOptions;
  /** Called when materialisation changed who may view the World (its publication status). */
  onAccessMayHaveChanged?: (templateId: string) => void;
  /** Called when an update of the room could not be committed: the room must be dropped and its sockets closed. */
  onPersistFailed?: (templateId: string) => void;
}

type DecodedUpdate = NonNullable<ReturnType<typeof decodeUpdateSafely>>;

/** Docs whose whole state encodes to at least this many bytes keep the encoding for the next new client. */
const CACHE_FULL_STATE_BYTES = 1024 * 1024;

/** Admin-only keys of the setup map whose last change is tracked (see materialise.ts). */
const TRACKED_SETUP_KEYS = new Set(['publicationStatus', 'showOnWelcomeScreen', 'order']);

/** A World doc in memory with its connections; see the file comment. */
export class WorldRoom {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  /** Which socket owns which awareness id (awareness-guard.ts). */
  private readonly owners = new AwarenessOwners(this.awareness);
  readonly conns = new Set<CollabConnection>();
  /** Who last changed each tracked admin-only field in this process. */
  readonly attribution = new Map<string, 'admin' | 'other'>();
  /** Paths of fields whose text materialisation had to clean, already logged (clean-text.ts). */
  readonly cleanedFields = new Set<string>();
  /** Seqs of log rows this doc holds (pruned once compacted). */
  readonly seen = new Set<number>();
  /** The snapshot mark this doc was loaded from or last compacted to. */
  snapshotUpto = 0;
  /** Log rows for this World since the last compaction, as far as this process knows. */
  uncompacted = 0;
  closed = false;
  private remoteChain: Promise<void> = Promise.resolve();
  private awarenessToPublish = new Set<number>();
  private outbox: Uint8Array[] = [];
  /** Saved claims waiting for the end of the tick, merged per socket (one message per socket per commit). */
  private savedOutbox = new Map<CollabConnection, SavedClaim[]>();
  /** A commit failed: the doc holds what is not stored, so nothing more is acknowledged. */
  private failed = false;
  /** The sync step 2 a client holding nothing gets, kept for large docs until the doc changes. */
  private fullStateFrame: Uint8Array | null = null;
  /** The state vector right after the load, and whether the doc changed since (see {@link catchUpFirstSync}). */
  private loadedStateVector: Uint8Array | null = null;
  private changedSinceLoad = false;
  private awarenessTimer: NodeJS.Timeout | null = null;
  /** Called after every locally written (or server-written) update is applied: schedules upkeep. */
  onLocalWrite: () => void = () => {};
  /** Called after every applied update (local or remote): counts towards compaction. */
  onLogGrew: () => void = () => {};

  constructor(
    readonly templateId: string,
    readonly deps: RoomDeps,
  ) {
    this.awareness.setLocalState(null);
    this.awareness.on('update', this.onAwareness);
    // Not the doc's 'update' event: with a listener there, Yjs encodes every transaction into an
    // update again (a second encode of each relayed update, only to learn that the doc changed).
    this.doc.on('afterTransaction', (tr: Y.Transaction) => {
      if (!changedTheDoc(tr)) return;
      this.fullStateFrame = null;
      this.changedSinceLoad = true;
    });
    this.doc.getMap('setup').observe((event) => {
      const origin = event.transaction.origin;
      for (const key of event.keysChanged) {
        if (!TRACKED_SETUP_KEYS.has(key)) continue;
        // The server writes only what it checked (the PUT, the carousel order): an admin's, as its log row says.
        if (origin === SERVER_ORIGIN) this.attribution.set(key, 'admin');
        else if (origin instanceof RemoteOrigin) {
          if (origin.byAdmin === null) this.attribution.delete(key);
          else this.attribution.set(key, origin.byAdmin ? 'admin' : 'other');
        } else if (origin !== LOAD_ORIGIN && typeof origin === 'object' && origin !== null && 'isAdmin' in origin) {
          this.attribution.set(key, (origin as CollabConnection).isAdmin ? 'admin' : 'other');
        }
      }
    });
  }

  /** Fills the doc from the stored state (snapshot, then the log in seq order). */
  loadFrom(state: StoredWorldState): void {
    this.doc.transact(() => {
      if (state.snapshot) Y.applyUpdate(this.doc, state.snapshot, LOAD_ORIGIN);
      for (const row of state.updates) {
        try {
          Y.applyUpdate(this.doc, row.update, LOAD_ORIGIN);
        } catch (error) {
          log.error(`skipped unreadable update ${row.seq} of ${this.templateId}: ${(error as Error).message}`);
        }
        this.seen.add(row.seq);
      }
    }, LOAD_ORIGIN);
    this.snapshotUpto = state.snapshotUpto;
    this.uncompacted = state.updates.length;
    this.loadedStateVector = Y.encodeStateVector(this.doc);
    this.changedSinceLoad = false;
    // A compacted World's snapshot is its whole state: the next new client gets it without an encode.
    if (state.snapshot && !state.updates.length && state.snapshot.byteLength >= CACHE_FULL_STATE_BYTES) this.fullStateFrame = syncStep2FrameOf(state.snapshot);
  }

  /**
   * For a socket whose first sync was answered from the stored state (before this doc was built
   * from it): sends what the doc gained since the load, if anything.
   */
  catchUpFirstSync(conn: CollabConnection): void {
    if (this.changedSinceLoad && this.loadedStateVector) conn.send(syncStep2Frame(this.doc, this.loadedStateVector));
  }

  /** Adds a socket: a writer gets the server's state vector (to send what it has that we lack), everyone the awareness states. */
  add(conn: CollabConnection): void {
    this.conns.add(conn);
    if (conn.canWrite) conn.send(syncStep1Frame(this.doc));
    const states = allAwarenessFrame(this.awareness);
    if (states) conn.send(states);
  }

  /** Removes a socket and the awareness states it announced; returns how many sockets remain. */
  remove(conn: CollabConnection): number {
    if (this.conns.delete(conn)) {
      const ids = this.owners.release(conn).filter((id) => this.awareness.getStates().has(id));
      if (ids.length) awarenessProtocol.removeAwarenessStates(this.awareness, ids, CLOSE_ORIGIN);
    }
    return this.conns.size;
  }

  /** Handles one decoded frame of a socket (`arrivedAt`: `performance.now()` when its bytes were read, for the phase timings). */
  receive(conn: CollabConnection, frame: ClientFrame, arrivedAt = performance.now()): void {
    if (this.closed) return;
    const { metrics, options } = this.deps;
    switch (frame.type) {
      case 'sync-step1': {
        let reply: Uint8Array;
        try {
          if (isEmptyStateVector(frame.stateVector)) {
            // A client holding nothing: the whole state, encoded once per change for large docs.
            if (this.fullStateFrame) metrics.firstSyncsFromCache++;
            reply = this.fullStateFrame ?? syncStep2FrameOf(Y.encodeStateAsUpdate(this.doc));
            if (reply.byteLength >= CACHE_FULL_STATE_BYTES) this.fullStateFrame = reply;
          } else reply = syncStep2Frame(this.doc, frame.stateVector);
        } catch (error) {
          metrics.malformedFrames++;
          log.info(`ignored a malformed state vector from ${conn.id} on ${this.templateId}: ${(error as Error).message}`);
          return;
        }
        conn.send(reply);
        return;
      }
      case 'sync-step2':
      case 'update': {
        if (!conn.canWrite) {
          metrics.droppedReadOnlyUpdates++;
          log.debug(`dropped an update from read-only ${conn.id} (user ${conn.userId ?? 'visitor'}) on ${this.templateId}`);
          return;
        }
        if (frame.type === 'update' && frame.update.byteLength > options.maxUpdateBytes) {
          metrics.oversizedFrames++;
          log.info(`ignored an update of ${frame.update.byteLength} bytes from ${conn.id} on ${this.templateId} (max ${options.maxUpdateBytes})`);
          return;
        }
        const decoded = decodeUpdateSafely(frame.update);
        if (!decoded) {
          metrics.malformedFrames++;
          log.info(`ignored a malformed update from ${conn.id} on ${this.templateId}`);
          return;
        }
        // A sync step 2 answers our step 1 once per connection: its acknowledgement names the whole
        // doc, so changes the client still counts as waiting that reached us another way (from a
        // co-author who held them after a crash) are confirmed too.
        const whole = frame.type === 'sync-step2';
        if (!addsToDoc(this.doc, decoded)) {
          metrics.redundantUpdates++;
          this.acknowledgeWhenDurable(conn, this.claimOf(decoded, whole));
          return;
        }
        this.applyAndRelay(conn, frame.update, decoded, whole, arrivedAt, frame.type === 'update' ? frame.frame : undefined);
        return;
      }
      case 'awareness': {
        if (frame.update.byteLength > options.maxAwarenessBytes) {
          metrics.oversizedFrames++;
          log.info(`ignored an awareness update of ${frame.update.byteLength} bytes from ${conn.id}`);
          return;
        }
        let entries: AwarenessEntry[];
        try {
          entries = decodeAwarenessEntries(frame.update);
        } catch (error) {
          metrics.malformedFrames++;
          log.info(`ignored a malformed awareness update from ${conn.id}: ${(error as Error).message}`);
          return;
        }
        const { accepted, refused } = this.owners.check(conn, entries);
        for (const { entry, why } of refused) {
          metrics.refusedAwareness++;
          // Echoes of other people's states are what y-websocket clients send every time: not worth a line.
          const line = `refused the awareness entry ${entry.clientId} from ${conn.id} (user ${conn.userId ?? 'visitor'}) on ${this.templateId}: ${why}`;
          if (why === 'too-large') log.info(`${line} (${Buffer.byteLength(entry.state, 'utf8')} bytes)`);
          else log.debug(line);
        }
        if (!accepted.length) return;
        try {
          awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeAwarenessEntries(accepted), conn);
        } catch (error) {
          metrics.malformedFrames++;
          log.info(`ignored a malformed awareness update from ${conn.id}: ${(error as Error).message}`);
        }
        return;
      }
      case 'query-awareness': {
        const states = allAwarenessFrame(this.awareness);
        if (states) conn.send(states);
        return;
      }
      case 'auth':
        return;
    }
  }

  /** What the doc holds of an update's clients (its whole state vector when `whole`) and the update's deletions. */
  private claimOf(decoded: DecodedUpdate, whole: boolean): SavedClaim {
    const sv = whole ? Y.decodeStateVector(Y.encodeStateVector(this.doc)) : new Map<number, number>();
    if (!whole) for (const struct of decoded.structs) sv.set(struct.id.client, Y.getState(this.doc.store, struct.id.client));
    return { sv, ds: decoded.ds };
  }

  /**
   * Relays a writer's update to the other sockets (its frame as it came, when it can), then applies
   * it and queues it for commit, all in one synchronous step (the invariant of the file comment):
   * the relay is the first thing done with an update that adds something, and nothing it does waits
   * for a commit. Its sender hears "saved" after the commit.
   */
  private applyAndRelay(conn: CollabConnection, update: Uint8Array, decoded: DecodedUpdate, whole: boolean, at: number, frame: Uint8Array | undefined): void {
    const { writer, metrics } = this.deps;
    const relayed = frame ?? updateFrame(update);
    for (const other of this.conns) if (other !== conn) other.send(relayed);
    metrics.phases.relay.add(performance.now() - at);
    try {
      Y.applyUpdate(this.doc, update, conn);
    } catch (error) {
      // decodeUpdateSafely accepted it, so this is not expected; never store what did not apply
      // (the co-authors it reached hold it as their own edit and send it again when they resync).
      metrics.malformedFrames++;
      log.error(`an update from ${conn.id} did not apply to ${this.templateId}: ${(error as Error).message}`);
      return;
    }
    // The state the doc holds of the update's clients now: all of it is committed or queued up to here.
    const claim = this.claimOf(decoded, whole);
    writer.enqueue({ templateId: this.templateId, update, authorId: conn.userId, byAdmin: conn.isAdmin }, (error, seq) => {
      if (error) return this.persistFailed(error);
      metrics.persistedUpdates++;
      const persisted = performance.now() - at;
      metrics.persistMs.add(persisted);
      if (this.closed) return;
      if (!this.failed) metrics.phases.saved.add(persisted);
      this.seen.add(seq);
      this.queueSaved(conn, claim);
      this.onLogGrew();
      this.onLocalWrite();
    });
  }

  /** Acknowledges an update that added nothing once everything queued before it is committed. */
  private acknowledgeWhenDurable(conn: CollabConnection, claim: SavedClaim): void {
    this.deps.writer.barrier(this.templateId).then(
      () => this.queueSaved(conn, claim),
      () => {}, // the failed commit's own handler drops the room
    );
  }

  /** Sends a socket its saved claims at the end of the tick, merged into one message. */
  private queueSaved(conn: CollabConnection, claim: SavedClaim): void {
    if (this.failed || this.closed) return;
    const list = this.savedOutbox.get(conn);
    if (list) {
      list.push(claim);
      return;
    }
    this.savedOutbox.set(conn, [claim]);
    if (this.savedOutbox.size > 1) return;
    queueMicrotask(() => {
      const outbox = this.savedOutbox;
      this.savedOutbox = new Map();
      if (this.failed || this.closed) return;
      for (const [to, claims] of outbox) to.send(savedFrame(mergeClaims(claims)));
    });
  }

  /** A commit failed: the doc now holds an update that is not stored. See the file comment. */
  private persistFailed(error: unknown): void {
    this.deps.metrics.persistFailures++;
    if (this.failed) return;
    this.failed = true;
    this.savedOutbox.clear();
    log.error(`could not persist an update of ${this.templateId}: ${String(error)}; dropping the doc so its clients resync`);
    this.deps.onPersistFailed?.(this.templateId);
  }

  /** Applies updates that are already persisted (other processes, the log) and relays what they changed. */
  applyPersisted(update: Uint8Array, origin: RemoteOrigin): void {
    const changes: Uint8Array[] = [];
    const capture = (u: Uint8Array, o: unknown) => {
      if (o === origin) changes.push(u);
    };
    this.doc.on('update', capture);
    try {
      Y.applyUpdate(this.doc, update, origin);
    } catch (error) {
      log.error(`a persisted update of ${this.templateId} did not apply: ${(error as Error).message}`);
    } finally {
      this.doc.off('update', capture);
    }
    for (const change of changes) this.broadcastUpdate(change);
  }

  /** Queues work on remote updates so they apply in the order they arrived. */
  enqueueRemote(work: () => Promise<void>): void {
    this.remoteChain = this.remoteChain.then(work).catch((error: unknown) => log.error(`remote update of ${this.templateId} failed: ${String(error)}`));
  }

  /** Resolves when remote work queued so far is done. */
  remoteSettled(): Promise<void> {
    return this.remoteChain;
  }

  /**
   * Writes into the doc as the server (relayed at once and queued for commit, like a writer's
   * update). Resolves true once its updates are committed, false when a commit failed (the room is
   * then dropped, as for a writer's update); never rejects, so callers that need no answer may ignore it.
   */
  serverWrite(change: (doc: Y.Doc) => void): Promise<boolean> {
    const updates: Uint8Array[] = [];
    const capture = (u: Uint8Array, o: unknown) => {
      if (o === SERVER_ORIGIN) updates.push(u);
    };
    this.doc.on('update', capture);
    try {
      this.doc.transact(() => change(this.doc), SERVER_ORIGIN);
    } finally {
      this.doc.off('update', capture);
    }
    const committed = updates.map((update) => {
      this.broadcastUpdate(update);
      return this.deps.writer.append({ templateId: this.templateId, update, authorId: null, byAdmin: true }).then(
        (seq) => {
          this.deps.metrics.persistedUpdates++;
          this.seen.add(seq);
          this.onLogGrew();
          return true;
        },
        (error: unknown) => {
          this.persistFailed(error);
          return false;
        },
      );
    });
    return Promise.all(committed).then((all) => all.every(Boolean));
  }

  /** Sends a frame to every socket of the room. */
  broadcast(frame: Uint8Array): void {
    for (const conn of this.conns) conn.send(frame);
  }

  /**
   * Sends an update that no socket of this room wrote (another process's, the server's own) to
   * every socket, merged with the others of the same tick: a batch from another process goes out
   * as one frame per socket rather than one per update.
   */
  broadcastUpdate(update: Uint8Array): void {
    this.outbox.push(update);
    if (this.outbox.length > 1) return;
    queueMicrotask(() => {
      const updates = this.outbox;
      this.outbox = [];
      if (!this.conns.size) return;
      this.broadcast(updateFrame(updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates)));
    });
  }

  /** Applies another process's awareness update (relayed to local sockets, not published again). */
  applyRemoteAwareness(update: Uint8Array): void {
    try {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, update, this.remoteAwarenessOrigin);
    } catch (error) {
      log.info(`ignored a malformed remote awareness update: ${(error as Error).message}`);
    }
  }

  private readonly remoteAwarenessOrigin = new RemoteOrigin(null);

  private readonly onAwareness = (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown): void => {
    const changed = [...changes.added, ...changes.updated, ...changes.removed];
    // Everyone, the sender included (y-websocket clients expect to hear their own presence back).
    this.broadcast(awarenessFrame(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)));
    if (origin !== this.remoteAwarenessOrigin && this.deps.bus) {
      for (const id of changed) this.awarenessToPublish.add(id);
      this.awarenessTimer ??= setTimeout(() => this.publishAwareness(), 30);
    }
  };

  /** Publishes coalesced awareness changes to other processes. */
  private publishAwareness(): void {
    this.awarenessTimer = null;
    const ids = [...this.awarenessToPublish].filter((id) => this.awareness.meta.has(id));
    this.awarenessToPublish.clear();
    if (!ids.length || !this.deps.bus) return;
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, ids);
    this.deps.bus.publishAwareness(this.templateId, update).catch((error: unknown) => log.warn(`awareness not published: ${String(error)}`));
  }

  /** Drops the doc from memory (after the maintenance flush). */
  destroy(): void {
    this.closed = true;
    if (this.awarenessTimer) clearTimeout(this.awarenessTimer);
    if (this.awarenessToPublish.size) this.publishAwareness();
    this.awareness.off('update', this.onAwareness);
    this.doc.destroy();
  }
}

/** Whether a transaction changed the doc (what Yjs checks before it emits an 'update'). */
function changedTheDoc(tr: Y.Transaction): boolean {
  if (tr.deleteSet.clients.size > 0) return true;
  for (const [client, clock] of tr.afterState) if (tr.beforeState.get(client) !== clock) return true;
  return false;
}

/** One claim covering several: the highest clock per client, the union of the deletions. */
function mergeClaims(claims: SavedClaim[]): SavedClaim {
  if (claims.length === 1) return claims[0]!;
  const sv = new Map<number, number>();
  for (const c of claims) for (const [client, clock] of c.sv) if ((sv.get(client) ?? 0) < clock) sv.set(client, clock);
  return { sv, ds: Y.mergeDeleteSets(claims.map((c) => c.ds)) };
}
