// /users/classes (issue 33): the teacher's classes beside My Stories, each with its board, join
// cards and report, and 'New class'. Loading, empty and error states; the list needs the network.
import { formatDate } from '@engine';
import type { ClassSummary } from '@schemas';
import { Link } from 'react-router';
import { RefreshIcon } from '../../shared/icons/icons';
import { GroupIcon, PlusIcon } from '../../shared/icons/user-menu-icons';
import { StoryImage } from '../../shared/images/story-image';
import { buttonClass } from '../../shared/ui/button-styles';
import { CoverArt } from '../../shared/ui/cover-art';
import { Spinner } from '../../shared/ui/spinner';
import { retentionText } from './class-actions';
import { classPath } from './class-frame';
import { fetchClasses } from './classes-api';
import { useLoad } from './use-load';

/** The route component (inside the account tabs). */
export function ClassListPage() {
  const load = useLoad<ClassSummary[]>('classes', fetchClasses, 'Your classes could not be loaded.');

  return (
    <section aria-labelledby="classes-heading">
      <title>Classes · Taleforge</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="classes-heading" className="text-2xl font-semibold">
            Classes
          </h2>
          <p className="mt-1 max-w-2xl text-ink-700">Start a story for every learner of a class at once, hand out join cards, and watch the room from one screen.</p>
        </div>
        <Link to="/users/classes/new" className={buttonClass('primary')}>
          <PlusIcon className="size-4" />
          New class
        </Link>
      </div>
      <div className="mt-6">
        {load.status === 'loading' && (
          <div className="grid min-h-40 place-items-center">
            <Spinner label="Loading your classes…" />
          </div>
        )}
        {load.status === 'error' && (
          <div role="alert" className="rounded-2xl border border-danger-600/25 bg-danger-50 px-4 py-4 text-danger-600">
            <p>{load.message}</p>
            <button type="button" className={buttonClass('secondary', 'md', 'mt-3')} onClick={load.reload}>
              <RefreshIcon className="size-4" />
              Retry
            </button>
          </div>
        )}
        {load.status === 'ready' && load.data.length === 0 && (
          <div className="rounded-2xl border border-dashed border-parchment-400 bg-parchment-50 px-5 py-10 text-center">
            <GroupIcon className="mx-auto size-10 text-ink-500" />
            <p className="mt-3 text-lg font-semibold">No classes yet</p>
            <p className="mt-1 text-ink-700">A class starts one story per learner or group from a World, with a join card for each learner.</p>
          </div>
        )}
        {load.status === 'ready' && load.data.length > 0 && (
          <ul className="grid gap-4 md:grid-cols-2">
            {load.data.map((c) => (
              <ClassCard key={c.id} summary={c} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ClassCard({ summary }: { summary: ClassSummary }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card">
      <StoryImage
        image={summary.coverImage}
        width={400}
        height={600}
        frameAspect="3 / 1"
        alt=""
        imgClassName="object-[50%_80%]"
        fallback={<CoverArt seed={summary.templateId ?? summary.id} className="absolute inset-0 size-full" />}
        className="bg-night-800"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <h3 className="text-xl font-semibold break-words">{summary.title}</h3>
        <p className="text-sm text-ink-700">
          {summary.worldTitle} · {summary.learnerCount} {summary.learnerCount === 1 ? 'learner' : 'learners'} in {summary.groupCount} {summary.groupCount === 1 ? 'story' : 'stories'} · {formatDate(summary.createdAt)}
        </p>
        <p className={`mt-2 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${summary.endedAt ? 'bg-parchment-200 text-ink-700' : 'bg-success-50 text-success-600'}`}>{summary.endedAt ? 'Ended' : 'Running'}</p>
        <p className="mt-1 text-sm text-ink-600">{retentionText(summary)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Link to={classPath(summary.id)} className={buttonClass('primary')}>
            Open board<span className="sr-only"> of {summary.title}</span>
          </Link>
          <Link to={classPath(summary.id, 'cards')} className={buttonClass('secondary')}>
            Join cards
          </Link>
          <Link to={classPath(summary.id, 'report')} className={buttonClass('secondary')}>
            Report
          </Link>
        </div>
      </div>
    </li>
  );
}
