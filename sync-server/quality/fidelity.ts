import nlp from 'compromise';
import { normalize, type Reading } from './text';

// Prompt fidelity: the prompt's own content words in the story's title and in every beat.

const STOP = new Set(
  'story stories game player players thing things people someone something way time day lot kind sort idea world place life part end want'.split(' '),
);

/** A light stem so 'leaves' meets 'leaf' and 'students' meets 'student'. */
export function stem(w: string): string {
  const x = w.toLowerCase();
  if (x.endsWith('ves') && x.length > 5) return x.slice(0, -3) + 'f';
  if (x.endsWith('ies') && x.length > 5) return x.slice(0, -3) + 'y';
  if (x.endsWith('es') && /(ss|sh|ch|x)es$/.test(x)) return x.slice(0, -2);
  if (x.endsWith('s') && !x.endsWith('ss') && x.length > 4) return x.slice(0, -1);
  return x;
}

/** The content words of a prompt: its nouns (and names), stemmed, 4 letters or more, no filler. */
export function promptWords(prompt: string): string[] {
  const nouns = (nlp(prompt).nouns().out('array') as string[]).flatMap((n) => normalize(n).split(' '));
  const out = new Set<string>();
  for (const w of nouns) {
    if (w.length < 4 || STOP.has(w)) continue;
    const tags = (nlp(w).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    if (tags.includes('Determiner') || tags.includes('Pronoun') || tags.includes('Preposition') || tags.includes('Adverb')) continue;
    out.add(stem(w));
  }
  return [...out];
}

/** The prompt words a text contains. */
export function promptWordsIn(text: string, wordsOfPrompt: readonly string[]): string[] {
  const have = new Set(normalize(text).split(' ').map((w) => stem(w.replace(/'s$/, ''))));
  return wordsOfPrompt.filter((w) => have.has(w));
}

/** Fidelity of a reading: beats with at least one prompt word, and whether the title has one. */
export function fidelityOf(r: Reading, title: string, wordsOfPrompt: readonly string[]): { beats: number; withWords: number; title: boolean; missing: number[] } {
  const missing = r.beats.filter((b) => promptWordsIn(`${b.title}\n${b.text}`, wordsOfPrompt).length === 0).map((b) => b.turn);
  return { beats: r.beats.length, withWords: r.beats.length - missing.length, title: promptWordsIn(title, wordsOfPrompt).length > 0, missing };
}
