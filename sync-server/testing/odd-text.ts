// Odd text for fuzz and property tests and the security audit (issue 13.3): NULs, other control
// characters, lone and reversed surrogates, invisible and bidirectional marks, and 100 KB strings,
// plus the way to put any of it into a URL.
import { findUnsafeText } from '@schemas';
import fc from 'fast-check';

/** Characters that have broken or could break a text path: the first three can never be stored. */
export const ODD_CHARS = [
  '\u0000', // NUL: PostgreSQL refuses it in text and jsonb
  '\ud800', // a lone high surrogate
  '\udfff', // a lone low surrogate
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u200b', // zero-width space
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u2066', // isolate
  '\ufeff', // byte order mark
  '\ufffe', // a noncharacter
  '\uffff',
  '\r\n',
  '\t',
] as const;

/** A fixed set of odd strings every door is tried with, whatever the random run picks. */
export const ODD_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u0001\u0002\u001f\u007f',
  '\u202e\u200b\ufeff',
  `${'x'.repeat(100_000)}\u0000`,
  'y'.repeat(100_000),
  `${'z'.repeat(50_000)}\ud800${'z'.repeat(50_000)}`,
];

const oddChar = fc.constantFrom(...ODD_CHARS);
const plainChar = fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' });

/** Random odd strings: mixes of odd and plain characters, and 100 KB strings with an odd character somewhere. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.oneof(oddChar, plainChar), { minLength: 1, maxLength: 40 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: oddChar },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 100_000 }), oddChar).map(([at, ch]) => `${'x'.repeat(at)}${ch}${'y'.repeat(100_000 - at)}`),
  },
);

/** Whether a value holds text the server must refuse (a NUL or a lone surrogate) anywhere. */
export function holdsUnsafeText(value: unknown): boolean {
  return findUnsafeText(value) !== null;
}

/**
 * Percent-encodes any string for a URL, lone surrogates included (as the three bytes their
 * code unit would take, which is not UTF-8: the server sees them as undecodable, never as a NUL).
 */
export function encodeOdd(s: string): string {
  let out = '';
  for (const ch of s) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}
