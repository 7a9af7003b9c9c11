// When to try the game socket again after the server dropped it (spec 1 §9: 5 attempts, 1 s up to
// 5 s). After a burst of 5 the client keeps trying, slower: a learner's tablet must find its way
// back whenever the Wi-Fi does, without anyone pressing reload.

/** Reconnection constants of the game socket (spec 1 §9, plus the slow phase we decide). */
export const RECONNECT = {
  /** First delay of a burst. */
  baseMs: 1000,
  /** Largest delay within a burst. */
  maxMs: 5000,
  /** Attempts per burst before slowing down. */
  burstAttempts: 5,
  /** Delay between attempts once a burst is spent. */
  slowMs: 15_000,
  /** Relative spread of every delay (±25 %), so many tablets of one class do not retry in step. */
  jitter: 0.25,
} as const;

/**
 * Milliseconds to wait before reconnection attempt `attempt` (0 = the first after a drop).
 * Doubles from 1 s within a burst, capped at 5 s and never below 1 s; then every ~15 s.
 * `random` returns [0, 1).
 * @example reconnectDelay(0, () => 0.5) // 1000
 */
export function reconnectDelay(attempt: number, random: () => number): number {
  const spread = 1 - RECONNECT.jitter + 2 * RECONNECT.jitter * random();
  if (attempt >= RECONNECT.burstAttempts) return Math.round(RECONNECT.slowMs * spread);
  const base = Math.min(RECONNECT.baseMs * 2 ** attempt, RECONNECT.maxMs);
  return Math.round(Math.min(RECONNECT.maxMs, Math.max(RECONNECT.baseMs, base * spread)));
}
