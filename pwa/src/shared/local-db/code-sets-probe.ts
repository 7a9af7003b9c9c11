// A Dexie-free look at whether this device keeps any code set, so the home page loads the local
// store (about 33 KB gzip) only for visitors who have stories to resume.

import { peekLocalStore } from './idb-peek';

/**
 * Resolves true when the device may hold code sets: the database exists and its codeSets store
 * has rows. Errs on the side of true when the browser cannot tell (no indexedDB.databases()).
 */
export function mayHaveCodeSets(): Promise<boolean> {
  return peekLocalStore('codeSets', (objects) => objects.count(), (rows) => rows > 0, { unsure: true, openFailed: false });
}
