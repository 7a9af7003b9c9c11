/**
 * The World docs loaded in this process: loaded on the first socket, unloaded (after the upkeep
 * flush) when the last one leaves, never loaded twice at once, and never reloaded before the
 * previous unload finished. Bus messages for a doc that is still loading wait for it.
 *
 * A load has two halves: reading the stored state, then building the doc from it (CPU-bound, a
 * few hundred ms for a 16 MB World). Between the two, sockets waiting for the World may answer a
 * first sync straight from the stored bytes (collab-server.ts); the build waits until those bytes
 * have left (at most {@link FIRST_SYNC_SEND_WAIT_MS}), so a co-author's first sync costs the
 * read and the transfer, not the build and an encode.
 */
import { createLogger } from '../util/log';
import { fromBase64, type CollabBus, type RoutedBusMessage } from './collab-bus';
import { buildRoom, catchUp, readRoomState, RoomUpkeep } from './room-upkeep';
import { RemoteOrigin, type RoomDeps, type WorldRoom } from './world-room';
import { readUpdates, type StoredWorldState } from './world-doc-repo';

/** Longest the build of a doc waits for first-sync bytes to leave (a slow reader must not hold everyone up). */
const FIRST_SYNC_SEND_WAIT_MS = 2000;

const log = createLogger('collab');

/** A loaded doc and its upkeep schedule. */
export interface LoadedRoom {
  room: WorldRoom;
  upkeep: RoomUpkeep;
}

/** One registry slot: a doc loading or loaded, and the sockets holding it. */
export interface RoomLease {
  readonly templateId: string;
  refs: number;
  ready: Promise<LoadedRoom | null>;
  /** The stored state once read, before the doc is built from it (null: the World does not exist). */
  stored: Promise<StoredWorldState | null>;
  /** First syncs answered from the stored state: the build waits until they are written. */
  firstSyncSends: Promise<void>[];
  loaded: LoadedRoom | null;
  pendingBus: RoutedBusMessage[];
  grace: NodeJS.Timeout | null;
}

/** Loads, shares and unloads World docs; see the file comment. */
export class RoomRegistry {
  private readonly leases = new Map<string, RoomLease>();
  private readonly closing = new Map<string, Promise<void>>();

  constructor(private readonly deps: RoomDeps) {}

  /** Sets the bus rooms publish awareness on (it routes back into this registry, hence after construction). */
  setBus(bus: CollabBus | null): void {
    this.deps.bus = bus;
  }

