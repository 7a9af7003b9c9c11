// game: the game page (/game/{code}): joining over the realtime socket, the story state and the
// outbox in Dexie (offline-first), beats, rolls, character selection, the sidebar.
export { GamePage } from './game-page';
export { prestartGameSession } from './session/session-hooks';
export type { OutgoingMessage, RealtimeEnv, SocketLike } from './realtime/realtime-client';

/** Loads offline solo play (issue 21) on demand: starting a story on the device, for the configurator. */
export const loadOfflinePlay = () => import('./solo/offline-play');
