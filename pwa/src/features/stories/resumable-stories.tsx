import { formatRelativeTime } from '@engine';
import type { FeedStory } from '@schemas';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../auth';
import { useAccountFeed } from './feed-hooks';
import { useResumableStories } from './stories-api-feed';
import { writeResumableHint } from './resumable-hint';
import { ResumableSection } from './resumable-skeleton';
import { StoryCard } from './story-card';

/**
 * 'Continue your stories' (spec 1 §1, §4): the stories to resume, most recently updated first,
 * shown only when there are some; from the cached feed when offline. Signed in, the account's
 * feed (its stories on every device plus this device's codes); signed out, this device's codes.
 */
export function ResumableStories({ placeholder = null }: { placeholder?: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'unknown') return placeholder;
  return auth.status === 'signed-in' ? <AccountResumable userId={auth.user.id} placeholder={placeholder} /> : <VisitorResumable placeholder={placeholder} />;
}

function VisitorResumable({ placeholder }: { placeholder: ReactNode }) {
  const stories = useResumableStories();
  return <ResumableList items={stories} placeholder={placeholder} />;
}

function AccountResumable({ userId, placeholder }: { userId: string; placeholder: ReactNode }) {
  const feed = useAccountFeed(userId, 'active');
  const known = feed.row !== undefined && (feed.row !== null || feed.network !== 'loading');
  const items = known ? feed.stories.flatMap((entry) => (entry.code ? [{ story: entry.story, code: entry.code }] : [])) : undefined;
  return <ResumableList items={items} placeholder={placeholder} />;
}

/** The list once known (undefined: still loading, the placeholder holds the place). */
function ResumableList({ items, placeholder }: { items: readonly { story: FeedStory; code: string }[] | undefined; placeholder: ReactNode }) {
  const count = items?.length;
  useEffect(() => {
    if (count !== undefined) writeResumableHint(count);
  }, [count]);
  if (items === undefined) return placeholder;
  if (items.length === 0) return null;
  const now = new Date().toISOString();
  return (
    <ResumableSection>
      <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map(({ story, code }) => (
          <li key={story.id}>
            <StoryCard story={story} resumeTo={`/game/${encodeURIComponent(code)}`} updatedLabel={`Updated ${formatRelativeTime(story.updatedAt, now)}`} />
          </li>
        ))}
      </ul>
    </ResumableSection>
  );
}
