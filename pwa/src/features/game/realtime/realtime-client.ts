// The game socket of this tab (spec 1 §4 'Session', §7, §9): one WebSocket speaking JSON at
// /socket.io, reconnecting by itself whenever the server or the network dropped it. It knows
// nothing about stories: sessions, joining and the outbox live in ../session/session.ts.
import {
  notificationSchema,
  responseMessageSchema,
  type ClientMessage,
  type ClientMessageType,
  type Notification,
  type ResponseMessage,
} from '@schemas';
import { PendingRequests } from './pending-requests';
import { reconnectDelay } from './reconnect-schedule';

/** Connection states (spec 1 §4). */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';

/** Game socket client time-out (spec 1 §9): a request without a reply after this is given up. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** A socket that has not opened after this long is abandoned and tried again. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** The part of a WebSocket the client uses (a real one in the browser, a fake in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

/** What the client needs from its surroundings; injected so tests can drive time and sockets. */
export type RealtimeEnv = {
  createSocket: (url: string) => SocketLike;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  random: () => number;
  now: () => number;
  isOnline: () => boolean;
};

/** Why a request got no reply. */
export type RealtimeFailure = 'not_connected' | 'disconnected' | 'timeout';

/** A request that got no reply: not sent (not connected), the socket closed, or time-out. */
export class RealtimeRequestError extends Error {
  override readonly name = 'RealtimeRequestError';
  constructor(readonly reason: RealtimeFailure) {
    super(`realtime request failed: ${reason}`);
  }
}

type Waiter = { resolve: (r: ResponseMessage) => void; reject: (e: RealtimeRequestError) => void; timer: unknown };

/** A message this client sends: the protocol makes requestId optional, this client always sends one (replies are matched by it). */
export type OutgoingMessage = ClientMessage & { requestId: string };

