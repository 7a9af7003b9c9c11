/**
 * Live co-authoring of Worlds at `/collab/{templateId}`, on the HTTP server's port: the
 * y-websocket wire protocol (y-protocols sync + awareness), so y-websocket's WebsocketProvider
 * connects unchanged. Connections are authorised at the upgrade (collab-access.ts); each World
 * doc lives in a room (world-room.ts) loaded by the registry; updates are relayed at once and
 * acknowledged with a saved message once committed; other server processes are reached through
 * the bus.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import * as Y from 'yjs';
import type { Db } from '../db/db';
import { isAdmin, type Viewer } from '../http/app-env';
import { startHeartbeat } from '../sockets/heartbeat';
import type { UpgradeRoute } from '../sockets/upgrade-router';
import { newId } from '../util/ids';
import { createLogger } from '../util/log';
import { accessOf, authoriseUpgrade, COLLAB_PATH_PREFIX, readWorldAcl } from './collab-access';
import { CollabBus } from './collab-bus';
import { DEFAULT_COLLAB_OPTIONS, type CollabConnection, type CollabOptions } from './collab-connection';
import { newCollabMetrics, persistLatencySummary, type CollabMetrics } from './collab-metrics';
import { decodeFrame, isEmptyStateVector, MESSAGE, syncStep2FrameOf, updateFrame } from './protocol';
import { RoomRegistry, type RoomLease } from './room-registry';
import type { WorldRoom } from './world-room';
import { UpdateWriter } from './update-writer';
import { UpkeepLane } from './upkeep-lane';
import { worldWrites, type WriteWorld } from './world-writes';
import { worldsBehindTheirRow, type StoredWorldState } from './world-doc-repo';
import { watchLoopDelay } from '../util/loop-delay';

const log = createLogger('collab');

/** Frames above this close the socket (1009) inside `ws`; below it, `maxFrameBytes` ignores them politely. */
const HARD_FRAME_LIMIT = 32 * 1024 * 1024;
/** A socket that has not answered a ping for this long is dropped. */
const HEARTBEAT_MS = 30_000;
/** Least time between two commit statements on PostgreSQL (update-writer.ts WriterPacing). */
const WRITER_GATHER_MS = 5;
/** A socket whose unsent data passes this is too slow to keep. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

/** The co-authoring endpoint: an upgrade route plus its lifecycle. */
export interface CollabServer extends UpgradeRoute {
  /** Starts listening to other processes (PostgreSQL only). */
  start(): Promise<void>;
  /** Flushes and unloads every doc, closes every socket. */
  close(): Promise<void>;
  /** Counters (live object). */
  readonly metrics: CollabMetrics;
  /** Docs loaded (or loading) in this process. */
  loadedDocs(): number;
  /** Re-checks who may keep a World open, here and in every other process (co-authors changed, World deleted). */
  accessChanged(templateId: string): Promise<void>;
  /** The loaded room of a World (tests). */
  room(templateId: string): WorldRoom | null;
  /** Writes into a World's doc as the server, loaded here or not; resolves once persisted (false: no such World). See world-writes.ts. */
  writeWorld: WriteWorld;
}

/** What the endpoint needs from the process. */
export interface CollabServerDeps {
  db: Db;
  /** Unique per process: tells our own NOTIFYs apart. */
  serverId: string;
  /** The public origin, also accepted as an Origin header. */
  publicUrl?: string | undefined;
}

interface Socket {
  ws: WebSocket;
  conn: CollabConnection;
  viewer: Viewer | null;
  templateId: string;
}

