import { filterActive } from '@engine';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon, ShareIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { libraryFilterFromParams, libraryShareLink } from './library-url';
import { LibraryContentSkeleton } from './library-skeleton';
import { ShareLibraryModal } from './share-library-modal';

// The list (the device store, the HTTP client and zod) loads behind the heading, so the page
// shows its title at once however busy the device is.
const LibraryContent = lazy(async () => ({ default: (await import('./library-content')).LibraryContent }));

/** /library: the published Worlds, filtered by players and tags, shuffled (spec 1 §2, §5). */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = useMemo(() => libraryFilterFromParams(params), [params]);
  const [shareOpen, setShareOpen] = useState(false);
  // One seed per visit: the order changes with every filter change and every visit, never
  // while the player reads, types or the list refreshes in the background.
  const [seed] = useState(() => Math.random().toString(36).slice(2));
  const writeParams = useCallback((next: URLSearchParams) => setParams(next, { replace: true, preventScrollReset: true }), [setParams]);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10">
      <title>Library · Taleforge</title>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void navigate('/')} className={buttonClass('ghost', 'md', '-ml-2 px-3')}>
          <ArrowLeftIcon className="size-4" />
          Back
        </button>
        <h1 className="mr-auto text-3xl font-semibold sm:text-4xl">Library</h1>
        {filterActive(filter) && (
          <button type="button" onClick={() => setShareOpen(true)} className={buttonClass('secondary', 'md')}>
            <ShareIcon className="size-4" />
            Share
          </button>
        )}
      </div>

      <Suspense fallback={<LibraryContentSkeleton />}>
        <LibraryContent filter={filter} seed={seed} setParams={writeParams} />
      </Suspense>

      <ShareLibraryModal open={shareOpen} link={libraryShareLink(filter, window.location.origin)} onClose={() => setShareOpen(false)} />
    </div>
  );
}
