import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon, BookIcon, ChevronDownIcon } from '../../shared/icons/icons';
import { smartQuotes } from '../../shared/markdown/smart-quotes';
import { ACADEMY_PATH } from '../../shared/site-links';
import { buttonClass } from '../../shared/ui/button-styles';
import { LectureArt } from './lecture-art';
import { LectureBody } from './lecture-body';
import { LectureVideo } from './lecture-video';
import { COMING_SOON, headingId, type Lecture } from './lectures/lecture-types';
import { findLecture, LECTURES } from './lectures/lectures';

function BackToAcademy() {
  return (
    <Link to={ACADEMY_PATH} className={buttonClass('ghost', 'md', '-ml-3 px-3')}>
      <ArrowLeftIcon className="size-4" />
      Back to Academy
    </Link>
  );
}

/** /academy/{lectureId}: one lecture, with previous and next (spec 3 §2); an unknown id shows 'Lecture Not Found'. */
export function LecturePage() {
  const { lectureId } = useParams();
  const heading = useRef<HTMLHeadingElement>(null);
  // Previous/next keep the same page mounted: move focus to the new title so the change is announced.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [lectureId]);
  const found = findLecture(lectureId);
  if (!found) return <LectureNotFound />;
  const { lecture, index, previous, next } = found;

  return (
    <article aria-labelledby="lecture-heading" className="mx-auto max-w-3xl px-4 pt-6 sm:px-6 sm:pt-10">
      <title>{`${lecture.title} · Worldbuilding Academy · Taleforge`}</title>
      <BackToAcademy />
      <header className="mt-4">
        <p className="text-sm font-semibold text-ember-700">
          Lecture {index + 1} of {LECTURES.length}
        </p>
        <h1 id="lecture-heading" ref={heading} tabIndex={-1} className="mt-1 text-4xl focus-visible:outline-none leading-[1.1] font-semibold tracking-tight sm:text-5xl">
          {lecture.title}
        </h1>
        <p className="mt-4 font-prose text-lg leading-relaxed text-ink-700 sm:text-xl">{smartQuotes(lecture.summary)}</p>
      </header>

      <div className="mt-8">
        {lecture.videoEmbedUrl ? (
          <LectureVideo url={lecture.videoEmbedUrl} title={lecture.title} />
        ) : (
          <LectureArt kind={lecture.art} className="aspect-[5/2] w-full rounded-2xl shadow-card" />
        )}
      </div>

      {lecture.body ? (
        <>
          <TableOfContents lecture={lecture} />
          <div className="mt-8">
            <LectureBody blocks={lecture.body} />
          </div>
        </>
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-parchment-400 bg-parchment-50 px-6 py-12 text-center">
          <BookIcon className="size-10 text-night-500" />
          <p className="mt-4 font-display text-2xl font-semibold text-ink-950">{COMING_SOON}</p>
          <p className="mt-2 max-w-md text-ink-700">Meanwhile, the other lectures cover the engine, outcomes, threads, setting, odds and stats.</p>
        </div>
      )}

      <nav aria-label="More lectures" className="mt-14 grid gap-3 border-t border-parchment-300 pt-8 sm:grid-cols-2">
        {previous ? <NeighbourLink lecture={previous} direction="previous" /> : <span className="hidden sm:block" />}
        {next && <NeighbourLink lecture={next} direction="next" />}
      </nav>
    </article>
  );
}

/** Links to the lecture's sections (its h2 headings, then do's and don'ts and the checklist). */
function TableOfContents({ lecture }: { lecture: Lecture }) {
  const entries = (lecture.body ?? []).flatMap((b) => {
    if (b.kind === 'heading') return [{ id: headingId(b.text), label: b.text }];
    if (b.kind === 'dos-donts') return [{ id: 'dos-donts-heading', label: 'Do’s and don’ts' }];
    if (b.kind === 'checklist') return [{ id: 'checklist-heading', label: 'Checklist' }];
    return [];
  });
  return (
    <details className="group mt-8 rounded-2xl border border-parchment-300 bg-parchment-50">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 font-semibold text-ink-900 hover:bg-parchment-100 sm:px-5 [&::-webkit-details-marker]:hidden">
        <span>
          In this lecture <span className="font-normal text-ink-600">· {entries.length} sections</span>
        </span>
        <ChevronDownIcon className="size-5 text-ember-700 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label="In this lecture" className="px-4 pb-3 sm:px-5">
        <ol className="grid gap-x-6 sm:grid-cols-2">
          {entries.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} className="inline-flex min-h-11 items-center text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800">
                {smartQuotes(e.label)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}

function NeighbourLink({ lecture, direction }: { lecture: Lecture; direction: 'previous' | 'next' }) {
  const isNext = direction === 'next';
  return (
    <Link
      to={`/academy/${lecture.id}`}
      className={`group flex min-h-11 items-center gap-3 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card transition hover:border-parchment-400 hover:shadow-lift ${
        isNext ? 'flex-row-reverse text-right sm:col-start-2' : ''
      }`}
    >
      {isNext ? <ArrowRightIcon className="size-5 shrink-0 text-ember-700" /> : <ArrowLeftIcon className="size-5 shrink-0 text-ember-700" />}
      <span>
        <span className="block text-sm font-semibold text-ink-600">{isNext ? 'Next lecture' : 'Previous lecture'}</span>
        <span className="mt-0.5 block font-display text-lg leading-snug font-semibold text-ink-950 group-hover:text-ember-700">{lecture.title}</span>
      </span>
    </Link>
  );
}

/** An unknown lecture id (spec 3 §8). */
function LectureNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>Lecture Not Found · Taleforge</title>
      <LectureArt kind="threads" className="aspect-[2/1] w-56 rounded-2xl opacity-90 shadow-card sm:w-64" />
      <h1 className="mt-8 text-3xl font-semibold sm:text-4xl">Lecture Not Found</h1>
      <p className="mt-3 text-lg text-ink-700">The lecture you're looking for doesn't exist.</p>
      <Link to={ACADEMY_PATH} className={buttonClass('primary', 'lg', 'mt-8')}>
        <ArrowLeftIcon />
        Back to Academy
      </Link>
    </div>
  );
}
