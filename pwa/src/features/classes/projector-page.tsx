// /users/classes/{id}/projector (issue 33): the join cards large on a dark screen, for the room to
// read from the back: four at a time on a wide screen, one on a phone; arrows and the keyboard page.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../shared/icons/icons';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { Spinner } from '../../shared/ui/spinner';
import { ClassError, classPath, SignedIn, useClass } from './class-frame';
import { JoinCard } from './join-card';
import { cardWorld } from './join-cards-page';

/** The route component. */
export function ProjectorPage() {
  const { id = '' } = useParams();
  return (
    <SignedIn>
      <Projector key={id} id={id} />
    </SignedIn>
  );
}

function Projector({ id }: { id: string }) {
  const load = useClass(id);
  const wide = useMediaQuery('(min-width: 1024px)');
  const perPage = wide ? 4 : 1;
  const [page, setPage] = useState(0);
  const learners = load.status === 'ready' ? load.data.learners : [];
  const pages = Math.max(1, Math.ceil(learners.length / perPage));
  const shown = Math.min(page, pages - 1);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown' || e.key === ' ') setPage((p) => Math.min(p + 1, pages - 1));
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') setPage((p) => Math.max(p - 1, 0));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pages]);

  if (load.status === 'loading') {
    return (
      <div className="grid min-h-[60dvh] place-items-center">
        <Spinner label="Loading the join cards…" />
      </div>
    );
  }
  if (load.status === 'error') return <ClassError message={load.message} onRetry={load.reload} />;
  const detail = load.data;
  const world = cardWorld(detail);
  const cards = learners.slice(shown * perPage, shown * perPage + perPage);
  const arrow = 'inline-grid size-14 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:invisible';

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-night-950 px-4 py-6 text-white sm:px-8">
      <title>{`Join cards on screen · ${detail.title} · Taleforge`}</title>
      <div className="mx-auto flex max-w-[110rem] items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-ember-300 uppercase">{detail.worldTitle}</p>
          <h1 className="text-2xl font-semibold break-words text-white sm:text-4xl">Scan your card or type your code</h1>
        </div>
        <Link to={classPath(detail.id, 'cards')} className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-white/10 px-4 font-semibold hover:bg-white/20">
          <CloseIcon className="size-4" />
          Close
        </Link>
      </div>
      <ul className={`mx-auto mt-6 grid max-w-[110rem] gap-4 ${wide ? 'grid-cols-2' : 'grid-cols-1'}`} aria-live="polite">
        {cards.map((learner) => (
          <li key={learner.learner} className="text-ink-950">
            <JoinCard learner={learner} groupSize={detail.groups[learner.group - 1] ?? 1} world={world} projected />
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-5 flex max-w-[110rem] items-center justify-center gap-4">
        <button type="button" className={arrow} onClick={() => setPage(shown - 1)} disabled={shown === 0} aria-label="Previous cards">
          <ChevronLeftIcon className="size-7" />
        </button>
        <p className="text-white/80 tabular-nums">
          {learners.length === 0
            ? 'No cards'
            : perPage === 1 || shown * perPage + 1 === learners.length
              ? `Card ${shown * perPage + 1} of ${learners.length}`
              : `Cards ${shown * perPage + 1}-${Math.min(learners.length, (shown + 1) * perPage)} of ${learners.length}`}
        </p>
        <button type="button" className={arrow} onClick={() => setPage(shown + 1)} disabled={shown >= pages - 1} aria-label="Next cards">
          <ChevronRightIcon className="size-7" />
        </button>
      </div>
    </div>
  );
}
