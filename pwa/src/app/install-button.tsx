import { useSyncExternalStore } from 'react';
import { InstallIcon } from '../shared/icons/icons';
import { buttonClass } from '../shared/ui/button-styles';
import { getInstallPrompt, promptInstall, subscribeInstallPrompt } from './install-prompt-store';

/** "Install" in the top bar, shown only after the browser fired `beforeinstallprompt`. */
export function InstallButton() {
  const available = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null) !== null;
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => void promptInstall().catch((error: unknown) => console.error('[InstallButton]', error))}
      className={buttonClass('ghost', 'md', 'px-3 sm:px-4')}
      aria-label="Install Taleforge"
    >
      <InstallIcon />
      <span className="hidden sm:inline">Install</span>
    </button>
  );
}
