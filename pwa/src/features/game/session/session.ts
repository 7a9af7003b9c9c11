// The game session of one player code (spec 1 §4 'Session (game page)', §8): joins the story over
// the tab's socket (rejoin with the stored session id, or create a session and verify the code),
// writes every state the server sends into the story store, and flushes the outbox in order once
// joined. It has no UI: the game page reads its snapshot and shows its notices as toasts.
import { CAPABILITIES, type ChoiceResult, type ClientStoryState, type Notification, type PlayerSlot, type ResponseMessage, type SessionId } from '@schemas';
import type { LocalDb, OutboxRow } from '../../../shared/local-db/local-db';
import { flushOutbox, enqueueAction, type OutboxAction, type SendOutcome } from './outbox';
import { RealtimeRequestError, type ConnectionState, type OutgoingMessage, type RealtimeClient } from '../realtime/realtime-client';
import { newRequestId } from '../../../shared/api/request-id';
import { rememberJoinedCode } from './session-code-set';
import { clearSessionId, readSessionId, writeSessionId } from './session-id';
import {
  choiceResultSchema,
  createSessionResultSchema,
  isSessionGone,
  joinResultSchema,
  STORY_FAILED,
  UNEXPECTED_SERVER_ERROR,
  VERIFICATION_FAILED,
  type JoinResult,
} from './session-messages';
import { applyCharacterSelection, applyChoiceResult, saveStoryState, storyKey } from './story-store';

/** Where the session stands (spec 1 §2 'Game page' states). */
export type SessionPhase =
  /** Socket connecting, session being created, code being verified or rejoined. */
  | 'connecting'
  /** The story is still being created on the server. */
  | 'setting_up'
  /** Joined: the story's state flows into the store. */
  | 'joined'
  /** Joining failed; `error` says why. */
  | 'error'
  /** Leaving the story. */
  | 'exiting';

/** A rate-limit notice (spec 1 §4): counts down from timeRemaining. */
export type RateLimitNotice = { timeRemaining: number; receivedAt: number };

/** What the page needs to know about the session. */
export type SessionSnapshot = {
  code: string;
  connection: ConnectionState;
  phase: SessionPhase;
  error: string | null;
  storyId: string | null;
  playerSlot: PlayerSlot | null;
  /** Set when this session was taken over by another window (connection_stale). */
  stale: string | null;
  rateLimit: RateLimitNotice | null;
  /** True while an outbox row is on its way (its request is pending). */
  sending: boolean;
  /**
   * The full state the last join answered with, for the page to show while it is being stored
   * (on a first visit the device has no copy yet, and storing it waits on IndexedDB).
   */
  joinedState: ClientStoryState | null;
  /**
   * The draft of the player's next beat while a model writes it (beat_stream_notification); kept
   * in memory only, never stored on the device: the stored beat replaces it.
   */
  draft: BeatDraft | null;
  /** The slot's place in a class (issue 33), from the join reply: the name field is offered on character selection. */
  learner: JoinResult['learner'] | null;
};

/** A beat being written: its turn, title once written and the text so far. */
export type BeatDraft = { turn: number; seq: number; title: string | null; text: string; done: boolean };

/** A message for the player, shown by the page as a toast. */
export type SessionNotice = {
  kind: 'error' | 'warning' | 'info' | 'success';
  title: string;
  message?: string;
  /** Milliseconds; null keeps it open; undefined is the toast default. */
  duration?: number | null;
};

/** What a session needs: the socket, the device store, who is signed in, and (for tests) time. */
export type SessionDeps = {
  client: RealtimeClient;
  db: LocalDb;
  /** The signed-in user's id, sent on verify_code (spec 1 §7); the server trusts only its cookie for it. */
  currentUserId?: () => string | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  setTimer?: (fn: () => void, ms: number) => () => void;
};

