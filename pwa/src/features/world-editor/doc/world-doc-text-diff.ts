/**
 * Text diffs for the World editor's two-way binding between an <input>/<textarea> and a Y.Text:
 * a local edit becomes one splice (delete + insert) instead of a whole replacement, so concurrent
 * typing by co-authors merges character by character; a remote change moves the caret with it.
 */

/** One splice: remove `remove` UTF-16 units at `index`, then insert `insert` there. */
export type TextSplice = { index: number; remove: number; insert: string };

/** One step of a Y.Text delta (Y.YTextEvent.delta). */
export type TextDeltaOp = { retain?: number; insert?: unknown; delete?: number };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The single splice that turns `before` into `after`, or null when they are equal. `cursor` (the
 * caret in `after` right after the edit) settles ambiguous cases: typing 'a' into 'aa' at 1
 * inserts at 0, not at 2. Never splits a surrogate pair.
 * @example diffText('helo', 'hello', 4) // { index: 3, remove: 0, insert: 'l' }
 */
export function diffText(before: string, after: string, cursor?: number | null): TextSplice | null {
  if (before === after) return null;
  const shortest = Math.min(before.length, after.length);
  // The text after the caret is the unchanged tail, so the suffix may not reach left of it.
  const suffixCap = cursor == null ? shortest : Math.max(0, Math.min(shortest, after.length - cursor));
  let suffix = 0;
  while (suffix < suffixCap && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  let prefix = 0;
  const prefixCap = shortest - suffix;
  while (prefix < prefixCap && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  // Keep surrogate pairs whole on both edges.
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix--;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix--;
  return { index: prefix, remove: before.length - prefix - suffix, insert: after.slice(prefix, after.length - suffix) };
}

/**
 * Where a position of the old text lands after a remote delta. Text inserted exactly at the
 * position stays after it (the caret does not jump over a co-author's new words); a position
 * inside a deleted range moves to the deletion's start.
 * @example transformPosition(5, [{ retain: 2 }, { insert: 'abc' }]) // 8
 */
export function transformPosition(position: number, delta: readonly TextDeltaOp[]): number {
  let oldIndex = 0;
  let shift = 0;
  for (const op of delta) {
    if (oldIndex > position) break;
    if (op.retain !== undefined) oldIndex += op.retain;
    else if (op.insert !== undefined) {
      const length = typeof op.insert === 'string' ? op.insert.length : 1;
      if (oldIndex < position) shift += length;
    } else if (op.delete !== undefined) {
      if (oldIndex < position) shift -= Math.min(op.delete, position - oldIndex);
      oldIndex += op.delete;
    }
  }
  return Math.max(0, position + shift);
}
