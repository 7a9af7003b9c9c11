/**
 * One open World: its Y.Doc, kept on the device by y-indexeddb (database `world-{id}`) and
 * synced with the server by y-websocket at `/collab/{id}` (same origin, session cookie). Edits
 * made offline are stored on the device at once and merge when the socket is back.
 *
 * The state shown to the user ('Saved' / 'Syncing' / 'Offline — N changes waiting') comes from
 * the socket's status and the ChangeTracker (see collab-change-tracker.ts for what a waiting
 * change is), which only the server's saved message confirms: 'Saved' needs one on the current
 * connection (the server sends it for the sync handshake, once everything it then held is
 * committed). The device copy carries a format version; a copy in another format is dropped and
 * reloaded from the server.
 */
import { AUTH_SAVED_SUBTYPE, isWorldDocInitialised, WORLD_DOC_VERSION, worldDocVersion } from '@engine/world-doc';
import * as decoding from 'lib0/decoding';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { ChangeTracker } from './collab-change-tracker';

/** Origin of the editor's own transactions (the text binding, list edits, engine patches). */
export const LOCAL_ORIGIN = Symbol('world-editor');

/** Version of what this module keeps in the device store beside the doc. */
const DEVICE_STORE_VERSION = 1;
/** y-websocket message type of auth messages (the saved message is one, with its own sub-type). */
const MESSAGE_AUTH = 2;
/** How long a connection attempt may take before the editor says it is offline. */
const CONNECT_PATIENCE_MS = 4000;

/** Where the socket stands. */
export type ConnectionState = 'connecting' | 'connected' | 'offline';

/** Everything the editor shows about the session. */
export type WorldSessionState = {
  /** The device copy has been read (the doc may still be empty). */
  loaded: boolean;
  /** The doc holds a World (from the device or the server). */
  initialised: boolean;
  connection: ConnectionState;
  /** The server's state has been received on the current connection. */
  synced: boolean;
  /** The server has sent a saved message on the current connection (what 'Saved' waits for). */
  acknowledged: boolean;
  /** Local changes the server has not confirmed. */
  waiting: number;
  /** The server closed the World for good (deleted: 4404, access revoked: 4403). */
  closed: { code: number; reason: string } | null;
  /** Bumped when the server says access changed (4000): the editor re-checks read-only. */
  accessEpoch: number;
};

type Listener = () => void;

/** A device record kept in y-indexeddb's custom store, with its format version. */
type DeviceRecord<T> = { version: number; value: T };

