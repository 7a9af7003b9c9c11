// Whether this device holds a story played offline that the server does not have yet (issue 21).
// The update prompt reads it on first paint, so it lives in localStorage (no Dexie in the shell):
// a new version is never offered in the middle of an offline story, whose beats must keep being
// written by the code that started it.
import { useSyncExternalStore } from 'react';

const KEY = 'taleforge.offlineStoriesUnsynced';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Records whether offline stories wait for their upload. */
export function setOfflineStoriesUnsynced(unsynced: boolean): void {
  try {
    if (unsynced) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // No storage (private mode): the prompt simply is not held back.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True while an offline story on this device waits for its upload (live, across tabs). */
export function useOfflineStoriesUnsynced(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
