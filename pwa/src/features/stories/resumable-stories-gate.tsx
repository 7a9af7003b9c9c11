import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHaveCodeSets } from '../../shared/local-db/code-sets-probe';
import { useAuth } from '../auth';
import { readResumableHint } from './resumable-hint';
import { ResumableSkeleton } from './resumable-skeleton';

// The section and the device store behind it load only on devices that keep story codes.
const ResumableStories = lazy(async () => ({ default: (await import('./resumable-stories')).ResumableStories }));

/**
 * Shows the resumable-stories section when this device may have stories to resume, or the user
 * is signed in. Where the last visit offered some, its heading and card shapes show on first paint.
 */
export function ResumableStoriesGate() {
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
  if (!show) return null;
  const placeholder = hint > 0 ? <ResumableSkeleton count={hint} /> : null;
  return (
    <Suspense fallback={placeholder}>
      <ResumableStories placeholder={placeholder} />
    </Suspense>
  );
}
