import { CheckIcon } from '../../shared/icons/icons';
import { ContentMarkdown } from '../../shared/markdown/content-markdown';
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY, PRIVACY_UPDATED } from './privacy-policy';

/** /privacy: the privacy policy in plain language (spec 1 §1, spec 3 §2). */
export function PrivacyPage() {
  return (
    <article aria-labelledby="privacy-heading" className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-14">
      <title>Privacy · Taleforge</title>
      <h1 id="privacy-heading" className="text-4xl font-semibold tracking-tight sm:text-5xl">
        Privacy
      </h1>
      <p className="mt-3 text-ink-600">
        Last updated <time dateTime={PRIVACY_UPDATED}>{PRIVACY_UPDATED}</time>
      </p>
      <p className="mt-5 font-prose text-lg leading-relaxed text-ink-800 sm:text-xl">
        Taleforge is a place to play stories, not a place to be watched. This page explains in plain language what we keep, where we keep
        it and why.
      </p>

      <section aria-labelledby="privacy-summary-heading" className="mt-8 rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card sm:p-6">
        <h2 id="privacy-summary-heading" className="text-2xl font-semibold">
          The short version
        </h2>
        <ul className="mt-4 space-y-3">
          {PRIVACY_SUMMARY.map((line) => (
            <li key={line} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
              <span className="leading-relaxed">{line}</span>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label="On this page" className="mt-8">
        <h2 className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">On this page</h2>
        <ul className="mt-2 flex flex-wrap gap-x-1 gap-y-0">
          {PRIVACY_SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-lg px-2 text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800"
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {PRIVACY_SECTIONS.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${s.id}-heading`} className="text-2xl font-semibold">
            {s.heading}
          </h2>
          <ContentMarkdown text={s.text} className="mt-3 leading-relaxed text-ink-800" />
        </section>
      ))}
    </article>
  );
}
