import type { IncomingMessage } from 'node:http';
import { clientMessageSchema, findUnsafeText, isSafeText, MAX_REALTIME_FRAME_BYTES, UNSAFE_TEXT_MESSAGE, type ClientMessage, type ResponseMessage, type ServerMessage } from '@schemas';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ApiError } from '../http/api-error';
import { describeZodError } from '../http/validate';
import { newId } from '../util/ids';
import { createLogger } from '../util/log';
import { startHeartbeat } from '../sockets/heartbeat';
import type { UpgradeRoute } from '../sockets/upgrade-router';

const log = createLogger('realtime');

/** Path of the game socket (spec 1 §7 names /socket.io; it speaks plain WebSocket + JSON). */
export const GAME_SOCKET_PATH = '/socket.io';
/** Frames above this are refused by the socket library (the connection closes with 1009). */
const HARD_FRAME_LIMIT = 1024 * 1024;
/** Seconds between pings; a client that misses one whole interval is dropped. */
const HEARTBEAT_MS = 25_000;

/** One client socket as the game service sees it. */
export interface GameConnection {
  readonly id: string;
  /** The caller's address, used only in memory for rate limits. */
  readonly ip: string;
  /** The cookie header of the upgrade request (for the signed-in user, if any). */
  readonly cookie: string | undefined;
  /** The realtime session bound to this socket, once created or rejoined. */
  sessionId: string | null;
  send(message: ServerMessage): void;
  close(code?: number, reason?: string): void;
}

/** What the game service does with a valid message: the `data` of the success reply. */
export interface GameMessageHandler {
  handle(conn: GameConnection, message: ClientMessage): Promise<unknown>;
  disconnected(conn: GameConnection): void;
}

/** A reply envelope for `type`. */
export function reply(type: string, requestId: string | undefined, body: Omit<ResponseMessage, 'type' | 'timestamp' | 'requestId'>): ResponseMessage {
  return { type: `${type}_response`, ...(requestId ? { requestId } : {}), timestamp: new Date().toISOString(), ...body };
}

function peek(raw: unknown): { type: string; requestId: string | undefined } {
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    const type = typeof r.type === 'string' && /^[a-z_]{1,40}$/.test(r.type) ? r.type : 'unknown';
    const requestId = typeof r.requestId === 'string' && r.requestId.length <= 100 && isSafeText(r.requestId) ? r.requestId : undefined;
    return { type, requestId };
  }
  return { type: 'unknown', requestId: undefined };
}

/**
 * The game's WebSocket endpoint. Every frame is parsed with the schema on arrival; anything
 * invalid (garbage, unknown type, bad fields, too large) gets an `invalid` reply and the socket
 * stays open. Messages of one socket are handled strictly in order.
 */
export function gameSocketRoute(handler: GameMessageHandler): UpgradeRoute & { close(): void; connections(): number } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  const heartbeat = startHeartbeat(wss, HEARTBEAT_MS);

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    heartbeat.watch(ws);
    const conn: GameConnection = {
      id: newId('conn'),
      ip: req.socket.remoteAddress ?? 'unknown',
      cookie: req.headers.cookie,
      sessionId: null,
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
      close: (code, reason) => ws.close(code, reason),
    };
    let queue = Promise.resolve();
    ws.on('message', (data: RawData, isBinary: boolean) => {
      queue = queue.then(() => onFrame(conn, data, isBinary)).catch((err: unknown) => log.error(`frame failed: ${String(err)}`));
    });
    ws.on('close', () => {
      queue = queue.then(() => handler.disconnected(conn));
    });
    ws.on('error', (err) => log.debug(`socket ${conn.id}: ${err.message}`));
  });

  async function onFrame(conn: GameConnection, data: RawData, isBinary: boolean): Promise<void> {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    if (isBinary || size > MAX_REALTIME_FRAME_BYTES) {
      conn.send(reply('unknown', undefined, { status: 'invalid', errorMessage: isBinary ? 'Messages must be JSON text.' : 'Message too large.' }));
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      conn.send(reply('unknown', undefined, { status: 'invalid', errorMessage: 'Messages must be JSON text.' }));
      return;
    }
    const { type, requestId } = peek(raw);
    // Any field, known or not: no NUL or lone surrogate goes further than this (issue 13.3).
    const unsafe = findUnsafeText(raw);
    if (unsafe) {
      const errorMessage = `Invalid request: ${unsafe.path}: ${UNSAFE_TEXT_MESSAGE}`;
      conn.send(reply(type, requestId, { status: 'invalid', errorMessage, issues: [{ path: unsafe.path, message: UNSAFE_TEXT_MESSAGE }], operationType: type }));
      return;
    }
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const { message, issues } = describeZodError(parsed.error);
      conn.send(reply(type, requestId, { status: 'invalid', errorMessage: message, issues, operationType: type }));
      return;
    }
    const message = parsed.data;
    try {
      const result = await handler.handle(conn, message);
      conn.send(reply(message.type, message.requestId, { status: 'success', data: result ?? {} }));
    } catch (err) {
      if (err instanceof ApiError) {
        conn.send(reply(message.type, message.requestId, { ...err.envelope, operationType: message.type }));
        return;
      }
      log.error(`${message.type} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      conn.send(
        reply(message.type, message.requestId, {
          status: 'error',
          errorMessage: 'An unexpected server error occurred.',
          operationType: message.type,
        }),
      );
    }
  }

  return {
    matches: (pathname) => pathname === GAME_SOCKET_PATH || pathname === `${GAME_SOCKET_PATH}/`,
    handle: (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
    close: () => {
      heartbeat.stop();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
    connections: () => wss.clients.size,
  };
}
