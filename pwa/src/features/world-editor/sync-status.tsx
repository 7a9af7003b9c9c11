import { CheckIcon, OfflineIcon, RefreshIcon } from '../../shared/icons/icons';
import { syncLabel } from './collab/collab-hooks';
import type { WorldSessionState } from './collab/collab-session';

const tones = {
  saved: 'border-success-600/25 bg-success-50 text-success-600',
  syncing: 'border-info-600/25 bg-info-50 text-info-600',
  offline: 'border-warning-600/30 bg-warning-50 text-warning-600',
} as const;

/** 'Saved', 'Syncing' or 'Offline — N changes waiting', announced politely when it changes. */
export function SyncStatus({ state, readOnly }: { state: WorldSessionState; readOnly: boolean }) {
  const label = syncLabel(state, { readOnly });
  const text = readOnly && label.tone !== 'offline' ? (label.tone === 'saved' ? 'Up to date' : 'Loading changes') : label.text;
  const Icon = label.tone === 'saved' ? CheckIcon : label.tone === 'offline' ? OfflineIcon : RefreshIcon;
  return (
    <p role="status" aria-live="polite" data-sync={label.tone} className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap ${tones[label.tone]}`}>
      <Icon className={`size-4 ${label.tone === 'syncing' ? 'motion-safe:animate-spin' : ''}`} />
      {text}
    </p>
  );
}
