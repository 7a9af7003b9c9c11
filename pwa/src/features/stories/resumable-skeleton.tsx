// The 'Continue your stories' section's frame, shared by the list and its placeholder so both
// take the same place at the top of home.
import type { ReactNode } from 'react';

/**
 * The attribute of the prerendered home page's placeholder for this section: shown only when
 * index.html's first script found the hint (html[data-resumable]; styles/app.css).
 */
export const RESUMABLE_SLOT_ATTRIBUTE = 'data-resumable-slot';

/** The section with its heading. */
export function ResumableSection({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <section aria-labelledby="resume-heading" aria-busy={busy} className="mx-auto max-w-6xl px-4 pt-6 pb-2 sm:px-6 sm:pt-10">
      <h2 id="resume-heading" className="text-2xl font-semibold sm:text-3xl">
        Continue your stories
      </h2>
      {children}
    </section>
  );
}

/** The heading and `count` card shapes (at most three), while the stories load. */
export function ResumableSkeleton({ count }: { count: number }) {
  return (
    <ResumableSection busy>
      <p className="sr-only" role="status">
        Loading your stories…
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: Math.min(count, 3) }, (_, i) => (
          <li key={i} className={`h-52 rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card motion-safe:animate-shimmer ${i > 0 ? 'hidden md:block' : ''}`} />
        ))}
      </ul>
    </ResumableSection>
  );
}