/** Attempts at verifying a code, 1 s apart (spec 1 §9). */
export const VERIFY_ATTEMPTS = 3;
export const VERIFY_RETRY_MS = 1000;
/** What this client announces on joining: it keeps every beat in Dexie, so deltas suffice, and it shows beats as they are written (schemas/PROTOCOL.md). */
export const JOIN_CAPABILITIES = [CAPABILITIES.beatDeltas, CAPABILITIES.beatStream];
/** Error toasts of failed requests stay this long (spec 1 §8). */
export const ERROR_TOAST_MS = 5000;
/** Default rate-limit wait when the server gives none (spec 1 §4). */
export const DEFAULT_RATE_LIMIT_MS = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultTimer = (fn: () => void, ms: number) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

/** The error toast of a refused request (spec 1 §8): 'Error: {operationType}' or 'Error'. */
export function errorNotice(operationType: string | undefined, message: string | undefined): SessionNotice {
  return {
    kind: 'error',
    title: operationType ? `Error: ${operationType}` : 'Error',
    message: message || UNEXPECTED_SERVER_ERROR,
    duration: ERROR_TOAST_MS,
  };
}

/**
 * One player code's session over the tab's socket.
 * @example
 * const session = new GameSession('K7MQ2XP9', { client: getRealtimeClient(), db: localDb });
 * session.start();
 * await session.choose(1, 3);
 */
export class GameSession {
  readonly code: string;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly noticeListeners = new Set<(n: SessionNotice) => void>();
  private unsubscribe: (() => void)[] = [];
  /** Bumped on every (re)connect and on stop: an older join flow sees it and gives up. */
  private token = 0;
  private flushing = false;
  private flushAgain = false;
  private cancelTimers: (() => void)[] = [];
  private started = false;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly setTimer: (fn: () => void, ms: number) => () => void;

  constructor(
    code: string,
    private readonly deps: SessionDeps,
  ) {
    this.code = storyKey(code);
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? defaultSleep;
    this.setTimer = deps.setTimer ?? defaultTimer;
    this.snapshot = {
      code: this.code,
      connection: deps.client.state,
      phase: 'connecting',
      error: null,
      storyId: null,
      playerSlot: null,
      stale: null,
      rateLimit: null,
      sending: false,
      joinedState: null,
      draft: null,
      learner: null,
    };
  }

