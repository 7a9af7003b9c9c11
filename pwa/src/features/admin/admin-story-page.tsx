// /admin/stories/{id} (issue 27, beyond spec 2): a story read-only, as its players read it: its
// title, World and players, then each player's beats in order with the options, the one chosen and
// the roll's outcome (the shared ReadOnlyBeats, also the teacher's). No choosing and no socket.
import type { AdminStoryView } from '@schemas';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../shared/icons/icons';
import { ReadOnlyBeats } from '../../shared/story/read-only-beats';
import { fetchAdminStory } from './admin-api';
import { AdminLoadError, AdminLoading } from './admin-panels';
import { useAdminData } from './use-admin-data';

/** The route component. */
export function AdminStoryPage() {
  const { id = '' } = useParams();
  return <AdminStory key={id} id={id} />;
}

function AdminStory({ id }: { id: string }) {
  const { data, failed, reload, message } = useAdminData((signal) => fetchAdminStory(id, signal), 'story');
  return (
    <section aria-labelledby="admin-story-heading" className="mx-auto max-w-3xl space-y-4">
      <title>{`${data?.title ?? 'Story'} · Admin · Taleforge`}</title>
      <Link to="/admin/stories" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink-800 hover:underline">
        <ArrowLeftIcon className="size-4" />
        Back to Stories
      </Link>
      {failed && <AdminLoadError message={message ?? 'Failed to load the story. Please try again.'} onRetry={reload} />}
      {data ? <StoryRead story={data} /> : !failed && <AdminLoading label="Opening the story…" />}
    </section>
  );
}

function StoryRead({ story }: { story: AdminStoryView }) {
  return (
    <>
      <div>
        <p className="text-sm font-semibold tracking-widest text-ember-700 uppercase">Story · read only</p>
        <h2 id="admin-story-heading" className="mt-1 text-3xl font-semibold break-words sm:text-4xl">
          {story.title}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink-800">
          <dt className="font-semibold">World</dt>
          <dd className="min-w-0 break-words">{story.worldTitle ?? 'This World has been deleted.'}</dd>
          <dt className="font-semibold">Players</dt>
          <dd className="min-w-0 break-words">{story.players.map((p) => p.name).join(', ') || 'None'}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>{story.gameOver ? 'Ended' : 'In progress'}</dd>
        </dl>
      </div>
      {story.players.map((player) => (
        <section key={player.slot} aria-labelledby={`admin-story-${player.slot}`} className="pt-4">
          <h3 id={`admin-story-${player.slot}`} className="text-xl font-semibold break-words">
            {player.name}
            {player.character && <span className="font-normal text-ink-700"> plays {player.character}</span>}
          </h3>
          <ReadOnlyBeats
            beats={player.beats}
            maxTurns={story.maxTurns}
            images={story.images}
            level={4}
            empty={player.character ? 'No beat yet.' : 'No beat yet: this player has not chosen a character.'}
          />
        </section>
      ))}
    </>
  );
}
