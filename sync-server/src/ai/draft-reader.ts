import type { BeatOutput, BeatRequest } from '@engine';
import { stripUnsafeText } from '@schemas';
// The SDK's own partial JSON parser (the one its structured-output streams use).
import { partialParse } from 'openai/_vendor/partial-json-parser/parser';
import { createLogger } from '../util/log';
import type { BeatDraft, BeatDraftSink } from './beat-drafts';

const log = createLogger('narrator');

/** Turns a streamed writeBeat answer into beat drafts for a sink. */
export type DraftReader = {
  /** Reads the answer so far and passes on its title and text when they grew. */
  read(snapshot: string): void;
  /** Passes on the validated beat as the last draft, and waits until the sink has it. */
  finish(beat: BeatOutput): Promise<void>;
};

/** The `title` and `text` of a partial JSON answer, if it has begun them. */
export function draftFields(snapshot: string): { title?: string; text?: string } {
  let value: unknown;
  try {
    value = partialParse(snapshot.trimStart());
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const { title, text } = value as { title?: unknown; text?: unknown };
  // A draft cut mid-character (half a surrogate pair) is sent without the half.
  return { ...(typeof title === 'string' ? { title: stripUnsafeText(title) } : {}), ...(typeof text === 'string' ? { text: stripUnsafeText(text) } : {}) };
}

/**
 * A reader for one writeBeat call of the turn in `req`. A retry streams a new answer, whose drafts
 * replace the first one's (the text may shrink): the sink always gets the whole text so far.
 */
export function draftReader(sink: BeatDraftSink, storyId: string, req: BeatRequest): DraftReader {
  const key = { storyId, turn: req.context.story.turn, slot: req.plan.slot };
  let last = '';
  const send = (draft: BeatDraft) => {
    try {
      return Promise.resolve(sink(draft)).catch((e: unknown) => log.warn(`beat draft of ${storyId} ${key.slot} not passed on: ${String(e)}`));
    } catch (e) {
      log.warn(`beat draft of ${storyId} ${key.slot} not passed on: ${String(e)}`);
      return Promise.resolve();
    }
  };
  return {
    read(snapshot) {
      const { title, text } = draftFields(snapshot);
      if (title === undefined && text === undefined) return;
      const shown = JSON.stringify([title ?? null, text ?? '']);
      if (shown === last) return;
      last = shown;
      void send({ ...key, ...(title !== undefined ? { title } : {}), text: text ?? '', done: false });
    },
    async finish(beat) {
      await send({ ...key, title: stripUnsafeText(beat.title), text: stripUnsafeText(beat.text), done: true });
    },
  };
}
