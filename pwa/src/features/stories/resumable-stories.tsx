import { formatRelativeTime } from '@engine';
import type { FeedStory } from '@schemas';
import { useAuth } from '../auth';
import { useAccountFeed } from './feed-hooks';
import { useResumableStories } from './stories-api-feed';
import { StoryCard } from './story-card';

/**
 * 'Continue your stories' (spec 1 §1, §4): the stories to resume, most recently updated first,
 * shown only when there are some; from the cached feed when offline. Signed in, the account's
 * feed (its stories on every device plus this device's codes); signed out, this device's codes.
 */
export function ResumableStories() {
  const auth = useAuth();
  if (auth.status === 'unknown') return null;
  return auth.status === 'signed-in' ? <AccountResumable userId={auth.user.id} /> : <VisitorResumable />;
}

function VisitorResumable() {
  const stories = useResumableStories();
  return <ResumableList items={stories ?? []} />;
}

function AccountResumable({ userId }: { userId: string }) {
  const feed = useAccountFeed(userId, 'active');
  const items = feed.stories.flatMap((entry) => (entry.code ? [{ story: entry.story, code: entry.code }] : []));
  return <ResumableList items={items} />;
}

function ResumableList({ items }: { items: readonly { story: FeedStory; code: string }[] }) {
  if (items.length === 0) return null;
  const now = new Date().toISOString();
  return (
    <section aria-labelledby="resume-heading" className="mx-auto max-w-6xl px-4 pb-10 sm:px-6 sm:pb-14">
      <h2 id="resume-heading" className="text-2xl font-semibold sm:text-3xl">
        Continue your stories
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map(({ story, code }) => (
          <li key={story.id}>
            <StoryCard story={story} resumeTo={`/game/${encodeURIComponent(code)}`} updatedLabel={`Updated ${formatRelativeTime(story.updatedAt, now)}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
