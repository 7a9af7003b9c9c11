import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHaveCodeSets } from '../../shared/local-db/code-sets-probe';
import { useAuth } from '../auth';

// The section and the device store behind it load only on devices that keep story codes.
const ResumableStories = lazy(async () => ({ default: (await import('./resumable-stories')).ResumableStories }));

/** Shows the resumable-stories section when this device may have stories to resume, or the user is signed in. */
export function ResumableStoriesGate() {
  const [hasCodes, setHasCodes] = useState(false);
  const signedIn = useAuth({ lazy: true }).status === 'signed-in';
  const show = hasCodes || signedIn;
  useEffect(() => {
    let live = true;
    void mayHaveCodeSets().then((may) => live && setHasCodes(may));
    return () => {
      live = false;
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ResumableStories />
    </Suspense>
  );
}
