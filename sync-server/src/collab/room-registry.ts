/**
 * The World docs loaded in this process: loaded on the first socket, unloaded (after the upkeep
 * flush) when the last one leaves, never loaded twice at once, and never reloaded before the
 * previous unload finished. Bus messages for a doc that is still loading wait for it.
 */
import { createLogger } from '../util/log';
import { fromBase64, type CollabBus, type RoutedBusMessage } from './collab-bus';
import { catchUp, loadRoom, RoomUpkeep } from './room-upkeep';
import { RemoteOrigin, type RoomDeps, type WorldRoom } from './world-room';
import { readUpdates } from './world-doc-repo';

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
    const lease: RoomLease = { templateId, refs: 1, loaded: null, pendingBus: [], grace: null, ready: Promise.resolve(null) };
    this.leases.set(templateId, lease);
    lease.ready = loadRoom(templateId, this.deps).then(
      (room) => {
        if (!room) {
          this.forget(lease);
          return null;
        }
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