/**
 * One game socket with automatic reconnection.
 * @example
 * const client = new RealtimeClient('wss://host/socket.io', browserEnv());
 * client.start();
 * const reply = await client.request({ type: 'create_session', requestId: newRequestId() });
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private connection: ConnectionState = 'disconnected';
  private wanted = false;
  private attempt = 0;
  private retryTimer: unknown = undefined;
  private connectTimer: unknown = undefined;
  private readonly pending = new PendingRequests();
  private readonly waiters = new Map<string, Waiter>();
  private readonly stateListeners = new Set<() => void>();
  private readonly notificationListeners = new Set<(message: Notification) => void>();

  constructor(
    private readonly url: string,
    private readonly env: RealtimeEnv,
  ) {}

  /** The current connection state. */
  get state(): ConnectionState {
    return this.connection;
  }

  /** Reconnection attempts made since the last successful open (for tests and diagnostics). */
  get attempts(): number {
    return this.attempt;
  }

  /** Starts connecting (idempotent); from now on a dropped socket is reopened. */
  start(): void {
    this.wanted = true;
    if (this.socket === null && this.retryTimer === undefined) this.open();
  }

  /** Closes the socket on purpose: nothing further happens (spec 1 §4). */
  stop(): void {
    this.wanted = false;
    this.cancelRetry();
    const socket = this.socket;
    this.detach();
    socket?.close(1000, 'client closed');
    this.setState('disconnected');
  }

  /** Reconnects now when the socket is down (tab became visible, browser came online). */
  wake(): void {
    if (!this.wanted || this.socket !== null) return;
    this.cancelRetry();
    this.attempt = 0;
    this.open();
  }

  /**
   * Replaces the socket with a fresh one at once: for a socket that looks open but has stopped
   * hearing from the server (a dead connection nobody closed). Not while stopped.
   */
  reconnect(): void {
    if (!this.wanted) return;
    const socket = this.socket;
    if (socket !== null) {
      this.detach();
      socket.close(4001, 'silent');
      this.setState('disconnected');
    }
    this.cancelRetry();
    this.attempt = 0;
    this.open();
  }

  /** Drops the socket because the network is gone; `wake` brings it back. */
  drop(): void {
    if (this.socket === null) return;
    const socket = this.socket;
    this.detach();
    socket.close(4000, 'offline');
    this.setState('disconnected');
    if (this.wanted) this.scheduleRetry();
  }

  /** Sends a message; while not connected it is only logged and false is returned (spec 1 §5). */
  send(message: OutgoingMessage): boolean {
    if (this.connection !== 'connected' || this.socket === null) {
      console.log(`[realtime] not connected: ${message.type} not sent`);
      return false;
    }
    this.socket.send(JSON.stringify(message));
    this.pending.add({ type: message.type, requestId: message.requestId, sentAt: this.env.now() });
    return true;
  }

  /** Sends a message and resolves with its reply (whatever its status); rejects without one. */
  request(message: OutgoingMessage, timeoutMs = REQUEST_TIMEOUT_MS): Promise<ResponseMessage> {
    if (!this.send(message)) return Promise.reject(new RealtimeRequestError('not_connected'));
    return new Promise((resolve, reject) => {
      const timer = this.env.setTimeout(() => {
        this.waiters.delete(message.requestId);
        this.pending.drop(message.requestId);
        reject(new RealtimeRequestError('timeout'));
      }, timeoutMs);
      this.waiters.set(message.requestId, { resolve, reject, timer });
    });
  }

  /** Whether a request of this type is waiting for its reply (spec 1 §4). */
  isPending(type: ClientMessageType): boolean {
    return this.pending.has(type);
  }

  /** Subscribes to connection state changes. */
  subscribe(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Subscribes to every valid notification the server pushes (replies go to their request). */
  onNotification(listener: (message: Notification) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  private open(): void {
    this.retryTimer = undefined;
    if (!this.wanted) return;
    if (!this.env.isOnline()) {
      // The browser knows it is offline: wait for its 'online' event (wake) rather than spin.
      this.setState('disconnected');
      return;
    }
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.env.createSocket(this.url);
    } catch (err) {
      console.error('[realtime] could not open the socket', err);
      this.setState('disconnected');
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.connectTimer = this.env.setTimeout(() => {
      if (this.socket === socket && this.connection === 'connecting') this.drop();
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.env.clearTimeout(this.connectTimer);
      this.attempt = 0;
      this.setState('connected');
    };
    socket.onmessage = (ev) => {
      if (this.socket === socket) this.receive(ev.data);
    };
    socket.onerror = () => console.log('[realtime] socket error');
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.detach();
      this.setState('disconnected');
      // The server (or the network) dropped us: come back. A close we asked for detached first.
      if (this.wanted) this.scheduleRetry();
    };
  }

  private receive(data: unknown): void {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      console.warn('[realtime] ignored a message that is not JSON');
      return;
    }
    // Anything the server sends is a notification or a reply (serverMessageSchema's two halves).
    const notification = notificationSchema.safeParse(raw);
    if (notification.success) {
      for (const listener of [...this.notificationListeners]) {
        try {
          listener(notification.data);
        } catch (err) {
          console.error('[realtime] a notification listener failed', err);
        }
      }
      return;
    }
    const reply = responseMessageSchema.safeParse(raw);
    if (!reply.success) {
      // Includes replies without a status: malformed, ignored (spec 1 §5).
      console.warn('[realtime] ignored a malformed message', reply.error.issues.slice(0, 3));
      return;
    }
    const settled = this.pending.settle(reply.data.type, reply.data.requestId);
    const waiter = settled && this.waiters.get(settled.requestId);
    if (settled && waiter) {
      this.waiters.delete(settled.requestId);
      this.env.clearTimeout(waiter.timer);
      waiter.resolve(reply.data);
    }
  }

  /** Forgets the socket and fails every request waiting on it: no reply can come any more. */
  private detach(): void {
    if (this.socket) {
      this.socket.onopen = null;
      this.socket.onclose = null;
      this.socket.onmessage = null;
      this.socket.onerror = null;
    }
    this.socket = null;
    this.env.clearTimeout(this.connectTimer);
    this.pending.clear();
    const waiters = [...this.waiters.values()];
    this.waiters.clear();
    for (const w of waiters) {
      this.env.clearTimeout(w.timer);
      w.reject(new RealtimeRequestError('disconnected'));
    }
  }

  private scheduleRetry(): void {
    this.cancelRetry();
    const delay = reconnectDelay(this.attempt, this.env.random);
    this.attempt += 1;
    this.retryTimer = this.env.setTimeout(() => this.open(), delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) this.env.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private setState(next: ConnectionState): void {
    if (next === this.connection) return;
    this.connection = next;
    for (const listener of [...this.stateListeners]) listener();
  }
}
