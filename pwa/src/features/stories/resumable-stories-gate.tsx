import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHaveCodeSets } from '../../shared/local-db/code-sets-probe';
import { useHydrated } from '../../shared/prerender/use-hydrated';
import { useAuth } from '../auth';
import { readResumableHint } from './resumable-hint';
import { RESUMABLE_SLOT_ATTRIBUTE, ResumableSkeleton } from './resumable-skeleton';

// The section and the device store behind it load only on devices that keep story codes.
const ResumableStories = lazy(async () => ({ default: (await import('./resumable-stories')).ResumableStories }));

/**
 * Shows the resumable-stories section when this device may have stories to resume, or the user
 * is signed in. Where the last visit offered some, its heading and card shapes show on first paint:
 * on a prerendered home page (issue 31) the server's markup holds them, shown by index.html's
 * script only where the device keeps the hint, so the hero does not move down when the app starts.
 */
export function ResumableStoriesGate() {
  const hydrated = useHydrated();
  const [hint] = useState(readResumableHint);
  const [hasCodes, setHasCodes] = useState(false);
  const signedIn = useAuth({ lazy: true }).status === 'signed-in';
  const show = hint > 0 || hasCodes || signedIn;
  useEffect(() => {
    let live = true;
    void mayHaveCodeSets().then((may) => live && setHasCodes(may));
    return () => {
      live = false;
    };
  }, []);
  if (!hydrated) {
    return (
      <div {...{ [RESUMABLE_SLOT_ATTRIBUTE]: '' }}>
        <ResumableSkeleton count={1} />
      </div>
    );
  }
  if (!show) return null;
  const placeholder = hint > 0 ? <ResumableSkeleton count={hint} /> : null;
  return (
    <Suspense fallback={placeholder}>
      <ResumableStories placeholder={placeholder} />
    </Suspense>
  );
}
