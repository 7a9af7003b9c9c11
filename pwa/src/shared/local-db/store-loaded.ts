// Whether this page has loaded the device's store (local-db.ts, Dexie: about 31 KB gzip) for its
// own needs: the library, a game, resumable stories. Background work that needs the store too
// (the library's keeper, app/background-work.ts) starts then at little extra cost, and waits on a
// visitor's first light page instead of loading it for itself. No imports: the entry carries it.

let loaded = false;
const waiting = new Set<() => void>();

/** Called once by local-db.ts when it loads: runs every callback waiting on the store. */
export function markStoreLoaded(): void {
  loaded = true;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Runs `callback` once the page has loaded the store (at once if it has); returns a cancel function. */
export function whenStoreLoaded(callback: () => void): () => void {
  if (loaded) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
