import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { bindText, type TextControl } from './world-doc-text-binding';
import { diffText, transformPosition } from './world-doc-text-diff';

/** A stand-in for an <input>: a value and a selection. */
class FakeInput implements TextControl {
  value = '';
  selectionStart: number | null = 0;
  selectionEnd: number | null = 0;
  setSelectionRange(start: number, end: number) {
    this.selectionStart = start;
    this.selectionEnd = end;
  }
  /** Types `text` at the caret, as a keyboard would (one input event per character). */
  type(text: string, onInput: () => void) {
    for (const ch of text) {
      const at = this.selectionEnd ?? this.value.length;
      this.value = this.value.slice(0, at) + ch + this.value.slice(at);
      this.setSelectionRange(at + 1, at + 1);
      onInput();
    }
  }
  /** Presses Backspace `n` times at the caret. */
  backspace(n: number, onInput: () => void) {
    for (let i = 0; i < n; i++) {
      const at = this.selectionEnd ?? 0;
      if (at === 0) return;
      this.value = this.value.slice(0, at - 1) + this.value.slice(at);
      this.setSelectionRange(at - 1, at - 1);
      onInput();
    }
  }
}

const ORIGIN = Symbol('test');

/** A replica with a bound input; `outbox` collects its updates until delivered. */
function replica(initial?: Uint8Array) {
  const doc = new Y.Doc();
  if (initial) Y.applyUpdate(doc, initial, 'remote');
  const text = doc.getText('t');
  const input = new FakeInput();
  const binding = bindText(text, input, () => true, ORIGIN);
  const outbox: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') outbox.push(u);
  });
  return { doc, text, input, binding, outbox, onInput: () => binding.input() };
}

function deliver(from: ReturnType<typeof replica>, to: ReturnType<typeof replica>) {
  for (const u of from.outbox.splice(0)) Y.applyUpdate(to.doc, u, 'remote');
}

function seeded(text: string) {
  const seed = new Y.Doc();
  seed.getText('t').insert(0, text);
  const state = Y.encodeStateAsUpdate(seed);
  return [replica(state), replica(state)] as const;
}

describe('diffText', () => {
  it('finds one splice and uses the caret to settle repeated letters', () => {
    expect(diffText('helo', 'hello', 4)).toEqual({ index: 3, remove: 0, insert: 'l' });
    expect(diffText('aa', 'aaa', 1)).toEqual({ index: 0, remove: 0, insert: 'a' });
    expect(diffText('aa', 'aaa', 3)).toEqual({ index: 2, remove: 0, insert: 'a' });
    expect(diffText('the cat', 'the dog', 7)).toEqual({ index: 4, remove: 3, insert: 'dog' });
    expect(diffText('same', 'same', 2)).toBeNull();
  });

  it('never splits a surrogate pair', () => {
    const splice = diffText('a😀b', 'a😃b', 3);
    expect(splice).toEqual({ index: 1, remove: 2, insert: '😃' });
  });
});

describe('transformPosition', () => {
  it('moves a caret past text inserted or deleted before it, not after it', () => {
    expect(transformPosition(5, [{ retain: 2 }, { insert: 'abc' }])).toBe(8);
    expect(transformPosition(1, [{ retain: 2 }, { insert: 'abc' }])).toBe(1);
    expect(transformPosition(2, [{ retain: 2 }, { insert: 'abc' }])).toBe(2);
    expect(transformPosition(5, [{ delete: 2 }])).toBe(3);
    expect(transformPosition(3, [{ retain: 2 }, { delete: 4 }])).toBe(2);
  });
});

describe('text binding', () => {
  it('two co-authors typing in the same field at once keep every character, in both views', () => {
    const [a, b] = seeded('The harbour town.');
    a.input.setSelectionRange(3, 3);
    b.input.setSelectionRange(16, 16);
    // Both type before seeing the other's keystrokes (offline, or just fast).
    a.input.type(' old', a.onInput);
    b.input.type(' at dusk', b.onInput);
    deliver(a, b);
    deliver(b, a);
    expect(a.text.toString()).toBe('The old harbour town at dusk.');
    expect(b.text.toString()).toBe(a.text.toString());
    expect(a.input.value).toBe(a.text.toString());
    expect(b.input.value).toBe(b.text.toString());
    // Each caret stayed at the end of its own words.
    expect(a.input.selectionEnd).toBe('The old'.length);
    expect(b.input.selectionEnd).toBe('The old harbour town at dusk'.length);
  });

  it('interleaves keystroke by keystroke when updates are delivered as they happen', () => {
    const [a, b] = seeded('ab');
    a.input.setSelectionRange(1, 1);
    b.input.setSelectionRange(2, 2);
    for (const [ch, dh] of [['1', 'x'], ['2', 'y'], ['3', 'z']] as const) {
      a.input.type(ch, a.onInput);
      deliver(a, b);
      b.input.type(dh, b.onInput);
      deliver(b, a);
    }
    expect(a.text.toString()).toBe('a123bxyz');
    expect(b.input.value).toBe('a123bxyz');
    expect(a.input.selectionEnd).toBe(4);
    expect(b.input.selectionEnd).toBe(8);
  });

  it('merges a deletion with a concurrent insertion elsewhere in the field', () => {
    const [a, b] = seeded('red green blue');
    a.input.setSelectionRange(9, 9);
    a.input.backspace(6, a.onInput); // removes ' green'
    b.input.setSelectionRange(14, 14);
    b.input.type(' sky', b.onInput);
    deliver(a, b);
    deliver(b, a);
    expect(a.input.value).toBe('red blue sky');
    expect(b.input.value).toBe('red blue sky');
  });

  it('holds remote changes during IME composition and shows them when it ends', () => {
    const [a, b] = seeded('cat');
    a.input.setSelectionRange(3, 3);
    a.binding.compositionStart();
    b.input.setSelectionRange(0, 0);
    b.input.type('a ', b.onInput);
    deliver(b, a);
    expect(a.input.value).toBe('cat'); // untouched while composing
    a.input.type('s', a.onInput); // the composed letter lands at the right place in the doc
    expect(a.text.toString()).toBe('a cats');
    a.binding.compositionEnd();
    expect(a.input.value).toBe('a cats');
    expect(a.input.selectionEnd).toBe(6);
    deliver(a, b);
    expect(b.input.value).toBe('a cats');
  });

  it('stops following the Y.Text once destroyed', () => {
    const [a, b] = seeded('x');
    a.binding.destroy();
    b.input.setSelectionRange(1, 1);
    b.input.type('y', b.onInput);
    deliver(b, a);
    expect(a.text.toString()).toBe('xy');
    expect(a.input.value).toBe('x');
  });
});
