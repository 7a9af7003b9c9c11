// The game session of one player code (spec 1 §4 'Session (game page)', §8): joins the story over
// the tab's socket (rejoin with the stored session id, or create a session and verify the code),
// writes every state the server sends into the story store, and flushes the outbox in order once
// joined. It has no UI: the game page reads its snapshot and shows its notices as toasts.
//
// Split by concern in this folder: the snapshot, notices and timers every part shares
// (`session-core.ts`), joining over the socket (`session-join.ts`), what the socket says unasked
// (`session-notifications.ts`), sending the outbox (`session-outbox.ts`); the device's store is
// `story-store.ts`, `session-id.ts` and `outbox.ts`; the types and numbers `session-types.ts`.
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { newRequestId } from '../../../shared/api/request-id';
import { SessionCore } from './session-core';
import { clearSessionId, readSessionId } from './session-id';
import { joinStory } from './session-join';
import { onSessionNotification } from './session-notifications';
import { SessionOutbox } from './session-outbox';
import type { SessionDeps, SessionNotice, SessionSnapshot } from './session-types';

export {
  DEFAULT_RATE_LIMIT_MS,
  ERROR_TOAST_MS,
  errorNotice,
  JOIN_CAPABILITIES,
  VERIFY_ATTEMPTS,
  VERIFY_RETRY_MS,
  type BeatDraft,
  type RateLimitNotice,
  type SessionDeps,
  type SessionNotice,
  type SessionPhase,
  type SessionSnapshot,
} from './session-types';

/**
 * One player code's session over the tab's socket.
 * @example
 * const session = new GameSession('K7MQ2XP9', { client: getRealtimeClient(), db: localDb });
 * session.start();
 * await session.choose(1, 3);
 */
export class GameSession {
  readonly code: string;
  private readonly core: SessionCore;
  private readonly outbox: SessionOutbox;
  private unsubscribe: (() => void)[] = [];

  constructor(
    code: string,
    private readonly deps: SessionDeps,
  ) {
    this.core = new SessionCore(code, deps);
    this.code = this.core.code;
    this.outbox = new SessionOutbox(this.core);
    this.core.join = () => joinStory(this.core);
    this.core.flush = () => this.outbox.flush();
  }

  /** The current snapshot (a new object after every change). */
  getSnapshot = (): SessionSnapshot => this.core.snapshot;

  /** Subscribes to snapshot changes. */
  subscribe = (listener: () => void): (() => void) => this.core.subscribe(listener);

  /** Subscribes to notices for the player (toasts). */
  onNotice(listener: (notice: SessionNotice) => void): () => void {
    return this.core.onNotice(listener);
  }

  /** Connects and joins; rejoins after every reconnect. */
  start(): void {
    if (this.core.started) return;
    this.core.started = true;
    const { client } = this.deps;
    this.unsubscribe = [client.subscribe(() => this.onConnection()), client.onNotification((m) => onSessionNotification(this.core, m))];
    client.start();
    this.onConnection();
  }

  /** Stops following the story; the socket stays for whoever else uses it (see exit). */
  stop(): void {
    if (!this.core.started) return;
    this.core.started = false;
    this.core.token += 1;
    for (const off of this.unsubscribe) off();
    this.core.cancelAllTimers();
    this.unsubscribe = [];
  }

  /** Queues a choice (shown at once) and sends it when joined. */
  async choose(optionIndex: number, turn: number): Promise<OutboxRow> {
    return this.outbox.enqueue({ type: 'make_choice', payload: { optionIndex, turn } });
  }

  /** Queues a character selection (with the name a class's learner gave, if any) and sends it when joined. */
  async selectCharacter(identityIndex: number, backgroundIndex: number, learnerName?: string): Promise<OutboxRow> {
    return this.outbox.enqueue({ type: 'select_character', payload: { identityIndex, backgroundIndex, ...(learnerName ? { learnerName } : {}) } });
  }

  /** Leaves the story: exit_story when a session exists, then the session id is forgotten (spec 1 §4). */
  async exit(): Promise<void> {
    this.core.update({ phase: 'exiting' });
    this.core.token += 1;
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
    this.core.update({ stale: null });
    if (this.deps.client.state === 'connected') void this.core.join();
    else this.deps.client.wake();
  }

  /**
   * Reconnects the socket and rejoins, for the whole state: called when polling found the story
   * moved on while the socket heard nothing (a connection that died silently, spec 1 §9).
   */
  resync(): void {
    if (!this.core.started || this.core.snapshot.phase === 'exiting') return;
    console.log('[session] the story moved on without a word on the socket: reconnecting');
    this.deps.client.reconnect();
  }

  /** Closes the rate-limit notice (its countdown reached zero). */
  clearRateLimit(): void {
    if (this.core.snapshot.rateLimit) this.core.update({ rateLimit: null });
  }

  private onConnection(): void {
    const { core } = this;
    const connection = this.deps.client.state;
    if (connection !== core.snapshot.connection) core.update({ connection, sending: false });
    if (connection === 'connected' && core.started && core.snapshot.phase !== 'exiting') void core.join();
    else if (connection !== 'connected') core.token += 1;
  }
}
