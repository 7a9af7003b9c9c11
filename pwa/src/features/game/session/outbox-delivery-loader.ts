// The app starts the outbox delivery on start and on reconnect (app/background-work.ts). A device
// that keeps no story code has nothing queued: it is asked without the device store (Dexie), and
// the delivery's code (the store, the session, the socket) loads only on a device that may.
import { mayHaveCodeSets } from '../../../shared/local-db/code-sets-probe';

let running: Promise<void> | null = null;
let askedAgain = false;

/** One pass: the stories played offline go up, then every story's queued actions are sent; never rejects. */
async function pass(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    if (!(await mayHaveCodeSets())) return;
    const [{ deliverQueuedActions }, { holdGameSession }, { syncOfflineStories }] = await Promise.all([import('./outbox-delivery'), import('./session-hooks'), import('../solo/offline-sync')]);
    const deliver = async () => {
      // Stories played with no network go up first (issue 21): a choice queued in one waits on it.
      await syncOfflineStories();
      await deliverQueuedActions({ hold: holdGameSession });
    };
    // Another tab delivering already: it sends the same rows, so this one stands aside.
    if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('taleforge-outbox-delivery', { ifAvailable: true }, (lock) => (lock ? deliver() : undefined));
    else await deliver();
  } catch (error) {
    console.error('[deliverQueuedActionsNow]', error);
  }
}

/**
 * Uploads the stories played offline and sends every story's queued actions now (outbox-delivery.ts),
 * one pass at a time per tab and one tab at a time; never rejects. A call during a pass (the network
 * returned meanwhile) runs one more pass after it, as that pass may have started offline.
 */
export function deliverQueuedActionsNow(): Promise<void> {
  if (running) {
    askedAgain = true;
    return running;
  }
  const loop = async () => {
    do {
      askedAgain = false;
      await pass();
    } while (askedAgain);
  };
  // Cleared in a callback, which always runs after this assignment (a pass that ends at once included).
  running = loop().finally(() => {
    running = null;
  });
  return running;
}
