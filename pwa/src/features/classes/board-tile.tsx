// One learner on the board (issue 33): their name, where they stand (no story text), beat n of N,
// online or last seen, and the quiet flag after 5 minutes of it being their move.
import { formatRelativeTime, learnerLabel, TILE_PHASE_TEXT } from '@engine';
import type { ClassTile, ClassTilePhase } from '@schemas';
import { Link } from 'react-router';
import { BookIcon } from '../../shared/icons/icons';
import { quietAt, type HeldTile } from './board-state';

const PHASE_TONE: Record<ClassTilePhase, string> = {
  setting_up: 'bg-parchment-200 text-ink-800',
  failed: 'bg-danger-50 text-danger-600',
  character: 'bg-info-50 text-info-600',
  choosing: 'bg-ember-100 text-ember-800',
  waiting_for_group: 'bg-night-100 text-night-700',
  next_beat: 'bg-night-100 text-night-700',
  ended: 'bg-success-50 text-success-600',
  left: 'bg-parchment-200 text-ink-700',
};

/** How long it has been the learner's move, in whole minutes (for the quiet badge). */
function quietMinutes(tile: HeldTile, now: number): number {
  return tile.sinceLocal === null ? 0 : Math.floor((now - tile.sinceLocal) / 60_000);
}

/** The text of the tile's status line. */
export function tileStatusText(tile: ClassTile): string {
  if (tile.phase === 'setting_up' && tile.setupLabel) return `Setting up: ${tile.setupLabel}`;
  return TILE_PHASE_TEXT[tile.phase];
}

/** A learner's tile; `now` is this device's clock and `skew` the server's lead on it (ms). */
export function BoardTile({ tile, now, skew, storyPath }: { tile: HeldTile; now: number; skew: number; storyPath: string }) {
  const name = learnerLabel(tile);
  const quiet = quietAt(tile, now);
  const progress = tile.maxTurns > 0 ? Math.min(1, tile.beat / tile.maxTurns) : 0;
  const seen = tile.online ? 'Online' : tile.lastSeenAt ? `Offline · seen ${formatRelativeTime(tile.lastSeenAt, new Date(now + skew).toISOString())}` : 'Not joined yet';
  return (
    <li
      data-testid={`tile-${tile.learner}`}
      data-phase={tile.phase}
      data-online={tile.online}
      data-quiet={quiet}
      className={`flex min-w-0 flex-col rounded-2xl border bg-parchment-50 p-3 shadow-card sm:p-4 ${quiet ? 'border-warning-600 ring-2 ring-warning-600/30' : 'border-parchment-300'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate text-base font-semibold text-ink-950 sm:text-xl" title={name}>
          {name}
        </p>
        <span className="shrink-0 rounded-full bg-parchment-200 px-2 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">#{tile.learner}</span>
      </div>
      <p className={`mt-2 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold sm:text-sm ${PHASE_TONE[tile.phase]}`}>{tileStatusText(tile)}</p>
      {quiet && (
        <p className="mt-2 w-fit rounded-full bg-warning-50 px-2.5 py-0.5 text-xs font-semibold text-warning-600 sm:text-sm">Quiet · {quietMinutes(tile, now)} min without a choice</p>
      )}
      <div className="mt-3">
        <p className="text-xs font-medium text-ink-700 tabular-nums sm:text-sm">
          Beat {tile.beat} of {tile.maxTurns}
        </p>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-parchment-200" aria-hidden="true">
          <div className="h-full rounded-full bg-ember-500" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      </div>
      <p className="mt-3 flex items-center gap-2 text-xs text-ink-700 sm:text-sm">
        <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${tile.online ? 'bg-success-600' : 'bg-ink-500/40'}`} />
        <span className="min-w-0 truncate">{seen}</span>
      </p>
      {tile.setup === 'ready' && tile.beat > 0 && (
        <Link
          to={storyPath}
          aria-label={`Read ${name}'s story`}
          className="mt-auto inline-flex min-h-11 w-fit items-center gap-1.5 rounded-full pt-2 text-sm font-semibold text-ember-700 underline-offset-4 hover:underline"
        >
          <BookIcon className="size-4" />
          Read the story
        </Link>
      )}
    </li>
  );
}
