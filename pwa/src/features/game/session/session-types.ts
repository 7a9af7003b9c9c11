// What a game session shows the page and needs from it: its phases and snapshot, the notices it
// raises as toasts, its dependencies and the spec's numbers (spec 1 §2, §4, §8, §9).
import { CAPABILITIES, type ClientStoryState, type PlayerSlot } from '@schemas';
import type { LocalDb } from '../../../shared/local-db/local-db';
import type { ConnectionState, RealtimeClient } from '../realtime/realtime-client';
import { UNEXPECTED_SERVER_ERROR, type JoinResult } from './session-messages';

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

/** The error toast of a refused request (spec 1 §8): 'Error: {operationType}' or 'Error'. */
export function errorNotice(operationType: string | undefined, message: string | undefined): SessionNotice {
  return {
    kind: 'error',
    title: operationType ? `Error: ${operationType}` : 'Error',
    message: message || UNEXPECTED_SERVER_ERROR,
    duration: ERROR_TOAST_MS,
  };
}
