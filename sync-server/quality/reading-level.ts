import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { sentences, words } from './text';

/** A readability grade range a text should fall in. */
export type GradeRange = { low: number; high: number; audience: string };

/** The Flesch-Kincaid grade of a text (narration only; speech counts too, it is read aloud). */
export function gradeOf(text: string): number {
  const s = sentences(text).filter((x) => words(x).length > 0);
  const w = s.flatMap((x) => words(x.replace(/[’']s\b/g, '')));
  if (s.length === 0 || w.length === 0) return 0;
  const syllables = w.reduce((n, x) => n + Math.max(1, syllable(x)), 0);
  return fleschKincaid({ sentence: s.length, word: w.length, syllable: syllables });
}

function ages(text: string): number[] {
  return [...text.matchAll(/\b(\d{1,2})\b/g)].map((m) => Number(m[1])).filter((n) => n >= 2 && n <= 19);
}

const NUMBER_WORDS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16 };

function spelledAges(text: string): number[] {
  return [...text.toLowerCase().matchAll(/\b(three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)\b/g)].map((m) => NUMBER_WORDS[m[1] as string] as number);
}

/**
 * The grade range for a story read with kids (kidAge such as '5' or '8-10', else an age found in
 * the World's own text, else 4-8). Read aloud, text may sit a little above the child's own
 * reading grade (age - 6), since a listener follows about two to four grades above what they read
 * alone: the top of the range is the oldest child's age minus 2, and never below grade 3.
 */
export function kidsRange(kidAge: string | undefined, worldText: string): GradeRange {
  const found = ages(kidAge ?? '');
  const fromWorld = found.length ? [] : [...ages(worldText.match(/(?:aged?|ages)[^.]{0,40}/i)?.[0] ?? ''), ...spelledAges(worldText.match(/(?:aged?|ages)[^.]{0,40}/i)?.[0] ?? '')];
  const list = found.length ? found : fromWorld.length ? fromWorld : [4, 8];
  const oldest = Math.max(...list);
  return { low: -3, high: Math.max(3, oldest - 2), audience: `kids ${Math.min(...list)}-${oldest}` };
}

/**
 * The grade range for a learning story: ages in the target audience give the school grade
 * (age - 6) with two grades either side; words for adults allow up to grade 12; default 5-9.
 */
export function learnerRange(targetAudience: string | undefined, worldText: string): GradeRange {
  const a = (targetAudience ?? '').toLowerCase();
  const list = ages(a);
  if (list.length) {
    const g = Math.max(...list) - 6;
    return { low: Math.max(0, Math.min(...list) - 6 - 3), high: g + 2, audience: `${a}` };
  }
  if (/adult|employee|professional|staff|university|college|graduate|manager|nurse|doctor|team|colleague/.test(a)) return { low: 4, high: 12, audience: a };
  if (/teen|high school|secondary|gcse/.test(a)) return { low: 4, high: 10, audience: a };
  if (/kid|child|primary|elementary|pupil|class|year [1-6]\b|grade [1-6]\b/.test(a)) return { low: 0, high: 6, audience: a };
  const w = ages(worldText.match(/(?:aged?|ages|year-olds?)[^.]{0,40}/i)?.[0] ?? '');
  if (w.length) return { low: Math.max(0, Math.min(...w) - 9), high: Math.max(...w) - 4, audience: `ages ${Math.min(...w)}-${Math.max(...w)}` };
  return { low: 3, high: 9, audience: 'general learners' };
}

/** The text a grade is computed on: the beats' narration with speech (both are read aloud). */
export function gradeText(texts: readonly string[]): string {
  return texts.join('\n\n');
}
