// game: the game page (/game/{code}): joining over the realtime socket, the story state and the
// outbox in Dexie (offline-first), beats, rolls, character selection, the sidebar.
export { GamePage } from './game-page';
export { prestartGameSession } from './session/session-hooks';
export type { ConnectionState, OutgoingMessage, RealtimeClient, RealtimeEnv, SocketLike } from './realtime/realtime-client';
export { RealtimeRequestError } from './realtime/realtime-client';
export { createRealtimeConnection } from './realtime/browser-realtime';
export { loadOfflinePlay } from './solo/offline-play-loader';
export { deliverQueuedActionsNow } from './session/outbox-delivery-loader';
export { useStoryReadyOverSocket } from './session/story-ready-watch';