  /** Holds the doc of a World, loading it if needed (`ready` resolves to null when the World does not exist). */
  async acquire(templateId: string): Promise<RoomLease> {
    while (this.closing.has(templateId)) await this.closing.get(templateId);
    const existing = this.leases.get(templateId);
    if (existing) {
      existing.refs++;
      if (existing.grace) clearTimeout(existing.grace);
      existing.grace = null;
      return existing;
    }
    const lease: RoomLease = { templateId, refs: 1, loaded: null, pendingBus: [], grace: null, ready: Promise.resolve(null), stored: Promise.resolve(null), firstSyncSends: [] };
    this.leases.set(templateId, lease);
    lease.stored = readRoomState(templateId, this.deps);
    lease.ready = lease.stored.then(
      async (state) => {
        if (!state) {
          this.forget(lease);
          return null;
        }
        // Sockets waiting on `stored` answer their first sync now (their continuations run before this macrotask).
        await new Promise((resolve) => setImmediate(resolve));
        if (lease.firstSyncSends.length) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([Promise.all(lease.firstSyncSends), new Promise((resolve) => (timer = setTimeout(resolve, FIRST_SYNC_SEND_WAIT_MS)))]);
          clearTimeout(timer);
        }
        lease.firstSyncSends = [];
        const room = buildRoom(templateId, state, this.deps);
        lease.loaded = { room, upkeep: new RoomUpkeep(room) };
        for (const message of lease.pendingBus.splice(0)) this.deliver(lease.loaded, message);
        return lease.loaded;
      },
      (error: unknown) => {
        this.forget(lease);
        throw error;
      },
    );
    return lease;
  }

  /** Lets go of a lease; the doc unloads when nobody holds it (after the grace period). */
  release(lease: RoomLease): void {
    if (lease.refs <= 0) return;
    lease.refs--;
    if (lease.refs > 0) return;
    const grace = this.deps.options.unloadGraceMs;
    if (grace > 0) {
      lease.grace = setTimeout(() => this.unload(lease), grace);
      lease.grace.unref();
    } else this.unload(lease);
  }

  /** The loaded doc of a World, if any. */
  loaded(templateId: string): LoadedRoom | null {
    return this.leases.get(templateId)?.loaded ?? null;
  }

  /** How many docs are loaded or loading. */
  size(): number {
    return this.leases.size;
  }

  /** Routes a message from another process to the doc it concerns (if loaded here). */
  route(message: RoutedBusMessage): void {
    const lease = this.leases.get(message.t);
    if (!lease) return;
    if (lease.loaded) this.deliver(lease.loaded, message);
    else lease.pendingBus.push(message);
  }

  /**
   * Drops a doc at once, without the upkeep flush (its doc holds an update that could not be
   * committed, see world-room.ts); the next socket loads it afresh from the database.
   */
  discard(templateId: string): void {
    const lease = this.leases.get(templateId);
    if (!lease) return;
    this.forget(lease);
    if (lease.grace) clearTimeout(lease.grace);
    void lease.ready.then(
      (loaded) => {
        if (!loaded) return;
        loaded.upkeep.abandon();
        loaded.room.destroy();
        this.deps.metrics.docsUnloaded++;
      },
      () => {},
    );
  }

  /** Unloads every doc (server shutdown); resolves when all are flushed. */
  async closeAll(): Promise<void> {
    for (const lease of [...this.leases.values()]) {
      lease.refs = 0;
      if (lease.grace) clearTimeout(lease.grace);
      this.unload(lease);
    }
    await Promise.all([...this.closing.values()]);
  }

  private deliver({ room, upkeep }: LoadedRoom, message: RoutedBusMessage): void {
    if (message.k === 'aw') {
      room.applyRemoteAwareness(fromBase64(message.u));
      return;
    }
    if (message.k !== 'u') return;
    room.enqueueRemote(async () => {
      if (room.closed || room.seen.has(message.s)) return;
      let update = message.u ? fromBase64(message.u) : null;
      if (!update) {
        const [row] = await readUpdates(this.deps.db, room.templateId, [message.s]);
        if (!row) {
          // Already compacted away by another process: the snapshot has it.
          await upkeep.run(() => catchUp(room, this.deps.db).then(() => undefined));
          return;
        }
        update = row.update;
      }
      if (room.closed || room.seen.has(message.s)) return;
      room.seen.add(message.s);
      room.applyPersisted(update, new RemoteOrigin(message.a));
      this.deps.metrics.remoteUpdates++;
      room.onLogGrew();
    });
  }

  private unload(lease: RoomLease): void {
    if (lease.refs > 0 || this.leases.get(lease.templateId) !== lease) return;
    this.forget(lease);
    const id = lease.templateId;
    const done = lease.ready
      .then(async (loaded) => {
        if (!loaded) return;
        await loaded.upkeep.close();
        loaded.room.destroy();
        this.deps.metrics.docsUnloaded++;
      })
      .catch((error: unknown) => log.error(`unloading ${id} failed: ${String(error)}`))
      .finally(() => {
        if (this.closing.get(id) === done) this.closing.delete(id);
      });
    this.closing.set(id, done);
  }

  private forget(lease: RoomLease): void {
    if (this.leases.get(lease.templateId) === lease) this.leases.delete(lease.templateId);
  }
}
