import { formatRelativeTime } from '@engine';
import { StoryCard } from '../../components/story-card';
import { useResumableStories } from '../../data/stories-api-feed';

/**
 * 'Continue your stories' (spec 1 §1, §4): the stories this device's codes play, most recently
 * updated first, shown only when there are some; from the cached feed when offline.
 */
export function ResumableStories() {
  const stories = useResumableStories();
  if (!stories || stories.length === 0) return null;
  const now = new Date().toISOString();
  return (
    <section aria-labelledby="resume-heading" className="mx-auto max-w-6xl px-4 pb-10 sm:px-6 sm:pb-14">
      <h2 id="resume-heading" className="text-2xl font-semibold sm:text-3xl">
        Continue your stories
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {stories.map(({ story, code }) => (
          <li key={story.id}>
            <StoryCard story={story} resumeTo={`/game/${encodeURIComponent(code)}`} updatedLabel={`Updated ${formatRelativeTime(story.updatedAt, now)}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