  /** The current snapshot (a new object after every change). */
  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** Subscribes to snapshot changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Subscribes to notices for the player (toasts). */
  onNotice(listener: (notice: SessionNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  /** Connects and joins; rejoins after every reconnect. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { client } = this.deps;
    this.unsubscribe = [client.subscribe(() => this.onConnection()), client.onNotification((m) => this.onNotification(m))];
    client.start();
    this.onConnection();
  }

  /** Stops following the story; the socket stays for whoever else uses it (see exit). */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.token += 1;
    for (const off of this.unsubscribe) off();
    for (const cancel of this.cancelTimers) cancel();
    this.unsubscribe = [];
    this.cancelTimers = [];
  }

  /** Queues a choice (shown at once) and sends it when joined. */
  async choose(optionIndex: number, turn: number): Promise<OutboxRow> {
    return this.enqueue({ type: 'make_choice', payload: { optionIndex, turn } });
  }

  /** Queues a character selection (with the name a class's learner gave, if any) and sends it when joined. */
  async selectCharacter(identityIndex: number, backgroundIndex: number, learnerName?: string): Promise<OutboxRow> {
    return this.enqueue({ type: 'select_character', payload: { identityIndex, backgroundIndex, ...(learnerName ? { learnerName } : {}) } });
  }

  /** Leaves the story: exit_story when a session exists, then the session id is forgotten (spec 1 §4). */
  async exit(): Promise<void> {
    this.update({ phase: 'exiting' });
    this.token += 1;
    const sessionId = await readSessionId(this.deps.db);
    if (sessionId !== null && this.deps.client.state === 'connected') {
      try {
        await this.deps.client.request({ type: 'exit_story', requestId: newRequestId(), sessionId }, 5000);
      } catch (err) {
        console.log('[session] exit_story got no reply', err);
      }
    }
    await clearSessionId(this.deps.db);
    this.stop();
    // Leaving closes the socket on purpose: nothing reconnects (spec 1 §4).
    this.deps.client.stop();
  }

  /** Takes the game back from another window after connection_stale. */
  takeBack(): void {
    this.update({ stale: null });
    if (this.deps.client.state === 'connected') void this.join();
    else this.deps.client.wake();
  }

  /**
   * Reconnects the socket and rejoins, for the whole state: called when polling found the story
   * moved on while the socket heard nothing (a connection that died silently, spec 1 §9).
   */
  resync(): void {
    if (!this.started || this.snapshot.phase === 'exiting') return;
    console.log('[session] the story moved on without a word on the socket: reconnecting');
    this.deps.client.reconnect();
  }

  /** Closes the rate-limit notice (its countdown reached zero). */
  clearRateLimit(): void {
    if (this.snapshot.rateLimit) this.update({ rateLimit: null });
  }

  private async enqueue(action: OutboxAction): Promise<OutboxRow> {
    const row = await enqueueAction(this.deps.db, this.code, action, this.now());
    void this.flush();
    return row;
  }

  private onConnection(): void {
    const connection = this.deps.client.state;
    if (connection !== this.snapshot.connection) this.update({ connection, sending: false });
    if (connection === 'connected' && this.started && this.snapshot.phase !== 'exiting') void this.join();
    else if (connection !== 'connected') this.token += 1;
  }

  /** Joins the story on the current socket (spec 1 §4, §8). */
  private async join(): Promise<void> {
    this.token += 1;
    const token = this.token;
    const { db, client } = this.deps;
    if (this.snapshot.stale !== null) return;
    if (this.snapshot.phase === 'error') this.update({ phase: 'connecting', error: null });
    try {
      let sessionId = await readSessionId(db);
      if (token !== this.token) return;
      if (sessionId !== null) {
        const reply = await client.request({ type: 'rejoin_session', requestId: newRequestId(), sessionId, playerCode: this.code, capabilities: JOIN_CAPABILITIES });
        if (token !== this.token) return;
        if (reply.status === 'success') return await this.joined(reply, token);
        if (reply.status === 'rate_limited') return await this.joinFailed(reply, token);
        if (isSessionGone(reply.errorMessage)) {
          await clearSessionId(db);
          sessionId = null;
        }
        // Any other refusal: verify the code on this session, with its retries.
      }
      sessionId ??= await this.createSession(token);
      for (let attempt = 1; sessionId !== null; attempt += 1) {
        const userId = this.deps.currentUserId?.() ?? null;
        const reply = await client.request({
          type: 'verify_code',
          requestId: newRequestId(),
          sessionId,
          code: this.code,
          capabilities: JOIN_CAPABILITIES,
          ...(userId ? { userId } : {}),
        });
        if (token !== this.token) return;
        if (reply.status === 'success') return await this.joined(reply, token);
        if (isSessionGone(reply.errorMessage)) {
          await clearSessionId(db);
          sessionId = await this.createSession(token);
        } else if (reply.status !== 'error') {
          return await this.joinFailed(reply, token);
        }
        if (attempt >= VERIFY_ATTEMPTS) return await this.joinFailed(reply, token);
        await this.sleep(VERIFY_RETRY_MS);
        if (token !== this.token) return;
      }
    } catch (err) {
      // The socket closed under us: the next connect starts over.
      if (err instanceof RealtimeRequestError) console.log(`[session] join interrupted: ${err.reason}`);
      else throw err;
    }
  }

  private async createSession(token: number): Promise<SessionId | null> {
    const reply = await this.deps.client.request({ type: 'create_session', requestId: newRequestId() });
    if (token !== this.token) return null;
    const data = createSessionResultSchema.safeParse(reply.data);
    if (reply.status !== 'success' || !data.success) {
      await this.joinFailed(reply, token);
      return null;
    }
    // Not waited for: the code is verified at once (the mirror already has the id; see session-id.ts).
    writeSessionId(this.deps.db, data.data.sessionId).catch((error: unknown) => console.error('[session] storing the session id', error));
    return data.data.sessionId;
  }

  private async joined(reply: ResponseMessage, token: number): Promise<void> {
    const parsed = joinResultSchema.safeParse(reply.data);
    if (!parsed.success) {
      console.warn('[session] unexpected join reply', parsed.error.issues.slice(0, 3));
      return this.fail(VERIFICATION_FAILED);
    }
    const result: JoinResult = parsed.data;
    this.update({ storyId: result.storyId, playerSlot: result.playerSlot, learner: result.learner ?? null });
    // Remembered while the state is stored (below): the first paint of a cold join waits on both.
    const remembered = rememberJoinedCode(this.deps.db, this.code, result.storyId);
    if (result.storyStatus !== 'ready' || !result.state) await remembered;
    if (token !== this.token) return;
    if (result.storyStatus === 'failed') return this.fail(STORY_FAILED);
    if (result.storyStatus === 'setting_up') {
      this.update({ phase: 'setting_up', error: null });
      return;
    }
    if (!result.state) return this.fail(VERIFICATION_FAILED);
    // A join answers with the full state: store it whole (never merged).
    const { historyFrom: _partial, ...full } = result.state;
    this.update({ joinedState: full });
    await Promise.all([saveStoryState(this.deps.db, this.code, full, this.now()), remembered]);
    if (token !== this.token) return;
    this.update({ phase: 'joined', error: null });
    void this.flush();
  }

  private async joinFailed(reply: ResponseMessage, token: number): Promise<void> {
    if (reply.status === 'rate_limited') {
      const wait = reply.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS;
      this.showRateLimit(wait);
      // Try again once the wait is over, on the same socket.
      this.later(() => {
        if (token === this.token && this.deps.client.state === 'connected') void this.join();
      }, wait);
      return;
    }
    // Spec 1 §8 clears the story state here. The copy on the device is kept: a server that fails
    // three times in a row must not erase a learner's beats. The page shows the error text when
    // there is no story, and the story with the error otherwise.
    this.fail(reply.errorMessage || VERIFICATION_FAILED);
  }

  private fail(message: string): void {
    this.update({ phase: 'error', error: message });
  }

  private onNotification(message: Notification): void {
    if (!this.started) return;
    switch (message.type) {
      case 'state_update_notification': {
        const { state } = message;
        const { storyId, playerSlot } = this.snapshot;
        if (storyId !== state.id || (playerSlot !== null && playerSlot !== state.playerSlot)) return;
        const { draft } = this.snapshot;
        const own = state.players[state.playerSlot];
        const latestTurn = own && 'beatHistory' in own ? (own.beatHistory.at(-1)?.turn ?? 0) : 0;
        // The stored beat of the draft's turn replaces the draft, whatever the draft said.
        if (draft && latestTurn >= draft.turn) this.update({ draft: null });
        void saveStoryState(this.deps.db, this.code, state, this.now()).then((outcome) => {
          if (outcome === 'needs_full_state') {
            // An incremental update that skips beats this device never saw: rejoin for the full state.
            if (this.deps.client.state === 'connected') void this.join();
            return;
          }
          if (this.snapshot.phase === 'setting_up' || this.snapshot.phase === 'connecting') {
            this.update({ phase: 'joined', error: null });
            void this.flush();
          }
        });
        return;
      }
      case 'beat_stream_notification': {
        const { storyId, playerSlot, draft } = this.snapshot;
        if (message.storyId !== storyId || message.playerSlot !== playerSlot) return;
        // Drafts of one turn only grow in seq; a later turn's draft replaces an older one.
        if (draft && (draft.turn > message.turn || (draft.turn === message.turn && draft.seq >= message.seq))) return;
        this.update({ draft: { turn: message.turn, seq: message.seq, title: message.title ?? null, text: message.text, done: message.done } });
        return;
      }
      case 'rate_limited':
        this.showRateLimit(message.rateLimit.timeRemaining);
        return;
      case 'connection_stale':
        this.token += 1;
        this.update({ stale: message.message, sending: false });
        return;
      case 'error':
        if (isSessionGone(message.error)) {
          // The server forgot our session: log, forget it, join afresh (spec 1 §8).
          console.log(`[session] ${message.error}: starting a new session`);
          void clearSessionId(this.deps.db).then(() => {
            if (this.deps.client.state === 'connected') void this.join();
          });
          return;
        }
        if (this.snapshot.phase === 'setting_up' && message.operationType === 'initialize_story') return this.fail(message.error);
        this.notify(errorNotice(message.operationType, message.error));
        if (this.snapshot.phase !== 'joined') this.fail(message.error);
        return;
      default:
        return;
    }
  }

  /** Sends the code's queued actions in order (one flush at a time). */
  private async flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    if (!this.canSend()) return;
    this.flushing = true;
    try {
      do {
        this.flushAgain = false;
        const report = await flushOutbox(this.deps.db, this.code, (row) => this.sendRow(row), {
          onAccepted: (row, data) => this.accepted(row, data),
          onRefused: (row, message, operationType) => this.notify(errorNotice(operationType ?? row.type, message)),
          onRateLimited: (_row, wait) => {
            this.showRateLimit(wait);
            this.later(() => void this.flush(), wait);
          },
        });
        if (report.stoppedBy !== 'done') break;
      } while (this.flushAgain && this.canSend());
    } finally {
      this.flushing = false;
      if (this.snapshot.sending) this.update({ sending: false });
    }
  }

