/** Poll every 10 s during the first 30 s of waiting (spec 1 §4, §9). */
export const POLL_EARLY_MS = 10_000;
/** Then every 5 s until 60 s. */
export const POLL_MIDDLE_MS = 5_000;
/** Then every 2 s. */
export const POLL_LATE_MS = 2_000;

/**
 * How long to wait before the next setup-status check, given how long the player has waited:
 * 10 s during the first 30 s, 5 s from 31 to 60 s, 2 s after (spec 1 §4).
 * @example storyStatusPollDelay(12_000) // 10_000
 */
export function storyStatusPollDelay(elapsedMs: number): number {
  const seconds = Math.floor(Math.max(0, elapsedMs) / 1000);
  if (seconds <= 30) return POLL_EARLY_MS;
  if (seconds <= 60) return POLL_MIDDLE_MS;
  return POLL_LATE_MS;
}