function bytesOf(data: RawData): Uint8Array {
  const buf = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * Sends a client holding nothing the stored state of a World without building the doc first:
 * the log rows (merged into one update) go first and wait in the client's doc for what they
 * build on, then the snapshot as its sync step 2, on which y-websocket says "synced" — with all
 * of it applied. Resolves once written.
 */
function sendStoredState(ws: WebSocket, state: StoredWorldState): Promise<void> {
  const rows = state.updates.map((r) => r.update);
  const merged = rows.length ? (rows.length === 1 ? rows[0]! : Y.mergeUpdates(rows)) : null;
  // (readRoomState never gives a state with neither; an empty update keeps the shape regardless.)
  const frames = state.snapshot ? [...(merged ? [updateFrame(merged)] : []), syncStep2FrameOf(state.snapshot)] : [syncStep2FrameOf(merged ?? Y.encodeStateAsUpdate(new Y.Doc()))];
  return new Promise((resolve) => {
    if (ws.readyState !== ws.OPEN) return resolve();
    frames.forEach((frame, i) => ws.send(frame, i === frames.length - 1 ? () => resolve() : undefined));
  });
}

function refuse(socket: Duplex, status: number, message: string): void {
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status] ?? 'Error';
  const body = JSON.stringify({ status: 'error', errorMessage: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Creates the co-authoring endpoint (see the file comment). */
export function createCollabServer(deps: CollabServerDeps, overrides: Partial<CollabOptions> = {}): CollabServer {
  const { db, serverId } = deps;
  const options: CollabOptions = { ...DEFAULT_COLLAB_OPTIONS, ...overrides };
  const metrics = newCollabMetrics();
  const multiProcess = db.kind === 'postgres';
  // PGlite has one session: statements in parallel only queue there, while one at a time batches
  // more. On PostgreSQL, statements at least 5 ms apart: a few updates each under a steady stream,
  // and a slow commit overlapped by the next ones (update-writer.ts).
  const writer = new UpdateWriter(
    db,
    multiProcess ? { origin: serverId, wanted: () => bus?.hasPeers() ?? false } : null,
    { batch: () => metrics.persistBatches++, phases: metrics.phases },
    multiProcess ? { maxInFlight: 4, gatherMs: WRITER_GATHER_MS } : { maxInFlight: 1, gatherMs: 0 },
  );
  const registry: RoomRegistry = new RoomRegistry({
    db,
    writer,
    lane: new UpkeepLane(),
    metrics,
    options,
    bus: null,
    onAccessMayHaveChanged: (id) => void server.accessChanged(id).catch((error: unknown) => log.error(`access re-check of ${id} failed: ${String(error)}`)),
    onPersistFailed: (id) => {
      registry.discard(id);
      // 1011: y-websocket reconnects, resyncs with the reloaded doc and sends what it lacks.
      for (const { conn } of sockets.get(id) ?? []) conn.close(1011, 'update not saved');
    },
  });
  const bus = multiProcess
    ? new CollabBus(db, serverId, (message) => {
        if (message.k === 'acl') void reauthorise(message.t);
        else registry.route(message);
      })
    : null;
  registry.setBus(bus);
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  const sockets = new Map<string, Set<Socket>>();
  let stopped = false;
  let catchingUp: Promise<void> = Promise.resolve();

  // Event-loop delay while co-authoring runs: reported with the persist latency when closing.
  const loopDelay = watchLoopDelay();

  const heartbeat = startHeartbeat(wss, HEARTBEAT_MS);

  function onFrame(room: WorldRoom, conn: CollabConnection, data: RawData, isBinary: boolean): void {
    const arrivedAt = performance.now();
    if (!isBinary) {
      metrics.malformedFrames++;
      log.info(`ignored a text frame from ${conn.id} on ${room.templateId}`);
      return;
    }
    const bytes = bytesOf(data);
    if (bytes.byteLength > options.maxFrameBytes) {
      metrics.oversizedFrames++;
      log.info(`ignored a frame of ${bytes.byteLength} bytes from ${conn.id} on ${room.templateId} (max ${options.maxFrameBytes})`);
      return;
    }
    const frame = decodeFrame(bytes);
    if ('error' in frame) {
      metrics.malformedFrames++;
      log.info(`ignored a frame from ${conn.id} on ${room.templateId}: ${frame.error}`);
      return;
    }
    try {
      room.receive(conn, frame, arrivedAt);
    } catch (error) {
      log.error(`frame from ${conn.id} on ${room.templateId} failed: ${(error as Error).stack ?? String(error)}`);
    }
  }

  function onConnection(ws: WebSocket, templateId: string, viewer: Viewer | null, canWrite: boolean): void {
    metrics.connections++;
    heartbeat.watch(ws);
    ws.on('error', (error) => log.debug(`socket error: ${error.message}`));
    const conn: CollabConnection = {
      id: newId('collab'),
      userId: viewer?.id ?? null,
      isAdmin: isAdmin(viewer),
      canWrite,
      awarenessIds: new Set(),
      send: (frame) => {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          log.warn(`dropping ${conn.id}: ${ws.bufferedAmount} bytes unsent`);
          ws.terminate();
          return;
        }
        ws.send(frame);
      },
      close: (code, reason) => ws.close(code, reason),
    };
    const socket: Socket = { ws, conn, viewer, templateId };
    let set = sockets.get(templateId);
    if (!set) sockets.set(templateId, (set = new Set()));
    set.add(socket);

    // Frames wait until the doc is loaded, then are handled synchronously, in order. One
    // exception: the socket's first sync message, when it asks for everything (a client holding
    // nothing), is answered from the stored state as soon as it is read (room-registry.ts).
    let room: WorldRoom | null = null;
    let backlog: { data: RawData; isBinary: boolean }[] | null = [];
    let lease: RoomLease | null = null;
    let stored: StoredWorldState | null = null;
    let servedFromStore = false;
    let queuedSync = false;
    let gone = false;
    const answerFromStore = (data: RawData, isBinary: boolean): boolean => {
      if (!stored || !lease || servedFromStore || queuedSync || !isBinary) return false;
      const frame = decodeFrame(bytesOf(data));
      if ('error' in frame || frame.type !== 'sync-step1' || !isEmptyStateVector(frame.stateVector)) return false;
      servedFromStore = true;
      metrics.firstSyncsFromStore++;
      lease.firstSyncSends.push(sendStoredState(ws, stored));
      return true;
    };
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (room) onFrame(room, conn, data, isBinary);
      else if (backlog && !answerFromStore(data, isBinary)) {
        if (isBinary && bytesOf(data)[0] === MESSAGE.sync) queuedSync = true;
        metrics.framesQueuedWhileLoading++;
        backlog.push({ data, isBinary });
      }
    });
    ws.on('close', () => {
      gone = true;
      set.delete(socket);
      if (set.size === 0 && sockets.get(templateId) === set) sockets.delete(templateId);
      room?.remove(conn);
      if (lease) registry.release(lease);
    });
    void (async () => {
      try {
        lease = await registry.acquire(templateId);
        if (!lease.loaded && !gone) {
          stored = await lease.stored;
          // A sync step 1 that came before the stored state did is answered now, if it is the first sync message.
          const first = backlog?.findIndex((f) => f.isBinary && bytesOf(f.data)[0] === MESSAGE.sync) ?? -1;
          if (first >= 0 && backlog) {
            queuedSync = false;
            const [f] = backlog.splice(first, 1);
            if (!answerFromStore(f!.data, f!.isBinary)) {
              backlog.splice(first, 0, f!);
              queuedSync = true;
            }
          }
        }
        const loaded = await lease.ready;
        stored = null;
        if (!loaded) {
          conn.close(4404, 'World not found');
          return;
        }
        if (gone) {
          registry.release(lease);
          return;
        }
        room = loaded.room;
        room.add(conn);
        if (servedFromStore) room.catchUpFirstSync(conn);
        for (const f of backlog ?? []) onFrame(room, conn, f.data, f.isBinary);
        backlog = null;
      } catch (error) {
        log.error(`could not load ${templateId}: ${String(error)}`);
        conn.close(1011, 'could not load the World');
      }
    })();
  }

  /**
   * Materialises the Worlds whose log holds edits their template row lacks (a process died
   * between the commit and the debounced materialisation), one at a time, through the registry
   * so a socket opening the same World shares the doc. Runs in the background after start.
   */
  async function catchUpTemplateRows(): Promise<void> {
    const behind = await worldsBehindTheirRow(db);
    if (!behind.length) return;
    log.info(`materialising ${behind.length} World(s) whose template row is behind their edits (a previous process stopped first)`);
    for (const templateId of behind) {
      if (stopped) return;
      const lease = await registry.acquire(templateId);
      try {
        const loaded = await lease.ready;
        await loaded?.upkeep.materialiseNow(true);
      } catch (error) {
        log.error(`could not materialise ${templateId} at start-up: ${String(error)}`);
      } finally {
        registry.release(lease);
      }
    }
  }

  async function reauthorise(templateId: string): Promise<void> {
    const set = sockets.get(templateId);
    if (!set?.size) return;
    const acl = await readWorldAcl(db, templateId);
    for (const { conn, viewer } of set) {
      if (!acl) conn.close(4404, 'World deleted');
      else {
        const access = accessOf(acl, viewer);
        // 4403 tells y-websocket not to reconnect; 4000 makes it reconnect with its new rights.
        if (access === 'none') conn.close(4403, 'Access revoked');
        else if ((access === 'edit') !== conn.canWrite) conn.close(4000, 'Access changed');
      }
    }
  }

  const server: CollabServer = {
    metrics,
    matches: (pathname) => pathname === '/collab' || pathname.startsWith(COLLAB_PATH_PREFIX),
    handle(req: IncomingMessage, socket: Duplex, head: Buffer) {
      if (stopped) return refuse(socket, 503, 'Server is shutting down.');
      authoriseUpgrade(db, req, deps.publicUrl).then(
        (verdict) => {
          if (!verdict.ok) {
            metrics.refusedUpgrades++;
            log.debug(`refused ${req.url ?? ''}: ${verdict.status}`);
            return refuse(socket, verdict.status, verdict.message);
          }
          wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, verdict.templateId, verdict.viewer, verdict.canWrite));
        },
        (error: unknown) => {
          log.error(`upgrade failed: ${String(error)}`);
          refuse(socket, 500, 'An unexpected server error occurred.');
        },
      );
    },
    async start() {
      await bus?.start();
      catchingUp = catchUpTemplateRows().catch((error: unknown) => log.error(`start-up catch-up of template rows failed: ${String(error)}`));
    },
    async close() {
      stopped = true;
      await catchingUp;
      heartbeat.stop();
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await registry.closeAll();
      for (const ws of wss.clients) ws.terminate();
      await bus?.stop();
      wss.close();
      loopDelay.stop();
      if (metrics.persistedUpdates) {
        log.info(
          `closed: ${metrics.persistedUpdates} update(s) persisted in ${metrics.persistBatches} batch(es); ${persistLatencySummary(metrics)}; ` +
            `event-loop delay p99 ${loopDelay.p99Ms().toFixed(1)} ms`,
        );
      }
    },
    loadedDocs: () => registry.size(),
    async accessChanged(templateId) {
      await reauthorise(templateId);
      await bus?.publishAccessChange(templateId);
    },
    room: (templateId) => registry.loaded(templateId)?.room ?? null,
    writeWorld: worldWrites(registry),
  };
  return server;
}
