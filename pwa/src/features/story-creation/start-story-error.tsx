// What the creation screens (the wizard and the configurator) say when starting a story fails.
// Starting needs the server, except a solo World story, which the device can start and play offline
// (issue 21): the configurator says so instead.
import { isApiError } from '../../shared/api/api-error';
import { OfflineIcon } from '../../shared/icons/icons';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';

/** The plain words for a start without a connection. */
export const START_OFFLINE_TEXT = {
  title: "You're offline",
  message: 'Starting a story needs a connection. Please try again once you are back online.',
} as const;

/** The configurator offline with one player: the story will be played on the device. */
export const PLAY_OFFLINE_TEXT = "You're offline: this solo story will be played on this device and synced when you're back online.";

/** Shown beside the start button while offline, for a solo story the device can play by itself. */
export function PlayOfflineNotice() {
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-night-200 bg-night-100/60 px-3 py-2.5 text-sm text-ink-800">
      <OfflineIcon className="mt-0.5 size-4 shrink-0 text-night-600" />
      {PLAY_OFFLINE_TEXT}
    </p>
  );
}

/** True when the start failed because the server could not be reached at all. */
export function failedForConnection(error: unknown): boolean {
  return (isApiError(error) && error.kind === 'network') || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/** The toast for a failed start: the plain offline message, else the API error toast (spec 1 §8). */
export function showStartStoryError(error: unknown): void {
  if (failedForConnection(error)) showToast({ kind: 'warning', title: START_OFFLINE_TEXT.title, message: START_OFFLINE_TEXT.message, duration: 7000 });
  else showApiErrorToast(error);
}

/** Shown beside the start button while the device is offline, before anyone presses it. */
export function StartOfflineNotice() {
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-night-200 bg-night-100/60 px-3 py-2.5 text-sm text-ink-800">
      <OfflineIcon className="mt-0.5 size-4 shrink-0 text-night-600" />
      {START_OFFLINE_TEXT.message}
    </p>
  );
}
