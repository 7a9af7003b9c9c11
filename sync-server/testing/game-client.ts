import { randomUUID } from 'node:crypto';
import {
  clientStoryStateSchema,
  notificationSchema,
  responseMessageSchema,
  type ClientOwnPlayer,
  type ClientStoryState,
  type Notification,
  type ResponseMessage,
} from '@schemas';
import WebSocket from 'ws';
import { forbiddenClientFields, mergeClientState } from '@engine';

/** Problems with a received message under [V1-V2]; empty when it is clean. */
export function redactionProblems(message: unknown, ownSlot: string | null): string[] {
  const problems = forbiddenClientFields(message).map((path) => `${path} must never be sent`);
  const m = message as { type?: string; state?: ClientStoryState; data?: { state?: ClientStoryState } };
  const state = m.state ?? m.data?.state;
  if (state) {
    const parsed = clientStoryStateSchema.safeParse(state);
    if (!parsed.success) problems.push(`client state does not parse strictly: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    for (const [slot, player] of Object.entries(state.players ?? {})) {
      const keys = Object.keys(player ?? {}).sort();
      if (slot !== (ownSlot ?? state.playerSlot) && keys.join(',') !== 'appearance,backgroundChoice,fluff,identityChoice,name,pronouns') {
        problems.push(`other player ${slot} exposes ${keys.join(',')}`);
      }
    }
  }
  return problems;
}

/**
 * A real WebSocket client of the game protocol for tests and benchmarks: correlates replies by
 * requestId, keeps notifications (all of them, or with `history: false` the latest only), tracks the
 * latest state, and checks every message it receives against [V1-V2] (violations collect in
 * `redactionViolations`).
 */
export class GameClient {
  readonly received: unknown[] = [];
  readonly notifications: Notification[] = [];
  readonly redactionViolations: string[] = [];
  state: ClientStoryState | null = null;
  /** Incremental updates that could not be merged (a client would ask for the full state). */
  gaps = 0;
  sessionId: string | null = null;
  /** Callers waiting for a reply, by requestId: a request sent twice gets the replies in order. */
  private readonly waiters = new Map<string, ((r: ResponseMessage) => void)[]>();
  private readonly listeners = new Set<() => void>();

  private constructor(
    readonly ws: WebSocket,
    private readonly checkRedaction: boolean,
    /** Whether `received` and `notifications` keep every message (tests) or only the latest (bench bots, by the thousand). */
    private readonly history: boolean,
    /** How long a request waits for its reply before it fails. */
    private readonly requestTimeoutMs: number,
  ) {
    ws.on('message', (data) => this.onMessage(data.toString()));
  }

  /**
   * Connects to `${baseUrl}/socket.io`; benchmarks turn the per-message redaction check off; a
   * `cookie` header makes it the socket of that browser (a signed-in user's, say); the audit picks
   * the local address.
   */
  static async connect(baseUrl: string, opts: { checkRedaction?: boolean; cookie?: string; localAddress?: string; history?: boolean; requestTimeoutMs?: number } = {}): Promise<GameClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io`, {
      ...(opts.cookie ? { headers: { cookie: opts.cookie } } : {}),
      ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new GameClient(ws, opts.checkRedaction ?? true, opts.history ?? true, opts.requestTimeoutMs ?? 20_000);
  }

  private onMessage(text: string): void {
    const message: unknown = JSON.parse(text);
    if (!this.history) this.received.length = 0;
    this.received.push(message);
    if (this.checkRedaction) this.redactionViolations.push(...redactionProblems(message, this.state?.playerSlot ?? null));
    const note = notificationSchema.safeParse(message);
    if (note.success) {
      if (!this.history) this.notifications.length = 0;
      this.notifications.push(note.data);
      if (note.data.type === 'state_update_notification') {
        const merged = mergeClientState(this.state, note.data.state);
        if (merged) this.state = merged;
        else this.gaps += 1;
      }
    } else {
      const reply = responseMessageSchema.parse(message);
      const data = reply.data as { state?: ClientStoryState } | undefined;
      if (reply.status === 'success' && data?.state) this.state = data.state;
      if (reply.requestId) this.waiters.get(reply.requestId)?.shift()?.(reply);
    }
    for (const l of [...this.listeners]) l();
  }

  /** Sends raw text (for fuzzing). */
  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Sends a message and resolves with its reply. */
  request(type: string, payload: Record<string, unknown> = {}, requestId: string = randomUUID()): Promise<ResponseMessage> {
    const body = { type, requestId, ...(this.sessionId && type !== 'create_session' ? { sessionId: this.sessionId } : {}), ...payload };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${type} within ${this.requestTimeoutMs / 1000} s`)), this.requestTimeoutMs);
      const waiting = this.waiters.get(requestId) ?? [];
      this.waiters.set(requestId, waiting);
      waiting.push((r) => {
        clearTimeout(timer);
        if (waiting.length === 0) this.waiters.delete(requestId);
        resolve(r);
      });
      this.ws.send(JSON.stringify(body));
    });
  }

  /** create_session, remembering the session id. */
  async createSession(): Promise<string> {
    const r = await this.request('create_session');
    this.sessionId = (r.data as { sessionId: string }).sessionId;
    return this.sessionId;
  }

  /** Resolves when `predicate` holds (checked on every message), or rejects after `timeoutMs`. */
  waitFor(predicate: (c: GameClient) => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
    if (predicate(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate(this)) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      this.listeners.add(check);
    });
  }

  /** The player's latest beat in the latest state. */
  latestBeat() {
    const slot = this.state?.playerSlot;
    const player = slot ? this.state?.players[slot] : undefined;
    return player && 'beatHistory' in player ? (player as ClientOwnPlayer).beatHistory.at(-1) : undefined;
  }

  /** Closes the socket. */
  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
