// The tab's one game socket, wired to the browser: reconnect when the tab becomes visible or the
// browser comes online (spec 1 §4), drop the socket the moment the browser goes offline.
import { RealtimeClient, type RealtimeEnv, type SocketLike } from './realtime-client';

/** Path of the game socket on the page's own origin (spec 1 §7). */
export const GAME_SOCKET_PATH = '/socket.io';

let client: RealtimeClient | null = null;

/** The browser's clocks, randomness and WebSocket. */
export function browserRealtimeEnv(): RealtimeEnv {
  return {
    createSocket: (url) => (adoptEarlySocket(url) ?? new WebSocket(url)) as unknown as SocketLike,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number | undefined),
    random: Math.random,
    now: Date.now,
    isOnline: () => navigator.onLine,
  };
}

/**
 * The socket index.html opened early for a deep link into a game, once, if it is still usable and
 * for this URL. An already open one announces itself after the client has set its handlers.
 */
function adoptEarlySocket(url: string): WebSocket | null {
  const early = (window as { __earlyGameSocket?: WebSocket }).__earlyGameSocket;
  delete (window as { __earlyGameSocket?: WebSocket }).__earlyGameSocket;
  if (!early || early.url !== url || early.readyState > WebSocket.OPEN) return null;
  if (early.readyState === WebSocket.OPEN) queueMicrotask(() => early.onopen?.(new Event('open')));
  return early;
}

/** Where a page prerendered on the server (no window) would be: its client is never started. */
const PRERENDER_LOCATION = { protocol: 'http:', host: 'prerender.invalid' } as const;

/** The URL of the game socket for this page: ws(s)://host/socket.io. */
export function gameSocketUrl(location: Pick<Location, 'protocol' | 'host'> = typeof window === 'undefined' ? PRERENDER_LOCATION : window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GAME_SOCKET_PATH}`;
}

/** Reconnects `client` when the tab becomes visible or the browser comes online, and drops it when the browser goes offline; returns the unwiring. */
function wireToBrowser(client: RealtimeClient): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') client.wake();
  };
  const onOnline = () => client.wake();
  const onOffline = () => client.drop();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

/** The tab's game socket client, created (not started) on first use. */
export function getRealtimeClient(): RealtimeClient {
  if (client) return client;
  const created = new RealtimeClient(gameSocketUrl(), browserRealtimeEnv());
  // The game page's shell is prerendered on the server (issue 31): there it is made, never started.
  if (typeof window === 'undefined') return created;
  wireToBrowser(created);
  client = created;
  return created;
}

/**
 * A game socket of its own for a screen that is no game (the class board, issue 33): the same
 * client, reconnection and browser wiring as the tab's, started and closed by that screen alone.
 * `dispose` closes it for good and unwires it.
 */
export function createRealtimeConnection(): { client: RealtimeClient; dispose: () => void } {
  const own = new RealtimeClient(gameSocketUrl(), browserRealtimeEnv());
  const unwire = wireToBrowser(own);
  return {
    client: own,
    dispose: () => {
      unwire();
      own.stop();
    },
  };
}
