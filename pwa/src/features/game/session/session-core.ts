// What the parts of one game session share (session.ts composes them): the snapshot and its
// listeners, the notices, the join token that tells an older flow to give up, and the timers
// (the clock, sleeps, the waits of rate limits), all cancelled on stop.
import { storyKey } from './story-store';
import { DEFAULT_RATE_LIMIT_MS, type SessionDeps, type SessionNotice, type SessionSnapshot } from './session-types';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultTimer = (fn: () => void, ms: number) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

/** One session's shared state; `join` and `flush` are the socket's and the outbox's, set by the session that composes them. */
export class SessionCore {
  readonly code: string;
  snapshot: SessionSnapshot;
  /** Bumped on every (re)connect and on stop: an older join flow sees it and gives up. */
  token = 0;
  started = false;
  /** Joins the story on the current socket (session-join.ts). */
  join: () => Promise<void> = async () => undefined;
  /** Sends the queued actions in order (session-outbox.ts). */
  flush: () => Promise<void> = async () => undefined;
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  private readonly setTimer: (fn: () => void, ms: number) => () => void;
  private readonly listeners = new Set<() => void>();
  private readonly noticeListeners = new Set<(n: SessionNotice) => void>();
  private cancelTimers: (() => void)[] = [];

  constructor(
    code: string,
    readonly deps: SessionDeps,
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

  /** Subscribes to snapshot changes. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Subscribes to notices for the player (toasts). */
  onNotice(listener: (notice: SessionNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  /** Tells every notice listener. */
  notify(notice: SessionNotice): void {
    for (const listener of [...this.noticeListeners]) listener(notice);
  }

  /** Applies a change to the snapshot (a new object) and tells the listeners; nothing when nothing changed. */
  update(patch: Partial<SessionSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const keys = Object.keys(patch) as (keyof SessionSnapshot)[];
    if (keys.every((k) => next[k] === this.snapshot[k])) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** Joining failed with `message`. */
  fail(message: string): void {
    this.update({ phase: 'error', error: message });
  }

  /** Shows the rate-limit notice for `timeRemaining` ms (the default wait when none is given). */
  showRateLimit(timeRemaining: number): void {
    this.update({ rateLimit: { timeRemaining: timeRemaining > 0 ? timeRemaining : DEFAULT_RATE_LIMIT_MS, receivedAt: this.now() } });
  }

  /** Runs `fn` in `ms`, unless the session stops first. */
  later(fn: () => void, ms: number): void {
    const cancel = this.setTimer(() => {
      this.cancelTimers = this.cancelTimers.filter((c) => c !== cancel);
      fn();
    }, ms);
    this.cancelTimers.push(cancel);
  }

  /** Cancels every waiting timer. */
  cancelAllTimers(): void {
    for (const cancel of this.cancelTimers) cancel();
    this.cancelTimers = [];
  }
}
