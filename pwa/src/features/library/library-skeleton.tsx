import { TemplateCardSkeleton } from './template-card';

/** What the library's list shows until its Worlds are here: card shapes and a spoken status. */
export function LibraryListSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        Loading the library…
      </p>
      <ul className="grid gap-5 md:grid-cols-2" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={i >= 1 ? 'hidden md:block' : undefined}>
            <TemplateCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The whole list part while its code loads: the filter panel's and the cards' shapes. */
export function LibraryContentSkeleton() {
  return (
    <div aria-busy="true">
      <div className="mt-5 h-15 rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card motion-safe:animate-shimmer sm:h-64" />
      <div className="mt-6">
        <LibraryListSkeleton />
      </div>
    </div>
  );
}
