// What the socket tells a joined session unasked (spec 1 §4, §8): a new state stored on the device
// (an incremental one that skips beats rejoins for the whole), a beat's draft while a model writes
// it, a rate limit, a takeover by another window, and errors (a forgotten session joins afresh).
import type { Notification } from '@schemas';
import type { SessionCore } from './session-core';
import { clearSessionId } from './session-id';
import { isSessionGone } from './session-messages';
import { errorNotice } from './session-types';
import { saveStoryState } from './story-store';

/** Applies one notification of the socket to the session. */
export function onSessionNotification(core: SessionCore, message: Notification): void {
  if (!core.started) return;
  switch (message.type) {
    case 'state_update_notification': {
      const { state } = message;
      const { storyId, playerSlot } = core.snapshot;
      if (storyId !== state.id || (playerSlot !== null && playerSlot !== state.playerSlot)) return;
      const { draft } = core.snapshot;
      const own = state.players[state.playerSlot];
      const latestTurn = own && 'beatHistory' in own ? (own.beatHistory.at(-1)?.turn ?? 0) : 0;
      // The stored beat of the draft's turn replaces the draft, whatever the draft said.
      if (draft && latestTurn >= draft.turn) core.update({ draft: null });
      void saveStoryState(core.deps.db, core.code, state, core.now()).then((outcome) => {
        if (outcome === 'needs_full_state') {
          // An incremental update that skips beats this device never saw: rejoin for the full state.
          if (core.deps.client.state === 'connected') void core.join();
          return;
        }
        if (core.snapshot.phase === 'setting_up' || core.snapshot.phase === 'connecting') {
          core.update({ phase: 'joined', error: null });
          void core.flush();
        }
      });
      return;
    }
    case 'beat_stream_notification': {
      const { storyId, playerSlot, draft } = core.snapshot;
      if (message.storyId !== storyId || message.playerSlot !== playerSlot) return;
      // Drafts of one turn only grow in seq; a later turn's draft replaces an older one.
      if (draft && (draft.turn > message.turn || (draft.turn === message.turn && draft.seq >= message.seq))) return;
      core.update({ draft: { turn: message.turn, seq: message.seq, title: message.title ?? null, text: message.text, done: message.done } });
      return;
    }
    case 'rate_limited':
      core.showRateLimit(message.rateLimit.timeRemaining);
      return;
    case 'connection_stale':
      core.token += 1;
      core.update({ stale: message.message, sending: false });
      return;
    case 'error':
      if (isSessionGone(message.error)) {
        // The server forgot our session: log, forget it, join afresh (spec 1 §8).
        console.log(`[session] ${message.error}: starting a new session`);
        void clearSessionId(core.deps.db).then(() => {
          if (core.deps.client.state === 'connected') void core.join();
        });
        return;
      }
      if (core.snapshot.phase === 'setting_up' && message.operationType === 'initialize_story') return core.fail(message.error);
      core.notify(errorNotice(message.operationType, message.error));
      if (core.snapshot.phase !== 'joined') core.fail(message.error);
      return;
    default:
      return;
  }
}
