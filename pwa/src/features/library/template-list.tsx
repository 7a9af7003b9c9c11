import { Link } from 'react-router';
import { ArrowRightIcon, QuillIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { LoadErrorPanel } from './load-error-panel';
import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { usePublishedTemplates } from './use-published-templates';

const SKELETONS = 6;

/** The published templates as cards, with loading skeletons, an empty state and an error state with Retry. */
export function TemplateList() {
  const result = usePublishedTemplates();
  return (
    <section aria-labelledby="templates-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="templates-heading" className="text-2xl font-semibold sm:text-3xl">
            Start from a World
          </h2>
          <p className="mt-1 text-ink-700">Each World is a setting, a cast and a question, ready to play.</p>
        </div>
        <Link to="/library" className={buttonClass('link', 'md', '-mx-3')}>
          Browse the Library
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>

      <div className="mt-6" aria-busy={result.status === 'loading'}>
        {result.status === 'loading' && (
          <>
            <p className="sr-only" role="status">
              Loading stories…
            </p>
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <li key={i} className={i >= 2 ? 'hidden md:block' : undefined}>
                  <TemplateCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        )}

        {result.status === 'success' && result.templates.length > 0 && (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {result.templates.map((t) => (
              <li key={t.id}>
                <TemplateCard template={t} />
              </li>
            ))}
          </ul>
        )}

        {result.status === 'success' && result.templates.length === 0 && <EmptyState />}

        {result.status === 'error' && (
          <LoadErrorPanel
            error={result.error}
            offlineMessage="You seem to be offline, and these stories aren't saved on this device yet. Check your connection and try again."
            failureTitle="Couldn't load stories"
            failureMessage="Something went wrong while loading the story list. Please try again."
            onRetry={result.retry}
            headingLevel={3}
          />
        )}
      </div>
    </section>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-parchment-400 bg-parchment-50/70 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-ember-100 text-ember-700">
        <QuillIcon className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">No Worlds published yet</h3>
      <p className="mt-2 max-w-md text-ink-700">
        The shelves are still empty. Start a story from your own idea: describe it in a sentence and the narrator
        takes it from there.
      </p>
      <Link to="/setup" className={buttonClass('primary', 'lg', 'mt-6')}>
        Create Your Own Story
      </Link>
    </div>
  );
}