  private canSend(): boolean {
    return this.started && this.snapshot.phase === 'joined' && this.snapshot.stale === null && this.deps.client.state === 'connected';
  }

  private async sendRow(row: OutboxRow): Promise<SendOutcome> {
    const sessionId = await readSessionId(this.deps.db);
    if (sessionId === null || !this.canSend()) return { kind: 'unavailable' };
    const message = { type: row.type, requestId: row.requestId, sessionId, ...row.payload } as OutgoingMessage;
    this.update({ sending: true });
    let reply: ResponseMessage;
    try {
      reply = await this.deps.client.request(message);
    } catch (err) {
      if (err instanceof RealtimeRequestError) return { kind: 'unavailable' };
      throw err;
    } finally {
      this.update({ sending: false });
    }
    if (reply.status === 'success') return { kind: 'accepted', data: reply.data };
    if (reply.status === 'rate_limited') return { kind: 'rate_limited', timeRemaining: reply.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS };
    if (isSessionGone(reply.errorMessage)) {
      // Not the action's fault: rejoin with a new session and send it again (same requestId).
      void clearSessionId(this.deps.db).then(() => this.join());
      return { kind: 'unavailable' };
    }
    return { kind: 'refused', message: reply.errorMessage || UNEXPECTED_SERVER_ERROR, operationType: reply.operationType };
  }

