import { formatDate, formatTime } from '@engine';
import type { FeedStory, FeedStoryPlayer } from '@schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArchiveIcon, GaugeIcon, PlayersIcon, PlayIcon, TrashIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Tooltip } from '../../shared/ui/tooltip';
import { playerStatusLabel } from './feed-status';

/**
 * Props of a StoryCard. Resume is a link to the game (`resumeTo`) or, in the archive, an action
 * (`onResume`); archive and delete appear only when their handler is given (they need an account).
 * Handlers report their own failures; a rejection only keeps the confirm dialog open.
 */
export type StoryCardProps = {
  story: FeedStory;
  /** Where Resume goes: /game/{code}. */
  resumeTo?: string;
  /** 'Updated 5 minutes ago' or similar; the caller formats it. */
  updatedLabel?: string;
  onArchive?: () => Promise<void>;
  onResume?: () => Promise<void>;
  onDelete?: () => Promise<void>;
  headingLevel?: 2 | 3;
};

/** 'You', the character's name, the username, or 'Player N'. */
function playerName(player: FeedStoryPlayer): string {
  if (player.isCurrentUser) return 'You';
  return player.name ?? player.username ?? `Player ${player.playerSlot.replace('player', '')}`;
}

/** The progress line: 'Turn 3 of 25', 'Choosing characters' or 'Finished'. */
export function storyProgressLabel(story: Pick<FeedStory, 'currentBeat' | 'maxTurns' | 'gameOver'>): string {
  if (story.gameOver) return 'Finished';
  if (story.currentBeat === undefined) return 'Choosing characters';
  return `Turn ${Math.min(story.currentBeat, story.maxTurns)} of ${story.maxTurns}`;
}

/**
 * What tells apart stories of one World (issue 27: three identical 'What the River Knows' cards):
 * the viewer's character, and when the story was started, e.g. 'As Mira · Started 2026-03-02, 9:05am'.
 */
export function storyIdentityLine(story: Pick<FeedStory, 'players' | 'createdAt'>, offsetMinutes: number): string {
  const you = story.players.find((p) => p.isCurrentUser) ?? (story.players.length === 1 ? story.players[0] : undefined);
  const started = `Started ${formatDate(story.createdAt, { offsetMinutes })}, ${formatTime(story.createdAt, { offsetMinutes })}`;
  return you?.name ? `As ${you.name} · ${started}` : started;
}

/** A story card (spec 1 §2): title, the viewer's character and start, turn progress, difficulty, players, and the actions the state allows. */
export function StoryCard({ story, resumeTo, updatedLabel, onArchive, onResume, onDelete, headingLevel = 3 }: StoryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const [busy, setBusy] = useState<'archive' | 'resume' | 'delete' | null>(null);
  const progress = story.gameOver ? 1 : Math.min(1, (story.currentBeat ?? 0) / Math.max(1, story.maxTurns));
  const you = story.players.find((p) => p.isCurrentUser);
  const yourTurn = you?.isPending === true && !story.gameOver;

  const run = async (kind: 'archive' | 'resume' | 'delete', action: (() => Promise<void>) | undefined) => {
    if (!action || busy) return;
    setBusy(kind);
    try {
      await action();
      setConfirming(null);
    } catch (error) {
      console.error('[StoryCard]', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className="flex h-full flex-col rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <Heading className="min-w-0 text-lg leading-snug font-semibold break-words sm:text-xl">{story.title}</Heading>
        {yourTurn && <span className="shrink-0 rounded-full bg-ember-100 px-2.5 py-0.5 text-xs font-semibold text-ember-800">Your move</span>}
      </div>
      <p className="mt-1 text-sm text-ink-700" data-story-identity>
        {storyIdentityLine(story, -new Date(story.createdAt).getTimezoneOffset())}
      </p>

      <div className="mt-3">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-ink-800">{storyProgressLabel(story)}</span>
          {updatedLabel && <span className="text-ink-600">{updatedLabel}</span>}
        </div>
        <div
          role="progressbar"
          aria-label="Story progress"
          aria-valuemin={0}
          aria-valuemax={story.maxTurns}
          aria-valuenow={story.gameOver ? story.maxTurns : (story.currentBeat ?? 0)}
          aria-valuetext={storyProgressLabel(story)}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-parchment-200"
        >
          <div className="h-full rounded-full bg-ember-500" style={{ width: `${progress * 100}%` }} />
        </div>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <GaugeIcon className="size-4" />
            <span className="sr-only">Difficulty</span>
          </dt>
          <dd>{story.difficultyLevel.title}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <PlayersIcon className="size-4" />
            <span className="sr-only">Players</span>
          </dt>
          <dd>{story.players.length === 1 ? 'Solo' : `${story.players.length} players`}</dd>
        </div>
      </dl>

      {story.players.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Players">
          {story.players.map((p) => {
            const status = playerStatusLabel(p, story);
            return (
              <li key={p.playerSlot} className="rounded-full bg-night-100 px-2.5 py-0.5 text-xs font-medium text-night-700">
                {playerName(p)}
                {status && <span className={status === 'Pending' ? 'text-ember-700' : 'text-ink-600'}> · {status}</span>}
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-1 pt-4 sm:gap-2">
        {resumeTo !== undefined && (
          <Link to={resumeTo} className={buttonClass('primary', 'md', 'px-4 sm:px-5')}>
            <PlayIcon className="size-4" />
            {story.gameOver ? 'Read again' : 'Resume'}
            <span className="sr-only"> {story.title}</span>
          </Link>
        )}
        {onResume && (
          <button type="button" onClick={() => void run('resume', onResume)} disabled={busy !== null} className={buttonClass('primary', 'md', 'px-4 sm:px-5')}>
            <PlayIcon className="size-4" />
            {busy === 'resume' ? 'Resuming…' : 'Resume'}
            <span className="sr-only"> {story.title}</span>
          </button>
        )}
        {onArchive && (
          <button type="button" onClick={() => setConfirming('archive')} disabled={busy !== null} className={buttonClass('ghost', 'md', 'px-2.5 sm:px-3')}>
            <ArchiveIcon className="size-4" />
            Archive
            <span className="sr-only"> {story.title}</span>
          </button>
        )}
        {onDelete && (
          // The bin alone, to the right, so the three actions share one row on every card width.
          <Tooltip content="Delete story" className="ml-auto">
            <button type="button" onClick={() => setConfirming('delete')} disabled={busy !== null} className={buttonClass('ghost', 'md', 'w-11 px-0')}>
              <TrashIcon className="size-5 text-danger-600" />
              <span className="sr-only">Delete {story.title}</span>
            </button>
          </Tooltip>
        )}
      </div>

      <ConfirmDialog
        open={confirming === 'archive'}
        title="Archive this story?"
        message="It moves to your archived stories, where you can resume it later."
        confirmLabel="Archive"
        busy={busy === 'archive'}
        busyLabel="Archiving…"
        onConfirm={() => void run('archive', onArchive)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete this story?"
        message="You leave the story for good and its codes are removed from this device."
        confirmLabel="Delete"
        tone="danger"
        busy={busy === 'delete'}
        busyLabel="Deleting…"
        onConfirm={() => void run('delete', onDelete)}
        onCancel={() => setConfirming(null)}
      />
    </article>
  );
}
