// /users/classes/{id}/report (issue 33): after the lesson, each learner's path (what they chose on
// each beat and how it rolled), the outcomes their story reached, for a learn-something World the
// facts they met, and the whole class as CSV.
import { learnerLabel } from '@engine';
import type { ClassReport, ClassReportLearner, Resolution } from '@schemas';
import { Link, useParams } from 'react-router';
import { DownloadIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';
import { ClassError, ClassNav, classPath, SignedIn } from './class-frame';
import { classCsvUrl, fetchReport } from './classes-api';
import { useLoad } from './use-load';

const RESULT_TEXT: Record<Resolution, string> = { favorable: 'Went well', mixed: 'Mixed', unfavorable: "Didn't go as planned" };

/** The route component. */
export function ClassReportPage() {
  const { id = '' } = useParams();
  return (
    <SignedIn>
      <Report key={id} id={id} />
    </SignedIn>
  );
}

function Report({ id }: { id: string }) {
  const load = useLoad<ClassReport>(id, (signal) => fetchReport(id, signal), 'The report could not be loaded.');

  if (load.status === 'loading') {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Gathering every learner's path…" />
      </div>
    );
  }
  if (load.status === 'error') return <ClassError message={load.message} onRetry={load.reload} />;
  const report = load.data;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6">
      <title>{`Report · ${report.title} · Taleforge`}</title>
      <ClassNav id={report.classId} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-ember-700 uppercase">{report.worldTitle}</p>
          <h1 className="mt-1 text-3xl font-semibold break-words sm:text-4xl">Report</h1>
          <p className="mt-1 text-ink-700">Each learner's choices, rolls and the outcomes their story reached{report.learnsSomething ? ', and the facts they met' : ''}.</p>
        </div>
        <a href={classCsvUrl(report.classId)} download className={buttonClass('primary')}>
          <DownloadIcon className="size-4" />
          Export CSV
        </a>
      </div>
      <div className="mt-6 space-y-4">
        {report.learners.map((l) => (
          <LearnerReport key={l.learner} learner={l} classId={report.classId} learnsSomething={report.learnsSomething} />
        ))}
      </div>
    </div>
  );
}

function LearnerReport({ learner, classId, learnsSomething }: { learner: ClassReportLearner; classId: string; learnsSomething: boolean }) {
  const name = learnerLabel({ learner: learner.learner, name: learner.name });
  const reached = learner.outcomes.filter((o) => o.milestones.length > 0);
  return (
    <details className="group rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card" data-testid={`report-${learner.learner}`}>
      <summary className="flex min-h-14 cursor-pointer list-none flex-wrap items-center justify-between gap-2 px-4 py-3">
        <span className="min-w-0">
          <span className="text-lg font-semibold break-words">{name}</span>
          <span className="text-ink-700">
            {' '}
            · Group {learner.group}
            {learner.character ? ` · plays ${learner.character}` : ''}
          </span>
        </span>
        <span className="text-sm font-semibold text-ink-700 tabular-nums">
          {learner.ended ? 'Story ended' : `Beat ${learner.beats} of ${learner.maxTurns}`}
        </span>
      </summary>
      <div className="space-y-5 border-t border-parchment-300 px-4 py-4">
        {learner.path.length === 0 ? (
          <p className="text-ink-700">No beats yet.</p>
        ) : (
          <ol className="divide-y divide-parchment-200" aria-label={`Path of ${name}`}>
            {learner.path.map((step) => (
              <li key={step.turn} className="grid gap-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:gap-4">
                <p className="font-semibold text-ink-950">
                  <span className="tabular-nums">{step.turn}.</span> {step.beatTitle}
                </p>
                <p className="text-ink-800">{step.choice ?? <span className="text-ink-600">{step.isEnding ? 'The end' : 'Not chosen yet'}</span>}</p>
                <p className="text-sm whitespace-nowrap text-ink-700">
                  {step.resolution ? `${RESULT_TEXT[step.resolution]}${step.roll !== undefined ? ` · rolled ${Math.round(step.roll)}` : ''}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
        <section>
          <h3 className="font-semibold">Outcomes reached</h3>
          {reached.length === 0 ? (
            <p className="text-sm text-ink-700">No milestone reached yet.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {reached.map((o) => (
                <li key={o.question}>
                  <span className="font-medium">{o.question}</span> {o.milestones.join(' · ')}
                </li>
              ))}
            </ul>
          )}
        </section>
        {learnsSomething && (
          <section>
            <h3 className="font-semibold">Facts met</h3>
            {learner.facts.length === 0 ? (
              <p className="text-sm text-ink-700">None yet.</p>
            ) : (
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {learner.facts.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
          </section>
        )}
        {learner.path.length > 0 && (
          <Link to={`${classPath(classId)}/learners/${learner.learner}`} className={buttonClass('secondary')}>
            Read {name}'s story
          </Link>
        )}
      </div>
    </details>
  );
}
