import nlp from 'compromise';

// Whether a name reads as a noun phrase (issue 28 item 2): the thing a story can call 'the X' and
// send someone to. A verb phrase ('help the full', 'work out how it turns'), an adjective ('the
// full'), a clause ('the night is full of friends', 'the Vesuvius Erupts') or two names glued by
// 'and' is not a thing. Read with compromise's lexicon and tagger on lower-cased words, because
// title case makes every word look like a proper noun to a tagger. Server-side only (the World
// builder, pack checks and the quality report): the offline engine worker never loads it.

type Lexicon = Record<string, string | string[] | undefined>;
const LEXICON = (nlp as unknown as { model: () => { one: { lexicon: Lexicon } } }).model().one.lexicon;

// Adjectives English uses as nouns after 'the' ('afraid of the dark').
const NOUN_ADJECTIVES = new Set(['flat', 'giant', 'dark', 'deep', 'past', 'future', 'present', 'wild', 'unknown', 'cold', 'open', 'blue', 'light']);
// Verbs a command starts with: 'Find the Lost Moon' is an order, 'Whistle the Wind' a name.
const COMMANDS = new Set('find help go get take make save stop join bring catch build fix ask tell try work set be do win keep beat meet see visit explore discover learn reach cross climb escape protect defend return chase follow solve stop open close feed mend'.split(' '));
const POSTPOSITIVE = new Set(['upstairs', 'downstairs', 'outside', 'inside', 'nearby', 'abroad', 'ahead', 'below', 'above', 'apart']);
const STOPS = new Set(['about', 'of', 'in', 'on', 'at', 'by', 'with', 'from', 'for', 'under', 'over', 'below', 'above', 'behind', 'beside', 'near', 'into', 'onto', 'through', 'across', 'along', 'around', 'up', 'down', 'off', 'like', 'where', 'who', 'which', 'that', 'whose', 'to', 'and', 'or', 'but', 'than', 'between', 'inside', 'outside', 'beyond', 'without', 'after', 'before', 'during', 'against', 'towards', 'toward']);
const DETERMINERS = new Set(['the', 'a', 'an', 'your', 'my', 'our', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'some', 'every', 'each', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'no', 'any', 'another']);
const QUANTIFIERS = new Set(['all', 'both', 'half', 'out', 'away', 'back', 'about', 'together']);

/** The tags compromise's lexicon gives a word on its own ([] for words it guesses). */
function lex(w: string): string[] {
  const t = LEXICON[w];
  return t === undefined ? [] : Array.isArray(t) ? t : [t];
}
const only = (w: string, tag: string): boolean => {
  const t = lex(w);
  return t.length > 0 && t.every((x) => x === tag);
};

/** How the tagger reads the first word of a name in its own words: a command ('help the full', 'work out how'). */
function firstIsVerb(words: readonly string[]): boolean {
  const text = words.join(' ');
  const json = nlp(text).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = new Set(json[0]?.terms[0]?.tags ?? []);
  if (words.length === 1) return tags.has('Adverb') || (tags.has('Verb') && !(nlp(`the ${text}`).terms().json() as { terms: { tags: string[] }[] }[])[1]?.terms[0]?.tags.includes('Noun'));
  const second = new Set(json[1]?.terms[0]?.tags ?? []);
  // 'oil lamps in a niche': a noun right after makes the first word a noun of a compound.
  if (second.has('Noun') && !second.has('Pronoun') && !DETERMINERS.has(words[1] as string) && !tags.has('PhrasalVerb')) return false;
  return tags.has('Verb') && !tags.has('Gerund') && (tags.has('Imperative') || tags.has('PhrasalVerb'));
}

/** The name's words, lower case, possessive 's dropped, hyphenated words kept whole. */
function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
}

const cache = new Map<string, string | null>();

/** Whether the tagger reads word i of the name as a noun in its own words ('the flight strips'). */
function taggedNoun(words: readonly string[], i: number): boolean {
  const json = nlp(words.join(' ')).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = json[i]?.terms[0]?.tags ?? [];
  return tags.includes('Noun') && !tags.includes('Verb');
}

/**
 * Why a name is not a noun phrase, or null when it is one. `strict` (story entity names) also
 * refuses relative clauses ('a sheep that will not move'), which a description may hold.
 * @example nounPhraseProblem('help the full') // 'starts with a verb'
 * @example nounPhraseProblem('the lost moon') // null
 */
