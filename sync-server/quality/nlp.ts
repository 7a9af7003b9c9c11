import nlp from 'compromise';

// Part-of-speech checks with compromise: is a phrase a verb phrase, a noun phrase, a clause?

type Term = { text: string; tags: string[]; post?: string };

const cache = new Map<string, Term[]>();

function terms(text: string): Term[] {
  const hit = cache.get(text);
  if (hit) return hit;
  const json = nlp(text).json() as { terms: Term[] }[];
  const out = json.flatMap((s) => s.terms.map((t) => ({ text: t.text, tags: t.tags, post: t.post ?? '' })));
  if (cache.size > 50_000) cache.clear();
  cache.set(text, out);
  return out;
}

const has = (t: Term | undefined, tag: string): boolean => Boolean(t?.tags.includes(tag));

/**
 * True when a phrase starts with a verb (an action: 'Ask Hesper', 'Quietly slip past'). Read on
 * its own and after 'you', because the tagger takes some sentence-initial imperatives for nouns.
 */
export function isVerbPhrase(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  const own = terms(t).filter((x) => !has(x, 'Adverb'));
  if (has(own[0], 'Verb') && !has(own[0], 'Modal')) return true;
  const lowered = t.charAt(0).toLowerCase() + t.slice(1);
  const withYou = terms(`you ${lowered}`).slice(1).filter((x) => !has(x, 'Adverb'));
  return has(withYou[0], 'Verb') && !has(withYou[0], 'Modal');
}

/**
 * True when a phrase is a noun phrase: it starts with a determiner, possessive, adjective,
 * number or noun, and has no finite verb outside a relative clause ('the girl who lost him' is
 * one; 'the Reprint erases' is not).
 */
export function isNounPhrase(text: string): boolean {
  // A bare common noun ('cash', 'credits') is read after 'the', as the tagger needs context.
  const raw = text.trim();
  const t = /^[a-z]/.test(raw) && !/^(the|a|an|my|your|his|her|its|our|their|this|that|these|those|some|every|each)\b/i.test(raw) ? terms(`the ${raw}`).slice(1) : terms(raw);
  const first = t[0];
  if (!first) return false;
  const opener = ['Determiner', 'Possessive', 'Adjective', 'Value', 'Noun', 'ProperNoun', 'Pronoun', 'Cardinal', 'Ordinal'].some((tag) => has(first, tag));
  const participle = has(first, 'Verb') && (has(first, 'PastTense') || has(first, 'Participle')) && has(t[1], 'Noun');
  if (!participle && (!opener || (has(first, 'Verb') && !has(first, 'Gerund')))) return false;
  for (let i = 1; i < t.length; i++) {
    const x = t[i] as Term;
    if (/^(who|that|which|where|whose|whom|when)$/i.test(x.text)) break;
    if (has(x, 'Preposition')) break;
    const finite = has(x, 'Verb') && (has(x, 'PresentTense') || has(x, 'PastTense')) && !has(x, 'Participle') && !has(x, 'Gerund') && !has(x, 'Infinitive');
    // 'a disgraced engraver': a participle before its noun is an adjective.
    const beforeNoun = has(t[i + 1], 'Noun') && !has(t[i + 1], 'Pronoun');
    if (finite && !beforeNoun) return false;
  }
  return true;
}

/** True when a phrase contains a verb (a clause: 'the Lane grows every dawn'). */
export function isClause(text: string): boolean {
  const t = terms(text);
  if (t.some((x) => has(x, 'Verb'))) return true;
  // The tagger reads some present verbs after a noun as plural nouns ('nothing here works',
  // 'the clocks all tell the time'): a word that reads as a verb after 'it' or 'they', right after a
  // noun, a pronoun or 'all', makes a clause too.
  return t.some((x, i) => {
    const prev = t[i - 1];
    if (i === 0 || !has(x, 'Noun') || has(x, 'ProperNoun') || !prev) return false;
    if (!(has(prev, 'Noun') || has(prev, 'Pronoun') || /^(all|both|each|here|there|now)$/i.test(prev.text))) return false;
    const subject = /s$/i.test(x.text) ? 'it' : 'they';
    return has(terms(`${subject} ${x.text.toLowerCase()}`)[1], 'Verb');
  });
}

