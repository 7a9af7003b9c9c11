// game: the game page (/game/{code}): joining over the realtime socket, the story state and the
// outbox in Dexie (offline-first), beats, rolls, character selection, the sidebar.
export { GamePage } from './game-page';
export { prestartGameSession } from './session/session-hooks';
export type { OutgoingMessage, RealtimeEnv, SocketLike } from './realtime/realtime-client';
export { loadOfflinePlay } from './solo/offline-play-loader';
export { deliverQueuedActionsNow } from './session/outbox-delivery-loader';
export { useStoryReadyOverSocket } from './session/story-ready-watch';
