// The game page's story flow (spec 1 §4 'Story flow'): which stage a player is in, which beat
// may be chosen on, what the page says while it waits, and the pages the navigator walks.
import { afterChoiceText, beatNavigator, canChooseOption, waitingList } from '@engine';
import type { ClientBeat, ClientOwnPlayer, ClientStoryState, PlayerSlot } from '@schemas';
import type { OutboxRow } from '../../../shared/local-db/local-db';

/** Stages of the game page's main area (spec 1 §2). */
export type StoryStage = 'character_selection' | 'waiting_for_players' | 'first_beat' | 'story';

/** The stage a player is in. */
export function storyStage(state: ClientStoryState, own: ClientOwnPlayer | undefined): StoryStage {
  if (!own || own.identityChoice === -1 || own.backgroundChoice === -1) return 'character_selection';
  if (!state.characterSelectionCompleted) return 'waiting_for_players';
  if (own.beatHistory.length === 0) return 'first_beat';
  return 'story';
}

/** A make_choice the device holds for a turn (queued, or refused and about to be dropped). */
export function localChoiceFor(outbox: readonly OutboxRow[], turn: number): OutboxRow | undefined {
  return outbox.find((r) => r.type === 'make_choice' && r.payload.turn === turn);
}

/** The option a beat shows as chosen: the server's choice, else the one waiting in the outbox. */
export function effectiveChoice(beat: ClientBeat, outbox: readonly OutboxRow[]): number {
  if (beat.choice !== -1) return beat.choice;
  const row = localChoiceFor(outbox, beat.turn);
  return row && row.status === 'queued' ? Number(row.payload.optionIndex) : -1;
}

/**
 * Whether an option may be chosen on beat `index` (spec 1 §4): only on the latest beat, with no
 * choice yet, no local selection and no choice request pending, and never after game over.
 */
export function canChoose(
  state: ClientStoryState,
  beats: readonly ClientBeat[],
  index: number,
  outbox: readonly OutboxRow[],
  choicePending: boolean,
): boolean {
  const beat = beats[index];
  if (!beat) return false;
  const local = localChoiceFor(outbox, beat.turn);
  return canChooseOption({
    isLatestBeat: index === beats.length - 1,
    choice: beat.choice,
    localSelection: local ? Number(local.payload.optionIndex) : null,
    choicePending,
    gameOver: state.gameOver,
  });
}

/** Whether the next beat is awaited: the latest beat is chosen (or queued) and the story goes on. */
export function nextBeatPending(state: ClientStoryState, beats: readonly ClientBeat[], outbox: readonly OutboxRow[]): boolean {
  const last = beats.at(-1);
  return last !== undefined && !state.gameOver && effectiveChoice(last, outbox) !== -1;
}

/** What a chosen beat says while the story waits (spec 1 §2). */
export type AfterChoiceStatus = 'queued_offline' | 'processing' | 'waiting_for_players' | 'waiting_for_server';

/** The text of a status: the spec's words (via the engine), and what a queued offline choice says. */
export function afterChoiceStatusText(status: AfterChoiceStatus): string {
  if (status === 'queued_offline') return QUEUED_OFFLINE_TEXT;
  return afterChoiceText({ requestPending: status === 'processing', othersPending: status === 'waiting_for_players' });
}

/** What a choice (or a character selection) made offline says until it is sent. */
export const QUEUED_OFFLINE_TEXT = "Queued — will be sent when you're back online";

/** The status of the latest beat after a choice, or null when nothing is awaited. */
export function afterChoiceStatus(
  state: ClientStoryState,
  beat: ClientBeat,
  outbox: readonly OutboxRow[],
  online: boolean,
): AfterChoiceStatus | null {
  if (state.gameOver) return null;
  const local = localChoiceFor(outbox, beat.turn);
  if (beat.choice === -1) {
    if (!local || local.status !== 'queued') return null;
    return online ? 'processing' : 'queued_offline';
  }
  const others = state.pendingPlayers.filter((s) => s !== state.playerSlot);
  return others.length > 0 ? 'waiting_for_players' : 'waiting_for_server';
}

/** 'You' for the viewing player, 'Player N' for the others (spec 1 §4 'Multiplayer waiting list'). */
export function waitingLabel(slot: PlayerSlot, own: PlayerSlot): string {
  return waitingList([slot], own, true).chips[0] ?? slot;
}

/** One page of the story display: a beat, or the placeholder after the latest chosen beat. */
export type StoryPage = { kind: 'beat'; beatIndex: number } | { kind: 'pending'; chosenBeatIndex: number };

/**
 * The navigator's pages: every beat, plus the placeholder while the next beat is awaited. While
 * `holdBeatIndex`'s roll animation still plays, the beats after it stay behind the placeholder.
 */
export function storyPages(beatCount: number, pendingNext: boolean, holdBeatIndex: number | null = null): StoryPage[] {
  if (holdBeatIndex !== null && holdBeatIndex < beatCount - 1) {
    const shown = Array.from({ length: holdBeatIndex + 1 }, (_, i): StoryPage => ({ kind: 'beat', beatIndex: i }));
    return [...shown, { kind: 'pending', chosenBeatIndex: holdBeatIndex }];
  }
  const pages = Array.from({ length: beatCount }, (_, i): StoryPage => ({ kind: 'beat', beatIndex: i }));
  if (pendingNext && beatCount > 0) pages.push({ kind: 'pending', chosenBeatIndex: beatCount - 1 });
  return pages;
}

/** A page index kept within 0..total-1 (spec 1 §5: a beat index is accepted only in that range). */
export function clampPageIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(total - 1, Math.max(0, Math.trunc(index)));
}

/**
 * The navigator's text (spec 1 §2, engine's beatNavigator): 'Beat N of M' where M counts the
 * awaited beat, with ' (Next)' on the last beat while the next one is awaited; the placeholder
 * page itself is the awaited beat, 'Beat M of M'.
 */
export function navigatorLabel(index: number, pages: readonly StoryPage[]): string {
  const i = clampPageIndex(index, pages.length);
  const page = pages[i];
  const pendingNext = pages.at(-1)?.kind === 'pending';
  const beatCount = pendingNext ? pages.length - 1 : pages.length;
  if (page?.kind === 'pending') return `Beat ${pages.length} of ${pages.length}`;
  return beatNavigator(i, beatCount, pendingNext).label;
}
