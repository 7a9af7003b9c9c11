// What the app does in the background, whatever page is open (issue 27): on start (once the page
// is up and idle) and whenever the network returns, it sends every story's queued choices and
// keeps every World the library lists on the device. Both load their code only then.
import { useEffect } from 'react';
import { deliverQueuedActionsNow } from '../features/game';
import { keepWorldsOnDevice } from '../features/library';
import { whenIdle } from '../shared/browser/when-idle';

function runAll(): void {
  // Queued choices first: a learner is waiting on them; the Worlds can follow.
  void deliverQueuedActionsNow().then(() => keepWorldsOnDevice());
}

/** Starts the background work on start and on every reconnect. */
export function useBackgroundWork(): void {
  useEffect(() => {
    const cancel = whenIdle(runAll);
    window.addEventListener('online', runAll);
    return () => {
      cancel();
      window.removeEventListener('online', runAll);
    };
  }, []);
}
