// Join-code sets kept on this device (spec 1 §3 'Local storage', §4 'Resumable list', §5): one set
// per story created or joined here. Visitors are matched to their stories by these codes.
import { localDb, type CodeSetRow, type LocalDb } from './local-db';

/**
 * A valid code set: a non-empty array of non-empty strings (spec 1 §5), upper-cased and trimmed;
 * anything else is null.
 * @example parseCodeSet([' ab12 ', 'CD34']) // ['AB12', 'CD34']
 */
export function parseCodeSet(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const codes: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') return null;
    codes.push(item.trim().toUpperCase());
  }
  return codes;
}

/**
 * The row key of a code set: its codes upper-cased, without duplicates, sorted and joined, so the
 * same set in any order is one row (the same key as session-code-set.ts writes for joined codes).
 */
export function codeSetKey(codes: readonly string[]): string {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()))].sort().join(',');
}

/** A stored row is usable when its codes are a valid set (spec 1 §5). */
function validRow(row: unknown): CodeSetRow | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Partial<CodeSetRow>;
  const codes = parseCodeSet(r.codes);
  if (!codes || typeof r.key !== 'string') return null;
  return {
    key: r.key,
    codes,
    storyId: typeof r.storyId === 'string' && r.storyId !== '' ? r.storyId : null,
    createdAt: typeof r.createdAt === 'number' ? r.createdAt : 0,
  };
}

/**
 * Stores a code set (no duplicates, order-insensitive). Returns the stored row, or null when the
 * codes are not a valid set. Adding a set again keeps its first createdAt and fills a missing storyId.
 */
export async function addCodeSet(
  codes: readonly string[],
  storyId: string | null = null,
  db: LocalDb = localDb,
): Promise<CodeSetRow | null> {
  const parsed = parseCodeSet(codes);
  if (!parsed) return null;
  const key = codeSetKey(parsed);
  return db.transaction('rw', db.codeSets, async () => {
    const existing = validRow(await db.codeSets.get(key));
    const row: CodeSetRow = {
      key,
      codes: existing?.codes ?? parsed,
      storyId: existing?.storyId ?? storyId,
      createdAt: existing?.createdAt ?? Date.now(),
    };
    await db.codeSets.put(row);
    return row;
  });
}

/** Removes the set holding exactly these codes (in any order). */
export async function removeCodeSet(codes: readonly string[], db: LocalDb = localDb): Promise<void> {
  const parsed = parseCodeSet(codes);
  if (parsed) await db.codeSets.delete(codeSetKey(parsed));
}

/** Removes the sets of one story. */
export async function removeCodeSetsOfStory(storyId: string, db: LocalDb = localDb): Promise<void> {
  await db.codeSets.where('storyId').equals(storyId).delete();
}

/**
 * Every valid code set, newest first. Invalid stored data is discarded: left out here and deleted
 * from the device (spec 1 §5).
 */
export async function readCodeSets(db: LocalDb = localDb): Promise<CodeSetRow[]> {
  const rows: unknown[] = await db.codeSets.toArray();
  const valid: CodeSetRow[] = [];
  const invalidKeys: string[] = [];
  for (const row of rows) {
    const parsed = validRow(row);
    if (parsed) valid.push(parsed);
    else {
      const key = (row as { key?: unknown } | null)?.key;
      if (typeof key === 'string') invalidKeys.push(key);
    }
  }
  // Deleting inside a liveQuery would loop; leave that to a separate tick.
  if (invalidKeys.length > 0) setTimeout(() => void db.codeSets.bulkDelete(invalidKeys), 0);
  return valid.sort((a, b) => b.createdAt - a.createdAt);
}

/** The code set of one story, if this device has it. */
export async function codeSetOfStory(storyId: string, db: LocalDb = localDb): Promise<CodeSetRow | null> {
  const rows: unknown[] = await db.codeSets.where('storyId').equals(storyId).toArray();
  for (const row of rows) {
    const parsed = validRow(row);
    if (parsed) return parsed;
  }
  return null;
}

/** Every code of every set, without duplicates, in set order (for the feed's clientStoryCodes). */
export function allCodes(sets: readonly Pick<CodeSetRow, 'codes'>[]): string[] {
  return [...new Set(sets.flatMap((s) => s.codes))];
}
