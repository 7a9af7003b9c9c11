import type { Pronouns } from '@schemas';
import { isVerbForm, thirdPerson, verbBase } from './verbs';

// Words that may start a sentence without being a name: safe to lower-case mid-sentence.
const COMMON = new Set(
  ('a an the it its there this that these those no none every each some all many most few nobody somebody someone something anybody ' +
    'everyone everybody anyone people one two three half if when once in on at by for from of to with without under over ' +
    'after before since because although though while whoever whatever his her their our your my they she he we you ' +
    'nothing anything here only even still never always sometimes long last first old new few several most another ' +
    'whoever whenever where what who why how which whose can will could should would does do did is are was ' +
    'were has have may might must forty thirty twenty ten nine eight seven six five four twelve hundred').split(' '),
);

/** Upper-cases the first letter (after leading quotes or markdown). */
export function cap(s: string): string {
  const m = s.match(/^([\s"'“*_(]*)(.)(.*)$/s);
  return m ? `${m[1]}${(m[2] as string).toUpperCase()}${m[3]}` : s;
}

/** Lower-cases the first letter, whatever the word (for text that is never a name: a time of day, an atmosphere). */
export function uncap(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Lower-cases the first letter when the first word is a common word, not a name. */
export function lowerFirst(s: string): string {
  const word = s.match(/^[A-Za-z']+/)?.[0] ?? '';
  if (word === 'I' || !COMMON.has(word.toLowerCase())) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * A phrase written to stand alone, lower-cased to go inside a sentence: 'Warm, funny and ...' ->
 * 'warm, funny and ...', 'Narrow houses on silt islands' -> 'narrow houses ...'; a name keeps its
 * capitals ('Vesper Lane's keeper', 'HALDEN').
 */
export function lowerPhrase(s: string): string {
  const [first = '', second = ''] = s.trim().split(/\s+/);
  if (/^[A-Z]{2,}/.test(first) || first === 'I' || (/^[A-Z]/.test(second) && !/,$/.test(first))) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * A name that opens with 'The' loses the capital inside a sentence: 'watch The Margins' ->
 * 'watch the Margins', as the World's own prose writes it; after a colon too ('news: the Puzzle went ...').
 * A sentence's first word keeps it.
 */
export function innerThe(s: string): string {
  return s.replace(/(?<=[\p{Ll}\p{N},;:’'] )The (?=\p{Lu})/gu, 'the ');
}

/** Removes trailing punctuation and spaces. */
export function stripEnd(s: string): string {
  return s.trim().replace(/[\s.!?;:,]+$/, '');
}

/** A sentence: capitalised, ending in punctuation. */
export function sentence(s: string): string {
  const t = s.trim();
  if (!t) return t;
  return cap(/[.!?]["”')]?$/.test(t) ? t : `${t}.`);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[], conj = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** 'a' or 'an' for a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|one|eu)/i.test(word) ? 'an' : 'a';
}

/** A phrase with its indefinite article unless it already has a determiner or is a name. */
export function withArticle(phrase: string): string {
  if (/^(the|a|an|my|your|his|her|their|our|some|this|that)\b/i.test(phrase) || /^[A-Z]/.test(phrase)) return phrase;
  return `${article(phrase)} ${phrase}`;
}

/** The first sentence of a text, without its final punctuation. */
export function firstSentence(text: string): string {
  const m = text.trim().match(/^(.+?[.!?])(\s|$)/s);
  return stripEnd(m ? (m[1] as string) : text);
}

/** The sentences of a text. */
export function sentencesOf(text: string): string[] {
  // A stop ends a sentence only before a capital, a digit or an opening quote: 'lands with a soft
  // "bing-bong!" in a basket' is one sentence. A last piece with no stop is left out, as before.
  const pieces = text.trim().split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\d])/u).map((s) => s.trim()).filter(Boolean);
  const whole = pieces.filter((s) => /[.!?]["”’)]?$/.test(s));
  return whole.length ? whole : pieces.length ? [text.trim()] : [];
}

/** An imperative option text as second-person narration: 'Climb the stairs.' -> 'you climb the stairs'. */
export function imperativeToYou(text: string): string {
  const base = text.replace(/\s*\(.*?\)\s*$/, '').replace(/\s*[—–-]\s.*$/, '').trim();
  // An aim with a question after a colon keeps its question mark.
  const t = /:\s.*\?$/.test(base) ? base : stripEnd(base);
  const lowered = t.charAt(0).toLowerCase() + t.slice(1);
  if (/^(you|your)\b/i.test(t)) return lowered;
  return `you ${lowered}`;
}

/** Chooses the verb form that agrees with a pronoun: they -> plural, otherwise singular. */
export function agree(p: Pronouns, singular: string, plural: string): string {
  return p.personal.toLowerCase() === 'they' ? plural : singular;
}

/** Title Case for a phrase. */
export function titleCase(s: string): string {
  const small = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'and', 'or', 'for', 'with', 'by', 'from', 'into', 'over']);
  return s
    .split(/\s+/)
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.split('-').map((part) => cap(part)).join('-')))
    .join(' ');
}

/** A noun phrase with 'the' in front unless it is a name or already has a determiner. */
export function the(phrase: string): string {
  if (/^(the|a|an|my|your|his|her|their|our|this|that)\b/i.test(phrase) || /^[A-Z]/.test(phrase)) return phrase;
  return `the ${phrase}`;
}

/** Shortens text to at most n words. */
export function words(text: string, n: number): string {
  return text.trim().split(/\s+/).slice(0, n).join(' ');
}

/** A title used in running text: lower-cased except for acronyms ('Keeper’s Grandchild' -> 'keeper’s grandchild'). */
export function inText(title: string): string {
  return title
    .split(/(\s+|-)/)
    .map((w) => (/^[A-Z]{2,}$/.test(w) || w === 'I' ? w : w.toLowerCase()))
    .join('');
}

/**
 * A background title as a noun phrase with its article, for running text: 'Disgraced Engraver'
 * -> 'a disgraced engraver', 'Just Moved for a Job' -> 'someone who has just moved for a job',
 * 'From a Farming Family' -> 'someone from a farming family', 'Starting Over' -> 'someone
 * starting over'. Words the World writes with a capital inside its sentences keep it
 * ('Clockmender of Tallowgate' -> 'a clockmender of Tallowgate').
 */
export function backgroundNoun(title: string, names: ReadonlySet<string> = new Set()): string {
  const t = title
    .trim()
    .replace(/[.!]+$/, '')
    .split(/(\s+|-)/)
    .map((w) => (/^[A-Z]{2,}$/.test(w) || w === 'I' || names.has(w.replace(/[’']s$/, '')) ? w : w.toLowerCase()))
    .join('');
  const first = t.split(/\s+/)[0] ?? '';
  if (/^(the|a|an|my|your|his|her|their|our)$/.test(first)) return t;
  if (/^(just|newly|recently|only)$/.test(first)) return `someone who has ${t}`;
  const second = t.split(/\s+/)[1];
  // A participle followed by a preposition (or by nothing) is a state, not an adjective: 'evicted
  // for the landlord’s nephew', 'starting over' (but 'a retired brewery chemist').
  const state = /^[a-z]+(ed|ing)$/.test(first) && (second === undefined || /^(for|by|from|to|with|in|at|of|over|out|up|down|away|off|again|abroad|home|after|before)$/.test(second));
  if (state || /^(at|from|in|on|with|between|after|out|home|back|away|off|under|without)$/.test(first)) return `someone ${t}`;
  return `${article(t)} ${t}`;
}

/**
 * A sentence made ready to stand inside someone's words: its own quotations become single quotes
 * and its end is dropped, so '“{Fact},” she says.' reads '“She always says, ‘Lost is only half
 * of found’,” Granny says.' rather than doubling quotes and stops ('found.",”').
 */
export function quotable(s: string): string {
  return stripEnd(s.replace(/["“]([^"”]*)["”]/g, '‘$1’')).replace(/[.,;:]’$/, '’');
}

/**
 * A quoted line with its speech tag, as a whole sentence: '“Go,” she says.' A line that ends in
 * ? or ! takes its tag first ('She whispers, “Really?”'), so the tag is not left as a sentence of
 * its own.
 */
export function quoteWithTag(line: string, tag: string): string {
  const body = line.trim().replace(/\.$/, ',');
  if (/[!?]$/.test(body)) return `${tag.charAt(0).toUpperCase()}${tag.slice(1)}, “${body}”`;
  return `“${/[,]$/.test(body) ? body : `${body},`}” ${tag}.`;
}

/** Lower-cases the first word unless it is a known name (or an acronym): for facts embedded mid-sentence. */
export function lowerUnlessName(s: string, names: ReadonlySet<string>): string {
  const word = (s.match(/^[A-Za-z’']+/)?.[0] ?? '').replace(/[’']s$/, '');
  if (!word || names.has(word) || /^[A-Z]{2,}$/.test(word) || word === 'I') return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The capitalised words of some names ('Captain Ilse Varga' -> Captain, Ilse, Varga). */
export function nameWords(names: readonly string[]): Set<string> {
  return new Set(names.flatMap((n) => n.split(/\s+/)).map((w) => w.replace(/[’']s$/, '')).filter((w) => /^[A-Z]/.test(w) && !/^(The|A|An)$/.test(w)));
}

/** A name with its possessive ending ('Noor' -> 'Noor’s', 'the Guards' -> 'the Guards’'). */
export function possessive(name: string): string {
  return /s$/.test(name) && !/ss$/.test(name) ? `${name}’` : `${name}’s`;
}

/** The singular of a simple English noun phrase's last word ('emergency doctors' -> 'emergency doctor'). */
export function singular(phrase: string): string {
  return phrase.replace(/([A-Za-z]+)$/, (w) => {
    const l = w.toLowerCase();
    if (/(ss|us|is)$/.test(l) || l.length <= 3) return w;
    if (/ies$/.test(l)) return `${w.slice(0, -3)}y`;
    if (/(ches|shes|xes|sses|zes)$/.test(l)) return w.slice(0, -2);
    if (/ves$/.test(l) && !/(eaves|ooves)$/.test(l)) return `${w.slice(0, -3)}f`;
    if (l === 'people') return w.replace(/people/i, 'person');
    if (l === 'children') return w.slice(0, -3);
    if (l === 'men' || l === 'women') return w.replace(/en$/, 'an');
    if (l.endsWith('s')) return w.slice(0, -1);
    return w;
  });
}

/** The plural of a simple noun phrase's last word ('doctor' -> 'doctors', 'city' -> 'cities'). */
export function plural(phrase: string): string {
  return phrase.replace(/([A-Za-z]+)$/, (w) => {
    const l = w.toLowerCase();
    if (l.endsWith('s') && !l.endsWith('ss')) return w;
    if (/[^aeiou]y$/.test(l)) return `${w.slice(0, -1)}ies`;
    if (/(ch|sh|x|ss|z)$/.test(l)) return `${w}es`;
    if (l === 'person') return 'people';
    if (l === 'child') return `${w}ren`;
    if (/(wo)?man$/.test(l)) return w.replace(/an$/, 'en');
    return `${w}s`;
  });
}

/** True when a phrase starts with a known verb form (an action such as 'ask the guard'). */
export function startsWithVerb(phrase: string): boolean {
  const first = phrase.trim().match(/^[A-Za-z']+/)?.[0] ?? '';
  return first.length > 0 && isVerbForm(first);
}

/**
 * An imperative in the third person for another character: 'Ask the guard about your pass'
 * -> 'asks the guard about her pass' (pronouns of the doer).
 */
export function imperativeToThird(text: string, p: Pronouns): string {
  const t = stripEnd(text.replace(/\s*\(.*?\)\s*$/, ''));
  const m = t.match(/^([A-Za-z']+)(.*)$/s);
  if (!m) return t;
  const base = verbBase(m[1] as string) ?? (m[1] as string).toLowerCase();
  const verb = p.personal.toLowerCase() === 'they' ? base : thirdPerson(base);
  const rest = (m[2] as string)
    .replace(/\byourself\b/gi, p.reflexive)
    .replace(/\byours\b/gi, `${p.possessive}${p.possessive.endsWith('s') ? '' : 's'}`)
    .replace(/\byour\b/gi, p.possessive)
    .replace(/\byou\b/gi, p.object);
  return `${verb}${rest}`;
}
