// A Dexie-free look at whether this device keeps any code set, so the home page loads the local
// store (about 33 KB gzip) only for visitors who have stories to resume.

/** The IndexedDB database name used by local-db.ts. */
const DB_NAME = 'taleforge';
const STORE = 'codeSets';

/**
 * Resolves true when the device may hold code sets: the database exists and its codeSets store
 * has rows. Errs on the side of true when the browser cannot tell (no indexedDB.databases()).
 */
export async function mayHaveCodeSets(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    if (!databases.some((d) => d.name === DB_NAME)) return false;
    return await countRows();
  } catch (error) {
    console.error('[mayHaveCodeSets]', error);
    return true;
  }
}

function countRows(): Promise<boolean> {
  return new Promise((resolve) => {
    // Opening without a version never upgrades an existing database.
    const open = indexedDB.open(DB_NAME);
    open.onupgradeneeded = () => {
      // It vanished meanwhile: give up without creating anything.
      open.transaction?.abort();
      resolve(false);
    };
    open.onerror = () => resolve(false);
    open.onblocked = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction(STORE, 'readonly').objectStore(STORE).count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}
