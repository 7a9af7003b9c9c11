// The library's plain statement of what it keeps on this device for offline play (issue 27): how
// many listed Worlds can start with no connection, and the most their pictures may take here.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { OfflineIcon } from '../../../shared/icons/icons';
import { readOnDevice, type OnDevice } from '../templates-store';
import { devicePictureBudget } from './world-keeper';
import { PICTURE_BUDGET_BYTES } from './world-pictures-keeper';

/** Megabytes as a person reads them: '50 MB', '1.2 MB', 'less than 0.1 MB'. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb > 0 && mb < 0.1) return 'less than 0.1 MB';
  return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/** The statement's words for `listed` Worlds of which `saved` are on the device. */
export function offlineWorldsText(listed: number, saved: number, online: boolean, budget: number, used: number): string {
  const worlds = listed === 1 ? 'World' : 'Worlds';
  const count = saved >= listed ? (listed === 1 ? 'This World is' : `All ${listed} Worlds are`) : `${saved} of ${listed} ${worlds} are`;
  const rest = saved >= listed ? '' : online ? ' The rest are being saved while you are online.' : ' The others need a connection.';
  return `${count} saved on this device and can start without a connection.${rest} Their pictures may use up to ${megabytes(budget)} here (${megabytes(used)} now).`;
}

/** The listed Worlds on this device, live (null until read). */
export function useOnDevice(): OnDevice | null {
  return useLiveQuery(() => readOnDevice('published'), [], null);
}

/** The statement, below the library's filters. */
export function OfflineWorldsNote({ listed, onDevice, online }: { listed: number; onDevice: OnDevice; online: boolean }) {
  const [budget, setBudget] = useState(PICTURE_BUDGET_BYTES);
  useEffect(() => {
    let live = true;
    void devicePictureBudget().then((b) => live && setBudget(b));
    return () => {
      live = false;
    };
  }, []);
  if (listed === 0) return null;
  const saved = Math.min(onDevice.ids.size, listed);
  return (
    <p data-offline-worlds className="flex items-start gap-2 text-sm text-ink-700">
      <OfflineIcon className="mt-0.5 size-4 shrink-0 text-night-600" />
      <span>{offlineWorldsText(listed, saved, online, budget, onDevice.pictureBytes)}</span>
    </p>
  );
}
