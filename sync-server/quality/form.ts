import { isPastSentence, isVerbPhrase } from './nlp';
import { normalize, paragraphs, sentences, words, type ReadBeat } from './text';

// Form of a beat (GAME-RULES W4): 5-6 paragraphs, second person, present tense, exactly 3
// options that differ from each other, each an action a player can picture.

/** Narration without quoted speech (speech may use any tense or person). */
export function narration(text: string): string {
  return text.replace(/“[^”]*”|"[^"]*"/g, ' ');
}

const SMALL = new Set('a an the and or but of to in on at by for with from into over about before after while as is are be it its this that you your what who how why where when which some any all one more so then than'.split(' '));

// An option's own words: without the names it is aimed at (capitalised words after the first)
// and without small words, so 'Watch Vesper Lane for a while' and 'Watch The Margins for a
// while' are one move, and 'Set a trap at Flat 4B' and 'Find someone at Flat 4B who owes you
// a favour' are two.
function moveWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w, i) => i === 0 || !/^[A-Z0-9]/.test(w))
    .flatMap((w) => words(w))
    .filter((w) => !SMALL.has(w));
}

/** How much of the smaller option's own words the other shares (0-1), or 1 when both open alike. */
export function overlap(a: string, b: string): number {
  const opening = (t: string): string => moveWords(t).slice(0, 2).join(' ');
  if (opening(a) && opening(a) === opening(b)) return 1;
  const x = new Set(moveWords(a));
  const y = new Set(moveWords(b));
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.max(1, Math.min(x.size, y.size));
}

/** The form problems of one beat (empty when it is well formed). */
export function formProblems(b: ReadBeat): string[] {
  const problems: string[] = [];
  const paras = paragraphs(b.text);
  if (paras.length < 5 || paras.length > 6) problems.push(`${paras.length} paragraphs`);
  const addressed = paras.filter((p) => /\byou(r|rs|rself)?\b/i.test(p)).length;
  if (addressed < Math.ceil(paras.length / 2)) problems.push('not second person');
  const told = sentences(narration(b.text)).filter((s) => words(s).length >= 3);
  // Past tense in a clause ('colder than you expected') is fine; a beat told in the past is not.
  const past = told.filter(isPastSentence);
  if (past.length > 2) problems.push(`past tense: ${past.length} sentences ("${past[0]}")`);
  if (b.options.length !== 3) problems.push(`${b.options.length} options`);
  const norm = b.options.map(normalize);
  if (new Set(norm).size !== norm.length) problems.push('options repeat');
  else {
    for (let i = 0; i < b.options.length; i++)
      for (let j = i + 1; j < b.options.length; j++) if (overlap(b.options[i] as string, b.options[j] as string) >= 0.75) problems.push(`options too alike: "${b.options[i]}" / "${b.options[j]}"`);
  }
  for (const o of b.options) if (!isVerbPhrase(o)) problems.push(`option is not an action: "${o}"`);
  return problems;
}
