import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHaveCodeSets } from '../../data/code-sets-probe';

// The section and the device store behind it load only on devices that keep story codes.
const ResumableStories = lazy(async () => ({ default: (await import('./resumable-stories')).ResumableStories }));

/** Shows the resumable-stories section when this device may have stories to resume. */
export function ResumableStoriesGate() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    void mayHaveCodeSets().then((may) => live && setShow(may));
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
