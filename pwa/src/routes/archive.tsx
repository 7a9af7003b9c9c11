import { AccountStoryList } from '../features/stories';

/** /users/archive: the stories the user archived, each with Resume and Delete (spec 1 §2, §4). */
export function ArchivePage() {
  return (
    <section aria-labelledby="archive-heading">
      <title>Archived Stories · Taleforge</title>
      <h2 id="archive-heading" className="sr-only">
        Archived Stories
      </h2>
      <AccountStoryList view="archived" />
    </section>
  );
}
