import { lazy, Suspense } from 'react';
import { LibraryHeading } from './library-heading';
import { LibraryContentSkeleton } from './library-skeleton';

// Everything but the title loads behind it: the filter's rules (@engine), the device store
// (Dexie), the HTTP client and the schemas (zod). So the page shows 'Library' at once, however
// busy the device is, with a loading state for the rest.
const LibraryContent = lazy(async () => ({ default: (await import('./library-content')).LibraryContent }));

/** /library: the published Worlds, filtered by players and tags, shuffled (spec 1 §2, §5). */
export function LibraryPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10">
      <title>Library · Taleforge</title>
      <Suspense
        fallback={
          <>
            <LibraryHeading />
            <LibraryContentSkeleton />
          </>
        }
      >
        <LibraryContent />
      </Suspense>
    </div>
  );
}