/**
 * Places in a sentence where a modal is not followed by a verb ('you could a square', 'can you
 * the Reprint'): the words after the modal and its subject.
 */
export function brokenModals(sentence: string): string[] {
  const out: string[] = [];
  // Only sentences with a modal next to a pronoun are worth tagging.
  if (!/\b(you|we|they|i|he|she|it)\s+(could|can|will|would|should|must|might)\b|\b(could|can|will|would|should|must|might)\s+(you|we|they|i|he|she|it)\b/i.test(sentence)) return out;
  const t = terms(sentence);
  for (let i = 0; i < t.length; i++) {
    const x = t[i] as Term;
    if (!/^(could|can|will|would|should|must|might)$/i.test(x.text)) continue;
    // 'later than they should, with no memory': a modal closing its clause stands for a verb.
    if (/[,;:.!?]/.test(x.post ?? '')) continue;
    let j = i + 1;
    // The words after 'you could' or 'could you' must read as an action.
    const after = (k: number): string => t.slice(k).map((y) => y.text).join(' ');
    // Only 'you could ...' and 'could you ...' are judged: a noun subject may stand between a
    // question's modal and its verb ('will Vesper Lane be understood').
    if (/^(you|we|they|i|he|she|it)$/i.test(t[j]?.text ?? '')) j++;
    // A pronoun before a colon or comma ends a clause: 'get at it: will the heist ...'.
    else if (!/^(you|we|they|i|he|she|it)$/i.test(t[i - 1]?.text ?? '') || /[:;,.!?]/.test(t[i - 1]?.post ?? '')) continue;
    while (has(t[j], 'Adverb') || /^(not|still|also|always|never|just|only|even)$/i.test(t[j]?.text ?? '')) j++;
    const next = t[j];
    if (!next) continue;
    if (!has(next, 'Verb') && !isVerbPhrase(after(j))) out.push(t.slice(i, j + 2).map((y) => y.text).join(' '));
  }
  return out;
}

// Only sentences with a likely past form are worth tagging.
const PAST_HINT = /\b\w+ed\b|\b(was|were|had|did|went|saw|said|took|knew|thought|felt|ran|came|made|found|told|left|stood|sat|gave|got|heard|held|kept|lost|met|paid|put|read|set|spoke|wrote|brought|bought|caught|taught|fought|sought|began|became|broke|chose|drew|drove|fell|flew|forgot|froze|grew|hid|lay|rode|rose|sang|sank|shook|slept|spent|stole|struck|swam|threw|understood|woke|wore|won)\b/i;

/** True when a narration sentence reads as past tense: a past verb and no present, modal or future one. */
export function isPastSentence(sentence: string): boolean {
  if (!PAST_HINT.test(sentence)) return false;
  // Read from the cached tags rather than compromise's match engine, which is the slow part.
  const t = terms(sentence);
  if (!t.some((x) => has(x, 'PastTense'))) return false;
  if (t.some((x) => has(x, 'PresentTense') || has(x, 'Modal') || has(x, 'FutureTense') || has(x, 'Infinitive'))) return false;
  // 'has changed', 'have found': present perfect is present.
  for (let i = 0; i < t.length; i++) {
    if (!/^(has|have|'ve)$/i.test(t[i]?.text ?? '')) continue;
    const next = has(t[i + 1], 'Adverb') ? t[i + 2] : t[i + 1];
    if (has(next, 'PastTense')) return false;
  }
  return true;
}

/** Capitalised names in a text the tagger reads as places. */
export function placesIn(text: string): string[] {
  return nlp(text).places().out('array') as string[];
}