  private async accepted(row: OutboxRow, data: unknown): Promise<void> {
    if (row.type === 'make_choice') {
      const result = choiceResultSchema.safeParse(data);
      if (result.success) await applyChoiceResult(this.deps.db, this.code, result.data as ChoiceResult);
    } else {
      const { identityIndex, backgroundIndex } = row.payload as { identityIndex: number; backgroundIndex: number };
      await applyCharacterSelection(this.deps.db, this.code, identityIndex, backgroundIndex);
    }
  }

  private showRateLimit(timeRemaining: number): void {
    this.update({ rateLimit: { timeRemaining: timeRemaining > 0 ? timeRemaining : DEFAULT_RATE_LIMIT_MS, receivedAt: this.now() } });
  }

  private later(fn: () => void, ms: number): void {
    const cancel = this.setTimer(() => {
      this.cancelTimers = this.cancelTimers.filter((c) => c !== cancel);
      fn();
    }, ms);
    this.cancelTimers.push(cancel);
  }

  private notify(notice: SessionNotice): void {
    for (const listener of [...this.noticeListeners]) listener(notice);
  }

  private update(patch: Partial<SessionSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const keys = Object.keys(patch) as (keyof SessionSnapshot)[];
    if (keys.every((k) => next[k] === this.snapshot[k])) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
