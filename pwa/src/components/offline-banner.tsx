import { OfflineIcon } from './icons';
import { useOnlineStatus } from './use-online-status';

/** A slim notice while the device is offline; saved stories and templates keep working. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  // The live region stays mounted so screen readers announce the change when the text appears.
  return (
    <div role="status" className={online ? undefined : 'bg-night-800 text-night-100'}>
      {!online && (
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <OfflineIcon className="size-4 shrink-0 text-gold-300" />
          <span>
            <strong className="font-semibold text-white">You're offline.</strong> Showing what's saved on this device.
          </span>
        </p>
      )}
    </div>
  );
}
