import type { ClientOwnPlayer, ClientStoryState } from '@schemas';

/** Beats an incremental update carries: the latest two cover a choice and a new turn. */
export const INCREMENTAL_BEATS = 2;

/**
 * The update form of a client state: the own player's beatHistory cut to its latest beats, with
 * `historyFrom` naming the first turn included. Messages stay small however long the story is;
 * full states go out on join and rejoin.
 */
export function incrementalState(state: ClientStoryState, keep = INCREMENTAL_BEATS): ClientStoryState {
  const own = state.players[state.playerSlot] as ClientOwnPlayer | undefined;
  if (!own || !('beatHistory' in own) || own.beatHistory.length <= keep) return state;
  const beats = own.beatHistory.slice(-keep);
  return {
    ...state,
    players: { ...state.players, [state.playerSlot]: { ...own, beatHistory: beats } },
    historyFrom: beats[0]!.turn,
  };
}

/**
 * Merges an incremental update into the full state a client holds; returns null when the update
 * skips beats the client never saw (the client then asks for the full state).
 */
export function mergeIncrementalState(held: ClientStoryState | null, update: ClientStoryState): ClientStoryState | null {
  if (update.historyFrom === undefined) return update;
  if (!held) return null;
  const heldOwn = held.players[held.playerSlot] as ClientOwnPlayer | undefined;
  const newOwn = update.players[update.playerSlot] as ClientOwnPlayer | undefined;
  if (!heldOwn || !newOwn || !('beatHistory' in heldOwn) || !('beatHistory' in newOwn)) return null;
  const kept = heldOwn.beatHistory.filter((b) => b.turn < update.historyFrom!);
  const lastKept = kept.at(-1)?.turn ?? 0;
  if (lastKept < update.historyFrom - 1) return null;
  const { historyFrom: _from, ...rest } = update;
  return { ...rest, players: { ...update.players, [update.playerSlot]: { ...newOwn, beatHistory: [...kept, ...newOwn.beatHistory] } } };
}
