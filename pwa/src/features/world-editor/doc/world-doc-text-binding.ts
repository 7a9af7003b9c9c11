/**
 * A light two-way binding between one text control and one Y.Text (no editor framework):
 *
 * - local typing: each `input` event is diffed against the last value the control showed and
 *   applied as one splice inside a transaction with the binding's origin;
 * - remote changes: the control's value is rewritten and its selection moved through the
 *   change's delta, so the caret stays where the author was typing;
 * - IME composition (Android keyboards compose every word): remote changes are held back until
 *   the composition ends (rewriting the value mid-composition breaks the keyboard); local
 *   splices made meanwhile are mapped through the held-back deltas.
 */
import type * as Y from 'yjs';
import { diffText, transformPosition, type TextDeltaOp } from './world-doc-text-diff';

/** What the binding needs from an <input> or <textarea> (a fake one in tests). */
export interface TextControl {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  setSelectionRange(start: number, end: number, direction?: 'forward' | 'backward' | 'none'): void;
}

/** A bound control: call `input()` on each input event, `compositionStart/End()` around IME input. */
export interface TextBinding {
  input(): void;
  compositionStart(): void;
  compositionEnd(): void;
  destroy(): void;
}

/**
 * Binds `control` to `ytext`; `isFocused` tells whether the caret is the user's to keep.
 * @example
 * const binding = bindText(ytext, inputElement, () => document.activeElement === inputElement, LOCAL_ORIGIN);
 * inputElement.addEventListener('input', () => binding.input());
 */
export function bindText(ytext: Y.Text, control: TextControl, isFocused: () => boolean, origin: unknown): TextBinding {
  let shown = ytext.toString();
  if (control.value !== shown) control.value = shown;
  let composing = false;
  let held: TextDeltaOp[][] = [];

  const mapThroughHeld = (position: number) => held.reduce((p, delta) => transformPosition(p, delta), position);

  const showRemote = () => {
    const focused = isFocused();
    const start = control.selectionStart ?? 0;
    const end = control.selectionEnd ?? start;
    const next = ytext.toString();
    const nextStart = mapThroughHeld(start);
    const nextEnd = mapThroughHeld(end);
    held = [];
    shown = next;
    if (control.value !== next) control.value = next;
    if (focused) control.setSelectionRange(nextStart, nextEnd);
  };

  const observer = (event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (transaction.origin === origin && transaction.local) return;
    held.push(event.delta as TextDeltaOp[]);
    if (!composing) showRemote();
  };
  ytext.observe(observer);

  return {
    input() {
      const now = control.value;
      const splice = diffText(shown, now, control.selectionEnd);
      shown = now;
      if (!splice || !ytext.doc) return;
      // Positions are in the control's coordinates; held-back remote deltas shift them in the doc.
      const from = mapThroughHeld(splice.index);
      const to = mapThroughHeld(splice.index + splice.remove);
      ytext.doc.transact(() => {
        if (to > from) ytext.delete(from, to - from);
        if (splice.insert) ytext.insert(from, splice.insert);
      }, origin);
    },
    compositionStart() {
      composing = true;
    },
    compositionEnd() {
      composing = false;
      if (held.length > 0 || control.value !== ytext.toString()) showRemote();
    },
    destroy() {
      ytext.unobserve(observer);
    },
  };
}
