// /users/classes/{id}: the room, live (issue 33). A tile per learner by group, readable on a
// projector and on a phone; live over the game socket, reconnecting on its own; never stale: while
// the socket is down the tiles are dimmed and say so, and a reconnect brings the whole board.
import type { ClassDetail } from '@schemas';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { buttonClass } from '../../shared/ui/button-styles';
import { boardCounts, byGroup } from './board-state';
import { BoardTile } from './board-tile';
import { ClassActions, retentionText } from './class-actions';
import { ClassError, ClassNav, classPath, SignedIn, useClass } from './class-frame';
import { useBoardClock, useClassBoard } from './use-class-board';

/** The route component. */
export function ClassBoardPage() {
  const { id = '' } = useParams();
  return (
    <SignedIn>
      <BoardScreen key={id} id={id} />
    </SignedIn>
  );
}

function BoardScreen({ id }: { id: string }) {
  const load = useClass(id);
  if (load.status === 'loading') return <CenteredSpinner label="Opening the class…" />;
  if (load.status === 'error') return <ClassError message={load.message} onRetry={load.reload} />;
  return <Board detail={load.data} onChange={load.replace} />;
}

function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center px-4">
      <Spinner label={label} />
    </div>
  );
}

function Board({ detail, onChange }: { detail: ClassDetail; onChange: (d: ClassDetail) => void }) {
  const live = useClassBoard(detail.id);
  const now = useBoardClock();
  if (live.deleted) return <ClassError message="This class was deleted." />;
  if (live.error && !live.state) return <ClassError message={live.error} />;
  const tiles = live.state?.tiles ?? [];
  const counts = boardCounts(tiles, now);
  const stale = live.connection !== 'connected';
  const ended = live.state?.endedAt ?? detail.endedAt;

  return (
    <div className="mx-auto max-w-[110rem] px-4 pt-6 pb-10 sm:px-6">
      <title>{`${detail.title} · Class board · Taleforge`}</title>
      <ClassNav id={detail.id} />
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-ember-700 uppercase">{detail.worldTitle}</p>
          <h1 className="mt-1 text-3xl font-semibold break-words sm:text-4xl">{detail.title}</h1>
          <p className="mt-1 text-ink-700">{retentionText({ ...detail, endedAt: ended })}</p>
        </div>
        <ClassActions detail={{ ...detail, endedAt: ended }} onChange={onChange} />
      </header>

      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-parchment-200/60 px-4 py-3 text-base sm:text-lg" aria-live="polite">
        <LiveIndicator stale={stale} ended={ended !== null} />
        <span className="tabular-nums">
          <strong>{counts.online}</strong> of {counts.total} online
        </span>
        <span className="tabular-nums" data-testid="quiet-count">
          <strong>{counts.quiet}</strong> quiet
        </span>
        <span className="tabular-nums">
          <strong>{counts.ended}</strong> finished
        </span>
      </div>

      {ended && (
        <p role="status" className="mt-4 rounded-2xl border border-info-600/25 bg-info-50 px-4 py-3 text-info-600">
          This class has ended: the stories are read-only. The report has every learner's path.
        </p>
      )}

      {!live.state ? (
        <CenteredSpinner label="Connecting to the room…" />
      ) : tiles.length === 0 ? (
        <p className="mt-8 text-center text-ink-700">This class has no learners.</p>
      ) : (
        <div className={`mt-6 space-y-6 transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
          {byGroup(tiles).map(({ group, tiles: members }) => (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`} className="mb-2 text-lg font-semibold text-ink-800">
                Group {group} <span className="font-normal text-ink-600">· {members.length === 1 ? 'solo' : `${members.length} learners`}</span>
              </h2>
              <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
                {members.map((tile) => (
                  <BoardTile key={tile.learner} tile={tile} now={now} skew={live.state?.skew ?? 0} storyPath={`${classPath(detail.id)}/learners/${tile.learner}`} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {tiles.length > 0 && tiles.every((t) => t.phase === 'character' && !t.online && t.lastSeenAt === null) && (
        <p className="mt-6 text-ink-700">
          Nobody has joined yet. Hand out the{' '}
          <Link to={classPath(detail.id, 'cards')} className={buttonClass('link')}>
            join cards
          </Link>{' '}
          or project them.
        </p>
      )}
    </div>
  );
}

function LiveIndicator({ stale, ended }: { stale: boolean; ended: boolean }) {
  if (stale) {
    return (
      <span role="status" className="flex items-center gap-2 font-semibold text-warning-600">
        <Spinner className="size-4" /> Reconnecting… the tiles may be out of date
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2 font-semibold text-success-600">
      <span aria-hidden="true" className="size-2.5 rounded-full bg-success-600 motion-safe:animate-pulse" />
      {ended ? 'Ended' : 'Live'}
    </span>
  );
}
