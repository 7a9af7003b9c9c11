// /users/classes/{id}/learners/{n} (issue 33): a learner's story as they see it, for their teacher
// to read: every beat, the options offered and the one chosen. Read-only: nothing here acts on the story.
import { learnerLabel } from '@engine';
import type { ClientOwnPlayer } from '@schemas';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, CheckIcon } from '../../shared/icons/icons';
import { StoryProse } from '../../shared/markdown/markdown';
import { Spinner } from '../../shared/ui/spinner';
import { ClassError, classPath, SignedIn } from './class-frame';
import { fetchLearnerStory } from './classes-api';
import { useLoad } from './use-load';

/** The route component. */
export function LearnerStoryPage() {
  const { id = '', learner = '' } = useParams();
  return (
    <SignedIn>
      <LearnerStory key={`${id}/${learner}`} id={id} learner={Number(learner)} />
    </SignedIn>
  );
}

function LearnerStory({ id, learner }: { id: string; learner: number }) {
  const load = useLoad(`${id}/${learner}`, (signal) => fetchLearnerStory(id, learner, signal), 'The story could not be loaded.');

  if (load.status === 'loading') {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Opening the story…" />
      </div>
    );
  }
  if (load.status === 'error') return <ClassError message={load.message} onRetry={load.reload} />;
  const { state } = load.data;
  const name = learnerLabel({ learner: load.data.learner, name: load.data.name });
  const own = state.players[state.playerSlot] as ClientOwnPlayer | undefined;
  const beats = own?.beatHistory ?? [];

  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <title>{`${name}'s story · Taleforge`}</title>
      <Link to={classPath(id)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink-800 hover:underline">
        <ArrowLeftIcon className="size-4" />
        Back to the board
      </Link>
      <p className="mt-3 text-sm font-semibold tracking-widest text-ember-700 uppercase">{name}'s story · read only</p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{state.title}</h1>
      {own && own.identityChoice >= 0 && <p className="mt-1 text-ink-700">Plays {own.name}</p>}
      {beats.length === 0 && <p className="mt-6 text-ink-700">No beat yet: the story starts once the group has chosen its characters.</p>}
      <ol className="mt-6 space-y-8">
        {beats.map((beat) => (
          <li key={beat.id} className="rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
            <p className="text-sm font-semibold text-ink-600 tabular-nums">
              Beat {beat.turn} of {state.maxTurns}
            </p>
            <h2 className="mt-1 text-2xl font-semibold">{beat.title}</h2>
            <StoryProse text={beat.text} images={state.images} className="prose-story mt-3 text-ink-900" />
            {!beat.isEnding && (
              <ul className="mt-4 space-y-2" aria-label="Options">
                {beat.options.map((option, i) => (
                  <li
                    key={i}
                    className={`flex items-start gap-2 rounded-xl border px-3 py-2 ${beat.choice === i ? 'border-ember-500 bg-ember-50 font-semibold text-ink-950' : 'border-parchment-300 text-ink-700'}`}
                  >
                    {beat.choice === i ? <CheckIcon className="mt-0.5 size-4 shrink-0 text-ember-700" /> : <span aria-hidden="true" className="size-4 shrink-0" />}
                    <span>
                      {option.text}
                      {beat.choice === i && <span className="sr-only"> (chosen)</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {beat.choice === -1 && !beat.isEnding && <p className="mt-3 text-sm text-ink-600">Not chosen yet.</p>}
          </li>
        ))}
      </ol>
    </article>
  );
}
