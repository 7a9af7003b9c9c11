// Test support: an in-memory socket and a scripted game server speaking the realtime protocol,
// with the server's idempotency by requestId, so client tests need no network.
import type { ClientStoryState, ResponseMessage } from '@schemas';
import type { OutgoingMessage, RealtimeEnv, SocketLike } from '../src/features/game';

/** A socket whose other end is driven by the test. */
export class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  readonly sent: OutgoingMessage[] = [];
  closed = false;
  /** What the server does with each sent message (set by the harness). */
  onSend: ((message: OutgoingMessage) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    const message = JSON.parse(data) as OutgoingMessage;
    this.sent.push(message);
    this.onSend?.(message);
  }

  close(): void {
    this.closed = true;
  }

  /** The server accepts the connection. */
  open(): void {
    this.onopen?.({});
  }

  /** The server (or the network) drops the connection. */
  serverClose(): void {
    this.closed = true;
    this.onclose?.({});
  }

  /** The server sends a message (any JSON). */
  push(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** An env over vitest's fake timers, recording every socket opened. */
export function fakeEnv(options: { online?: () => boolean; random?: () => number } = {}): RealtimeEnv & { sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    random: options.random ?? (() => 0.5),
    now: () => Date.now(),
    isOnline: options.online ?? (() => true),
  };
}

/** A reply envelope as the server builds it. */
export function replyTo(message: OutgoingMessage, body: Omit<ResponseMessage, 'type' | 'timestamp' | 'requestId'>): ResponseMessage {
  return { type: `${message.type}_response`, requestId: message.requestId, timestamp: new Date().toISOString(), ...body };
}

/**
 * A tiny game server: sessions, one code, choices stored by requestId (a replay answers the
 * stored result and changes nothing), and a state push after every accepted action.
 */
export class FakeGameServer {
  readonly sessions = new Set<string>();
  /** requestIds of every make_choice / select_character the server applied (once each). */
  readonly applied: string[] = [];
  private readonly stored = new Map<string, ResponseMessage['data']>();
  private counter = 0;
  /** When false, replies are swallowed (the reply is "lost" on the way back). */
  replying = true;

  constructor(
    public state: ClientStoryState,
    readonly code: string,
  ) {}

  /** Connects a socket to this server: it answers every message the socket sends. */
  attach(socket: FakeSocket): void {
    socket.onSend = (m) => {
      const reply = this.handle(m, socket);
      if (reply && this.replying) queueMicrotask(() => socket.push(reply));
    };
  }

  private handle(m: OutgoingMessage, socket: FakeSocket): ResponseMessage | null {
    switch (m.type) {
      case 'create_session': {
        this.counter += 1;
        const sessionId = `sess-${this.counter}`;
        this.sessions.add(sessionId);
        return replyTo(m, { status: 'success', data: { sessionId } });
      }
      case 'rejoin_session':
        if (!this.sessions.has(m.sessionId)) return replyTo(m, { status: 'error', errorMessage: 'Session not found', operationType: m.type });
        return this.join(m, m.playerCode);
      case 'verify_code':
        if (!this.sessions.has(m.sessionId)) return replyTo(m, { status: 'error', errorMessage: 'Invalid session', operationType: m.type });
        return this.join(m, m.code);
      case 'make_choice': {
        const previous = this.stored.get(m.requestId);
        if (previous) return replyTo(m, { status: 'success', data: previous });
        const own = this.state.players[this.state.playerSlot];
        const beat = own && 'beatHistory' in own ? own.beatHistory.at(-1) : undefined;
        if (!beat || beat.choice !== -1) return replyTo(m, { status: 'invalid', errorMessage: 'You have already chosen.', operationType: m.type });
        beat.choice = m.optionIndex;
        this.applied.push(m.requestId);
        const data = { turn: beat.turn, optionIndex: m.optionIndex, pendingPlayers: [] };
        this.stored.set(m.requestId, data);
        queueMicrotask(() => socket.push({ type: 'state_update_notification', state: this.state, trigger: 'choice_made', timestamp: new Date().toISOString() }));
        return replyTo(m, { status: 'success', data });
      }
      case 'select_character': {
        const previous = this.stored.get(m.requestId);
        if (previous) return replyTo(m, { status: 'success', data: previous });
        this.applied.push(m.requestId);
        this.stored.set(m.requestId, { ok: true });
        return replyTo(m, { status: 'success', data: { ok: true } });
      }
      case 'exit_story':
        return replyTo(m, { status: 'success', data: { ok: true } });
      default:
        return replyTo(m, { status: 'invalid', errorMessage: 'unsupported', operationType: m.type });
    }
  }

  private join(m: OutgoingMessage, code: string): ResponseMessage {
    if (code.toUpperCase() !== this.code) {
      return replyTo(m, { status: 'error', errorMessage: "This code doesn't match any story. Check it and try again.", operationType: m.type });
    }
    return replyTo(m, { status: 'success', data: { storyId: this.state.id, playerSlot: this.state.playerSlot, storyStatus: 'ready', state: this.state } });
  }
}
