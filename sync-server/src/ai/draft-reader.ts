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
  /** A new attempt (a retry) begins: what is passed on starts again from nothing. */
  restart(): void;
  /** Passes on the validated beat as the last draft, and waits until the sink has it. */
  finish(beat: BeatOutput): Promise<void>;
};

/** Checks a piece of a draft before players may see it (children's stories); false holds it and everything after it back. */
export type DraftGate = (text: string) => Promise<boolean>;

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
 * With a gate (a children's story, issue 29) nothing is passed on before it is checked: the title
 * once the text has begun, then each paragraph once the next has begun, in order; a piece that
 * fails holds back the rest of that attempt (the whole beat is checked again before it is shown).
 */
export function draftReader(sink: BeatDraftSink, storyId: string, req: BeatRequest, gate?: DraftGate): DraftReader {
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
  const pass = (title: string | undefined, text: string) => {
    const shown = JSON.stringify([title ?? null, text]);
    if (shown === last) return;
    last = shown;
    void send({ ...key, ...(title !== undefined ? { title } : {}), text, done: false });
  };

  // The gated state of the current attempt: what passed, and the checks in flight (one at a time, in order).
  let attempt = 0;
  let passedTitle: string | undefined;
  let passedText = '';
  let asked = { title: false, upTo: 0 };
  let blocked = false;
  let checks: Promise<void> = Promise.resolve();
  const check = (piece: string, then: () => void) => {
    const mine = attempt;
    checks = checks.then(async () => {
      if (blocked || mine !== attempt) return;
      const ok = await gate!(piece).catch(() => false);
      if (mine !== attempt) return;
      if (!ok) blocked = true;
      else then();
    });
  };
  const readGated = (title: string | undefined, text: string | undefined) => {
    if (blocked) return;
    if (title !== undefined && text !== undefined && !asked.title) {
      asked.title = true;
      check(title, () => {
        passedTitle = title;
        pass(passedTitle, passedText);
      });
    }
    const end = text ? text.lastIndexOf('\n\n') : -1;
    if (text && end > asked.upTo) {
      const from = asked.upTo;
      asked.upTo = end;
      check(text.slice(from, end), () => {
        passedText = text.slice(0, end).trimEnd();
        if (passedTitle !== undefined) pass(passedTitle, passedText);
      });
    }
  };

  return {
    read(snapshot) {
      const { title, text } = draftFields(snapshot);
      if (title === undefined && text === undefined) return;
      if (gate) return readGated(title, text);
      pass(title, text ?? '');
    },
    restart() {
      attempt += 1;
      passedTitle = undefined;
      passedText = '';
      asked = { title: false, upTo: 0 };
      blocked = false;
      if (gate && last !== '') pass(undefined, '');
    },
    async finish(beat) {
      await checks;
      await send({ ...key, title: stripUnsafeText(beat.title), text: stripUnsafeText(beat.text), done: true });
    },
  };
}
