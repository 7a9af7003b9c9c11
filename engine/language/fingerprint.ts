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
export function sentenceKey(sentence: string): number {
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
