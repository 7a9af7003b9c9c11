// The library below its title: Share, the filter panel and the grid, over the templates kept on
// this device (Dexie) and refreshed from the server (the HTTP client and zod). It loads after the
// page's heading, which library-page.tsx shows at once.
import { filterActive, type LibraryFilter } from '@engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOnlineStatus } from '../../shared/browser/use-online-status';
import { ShareIcon } from '../../shared/icons/icons';
import { usePageData } from '../../shared/prerender/page-data';
import { buttonClass } from '../../shared/ui/button-styles';
import { NewsletterCard } from '../newsletter';
import { CreateStoryCard, NoMatchesCard } from './library-cards';
import { LibraryFilters } from './library-filters';
import { LibraryHeading } from './library-heading';
import { libraryFilterFromParams, libraryFilterToParams, libraryShareLink, NO_FILTER, toggleTag } from './library-url';
import { libraryView } from './library-view';
import { LoadErrorPanel } from './load-error-panel';
import { TemplateCard } from './template-card';
import { LibraryListSkeleton } from './library-skeleton';
import { ShareLibraryModal } from './share-library-modal';
import { OfflineWorldsNote, useOnDevice } from './keeper/offline-worlds-note';
import { useCachedTemplateList } from './templates-live';

/** Title row with Share, filters and grid (spec 1 §2, §5): loading, error, the shuffled grid or No Matches. */
export function LibraryContent() {
  const [params, setSearchParams] = useSearchParams();
  const filter = useMemo(() => libraryFilterFromParams(params), [params]);
  const setParams = useCallback((next: URLSearchParams) => setSearchParams(next, { replace: true, preventScrollReset: true }), [setSearchParams]);
  const [shareOpen, setShareOpen] = useState(false);
  // One seed per visit: the order changes with every filter change and every visit, never
  // while the player reads, types or the list refreshes in the background.
  // A prerendered library (issue 31) keeps the server's shuffle, so its first render is the server's.
  const page = usePageData();
  const [seed] = useState(() => page?.seed ?? Math.random().toString(36).slice(2));
  const list = useCachedTemplateList('published');
  const onDevice = useOnDevice();
  const online = useOnlineStatus();
  const templates = list.status === 'ready' ? list.templates : null;
  const view = useMemo(() => libraryView(templates ?? [], filter, seed), [templates, filter, seed]);
  const setFilter = (next: LibraryFilter) => setParams(libraryFilterToParams(next));
  // A change starts from the filter the address holds now, not the one last drawn: on a slow
  // tablet a second tap can come before the page has re-rendered the first, and must keep it.
  const changeFilter = (change: (current: LibraryFilter) => LibraryFilter) => setFilter(change(libraryFilterFromParams(new URLSearchParams(window.location.search))));

  // Selected tags are kept only if some visible template has them (spec 1 §5); judged once the list is here.
  const prune = templates !== null && view.keptTags.length !== filter.tags.length;
  useEffect(() => {
    if (prune) setParams(libraryFilterToParams({ ...filter, tags: view.keptTags }));
  }, [prune, filter, view.keptTags, setParams]);

  const clear = () => setFilter(NO_FILTER);

  return (
    <>
      <LibraryHeading
        action={
          filterActive(filter) && (
            <button type="button" onClick={() => setShareOpen(true)} className={buttonClass('secondary', 'md')}>
              <ShareIcon className="size-4" />
              Share
            </button>
          )
        }
      />
      <div className="mt-5">
        <LibraryFilters
          filter={filter}
          groups={view.groups}
          onPlayers={(players) => changeFilter((current) => ({ ...current, players }))}
          onToggleTag={(tag) => changeFilter((current) => toggleTag(current, tag))}
          onClear={clear}
        />
      </div>

      <section aria-labelledby="library-worlds-heading" className="mt-6" aria-busy={list.status === 'loading'}>
        <h2 id="library-worlds-heading" className="sr-only">
          Worlds
        </h2>
        {list.status === 'loading' && <LibraryListSkeleton />}
        {list.status === 'error' && (
          <LoadErrorPanel
            error={list.error}
            headingLevel={3}
            offlineMessage="You seem to be offline, and the library isn't saved on this device yet. Check your connection and try again."
            failureTitle="Couldn't load the library"
            failureMessage="Something went wrong while loading the library. Please try again."
            onRetry={list.retry}
          />
        )}
        {list.status === 'ready' && (
          <>
            {/* Its place is held from the first paint (four lines on a phone while Worlds are being
                saved, three from 640 px): the prerendered page cannot know the device, and the list
                below must not move when the note arrives or changes (issue 31: CLS). */}
            <div className="mb-4 min-h-20 sm:min-h-15">{onDevice && <OfflineWorldsNote listed={list.templates.length} onDevice={onDevice} online={online} />}</div>
            <p className="sr-only" role="status">
              {worldCountText(view.cells.filter((c) => c.kind === 'template').length)}
            </p>
            <ul className="grid gap-5 md:grid-cols-2">
              {view.cells.map((cell, index) => (
                <li key={cell.kind === 'template' ? cell.template.id : cell.kind}>
                  {/* The first two are at the top of the page, on a phone and a tablet. */}
                  {cell.kind === 'template' && (
                    <TemplateCard template={cell.template} priority={index < 2} notOnDevice={!online && onDevice !== null && !onDevice.ids.has(cell.template.id)} />
                  )}
                  {cell.kind === 'create' && <CreateStoryCard />}
                  {cell.kind === 'newsletter' && <NewsletterCard />}
                  {cell.kind === 'no-matches' && <NoMatchesCard onClear={clear} />}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ShareLibraryModal open={shareOpen} link={shareOpen ? libraryShareLink(filter, window.location.origin) : ''} onClose={() => setShareOpen(false)} />
    </>
  );
}

function worldCountText(n: number): string {
  return n === 1 ? '1 World' : `${n} Worlds`;
}
