import { AsyncLocalStorage } from 'node:async_hooks';
import type { PlayerSlot } from '@schemas';

/** The draft of one player's beat while a model writes it: the whole text so far. */
export type BeatDraft = { storyId: string; turn: number; slot: PlayerSlot; title?: string; text: string; done: boolean };

/** Receives drafts; the narrator awaits it only for the last (`done`) one. */
export type BeatDraftSink = (draft: BeatDraft) => void | Promise<void>;

// The turn job that runs a narrator call says where its drafts go: a narrator is shared by every
// story (and by every server of a test process), so the sink travels with the call, not the narrator.
const scope = new AsyncLocalStorage<BeatDraftSink>();

/** Runs `fn` with its narrator calls streaming beat drafts to `sink`. */
export function withBeatDrafts<T>(sink: BeatDraftSink, fn: () => Promise<T>): Promise<T> {
  return scope.run(sink, fn);
}

/** Where drafts of the current narrator call go, if anywhere. */
export function currentBeatDraftSink(): BeatDraftSink | undefined {
  return scope.getStore();
}
