import { AccountStoryList } from '../features/stories';

/** /users/my-stories: the stories the user plays (spec 1 §2). */
export function MyStoriesPage() {
  return (
    <section aria-labelledby="my-stories-heading">
      <title>My Stories · Taleforge</title>
      <h2 id="my-stories-heading" className="sr-only">
        My Stories
      </h2>
      <AccountStoryList view="active" />
    </section>
  );
}
