import { isVerbBase, isVerbForm, verbBase } from '../language';
import { ABSTRACT, ADJECTIVE_HINTS, BREAKERS, DETERMINERS, EVENT_NOUNS, NOUN_VERBS, PERSON_NOUNS, PLACE_NOUNS, PREPOSITIONS } from './nouns';

// Reads a free prompt the way a person skims it: the noun phrases (who, where, what), the
// subject and what it does, and any statement worth teaching ('how X turns Y into Z').

/** What a phrase names. */
export type PhraseKind = 'person' | 'place' | 'thing' | 'event';

/** A noun phrase of the prompt. */
export type Phrase = {
  /** The phrase without its determiner, as written ('frozen moon of Jupiter'). */
  text: string;
  /** The determiner it came with ('a', 'the', 'my'), or ''. */
  det: string;
  /** Its head noun, lower case ('moon'). */
  head: string;
  kind: PhraseKind;
  plural: boolean;
  /** A capitalised name ('Jupiter', 'Magellan'). */
  proper: boolean;
  /** The preposition in front of it, or ''. */
  prep: string;
  /** Position in the prompt (word index). */
  at: number;
  /** What the prompt says it does or is, right after it ('is hiding something', 'who only speaks in hold music'). */
  after?: string;
};

/** What a prompt says, read without a model. */
export type PromptReading = {
  phrases: Phrase[];
  /** The phrase the prompt is about first: the subject of its first clause, if any. */
  subject: Phrase | null;
  /** What the subject does, as a base-form verb phrase ('join the big autumn leaf-jumping contest'). */
  deed: string | null;
  /** Statements in the prompt worth teaching or telling ('photosynthesis turns sunlight ... into sugar'). */
  statements: string[];
  /** Capitalised names that are not at the start of the prompt. */
  names: string[];
  /** The prompt's own content words, lower case, for titles and fidelity. */
  keywords: string[];
  /** What someone in the prompt learns ('how photosynthesis turns sunlight ... into sugar'). */
  learning: string | null;
};

type Token = { word: string; lower: string; punct: string; at: number };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /([\p{L}\p{N}][\p{L}\p{N}'’-]*)([^\p{L}\p{N}\s]*)/gu;
  let i = 0;
  for (const m of text.matchAll(re)) {
    const word = (m[1] as string).replace(/’/g, "'");
    out.push({ word, lower: word.toLowerCase(), punct: m[2] ?? '', at: i++ });
  }
  return out;
}

const GROUPS = new Set(['crew', 'team', 'group', 'band', 'family', 'gang', 'class', 'pair', 'couple', 'flock', 'pack', 'troop', 'bunch', 'crowd', 'household', 'staff', 'party']);
const CONTAINERS = new Set(['crate', 'bottle', 'box', 'bag', 'jar', 'cup', 'map', 'message', 'letter', 'piece', 'slice', 'drop', 'handful', 'pile', 'heap', 'stack', 'list', 'book', 'problem', 'game', 'cup']);
const NEVER_HEAD = new Set(['kind', 'sort', 'lot', 'bit', 'way', 'thing', 'things', 'something', 'someone', 'story', 'stories', 'idea', 'charge']);
const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'us', 'them', 'it', 'you']);
const INTENSIFIERS = new Set(['very', 'really', 'quite', 'rather', 'so', 'too', 'most']);
const TAKE_VERBS = /^(find|finds|found|steal|steals|stole|build|builds|built|make|makes|made|bake|bakes|design|designs|fix|fixes|save|saves|rescue|rescues|bring|brings|fetch|fetches|catch|catches|win|wins|keep|keeps|carry|carries|return|returns|get|gets|grab|grabs|take|takes|mend|mends|light|lights)$/;
const ADVERB_LY = /ly$/;
const NOT_ADVERB = new Set(['family', 'ally', 'belly', 'jelly', 'holly', 'lily', 'fly', 'rally', 'italy', 'sally', 'dolly', 'bully', 'ugly', 'only']);
const PLACE_ONLY_PREPS = new Set(['in', 'inside', 'on', 'at', 'across', 'through', 'around', 'near', 'beneath', 'under', 'within', 'throughout', 'along', 'above', 'below', 'behind', 'beyond']);

