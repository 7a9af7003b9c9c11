// How many stories home offered to continue last time, kept in localStorage so the next visit's
// first paint (before the device store and the feed load) can show the section's heading and
// make room for its cards: a returning player sees 'Continue your stories' at the top at once.
// A hint only: the list itself always comes from the feed.

/** The key, with the shape's version (CONVENTIONS 'Persisted state'). */
const KEY = 'taleforge:resumable-hint:v1';

/** The remembered count (0 when none, unreadable, or storage is unavailable). */
export function readResumableHint(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(KEY) ?? 0);
    return Number.isInteger(value) && value > 0 ? Math.min(value, 12) : 0;
  } catch {
    return 0;
  }
}

/** Remembers how many stories were offered (0 forgets). */
export function writeResumableHint(count: number): void {
  try {
    if (count > 0) globalThis.localStorage?.setItem(KEY, String(count));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage full or blocked: the next first paint simply makes no room in advance.
  }
}
