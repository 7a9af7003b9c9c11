import { filterActive, type LibraryFilter } from '@engine';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon, ShareIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { NewsletterCard } from '../newsletter';
import { CreateStoryCard, NoMatchesCard } from './library-cards';
import { LibraryFilters } from './library-filters';
import { libraryFilterFromParams, libraryFilterToParams, libraryShareLink, NO_FILTER, toggleTag } from './library-url';
import { libraryView } from './library-view';
import { LoadErrorPanel } from './load-error-panel';
import { ShareLibraryModal } from './share-library-modal';
import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { useCachedTemplateList } from './templates-live';

/** /library: the published Worlds, filtered by players and tags, shuffled (spec 1 §2, §5). */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = useMemo(() => libraryFilterFromParams(params), [params]);
  const list = useCachedTemplateList('published');
  const [shareOpen, setShareOpen] = useState(false);
  // One seed per visit: the order changes with every filter change and every visit, never
  // while the player reads, types or the list refreshes in the background.
  const [seed] = useState(() => Math.random().toString(36).slice(2));

  const templates = list.status === 'ready' ? list.templates : null;
  const view = useMemo(() => libraryView(templates ?? [], filter, seed), [templates, filter, seed]);

  const setFilter = (next: LibraryFilter) => setParams(libraryFilterToParams(next), { replace: true, preventScrollReset: true });

  // Selected tags are kept only if some visible template has them (spec 1 §5); judged once the list is here.
  const prune = templates !== null && view.keptTags.length !== filter.tags.length;
  useEffect(() => {
    if (prune) setParams(libraryFilterToParams({ ...filter, tags: view.keptTags }), { replace: true, preventScrollReset: true });
  }, [prune, filter, view.keptTags, setParams]);

  const back = () => void navigate('/');
  const clear = () => setFilter(NO_FILTER);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10">
      <title>Library · Taleforge</title>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={back} className={buttonClass('ghost', 'md', '-ml-2 px-3')}>
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

      <div className="mt-5">
        <LibraryFilters
          filter={filter}
          groups={view.groups}
          onPlayers={(players) => setFilter({ ...filter, players })}
          onToggleTag={(tag) => setFilter(toggleTag(filter, tag))}
          onClear={clear}
        />
      </div>

      <div className="mt-6" aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && (
          <ul className="grid gap-5 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className={i >= 1 ? 'hidden md:block' : undefined}>
                <TemplateCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {list.status === 'error' && (
          <LoadErrorPanel
            error={list.error}
            offlineMessage="You seem to be offline, and the library isn't saved on this device yet. Check your connection and try again."
            failureTitle="Couldn't load the library"
            failureMessage="Something went wrong while loading the library. Please try again."
            onRetry={list.retry}
          />
        )}
        {list.status === 'ready' && (
          <>
            <p className="sr-only" role="status">
              {worldCountText(view.cells.filter((c) => c.kind === 'template').length)}
            </p>
            <ul className="grid gap-5 md:grid-cols-2">
              {view.cells.map((cell) => (
                <li key={cell.kind === 'template' ? cell.template.id : cell.kind}>
                  {cell.kind === 'template' && <TemplateCard template={cell.template} />}
                  {cell.kind === 'create' && <CreateStoryCard />}
                  {cell.kind === 'newsletter' && <NewsletterCard />}
                  {cell.kind === 'no-matches' && <NoMatchesCard onClear={clear} />}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <ShareLibraryModal open={shareOpen} link={libraryShareLink(filter, window.location.origin)} onClose={() => setShareOpen(false)} />
    </div>
  );
}

function worldCountText(n: number): string {
  return n === 1 ? '1 World' : `${n} Worlds`;
}
