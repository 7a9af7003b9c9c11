// Home lists resumable stories from the code sets kept on the device (spec 1 §3 'Local storage').
// Joining a code by link adds it as a one-code set, unless a set already holds it.
import type { CodeSetRow, LocalDb } from './local-db';
import { storyKey } from './story-store';

/** Whether a stored value is a valid code set: a non-empty array of non-empty strings (spec 1 §5). */
export function isValidCodeSet(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((c) => typeof c === 'string' && c.trim() !== '');
}

/** The key of a set: its codes upper-cased, sorted and joined, so the same set is stored once. */
export function codeSetKey(codes: readonly string[]): string {
  return [...new Set(codes.map(storyKey))].sort().join(',');
}

/**
 * Remembers a joined code as a one-code set unless some valid set already holds it; discards
 * stored sets that are not valid. Returns whether a set was added.
 */
export async function rememberJoinedCode(db: LocalDb, code: string, storyId: string | null, now = Date.now()): Promise<boolean> {
  const key = storyKey(code);
  if (key === '') return false;
  return db.transaction('rw', db.codeSets, async () => {
    const rows = await db.codeSets.toArray();
    const invalid = rows.filter((r) => !isValidCodeSet(r.codes));
    if (invalid.length > 0) await db.codeSets.bulkDelete(invalid.map((r) => r.key));
    const holder = rows.find((r) => isValidCodeSet(r.codes) && r.codes.some((c) => storyKey(c) === key));
    if (holder) {
      if (holder.storyId === null && storyId !== null) await db.codeSets.update(holder.key, { storyId });
      return false;
    }
    const row: CodeSetRow = { key: codeSetKey([key]), codes: [key], storyId, createdAt: now };
    await db.codeSets.put(row);
    return true;
  });
}
