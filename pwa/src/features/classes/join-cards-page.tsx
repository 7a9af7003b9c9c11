// /users/classes/{id}/cards (issue 33): every learner's join card, to print (eight to an A4 or
// Letter page, with cut marks) or to project. On screen the cards flow; on paper each sheet is a
// page of two columns and four rows.
import type { ClassDetail } from '@schemas';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';
import { CARD_MM, cutMarks, SHEET_MM, sheetsOf } from './card-sheets';
import { ClassError, ClassNav, classPath, SignedIn, useClass } from './class-frame';
import { JoinCard, type CardWorld } from './join-card';
import './print-cards.css';

/** The route component. */
export function JoinCardsPage() {
  const { id = '' } = useParams();
  return (
    <SignedIn>
      <Cards key={id} id={id} />
    </SignedIn>
  );
}

function Cards({ id }: { id: string }) {
  const load = useClass(id);
  if (load.status === 'loading') {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Loading the join cards…" />
      </div>
    );
  }
  if (load.status === 'error') return <ClassError message={load.message} onRetry={load.reload} />;
  return <Sheets detail={load.data} />;
}

/** The world every card of a class shows. */
export function cardWorld(detail: ClassDetail): CardWorld {
  return { title: detail.worldTitle, templateId: detail.templateId, classId: detail.id, coverImage: detail.coverImage };
}

function Sheets({ detail }: { detail: ClassDetail }) {
  const world = cardWorld(detail);
  const sheets = sheetsOf(detail.learners);
  const marks = cutMarks();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 print:m-0 print:max-w-none print:p-0">
      <title>{`Join cards · ${detail.title} · Taleforge`}</title>
      <div className="print:hidden">
        <ClassNav id={detail.id} />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Join cards</h1>
        <p className="mt-1 max-w-3xl text-ink-700">
          One card per learner of “{detail.title}”. Print them (eight to a page, A4 or Letter) and cut along the marks, or project them. A learner scans the QR code or types the code;
          no account is needed.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
            Print the cards
          </button>
          <Link to={classPath(detail.id, 'projector')} className={buttonClass('secondary')}>
            Project the cards
          </Link>
          <Link to={classPath(detail.id)} className={buttonClass('secondary')}>
            Open the board
          </Link>
        </div>
        <p className="mt-3 text-sm text-ink-600">
          {detail.learners.length} cards on {sheets.length} {sheets.length === 1 ? 'page' : 'pages'}.
        </p>
      </div>
      <div className="mt-6 space-y-6 print:m-0 print:space-y-0">
        {sheets.map((cards, i) => (
          <section
            key={i}
            data-testid="card-sheet"
            aria-label={`Page ${i + 1} of ${sheets.length}`}
            className="relative grid gap-3 md:grid-cols-2 print:grid print:h-[256mm] print:w-[190mm] print:break-after-page print:grid-cols-2 print:grid-rows-4 print:gap-0 print:overflow-visible"
          >
            {cards.map((learner) => (
              <JoinCard key={learner.learner} learner={learner} groupSize={detail.groups[learner.group - 1] ?? 1} world={world} />
            ))}
            <svg
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 hidden overflow-visible print:block"
              viewBox={`0 0 ${SHEET_MM.width} ${SHEET_MM.height}`}
              data-card-mm={`${CARD_MM.width}x${CARD_MM.height}`}
            >
              {marks.map((m, j) => (
                <line key={j} {...m} stroke="#555" strokeWidth={0.2} />
              ))}
            </svg>
          </section>
        ))}
      </div>
    </div>
  );
}
