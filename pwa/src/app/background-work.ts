// What the app does in the background, whatever page is open (issue 27): on start (once the page
// is up and idle) and whenever the network returns, it sends every story's queued choices and
// keeps every World the library lists on the device. Both load their code only then.
//
// The keeper's code needs the device store, the HTTP client and zod (about 70 KB gzip): on a
// visitor's first light page (home, the content pages) that is more than the page itself, so
// there it waits for the visitor (issue 31: less script before the first interaction). It starts
// at idle once the page has loaded the store for its own needs (the library, a game, stories to
// resume), or after the first tap, click, key or scroll, or when the page is hidden, and on every
// reconnect.
import { useEffect } from 'react';
import { deliverQueuedActionsNow } from '../features/game';
import { keepWorldsOnDevice } from '../features/library';
import { whenIdle } from '../shared/browser/when-idle';
import { whenStoreLoaded } from '../shared/local-db/store-loaded';

/** What the background work is doing, on <html data-background-work>: read by e2e/first-load.spec.ts. */
export type BackgroundWorkState = 'starting' | 'waiting' | 'keeping';

function mark(state: BackgroundWorkState): void {
  document.documentElement.dataset.backgroundWork = state;
}

/** The first tap, click, key or scroll of the visitor on this page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/** Starts the background work on start and on every reconnect. */
export function useBackgroundWork(): void {
  useEffect(() => {
    const cancels: (() => void)[] = [];
    const cancelAll = () => cancels.splice(0).forEach((cancel) => cancel());
    const keepWorlds = () => {
      mark('keeping');
      void keepWorldsOnDevice();
    };
    // Queued choices first: a learner is waiting on them; the Worlds can follow.
    let delivery: Promise<void> | null = null;
    const deliverOnStart = () => (delivery ??= deliverQueuedActionsNow());
    let keeping = false;
    const keepOnce = () => {
      if (keeping) return;
      keeping = true;
      cancelAll();
      void deliverOnStart().then(keepWorlds);
    };
    const onInteraction = () => cancels.push(whenIdle(keepOnce));
    // Hidden as the visitor turns to another app or tab, not as the page is left or reloaded:
    // a keeper started then is cut short, and its half-made store only costs the next page.
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    const onHidden = () => !leaving && document.visibilityState === 'hidden' && keepOnce();
    const onReconnect = () => void deliverQueuedActionsNow().then(keepWorlds);

    mark('starting');
    cancels.push(
      whenIdle(() => {
        void deliverOnStart().then(() => {
          if (keeping) return;
          mark('waiting');
          cancels.push(whenStoreLoaded(() => cancels.push(whenIdle(keepOnce))));
        });
      }),
    );
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { once: true, capture: true, passive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('online', onReconnect);
    return () => {
      cancelAll();
      keeping = true;
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('online', onReconnect);
    };
  }, []);
}
