// What the game page says about where a story is played (issue 21): quietly, that a solo story is
// played on this device and will sync (online, before it did; offline the banner says it: one
// message per situation, issue 27); once synced, that the server's version replaced beats.
import type { OfflineStoryRow } from '../../../shared/local-db/local-db';
import { InfoIcon, OfflineIcon, WarningIcon } from '../../../shared/icons/icons';
import { OFFLINE_MESSAGES } from '../../../shared/offline-messages';

/** The wording, kept in one place for the page and its tests. */
export const OFFLINE_TEXT = {
  playing: OFFLINE_MESSAGES['device-story'],
  syncing: 'Back online: syncing this story…',
  refused: 'This story could not be synced, so it stays on this device only.',
  diverged: (turn: number) =>
    `This story was updated when it synced: a newer version of the storyteller wrote it differently from beat ${turn} on, so you continue from the server's version of that beat.`,
} as const;

/** The offline solo story's status line, or the server-wins notice once it synced. */
export function OfflineStoryNotice({ row, online }: { row: OfflineStoryRow; online: boolean }) {
  if (row.status === 'synced') {
    if (!row.divergedAtTurn) return null;
    return (
      <p role="alert" className="flex items-start gap-2 rounded-2xl border border-ember-600/25 bg-ember-50 px-4 py-3 text-sm text-ink-900">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-ember-700" />
        {OFFLINE_TEXT.diverged(row.divergedAtTurn)}
      </p>
    );
  }
  if (row.status === 'refused') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-2xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-600">
        <WarningIcon className="mt-0.5 size-4 shrink-0" />
        {OFFLINE_TEXT.refused}
      </p>
    );
  }
  // Offline, the banner says it (shared/offline-messages.ts).
  if (!online) return null;
  return (
    <p role="status" data-testid="offline-play-status" className="flex items-center gap-2 text-sm text-ink-700">
      <OfflineIcon className="size-4 shrink-0 text-night-600" />
      {row.status === 'uploading' ? OFFLINE_TEXT.syncing : OFFLINE_TEXT.playing}
    </p>
  );
}
