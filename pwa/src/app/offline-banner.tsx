import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../shared/browser/use-online-status';
import { OfflineIcon } from '../shared/icons/icons';
import { getOfflineSituation, OFFLINE_MESSAGES, subscribeOfflineSituation } from '../shared/offline-messages';

/**
 * A slim notice while the device is offline: the one message of the open page's situation
 * (shared/offline-messages.ts); saved stories and templates keep working.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const situation = useSyncExternalStore(subscribeOfflineSituation, getOfflineSituation, () => 'general' as const);
  // The live region stays mounted so screen readers announce the change when the text appears.
  return (
    <div role="status" data-offline-banner className={online ? undefined : 'bg-night-800 text-night-100'}>
      {!online && (
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <OfflineIcon className="size-4 shrink-0 text-gold-300" />
          <span>
            <strong className="font-semibold text-white">You're offline.</strong> {OFFLINE_MESSAGES[situation]}
          </span>
        </p>
      )}
    </div>
  );
}