/** The y-websocket URL base for this page (ws: or wss: like the page). */
function collabBase(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/collab`;
}

/** See the file comment. Get one through `acquireWorldSession`. */
export class WorldSession {
  doc = new Y.Doc();
  readonly tracker = new ChangeTracker();
  provider: WebsocketProvider | null = null;
  private persistence: IndexeddbPersistence;
  private state: WorldSessionState = {
    loaded: false,
    initialised: false,
    connection: 'connecting',
    synced: false,
    acknowledged: false,
    waiting: 0,
    closed: null,
    accessEpoch: 0,
  };
  private listeners = new Set<Listener>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(readonly templateId: string) {
    this.persistence = new IndexeddbPersistence(this.dbName, this.doc);
    void this.start().catch((error: unknown) => console.error(`[collab] ${templateId}: could not open the World`, error));
  }

  /** Name of the device database of this World. */
  get dbName(): string {
    return `${WORLD_DB_PREFIX}${this.templateId}`;
  }

  /** The awareness (presence) of this session, once connected. */
  get awareness() {
    return this.provider?.awareness ?? null;
  }

  /** The current state (a new object whenever something changed). */
  getState = (): WorldSessionState => this.state;

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads a value this module or the editor kept beside the doc (null when absent or in an old format). */
  async readDevice<T>(key: string): Promise<T | null> {
    const record = (await this.persistence.get(key)) as DeviceRecord<T> | undefined;
    return record && record.version === DEVICE_STORE_VERSION ? record.value : null;
  }

  /** Keeps a value beside the doc on this device. */
  async writeDevice<T>(key: string, value: T): Promise<void> {
    if (this.destroyed) return;
    const record: DeviceRecord<T> = { version: DEVICE_STORE_VERSION, value };
    // y-indexeddb types the custom store as scalars; IndexedDB stores any structured-cloneable value.
    await this.persistence.set(key, record as unknown as string);
  }

  /** Reconnects now (after 'online', or when the tab becomes visible). */
  reconnect(): void {
    if (this.provider && !this.provider.wsconnected && !this.state.closed) this.provider.connect();
  }

  /** Closes the socket and the device store (the device copy stays). */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    clearTimeout(this.saveTimer);
    void this.saveWaiting();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.provider?.destroy();
    void this.persistence.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }

  private set(patch: Partial<WorldSessionState>): void {
    const next = { ...this.state, ...patch };
    if ((Object.keys(patch) as (keyof WorldSessionState)[]).every((k) => next[k] === this.state[k])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private async start(): Promise<void> {
    await this.persistence.whenSynced;
    if (this.destroyed) return;
    if (isWorldDocInitialised(this.doc) && worldDocVersion(this.doc) !== WORLD_DOC_VERSION) {
      // A copy written in another document format: drop it and load the World from the server.
      console.warn(`[collab] ${this.templateId}: device copy has format ${worldDocVersion(this.doc)}, expected ${WORLD_DOC_VERSION}; reloading it`);
      await this.persistence.clearData();
      this.doc.destroy();
      this.doc = new Y.Doc();
      this.persistence = new IndexeddbPersistence(this.dbName, this.doc);
      await this.persistence.whenSynced;
      if (this.destroyed) return;
    }
    const saved = await this.readDevice<Uint8Array[]>('waiting');
    if (this.destroyed) return;
    if (saved) this.tracker.restore(saved);
    this.watchDoc();
    this.connect();
    this.set({ loaded: true, initialised: isWorldDocInitialised(this.doc), waiting: this.tracker.count });
  }

  private watchDoc(): void {
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin !== this.provider && origin !== this.persistence) this.tracker.local(update);
      if (!this.state.initialised && isWorldDocInitialised(this.doc)) this.set({ initialised: true });
    };
    this.doc.on('update', onUpdate);
    this.cleanups.push(() => this.doc.off('update', onUpdate));
    this.cleanups.push(
      this.tracker.subscribe(() => {
        this.set({ waiting: this.tracker.count });
        clearTimeout(this.saveTimer);
        this.saveTimer = setTimeout(() => void this.saveWaiting(), 300);
      }),
    );
  }

  private async saveWaiting(): Promise<void> {
    try {
      await this.writeDevice('waiting', this.tracker.saved());
    } catch (error) {
      console.error(`[collab] ${this.templateId}: could not keep the waiting changes on this device`, error);
    }
  }

  private connect(): void {
    const provider = new WebsocketProvider(collabBase(), encodeURIComponent(this.templateId), this.doc, {
      // Tabs sync through the server: a change another tab relayed is not one the server confirmed.
      disableBc: true,
      connect: navigator.onLine,
    });
    this.provider = provider;
    this.observeServer(provider);
    let slowConnect: ReturnType<typeof setTimeout> | undefined;
    provider.on('status', ({ status }) => {
      clearTimeout(slowConnect);
      if (status === 'connected') this.set({ connection: 'connected', acknowledged: false });
      else if (status === 'disconnected') this.set({ connection: 'offline', acknowledged: false });
      else if (this.state.connection !== 'offline') {
        // Retries while offline do not flicker back to 'connecting'; a first attempt that hangs reads as offline.
        this.set({ connection: 'connecting' });
        slowConnect = setTimeout(() => this.set({ connection: 'offline' }), CONNECT_PATIENCE_MS);
      }
    });
    this.cleanups.push(() => clearTimeout(slowConnect));
    provider.on('sync', (synced: boolean) => this.set({ synced }));
    provider.on('connection-close', (event) => {
      if (event?.code === 4000) this.set({ accessEpoch: this.state.accessEpoch + 1 });
    });
    provider.on('closed', ({ code, reason }) => {
      this.set({ closed: { code, reason }, connection: 'offline' });
      // A deleted World (4404) leaves nothing behind on the device.
      if (code === 4404) void this.persistence.clearData().catch((error: unknown) => console.error(`[collab] ${this.templateId}: device copy not removed`, error));
    });
    if (!navigator.onLine) this.set({ connection: 'offline' });

    // The browser knows about lost networks before a silent socket times out (30 s).
    const offline = () => {
      provider.disconnect();
      this.set({ connection: 'offline', synced: false, acknowledged: false });
    };
    const online = () => this.reconnect();
    const visible = () => document.visibilityState === 'visible' && navigator.onLine && this.reconnect();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    this.cleanups.push(() => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    });
  }

  /** Hands the server's saved messages to the tracker; every other auth message goes to y-websocket as before. */
  private observeServer(provider: WebsocketProvider): void {
    const original = provider.messageHandlers[MESSAGE_AUTH];
    provider.messageHandlers[MESSAGE_AUTH] = (encoder, decoder, p, emitSynced, messageType) => {
      const peek = decoding.createDecoder(decoder.arr);
      peek.pos = decoder.pos;
      let saved: Y.Snapshot | null = null;
      try {
        if (decoding.readVarUint(peek) === AUTH_SAVED_SUBTYPE) saved = Y.decodeSnapshot(decoding.readVarUint8Array(peek));
      } catch (error) {
        console.error(`[collab] ${this.templateId}: unreadable saved message`, error);
        return;
      }
      if (!saved) {
        original?.(encoder, decoder, p, emitSynced, messageType);
        return;
      }
      this.tracker.durable(saved.sv, saved.ds);
      if (p === this.provider) this.set({ acknowledged: true });
    };
  }
}

/** Prefix of the device databases of Worlds (`world-{id}`). */
export const WORLD_DB_PREFIX = 'world-';

/**
 * Removes every World kept on this device (for sign-out on a shared device). Changes not yet
 * on the server are lost with them.
 */
export async function clearWorldCopies(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  for (const entry of openSessions.values()) entry.session.destroy();
  openSessions.clear();
  const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith(WORLD_DB_PREFIX));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

type Entry = { session: WorldSession; refs: number; timer: ReturnType<typeof setTimeout> | undefined };
const openSessions = new Map<string, Entry>();
/** How long an unused session stays open (StrictMode remounts, quick back-and-forth). */
const LINGER_MS = 3000;

function scheduleClose(templateId: string, entry: Entry): void {
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    if (entry.refs > 0) return;
    openSessions.delete(templateId);
    entry.session.destroy();
  }, LINGER_MS);
}

/**
 * The session of a World, created on first use and shared; pair with `retainWorldSession` in an
 * effect. A session nobody retains closes itself after a few seconds.
 */
export function worldSessionFor(templateId: string): WorldSession {
  let entry = openSessions.get(templateId);
  if (!entry) {
    entry = { session: new WorldSession(templateId), refs: 0, timer: undefined };
    openSessions.set(templateId, entry);
    scheduleClose(templateId, entry);
  }
  return entry.session;
}

/** Keeps a session open until the returned release function is called. */
export function retainWorldSession(session: WorldSession): () => void {
  const entry = openSessions.get(session.templateId);
  if (!entry || entry.session !== session) return () => {};
  entry.refs++;
  clearTimeout(entry.timer);
  return () => {
    entry.refs--;
    if (entry.refs <= 0) scheduleClose(session.templateId, entry);
  };
}
