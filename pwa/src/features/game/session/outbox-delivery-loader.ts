// The app starts the outbox delivery on start and on reconnect (app/background-work.ts). A device
// that keeps no story code has nothing queued: it is asked without the device store (Dexie), and
// the delivery's code (the store, the session, the socket) loads only on a device that may.
import { mayHaveCodeSets } from '../../../shared/local-db/code-sets-probe';

let running: Promise<void> | null = null;

/** Uploads the stories played offline and sends every story's queued actions now (outbox-delivery.ts), one pass per tab and one tab at a time; never rejects. */
export function deliverQueuedActionsNow(): Promise<void> {
  running ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && !navigator.onLine) return;
      if (!(await mayHaveCodeSets())) return;
      const [{ deliverQueuedActions }, { holdGameSession }, { syncOfflineStories }] = await Promise.all([import('./outbox-delivery'), import('./session-hooks'), import('../solo/offline-sync')]);
      // Stories played with no network go up first (issue 21): a choice queued in one waits on it.
      const pass = async () => {
        await syncOfflineStories();
        await deliverQueuedActions({ hold: holdGameSession });
      };
      // Another tab delivering already: it sends the same rows, so this one stands aside.
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('taleforge-outbox-delivery', { ifAvailable: true }, (lock) => (lock ? pass() : undefined));
      else await pass();
    } catch (error) {
      console.error('[deliverQueuedActionsNow]', error);
    } finally {
      running = null;
    }
  })();
  return running;
}
