import { normalize, sentences, words, type Reading } from './text';

/** Repetition in one reading or a whole story. */
export type Repetition = {
  sentences: number;
  /** Sentence occurrences whose text occurs more than once in the same reading. */
  repeated: number;
  /** The most repeated sentences: text and count. */
  top: { text: string; count: number }[];
  words: number;
  /** 5-word sequences seen before in the same reading (every occurrence after the first). */
  repeated5grams: number;
};

/** The sentences a reader meets: beat titles, narration, options and interludes, in order. */
export function readingSentences(r: Reading): string[] {
  return r.beats.flatMap((b) => [b.title, ...sentences(b.text), ...b.options, ...b.interludes]).filter((s) => s.trim());
}

/** Repeated sentences and 5-grams of one reading. Sentences of fewer than 3 words are not counted. */
export function repetitionOf(r: Reading): Repetition {
  const all = readingSentences(r).filter((s) => words(s).length >= 3);
  const counts = new Map<string, { text: string; count: number }>();
  for (const s of all) {
    const key = normalize(s);
    const c = counts.get(key);
    if (c) c.count++;
    else counts.set(key, { text: s, count: 1 });
  }
  const repeated = [...counts.values()].filter((c) => c.count > 1).reduce((n, c) => n + c.count, 0);
  const top = [...counts.values()].filter((c) => c.count > 1).sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)).slice(0, 3);
  const text = r.beats.map((b) => b.text).join('\n\n');
  const w = words(text);
  const seen = new Set<string>();
  let repeated5grams = 0;
  for (let i = 0; i + 5 <= w.length; i++) {
    const g = w.slice(i, i + 5).join(' ');
    if (seen.has(g)) repeated5grams++;
    else seen.add(g);
  }
  return { sentences: all.length, repeated, top, words: w.length, repeated5grams };
}

/** Sums repetition over readings (each reading counted on its own), keeping the top sentences overall. */
export function sumRepetition(parts: readonly Repetition[]): Repetition {
  const top = parts.flatMap((p) => p.top).sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)).slice(0, 3);
  return {
    sentences: parts.reduce((n, p) => n + p.sentences, 0),
    repeated: parts.reduce((n, p) => n + p.repeated, 0),
    top,
    words: parts.reduce((n, p) => n + p.words, 0),
    repeated5grams: parts.reduce((n, p) => n + p.repeated5grams, 0),
  };
}

/** Share of repeated sentence occurrences, in percent. */
export function repeatedShare(r: Repetition): number {
  return r.sentences ? (100 * r.repeated) / r.sentences : 0;
}

/** Repeated 5-grams per 1,000 words. */
export function fiveGramsPerThousand(r: Repetition): number {
  return r.words ? (1000 * r.repeated5grams) / r.words : 0;
}
