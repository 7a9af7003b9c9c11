import { Link } from 'react-router';
import { ArrowRightIcon } from '../../shared/icons/icons';
import { ContentMarkdown } from '../../shared/markdown/content-markdown';
import { smartQuotes } from '../../shared/markdown/smart-quotes';
import { communityChatUrl } from '../../shared/site-config';
import { SIGN_UP_PATH } from '../../shared/site-links';
import { buttonClass } from '../../shared/ui/button-styles';
import { LectureArt } from './lecture-art';
import { COMING_SOON, readingTime } from './lectures/lecture-types';
import { LECTURES } from './lectures/lectures';

const INTRO_LECTURES = `Short lectures on building Worlds for Taleforge's story engine: what the engine decides, what you write, and how each part of a World shapes the stories played in it. Every lecture has worked examples from *The Redrawn City*, do's and don'ts, and a checklist.

To build a World of your own, [create an account](${SIGN_UP_PATH}).`;

/** The intro; it invites to the community chat only when the installation names one (COMMUNITY_URL). */
function intro(chat: string | null): string {
  return chat ? `${INTRO_LECTURES} To swap ideas with other creators, [join the community chat](<${chat}>).` : INTRO_LECTURES;
}

/** /academy: the Worldbuilding Academy's lecture list (spec 3 §2). */
export function AcademyPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pt-14">
      <title>Worldbuilding Academy · Taleforge</title>
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-night-100 px-3 py-1 text-sm font-semibold text-night-700">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-night-600" />
          For World creators
        </p>
        <h1 className="mt-4 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">Worldbuilding Academy</h1>
        <ContentMarkdown text={intro(communityChatUrl())} className="mt-5 font-prose text-lg leading-relaxed text-ink-800 sm:text-xl" />
      </header>

      <section aria-labelledby="lectures-heading" className="mt-12">
        <h2 id="lectures-heading" className="text-2xl font-semibold sm:text-3xl">
          Lectures
        </h2>
        <ol className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {LECTURES.map((lecture, i) => (
            <li key={lecture.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card transition-shadow hover:shadow-lift">
                <div className="relative aspect-[2/1] bg-night-800">
                  <LectureArt kind={lecture.art} className="absolute inset-0 size-full" />
                  {lecture.body === null && (
                    <span className="absolute top-3 right-3 rounded-full bg-night-900/85 px-2.5 py-1 text-xs font-semibold text-gold-200">
                      {COMING_SOON}
                    </span>
                  )}
                </div>
                <div className="flex flex-1 flex-col p-4 sm:p-5">
                  <p id={`${lecture.id}-about`} className="text-sm font-semibold text-ember-700">
                    Lecture {i + 1} · {lecture.body === null ? COMING_SOON : readingTime(lecture)}
                  </p>
                  <h3 className="mt-1 text-xl leading-snug font-semibold">{lecture.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-700">{smartQuotes(lecture.summary)}</p>
                  <div className="mt-auto pt-4">
                    {/* 'Join' is spec 3's word; its name says which lecture, and the line above says it is a read (or not there yet). */}
                    <Link
                      to={`/academy/${lecture.id}`}
                      aria-label={`Join lecture ${i + 1}: ${lecture.title}`}
                      aria-describedby={`${lecture.id}-about`}
                      className={buttonClass(lecture.body === null ? 'secondary' : 'primary', 'md', 'w-full sm:w-auto sm:px-6')}
                    >
                      Join
                      <ArrowRightIcon className="size-4" />
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