const isContraction = (t: Token): boolean => /n't$|'(ll|re|ve|d|m)$/.test(t.lower);
const isAdverb = (t: Token): boolean => ADVERB_LY.test(t.lower) && t.lower.length > 4 && !NOT_ADVERB.has(t.lower);

function isNounish(t: Token | undefined): boolean {
  if (!t) return false;
  return !(BREAKERS.has(t.lower) || PREPOSITIONS.has(t.lower) || DETERMINERS.has(t.lower) || isContraction(t) || isAdverb(t));
}

function headKind(head: string): PhraseKind {
  const h = head.toLowerCase().replace(/'s$/, '');
  if (/year-olds?$/.test(h)) return 'person';
  const parts = [h, h.split('-').pop() ?? h, h.split('-')[0] ?? h];
  for (const x of parts) if (PERSON_NOUNS.has(x)) return 'person';
  for (const x of parts) if (PLACE_NOUNS.has(x)) return 'place';
  for (const x of parts) if (EVENT_NOUNS.has(x)) return 'event';
  return 'thing';
}

function pluralWord(w: string): boolean {
  const l = w.toLowerCase();
  if (['people', 'children', 'men', 'women', 'mice', 'geese', 'friends', 'siblings'].includes(l)) return true;
  if (/year-olds$/.test(l)) return true;
  return /[^s'’]s$/.test(l) && !/(ss|us|is)$/.test(l) && l.length > 3;
}

/** True when the token at i reads as a verb here (not a noun that shares the spelling). */
function verbAt(tokens: readonly Token[], i: number, inPhrase: boolean): boolean {
  const t = tokens[i];
  if (!t || !isVerbForm(t.lower)) return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const listItem = (prev && /,$/.test(prev.punct)) || t.punct.startsWith(',') || /^(and|or)$/.test(next?.lower ?? '') || !next;
  if (NOUN_VERBS.has(t.lower) || NOUN_VERBS.has(verbBase(t.lower) ?? '')) {
    if (listItem || (prev && (DETERMINERS.has(prev.lower) || ADJECTIVE_HINTS.has(prev.lower)))) return false;
  }
  if (prev && prev.lower === 'to' && !prev.punct) return true;
  if (prev && DETERMINERS.has(prev.lower) && !prev.punct && prev.lower !== 'that') return false;
  if (/(ing|ed|en)$/.test(t.lower) && !t.punct && isNounish(next) && !isVerbForm(next?.lower ?? '')) return false;
  if (inPhrase) {
    if (next && (OBJECT_PRONOUNS.has(next.lower) || DETERMINERS.has(next.lower)) && /s$/.test(t.lower)) return true;
    const nounLike = PERSON_NOUNS.has(t.lower) || PLACE_NOUNS.has(t.lower) || EVENT_NOUNS.has(t.lower);
    if (nounLike) return false;
    if (isNounish(next) && !t.punct && !/(s|ed)$/.test(t.lower)) return false;
  }
  return true;
}

function kindInContext(head: string, prep: string, proper: boolean, afterTakeVerb: boolean): PhraseKind {
  const base = headKind(head);
  if (base === 'person' || base === 'event') return base;
  if (afterTakeVerb && !prep) return 'thing';
  if (prep && PLACE_ONLY_PREPS.has(prep)) return 'place';
  if (prep && /^(into|onto|to|from)$/.test(prep) && (base === 'place' || proper)) return 'place';
  return base;
}

/** Reads a prompt's noun phrases, subject, deed and statements. */
export function readPrompt(text: string): PromptReading {
  const tokens = tokenize(text);
  const phrases: (Phrase & { end: number })[] = [];
  let prep = '';
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (PREPOSITIONS.has(t.lower) && !(t.lower === 'like' && i === 0)) {
      prep = t.punct ? '' : t.lower;
      i++;
      continue;
    }
    const relative = t.lower === 'that' && isVerbForm(tokens[i + 1]?.lower ?? '') && !NOUN_VERBS.has(tokens[i + 1]?.lower ?? '');
    if (relative || BREAKERS.has(t.lower) || isContraction(t) || isAdverb(t) || (!DETERMINERS.has(t.lower) && verbAt(tokens, i, false))) {
      prep = '';
      i++;
      continue;
    }
    const det = DETERMINERS.has(t.lower) ? t.word : '';
    const prevVerb = [tokens[i - 1], tokens[i - 2]].find((x) => x && isVerbForm(x.lower));
    const afterTake = Boolean(prevVerb && TAKE_VERBS.test(prevVerb.lower));
    let j = det ? i + 1 : i;
    const words: Token[] = [];
    while (j < tokens.length) {
      const x = tokens[j] as Token;
      if (INTENSIFIERS.has(x.lower) && isNounish(tokens[j + 1]) && words.length === 0 && !x.punct) {
        j++;
        continue;
      }
      if (!isNounish(x)) break;
      // 'a reunion twenty years from now': a number after the noun starts a new phrase.
      if (words.length > 0 && /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a hundred)$/.test(x.lower)) break;
      if (words.length > 0 && (verbAt(tokens, j, true) || (/ed$/.test(x.lower) && x.lower.length > 4 && !ADJECTIVE_HINTS.has(x.lower)))) break;
      if (words.length === 0 && !det && verbAt(tokens, j, false)) break;
      words.push(x);
      j++;
      if (x.punct && /[.,;:!?)]/.test(x.punct)) break;
      if (words.length >= 5) break;
    }
    if (words.length === 0) {
      i = Math.max(j, i + 1);
      prep = '';
      continue;
    }
    const headWord = words[words.length - 1] as Token;
    const ofNext = tokens[j];
    // 'a crew of misfit smugglers', 'a moon of Jupiter', 'a message in a bottle' stay one phrase.
    if (!headWord.punct && ofNext?.lower === 'of' && !ofNext.punct) {
      let k = j + 1;
      if (tokens[k] && DETERMINERS.has((tokens[k] as Token).lower)) k++;
      const capital = /^[A-Z]/.test(tokens[k]?.word ?? '');
      if (GROUPS.has(headWord.lower) || CONTAINERS.has(headWord.lower) || capital || headKind(headWord.lower) === 'place') {
        const tail: Token[] = [];
        while (k < tokens.length && tail.length < 4) {
          const x = tokens[k] as Token;
          if (!isNounish(x) || (tail.length > 0 && verbAt(tokens, k, true))) break;
          tail.push(x);
          k++;
          if (x.punct) break;
        }
        const last = tail[tail.length - 1];
        if (last && !ABSTRACT.has(last.lower)) {
          const core = words.map((x) => x.word).join(' ');
          const ofPart = tokens.slice(j, k).map((x) => x.word).join(' ');
          const group = GROUPS.has(headWord.lower);
          const head = group ? last.lower : headWord.lower;
          phrases.push({
            text: `${core} ${ofPart}`.replace(/[.,;:!?]+$/, ''),
            det,
            head,
            kind: group ? headKind(last.lower) : capital && headKind(headWord.lower) === 'thing' ? 'place' : kindInContext(headWord.lower, prep, capital, afterTake),
            plural: group || pluralWord(headWord.word),
            proper: /^[A-Z]/.test(core) && !det,
            prep,
            at: i,
            end: k,
          });
          i = k;
          prep = '';
          continue;
        }
      }
    }
    // A possessor inside a phrase is a phrase of its own: 'a food critic's visit' names a critic.
    const possessorAt = words.findIndex((x, k) => k < words.length - 1 && /'s$/.test(x.lower));
    if (possessorAt >= 0) {
      const owner = words.slice(0, possessorAt + 1).map((x) => x.word).join(' ').replace(/'s$/, '');
      const ownerHead = (words[possessorAt] as Token).lower.replace(/'s$/, '');
      if (headKind(ownerHead) === 'person') phrases.push({ text: owner, det: 'the', head: ownerHead, kind: 'person', plural: false, proper: /^[A-Z]/.test(owner), prep: '', at: i, end: i + possessorAt + 1 });
    }
    // 'a message in a bottle' is one thing.
    if (!headWord.punct && tokens[j]?.lower === 'in' && tokens[j + 1] && DETERMINERS.has((tokens[j + 1] as Token).lower) && CONTAINERS.has(tokens[j + 2]?.lower ?? '') && headKind(headWord.lower) === 'thing') {
      words.push(tokens[j] as Token, tokens[j + 1] as Token, tokens[j + 2] as Token);
      j += 3;
    }
    const head = headWord.lower.replace(/'s$/, '');
    const phraseText = words.map((x) => x.word).join(' ').replace(/[.,;:!?]+$/, '');
    const onlyAdjectives = words.every((x) => ADJECTIVE_HINTS.has(x.lower)) && headKind(head) === 'thing';
    const proper = words.every((x) => /^[A-Z0-9]/.test(x.word)) && words.some((x) => /^[A-Z]/.test(x.word)) && !(i === 0 && !det);
    if (!NEVER_HEAD.has(head) && !ABSTRACT.has(head) && !onlyAdjectives && !/^\d+$/.test(head)) {
      phrases.push({ text: phraseText, det, head, kind: kindInContext(head, prep, proper, afterTake), plural: pluralWord(head), proper, prep, at: i, end: j });
    }
    // 'a space pirate heist' and 'a detective story' name people too: the word before the head.
    const before = words[words.length - 2];
    if (before && headKind(head) !== 'person' && headKind(before.lower) === 'person' && !/'s$/.test(before.lower)) {
      const who = words.slice(0, words.length - 1).map((x) => x.word).join(' ');
      phrases.push({ text: who, det: 'a', head: before.lower, kind: 'person', plural: false, proper: false, prep: '', at: i + 0.5, end: j - 1 });
    }
    prep = '';
    i = j;
  }
  for (const p of phrases) {
    const clause = clauseAfter(tokens, p.end);
    if (clause) p.after = clause;
  }
  const first = tokens[0];
  const opensWithVerb = first ? !DETERMINERS.has(first.lower) && verbAt(tokens, 0, false) : false;
  const subject = !opensWithVerb && !/^(i|we)$/.test(first?.lower ?? '') && phrases[0] && phrases[0].at <= 1 && !phrases[0].prep ? phrases[0] : null;
  return {
    phrases: phrases.map(({ end: _end, ...p }) => p),
    subject: subject ? (({ end: _e, ...p }) => p)(subject) : null,
    deed: deedOf(tokens, subject ? subject.end : opensWithVerb ? -1 : null),
    statements: statementsOf(text),
    names: namesOf(tokens),
    keywords: keywordsOf(phrases),
    learning: text.match(/\blearns?\s+((?:how|why|what|about|to)\s+[^.;!?]+)/i)?.[1]?.trim() ?? null,
  };
}

// What the subject does: the verb phrase after it, in base form, skipping a relative clause
// ('a robot who is afraid of the dark has to find ...') and 'wants to' / 'has to'.
function deedOf(tokens: readonly Token[], after: number | null): string | null {
  if (after === null) return null;
  let k = after < 0 ? 0 : after;
  // Only the subject's own verb: prepositional phrases may come between ('a keeper on a remote
  // island finds ...'), another bare noun phrase may not ('on the night a storm grounds ...').
  if (after >= 0) {
    let inPrep = false;
    let nounSincePrep = false;
    for (let x = after; x < tokens.length; x++) {
      const t = tokens[x] as Token;
      if (/^(who|that|which)$/.test(t.lower)) break;
      if (verbAt(tokens, x, false)) break;
      if (PREPOSITIONS.has(t.lower)) {
        inPrep = true;
        nounSincePrep = false;
      } else if (DETERMINERS.has(t.lower)) {
        if (!inPrep || nounSincePrep) return null;
      } else nounSincePrep = true;
    }
  }
  if (after >= 0 && /^(who|that|which)$/.test(tokens[k]?.lower ?? '')) {
    // Skip to the clause's end: the next verb that follows a noun, not the relative pronoun.
    k += 2;
    while (k < tokens.length && !(verbAt(tokens, k, false) && /(s|ed)$/.test((tokens[k] as Token).lower) && k > after + 2)) k++;
  }
  while (k < tokens.length && !verbAt(tokens, k, false)) k++;
  if (k >= tokens.length) return null;
  const first = tokens[k] as Token;
  if (/^(wants?|has|have|needs?|tries|try|decides?|hopes?|sets?|races?|rushes?|struggles?)$/.test(first.lower) && tokens[k + 1]?.lower === 'to') k += 2;
  else if (/^(must|can|will|should)$/.test(first.lower)) k += 1;
  else if (/^(is|are|was|were)$/.test(first.lower)) return null;
  const out: string[] = [];
  let afterAnd = false;
  for (; k < tokens.length && out.length < 14; k++) {
    const t = tokens[k] as Token;
    out.push(out.length === 0 || afterAnd ? (verbBase(t.lower) ?? t.lower) : t.word);
    afterAnd = t.lower === 'and' && isVerbForm(tokens[k + 1]?.lower ?? '') && /s$/.test(tokens[k + 1]?.lower ?? '');
    if (/[.;!?]/.test(t.punct) || (t.punct.includes(',') && out.length > 3)) break;
    // 'help a cloud who is too heavy to float find its way home': the relative clause is
    // skipped when a bare verb follows it, and the deed goes on ('help a cloud find its way home').
    if (/^(who|which|that)$/.test(tokens[k + 1]?.lower ?? '')) {
      let m = k + 3;
      while (m < tokens.length && !(isVerbBase(tokens[m]?.lower ?? '') && !/^(to|can|will|must|would|could|should)$/.test(tokens[m - 1]?.lower ?? '') && !/[.;!?,]/.test(tokens[m - 1]?.punct ?? ''))) m++;
      if (out.length < 2 || m >= tokens.length) break;
      k = m - 1;
      continue;
    }
    if (/^(where|while|because|when|until)$/.test(tokens[k + 1]?.lower ?? '')) break;
  }
  const deed = out.join(' ').replace(/[.,;:!?]+$/, '');
  return deed.split(' ').length >= 2 ? deed : null;
}

// The clause right after a phrase: a relative clause ('who only speaks in hold music') or its own
// verb ('is hiding something', 'vanishes'), up to punctuation or the next clause.
function clauseAfter(tokens: readonly Token[], end: number): string | null {
  const prev = tokens[end - 1];
  if (!prev || /[.;,!?]/.test(prev.punct)) return null;
  const start = tokens[end];
  if (!start) return null;
  const relative = /^(who|which|that)$/.test(start.lower);
  if (!relative && !verbAt(tokens, end, false)) return null;
  const out: string[] = [];
  let infinitive = false;
  for (let k = end; k < tokens.length && out.length < 10; k++) {
    const t = tokens[k] as Token;
    // 'too heavy to float find its way' ends after the infinitive's verb.
    if (infinitive && isVerbForm(t.lower) && tokens[k - 1]?.lower !== 'to') break;
    if (tokens[k - 1]?.lower === 'to' && isVerbForm(t.lower)) infinitive = true;
    if (k > end && /^(and|when|while|where|but|until|because)$/.test(t.lower) && !relative) break;
    if (k > end && /^(when|while|where|because|until)$/.test(t.lower)) break;
    out.push(t.word);
    if (/[.;,!?]/.test(t.punct)) break;
  }
  const clause = out.join(' ').replace(/[.,;:!?]+$/, '');
  return clause.split(' ').length >= 1 ? clause : null;
}

// 'learn how X turns Y into Z' and 'discover why ...' hold a statement worth telling.
function statementsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:how|that|why)\s+([^.;!?]{12,160})/gi)) {
    const s = (m[1] as string).trim().replace(/[,\s]+$/, '');
    if (/\b(is|are|turns?|makes?|works?|becomes?|changes?|spreads?|grows?|moves?|uses?|needs?|holds?|carries?|keeps?|gives?|takes?|causes?)\b/.test(s)) out.push(s);
  }
  return out;
}

function namesOf(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const prev = tokens[k - 1] as Token;
    if (!/^[A-Z][a-z]/.test(t.word) || /[.!?]/.test(prev.punct)) continue;
    let name = t.word;
    while (tokens[k + 1] && /^[A-Z][a-z]/.test((tokens[k + 1] as Token).word) && !t.punct) name += ` ${(tokens[++k] as Token).word}`;
    if (!out.includes(name)) out.push(name.replace(/'s$/, ''));
  }
  return out;
}

function keywordsOf(phrases: readonly Phrase[]): string[] {
  const out: string[] = [];
  for (const p of phrases) for (const w of p.text.toLowerCase().split(/[\s-]+/)) if (w.length > 3 && !ADJECTIVE_HINTS.has(w) && !out.includes(w) && !BREAKERS.has(w) && !PREPOSITIONS.has(w)) out.push(w);
  return out;
}
