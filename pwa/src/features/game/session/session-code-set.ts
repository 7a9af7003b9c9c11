// Home lists resumable stories from the code sets kept on the device (spec 1 §3 'Local storage').
// Joining a code by link adds it as a one-code set, unless a set already holds it.
import { addCodeSet, readCodeSets } from '../../../shared/local-db/code-sets';
import type { LocalDb } from '../../../shared/local-db/local-db';
import { storyKey } from './story-store';

/**
 * Remembers a joined code as a one-code set unless some valid set already holds it (then only a
 * missing storyId is filled in). Returns whether a set was added.
 */
export async function rememberJoinedCode(db: LocalDb, code: string, storyId: string | null): Promise<boolean> {
  const key = storyKey(code);
  if (key === '') return false;
  const holder = (await readCodeSets(db)).find((set) => set.codes.includes(key));
  if (holder) {
    if (holder.storyId === null && storyId !== null) await addCodeSet(holder.codes, storyId, db);
    return false;
  }
  return (await addCodeSet([key], storyId, db)) !== null;
}
