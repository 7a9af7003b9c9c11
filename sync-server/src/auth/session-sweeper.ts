/**
 * Deletes what has expired: account sessions past their expiry, game sessions idle too long, and
 * reset links past theirs. Every server process runs it on a timer; the deletes are idempotent,
 * so several processes on one database only repeat each other's work.
 */
import type { Db } from '../db/db';
import { deleteIdleRealtimeSessions } from './realtime-session-repo';
import { createLogger } from '../util/log';
import { deleteExpiredSessions } from './auth-session-repo';
import { deleteExpiredPasswordResets } from './password-reset-repo';

const log = createLogger('sweep');

/** A game session that never joined a story is dropped after a day without use. */
export const UNBOUND_GAME_SESSION_IDLE_MS = 24 * 3600_000;
/**
 * A game session bound to a story slot is dropped after 30 days without use. Its player loses
 * nothing: the device still holds the join code, and rejoining answers 'Session not found', on
 * which the client opens a new session and verifies the code again (spec 1 §8).
 */
export const BOUND_GAME_SESSION_IDLE_MS = 30 * 24 * 3600_000;
/** How often the server sweeps. */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 60_000;

/** What one sweep deleted. */
export type SweepResult = { authSessions: number; gameSessions: number; passwordResets: number };

/** Deletes everything expired as of `now`. */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<SweepResult> {
  const authSessions = await deleteExpiredSessions(db, now);
  const gameSessions = await deleteIdleRealtimeSessions(db, {
    unbound: new Date(now.getTime() - UNBOUND_GAME_SESSION_IDLE_MS),
    bound: new Date(now.getTime() - BOUND_GAME_SESSION_IDLE_MS),
  });
  const passwordResets = await deleteExpiredPasswordResets(db, now);
  return { authSessions, gameSessions, passwordResets };
}

/** Sweeps at once and then every `intervalMs`; returns a stop function that waits for a running sweep. */
export function startSessionSweeper(db: Db, intervalMs: number = SESSION_SWEEP_INTERVAL_MS, clock: () => Date = () => new Date()): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(async () => {
        const result = await sweepExpiredSessions(db, clock());
        const total = result.authSessions + result.gameSessions + result.passwordResets;
        if (total > 0) log.info(`deleted ${result.authSessions} expired sessions, ${result.gameSessions} idle game sessions, ${result.passwordResets} expired reset links`);
      })
      .catch((error: unknown) => log.error(`sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
