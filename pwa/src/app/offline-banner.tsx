import { useMatch } from 'react-router';
import { useOnlineStatus } from '../shared/browser/use-online-status';
import { OfflineIcon } from '../shared/icons/icons';

/** What the game page can do offline, and what waits for the connection. */
export const GAME_OFFLINE_TEXT = 'You can reread every beat and choose; your choice will be sent when you reconnect.';

/** A slim notice while the device is offline; saved stories and templates keep working. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const onGame = useMatch('/game/:code') !== null;
  // The live region stays mounted so screen readers announce the change when the text appears.
  return (
    <div role="status" className={online ? undefined : 'bg-night-800 text-night-100'}>
      {!online && (
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <OfflineIcon className="size-4 shrink-0 text-gold-300" />
          <span>
            <strong className="font-semibold text-white">You're offline.</strong>{' '}
            {onGame ? GAME_OFFLINE_TEXT : "Showing what's saved on this device."}
          </span>
        </p>
      )}
    </div>
  );
}
