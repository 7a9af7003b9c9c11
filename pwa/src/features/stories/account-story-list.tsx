// The story cards of My Stories and Archived Stories (spec 1 §4, §6, §8): from the cached account
// feed at once (offline too), refreshed from the server; archive, resume and delete per card.
import { formatRelativeTime } from '@engine';
import { Link } from 'react-router';
import { useOnlineStatus } from '../../shared/browser/use-online-status';
import { OfflineIcon, RefreshIcon } from '../../shared/icons/icons';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { useAccountContext } from '../account';
import type { AccountStory, FeedView } from './feed';
import { runStoryAction, storyActionFailure, type StoryAction } from './feed-actions';
import { useAccountFeed } from './feed-hooks';
import { storyPermissions } from './feed-status';
import { StoryCard } from './story-card';

/** Texts of spec 1 §8 for the lists, word for word where the spec has them. */
export const LIST_TEXT = {
  emptyActive: 'No resumable stories found.',
  emptyArchived: 'No archived stories.',
  failedArchived: 'Failed to load archived stories. Please try again.',
  failedActive: 'Failed to load your stories. Please try again.',
} as const;

const DONE: Record<StoryAction, { title: string; message: string }> = {
  archive: { title: 'Story archived', message: 'You can resume it from Archived Stories.' },
  resume: { title: 'Story resumed', message: "It's back in My Stories." },
  delete: { title: 'Story deleted', message: 'You have left the story.' },
};

/** The cards of one list, with loading, empty, failed and offline states. */
export function AccountStoryList({ view }: { view: FeedView }) {
  const { user } = useAccountContext();
  const feed = useAccountFeed(user.id, view);
  const online = useOnlineStatus();
  const now = new Date().toISOString();

  const act = (action: StoryAction, entry: AccountStory) => async () => {
    try {
      await runStoryAction(action, { userId: user.id, story: entry.story, slot: entry.slot.playerSlot, view });
      showToast({ kind: 'success', ...DONE[action] });
    } catch (error) {
      console.error('[AccountStoryList]', error);
      showToast({ kind: 'error', title: 'Error', message: storyActionFailure(action, error) });
      throw error;
    }
  };

  if (feed.row === undefined || (feed.row === null && feed.network === 'loading')) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Loading stories…
        </p>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className={`h-56 rounded-2xl border border-parchment-300 bg-parchment-50 motion-safe:animate-shimmer ${i > 0 ? 'hidden md:block' : ''}`} />
          ))}
        </ul>
      </div>
    );
  }

  if (feed.row === null) {
    return (
      <div role="alert" className="rounded-2xl border border-danger-600/25 bg-danger-50 px-5 py-6 text-center">
        <p className="font-semibold text-danger-600">{view === 'archived' ? LIST_TEXT.failedArchived : LIST_TEXT.failedActive}</p>
        {!online && <p className="mt-1 text-sm text-ink-700">Your stories load when you're back online.</p>}
        <button type="button" onClick={feed.retry} className={buttonClass('secondary', 'md', 'mt-4')}>
          <RefreshIcon className="size-4" />
          Try again
        </button>
      </div>
    );
  }

  return (
    <div>
      {feed.network === 'error' && (
        <p role="status" className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-warning-600/25 bg-warning-50 px-4 py-2 text-sm text-warning-600">
          <OfflineIcon className="size-4 shrink-0" />
          <span className="flex-1">
            {online ? (view === 'archived' ? LIST_TEXT.failedArchived : "Couldn't refresh your stories.") : "You're offline."} Showing them as of {formatRelativeTime(new Date(feed.row.fetchedAt).toISOString(), now)}.
          </span>
          <button type="button" onClick={feed.retry} className={buttonClass('link', 'md', '-my-1 px-3')}>
            Try again
          </button>
        </p>
      )}
      {feed.stories.length === 0 ? (
        <EmptyList view={view} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {feed.stories.map((entry) => {
            // A story played offline here and not uploaded yet has nothing on the server to archive or delete.
            const can = feed.onDevice.has(entry.story.id) ? { archive: false, resume: false, delete: false } : storyPermissions(entry, view, true);
            return (
              <li key={entry.story.id}>
                <StoryCard
                  story={entry.story}
                  resumeTo={view === 'active' && entry.code ? `/game/${encodeURIComponent(entry.code)}` : undefined}
                  updatedLabel={`Updated ${formatRelativeTime(entry.story.updatedAt, now)}`}
                  onArchive={can.archive ? act('archive', entry) : undefined}
                  onResume={can.resume ? act('resume', entry) : undefined}
                  onDelete={can.delete ? act('delete', entry) : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function EmptyList({ view }: { view: FeedView }) {
  return (
    <div className="rounded-2xl border border-dashed border-parchment-400 px-5 py-10 text-center">
      <p className="text-lg font-semibold text-ink-900">{view === 'active' ? LIST_TEXT.emptyActive : LIST_TEXT.emptyArchived}</p>
      {view === 'active' ? (
        <>
          <p className="mt-1 text-ink-700">Start a story from a World, or make up your own.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to="/library" className={buttonClass('primary')}>
              Browse the Library
            </Link>
            <Link to="/setup" className={buttonClass('secondary')}>
              Create Your Own Story
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-1 text-ink-700">Stories you archive wait here until you resume them.</p>
      )}
    </div>
  );
}
