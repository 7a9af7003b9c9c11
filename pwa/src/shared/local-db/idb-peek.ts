// A look at one row or count of the device's store without Dexie (about 33 KB gzip): for first-paint
// decisions (is there a signed-in user, are there stories to resume) before the store loads.

/** The IndexedDB database name used by local-db.ts. */
export const LOCAL_DB_NAME = 'taleforge';

/**
 * Asks `store` of the device's database one question (`ask`, read by `answer`) without creating or
 * upgrading anything. No database or no such store: false. When the browser cannot tell (no
 * `indexedDB.databases()`, or it fails) or the read fails: `unsure`; when the open fails: `openFailed`.
 */
export async function peekLocalStore<T>(
  store: string,
  ask: (objects: IDBObjectStore) => IDBRequest<T>,
  answer: (result: T) => boolean,
  { unsure, openFailed }: { unsure: boolean; openFailed: boolean },
): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return unsure;
  try {
    if (!(await indexedDB.databases()).some((d) => d.name === LOCAL_DB_NAME)) return false;
  } catch (error) {
    console.error('[peekLocalStore]', error);
    return unsure;
  }
  return new Promise((resolve) => {
    // Opening without a version never upgrades an existing database.
    const open = indexedDB.open(LOCAL_DB_NAME);
    open.onupgradeneeded = () => {
      // It vanished meanwhile: give up without creating anything.
      open.transaction?.abort();
      resolve(false);
    };
    open.onerror = () => resolve(openFailed);
    open.onblocked = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        resolve(false);
        return;
      }
      const request = ask(db.transaction(store, 'readonly').objectStore(store));
      request.onsuccess = () => {
        db.close();
        resolve(answer(request.result));
      };
      request.onerror = () => {
        db.close();
        resolve(unsure);
      };
    };
  });
}
