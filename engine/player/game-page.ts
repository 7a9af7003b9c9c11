import type { PlayerSlot, PlayerStatus } from '@schemas';

/** What a story card or player list shows for a player (spec 1 §4 'Display of pending state'). */
export type PlayerBadge = 'Pending' | 'Waiting' | 'left' | null;

/**
 * Pending/waiting display: pending players show 'Pending'; in multiplayer, active non-pending
 * players show 'Waiting' when another player is pending (for the current user), or always for
 * other players; players who left (deleted) show 'left'.
 */
export function playerBadge(
  p: { status: PlayerStatus; isPending: boolean; isCurrentUser: boolean },
  others: readonly { isPending: boolean; status: PlayerStatus }[],
  multiplayer: boolean,
): PlayerBadge {
  if (p.status === 'deleted') return 'left';
  if (p.isPending) return 'Pending';
  if (!multiplayer || p.status !== 'active') return null;
  if (!p.isCurrentUser) return 'Waiting';
  return others.some((o) => o.isPending && o.status === 'active') ? 'Waiting' : null;
}

/** The waiting-players chip list (spec 1 §4): 'You' or 'Player N'; when empty, what is happening. */
export function waitingList(pending: readonly PlayerSlot[], mySlot: PlayerSlot, characterSelectionCompleted: boolean): { chips: string[]; empty: string | null } {
  const chips = pending.map((s) => (s === mySlot ? 'You' : `Player ${s.replace('player', '')}`));
  if (chips.length) return { chips, empty: null };
  return { chips, empty: characterSelectionCompleted ? 'Generating next story beat...' : 'Waiting for all players to select characters...' };
}

/** The text after choosing (spec 1 §2): while the request runs, then waiting for others or for the server. */
export function afterChoiceText(state: { requestPending: boolean; othersPending: boolean }): string {
  if (state.requestPending) return 'Processing your choice...';
  return state.othersPending ? 'Waiting for other players...' : 'Waiting for server response...';
}

/** An option may be chosen only on the latest beat, with no choice yet, no local selection and no choice request pending (spec 1 §4). */
export function canChooseOption(state: { isLatestBeat: boolean; choice: number; localSelection: number | null; choicePending: boolean; gameOver?: boolean }): boolean {
  return state.isLatestBeat && state.choice === -1 && state.localSelection === null && !state.choicePending && !state.gameOver;
}

/** The beat navigator's state (spec 1 §2, §4). */
export type NavigatorState = { index: number; total: number; canPrevious: boolean; canNext: boolean; label: string };

/**
 * The beat navigator: the index is clamped to the beats; previous only when an earlier beat
 * exists, next only when a later one does; the total counts a pending next beat, and ' (Next)'
 * is appended when the next beat is pending and the last beat is shown.
 * @example beatNavigator(9, 3, true) // { index: 2, total: 4, label: 'Beat 3 of 4 (Next)', ... }
 */
export function beatNavigator(requested: number, beatCount: number, nextPending: boolean): NavigatorState {
  const index = beatCount === 0 ? 0 : Math.min(Math.max(0, Math.trunc(Number.isFinite(requested) ? requested : 0)), beatCount - 1);
  const total = beatCount + (nextPending ? 1 : 0);
  const atLast = index === beatCount - 1;
  return {
    index,
    total,
    canPrevious: index > 0,
    canNext: index < beatCount - 1,
    label: `Beat ${beatCount === 0 ? 0 : index + 1} of ${total}${nextPending && atLast ? ' (Next)' : ''}`,
  };
}

/** A beat index from elsewhere (a realtime message) is accepted only from 0 to total - 1 (spec 1 §5). */
export function acceptBeatIndex(index: number, total: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < total;
}

/** The admin story status derived from player status counts (spec 2 §4). */
export function adminStoryStatus(counts: { active: number; archived: number; deleted: number }): 'No players' | 'Archived' | 'Active' | 'Deleted' | 'Abandoned' {
  const total = counts.active + counts.archived + counts.deleted;
  if (total === 0) return 'No players';
  if (counts.archived > 0) return 'Archived';
  if (counts.active === total) return 'Active';
  if (counts.deleted === total) return 'Deleted';
  return 'Abandoned';
}

/** The admin Beat column: 0 before character selection completes, else the current beat (at least 1) (spec 2 §4). */
export function adminBeatColumn(characterSelectionCompleted: boolean, currentBeat: number): number {
  return characterSelectionCompleted ? Math.max(1, currentBeat) : 0;
}
