import { useRegisterSW } from 'virtual:pwa-register/react';
import { useOfflineStoriesUnsynced } from '../shared/browser/offline-play-flag';
import { RefreshIcon } from '../shared/icons/icons';
import { showToast } from '../shared/toast/toast-store';
import { buttonClass } from '../shared/ui/button-styles';

/** How often an open app asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, offers a Reload banner
 * (registerType 'prompt': nothing reloads without the player's consent, a turn is never cut off).
 * It waits while a story played offline is not uploaded yet: that story's beats must go on being
 * written by the code that wrote the first ones (issue 21).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onOfflineReady() {
      showToast({ kind: 'success', title: 'Ready to work offline', message: 'Taleforge is saved on this device.' });
    },
    onRegisterError(error) {
      console.error('[UpdatePrompt] service worker registration failed', error);
    },
  });

  const reload = async () => {
    await updateServiceWorker(true); // a controlled page reloads itself once the new worker takes over
    // An uncontrolled page (the first visit: prompt mode does not claim clients) has nothing to hand over.
    if (!navigator.serviceWorker.controller) window.location.reload();
  };

  const offlineStoryUnsynced = useOfflineStoriesUnsynced();

  if (!needRefresh || offlineStoryUnsynced) return null;
  return (
    <div
      role="status"
      className="on-dark fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-night-800 p-3 pl-4 text-white shadow-lift sm:flex-nowrap"
    >
      <RefreshIcon className="size-5 shrink-0 text-gold-300" />
      <p className="min-w-0 flex-1 text-sm font-medium">A new version is available</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('ghost-on-dark')} onClick={() => setNeedRefresh(false)}>
          Later
        </button>
        <button type="button" className={buttonClass('primary')} onClick={() => void reload()}>
          Reload
        </button>
      </div>
    </div>
  );
}