export function nounPhraseProblem(name: string, strict = true): string | null {
  const key = `${strict ? 's' : 'd'}|${name.trim()}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const problem = findProblem(name.trim(), strict);
  if (cache.size > 5_000) cache.clear();
  cache.set(key, problem);
  return problem;
}

function findProblem(name: string, strict: boolean): string | null {
  if (!name) return 'is empty';
  if (/[.!?]$/.test(name)) return 'is a sentence';
  if (strict && /\p{Lu}\S*\s+\p{Lu}\S*\s+(and|&)\s+\p{Lu}\S*\s+\p{Lu}/u.test(name)) return 'joins two names with "and"';
  // A name with an epithet ('Whistle the Wind', 'Bean the Giant') names someone.
  const epithet = name.match(/^(\p{Lu}[\p{L}'’-]+) the (\p{L}.*)$/u);
  if (epithet && !COMMANDS.has((epithet[1] as string).toLowerCase()) && (epithet[2] as string).split(/\s+/).length <= 3 && !/\b(is|are|was|were|will|can)\b/i.test(epithet[2] as string)) return null;
  const words = wordsOf(name);
  if (words.length === 0) return 'has no words';
  const first = words[0] as string;
  if (!DETERMINERS.has(first)) {
    const tags = lex(first);
    if (tags.some((t) => /^(Adverb|QuestionWord|Preposition|Conjunction)$/.test(t)) && !tags.includes('Singular')) return 'starts with an adverb, a question word or a preposition';
    if (firstIsVerb(words)) return 'starts with a verb';
  }
  // Finite verbs make a clause; a relative clause is allowed in a description.
  let relative = false;
  for (const [i, w] of words.entries()) {
    if (/^(who|which|that|where|whose)$/.test(w) && i > 0) relative = true;
    const tags = lex(w);
    const prev = words[i - 1] ?? '';
    const compound = DETERMINERS.has(prev) || only(prev, 'Gerund') || only(prev, 'Adjective') || /ing$/.test(prev) || lex(prev).includes('Singular') || lex(prev).includes('Uncountable');
    const finite = tags.includes('Copula') || tags.includes('Modal') || tags.includes('Auxiliary') || (only(w, 'PresentTense') && !compound && !taggedNoun(words, i));
    if (finite && i > 0 && !(relative && !strict)) return 'is a clause (it has a verb)';
    if (i > 0 && words[i - 1] === 'to' && (only(w, 'Infinitive') || only(w, 'PhrasalVerb'))) return 'holds an infinitive ("to …")';
  }
  // The head: the last word before the first preposition or relative word, stepping back over
  // participles and adverbs that follow it ('a night-light shaped like a star').
  // A participle after the noun starts a post-modifier too ('a heron standing very still').
  const nounNext = (i: number): boolean => {
    const n = words[i + 1];
    return n !== undefined && (lex(n).includes('Singular') || lex(n).includes('Plural') || lex(n).includes('Uncountable') || (lex(n).length === 0 && !STOPS.has(n) && !/ly$/.test(n)));
  };
  let end = words.findIndex((w, i) => i > 0 && (STOPS.has(w) || (i > 1 && (only(w, 'Gerund') || only(w, 'PastTense') || (/[^aeiou]ing$/.test(w) && w.length > 5 && lex(w).length === 0)) && !DETERMINERS.has(words[i - 1] as string) && !nounNext(i))));
  if (end < 0) end = words.length;
  // Coordinated modifiers ('best and final offers'): the head comes after the conjunction.
  while (end < words.length && /^(and|or)$/.test(words[end] as string) && only(words[end - 1] as string, 'Adjective')) {
    const rest = words.findIndex((w, i) => i > end + 1 && STOPS.has(w));
    end = rest < 0 ? words.length : rest;
  }
  let h = end - 1;
  const skippable = (w: string): boolean => QUANTIFIERS.has(w) || POSTPOSITIVE.has(w) || only(w, 'PastTense') || only(w, 'Gerund') || only(w, 'Adverb') || /ly$/.test(w);
  while (h > 0 && skippable(words[h] as string) && !DETERMINERS.has(words[h - 1] as string)) h--;
  // An adjective after a noun ('stones slippery with moss') is a post-modifier, not the head.
  while (h > 1 && only(words[h] as string, 'Adjective') && end < words.length && !only(words[h - 1] as string, 'Adjective') && !DETERMINERS.has(words[h - 1] as string)) h--;
  const head = words[h] as string;
  if (DETERMINERS.has(head)) return 'has no noun';
  if (only(head, 'Adjective') && !NOUN_ADJECTIVES.has(head)) return `ends in an adjective ("${head}")`;
  const beforeHead = words[h - 1] ?? '';
  const compoundHead = only(beforeHead, 'Gerund') || /ing$/.test(beforeHead) || DETERMINERS.has(beforeHead) || only(beforeHead, 'Adjective');
  if (((only(head, 'PresentTense') && !compoundHead) || lex(head).includes('Copula') || lex(head).includes('Modal')) && words.length > 1) return `ends in a verb ("${head}")`;
  return null;
}

/** True when a name reads as a noun phrase (see {@link nounPhraseProblem}). */
export function isNounPhrase(name: string, strict = true): boolean {
  return nounPhraseProblem(name, strict) === null;
}
