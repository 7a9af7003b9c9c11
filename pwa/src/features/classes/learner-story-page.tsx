// /users/classes/{id}/learners/{n} (issue 33): a learner's story as they see it, for their teacher
// to read: every beat, the options offered and the one chosen, the roll's outcome (the shared
// ReadOnlyBeats, also the admin's). Read-only: nothing here acts on the story.
import { learnerLabel } from '@engine';
import type { ClientOwnPlayer } from '@schemas';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../shared/icons/icons';
import { ReadOnlyBeats } from '../../shared/story/read-only-beats';
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
      <ReadOnlyBeats beats={beats} maxTurns={state.maxTurns} images={state.images} empty="No beat yet: the story starts once the group has chosen its characters." />
    </article>
  );
}
