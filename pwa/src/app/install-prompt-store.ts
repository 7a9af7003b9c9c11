// Keeps the browser's deferred install prompt. The listener is attached when this module is
// first imported (at start-up, through the top bar), so an early `beforeinstallprompt` is not lost.

/** Chromium's install prompt event (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // show our own Install button instead of the mini-infobar
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** Subscribes to availability changes (for useSyncExternalStore). */
export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The deferred prompt, or null when the browser has not offered installation. */
export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Shows the browser's install dialog; the prompt can be used once, so it is cleared either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  set(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}
