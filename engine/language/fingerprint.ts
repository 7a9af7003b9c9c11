import { hashString } from '../core/rng';

// Fingerprints of sentences: what a reader has already read, so a writer can avoid saying it
// again. A sentence is reduced to its words (lower case, no punctuation) and hashed.

/** The sentences of a text: split after . ! ? (and a closing quote) before a capital, a quote or a digit. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/<image\b[^>]*\/>/g, ' ')
    .split(/\n\s*\n|(?<=[.!?…][”"’')\]]?)\s+(?=[“"‘'(A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The fingerprint of one sentence. */
const KEYS = new Map<string, number>();
export function sentenceKey(sentence: string): number {
  const hit = KEYS.get(sentence);
  if (hit !== undefined) return hit;
  if (KEYS.size > 50_000) KEYS.clear();
  const key = keyOf(sentence);
  KEYS.set(sentence, key);
  return key;
}

function keyOf(sentence: string): number {
  const words = sentence
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return hashString(words);
}

/** The fingerprints of every sentence of some texts. */
export function sentenceKeys(texts: readonly string[]): number[] {
  return texts.flatMap((t) => splitSentences(t).map(sentenceKey));
}

const SMALL_WORDS = new Set(
  'a an the and or but of to in on at by for with from into onto over under about before after while as is are be it its this that these those you your yours yourself what who how why where when which whether some any all one once more so then than'.split(' '),
);

// The frame of an option: its words without names (capitalised words after the first) and
// without small words, in lower case.
const FRAMES = new Map<string, string[]>();
function frameWords(text: string): string[] {
  const hit = FRAMES.get(text);
  if (hit) return hit;
  if (FRAMES.size > 20_000) FRAMES.clear();
  const out = frameOf(text);
  FRAMES.set(text, out);
  return out;
}

function frameOf(text: string): string[] {
  return text
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .filter((w, i) => i === 0 || !/^[A-Z0-9]/.test(w))
    .map((w) => w.toLowerCase().replace(/'s$/, '').replace(/[^\p{L}\p{N}-]+/gu, ''))
    .filter((w) => w && !SMALL_WORDS.has(w));
}

/**
 * Whether two options read as one move with different names ('Watch Vesper Lane for a while' /
 * 'Watch The Margins for a while'): the same opening words once names are set aside, or the
 * same frame for the most part.
 */
export function tooAlike(a: string, b: string): boolean {
  const opening = (t: string): string => t.replace(/[’‘]/g, "'").split(/\s+/).filter((w, i) => i === 0 || !/^[A-Z0-9]/.test(w)).slice(0, 3).join(' ').toLowerCase();
  if (opening(a) === opening(b)) return true;
  const lead = (t: string): string => frameWords(t).slice(0, 2).join(' ');
  if (lead(a) && lead(a) === lead(b)) return true;
  const x = new Set(frameWords(a));
  const y = new Set(frameWords(b));
  if (x.size === 0 || y.size === 0) return false;
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.min(x.size, y.size) >= 0.75;
}
