import type { Guidelines, StoryCategory } from '@schemas';
import type { RandomSource } from '../../core/rng';
import { isVerbBase, isVerbForm, lowerFirst, lowerPhrase, sentencesOf, stripEnd, thirdPerson, uncap, verbBase, withArticle } from '../../language';
import type { ElementBrief, NarratorContext, StatBrief } from '../narrator';
import { elementKind, type ElementKind } from './element-kind';

// Reading a World the way a narrator must: kinds of elements, the mood, who the story is for,
// which of the designer's sentences a reader may see, and short forms of long texts.

/** The moods the writer knows. */
export type Mood = 'dark' | 'tense' | 'cozy' | 'humorous' | 'hopeful' | 'wondrous' | 'contemplative';

/** Who the story is written for: children (short sentences, gentle), learners, or anyone. */
export type Register = 'kids' | 'learn' | 'plain';

const MOOD_WORDS: [Mood, RegExp][] = [
  ['humorous', /humou?r|funny|comed|satir|absurd|whimsic|playful|witty|silly|light-hearted|wry/i],
  ['cozy', /cozy|cosy|warm|gentle|comfort|wholesome|slice of life|kind|kids|soft/i],
  ['dark', /dark|grim|gothic|horror|bleak|noir|dread|sinister|brutal|macabre/i],
  ['tense', /tense|thrill|suspens|urgent|danger|exciting|action|gritty|paranoi|pressure/i],
  ['wondrous', /wonder|magic|mystic|surreal|dream|strange|eerie|uncanny|myth|inky/i],
  ['hopeful', /hope|uplift|bright|optimis|inspir|heartfelt|earnest|curious|encourag/i],
  ['contemplative', /contemplat|melanchol|quiet|reflect|bittersweet|wistful|thoughtful|calm/i],
];

/** The main mood of a World from its tone list (and the story category as a hint). */
export function moodOf(guidelines: Pick<Guidelines, 'tone'>, category: StoryCategory | null): Mood {
  if (category === 'read-with-kids') return 'cozy';
  for (const line of guidelines.tone) {
    let best: { mood: Mood; at: number } | null = null;
    for (const [mood, re] of MOOD_WORDS) {
      const at = line.search(re);
      if (at >= 0 && (!best || at < best.at)) best = { mood, at };
    }
    if (best) return best.mood;
  }
  if (category === 'vent-about-reality') return 'humorous';
  if (category === 'see-your-future-self') return 'contemplative';
  if (category === 'learn-something') return 'hopeful';
  return 'tense';
}

/** Who the story is for: the category, else what the World says of itself (reading aloud to children, teaching). */
export function registerOf(ctx: Pick<NarratorContext, 'story' | 'world'>): Register {
  const cat = ctx.story.category;
  if (cat === 'read-with-kids') return 'kids';
  if (cat === 'learn-something') return 'learn';
  const g = ctx.world.guidelines;
  const text = `${g.world} ${g.rules.join(' ')} ${g.tone.join(' ')}`;
  if (/read(ing)? aloud|children aged|bedtime|for (young )?children|picture book/i.test(text)) return 'kids';
  if (/\b(teaches|learning goal|lesson|field investigation|must be accurate|educational)\b/i.test(text)) return 'learn';
  return 'plain';
}

/** Elements of one kind. */
export function elementsOf(elements: readonly ElementBrief[], kind: ElementKind): ElementBrief[] {
  return elements.filter((e) => elementKind(e) === kind);
}

/** Elements whose name appears in a text (case-insensitive, 'the' ignored). */
export function elementsNamedIn(elements: readonly ElementBrief[], text: string): ElementBrief[] {
  const t = text.toLowerCase();
  return elements.filter((e) => {
    const name = e.name.toLowerCase().replace(/^the\s+/, '');
    return name.length > 2 && t.includes(name);
  });
}

const DESIGNER = /\b(players?|the reader|this world|stor(y|ies)|beats?|threads?|milestones?|outcomes?|narrator|the ai|scenes?|side [ab]|session|[a-z]+_[a-z_]+)\b/i;
const DIRECTIVE = /^(play|treat|use|make|let|keep|give|never|always|describe|plant|show|reveal|stage|write|avoid|don'?t|do not|bring|alternate|ground|end|begin|include|mention|remember|if|when|she can become|he can become|they can become|can become)\b/i;

/** True for a sentence written to the narrator, not the reader ('Players sample ...', 'Play her as ...'). */
export function isDesignerText(s: string): boolean {
  return DESIGNER.test(s) || DIRECTIVE.test(s.trim()) || /\|/.test(s) || /[+-]\d+\s/.test(s);
}

/** The sentences of a text a reader may see. */
export function readerSentences(text: string): string[] {
  return sentencesOf(text.replace(/\s+/g, ' ')).filter((s) => !isDesignerText(s) && s.split(/\s+/).length >= 4);
}

/**
 * A designer's text as a reader may see it: 'the players' are 'you', and a question that waits
 * for the story to end waits for it to be too late.
 */
export function forReader(text: string): string {
  return text
    .replace(/\s*\((?:side [AB]|[^)]*\bside [AB]\b[^)]*)\)/g, '')
    .replace(/\bSide A\b/g, 'One side')
    .replace(/\bside A\b/g, 'one side')
    .replace(/\bSide B\b/g, 'The other side')
    .replace(/\bside B\b/g, 'the other side')
    .replace(/\b([Tt])he player (is|has|was|does)\b/g, (_m, t: string, v: string) => `${t === 'T' ? 'You' : 'you'} ${{ is: 'are', has: 'have', was: 'were', does: 'do' }[v]}`)
    .replace(/\b([Tt])he player (\w+?)(e?s)\b/g, (m, t: string, stem: string, end: string) => {
      const base = verbBase(`${stem}${end}`);
      return base ? `${t === 'T' ? 'You' : 'you'} ${base}` : m;
    })
    .replace(/\bThe players['’]/g, 'Your')
    .replace(/\bthe players['’]/g, 'your')
    .replace(/\b(?:this|the) player['’]s\b/gi, (m) => (m[0] === 'T' ? 'Your' : 'your'))
    .replace(/\bThe players?\b/g, 'You')
    .replace(/\bthe players?\b/g, 'you')
    .replace(/\bbefore the (story|game) ends\b/gi, 'before it is too late')
    .replace(/\bby the end of the (story|game)\b/gi, 'in time');
}

/** An outcome question as a reader may see it: no designer's notes in brackets, no sides. */
export function readerQuestion(q: string): string {
  let t = forReader(q.replace(/\s*\([^)]*\)/g, '').replace(/\s+/g, ' ').trim());
  if (/\bside [AB]\b/.test(t)) t = `${stripEnd(t.split(':')[0] ?? t)}?`;
  return t.replace(/\s+([?,.])/g, '$1');
}

const PERSONISH_DETS = /^(the|a|an|your|their|his|her|my|our|this|that)$/i;
const NOT_TOPIC = /^(the|a|an|your|their|his|her|my|our)\s+(player|players|team|applicants?|crew|group|end|story|future self|better|best|most|rest|hang|edge|upper hand)$/i;

/**
 * A short noun phrase naming what an outcome question is about: its first noun phrase with a
 * determiner, stopping before a verb ('the Quarter-Day Reprint'), or its first name ('Vesper
 * Lane'), whichever comes first; a leading 'When ..., ' clause is skipped.
 */
export function topicOf(question: string): string {
  const q = readerQuestion(question).replace(/^(when|if|as|after|before|once)\b[^,]*,\s*/i, '');
  const words = stripEnd(q).split(/\s+/);
  let np: { at: number; text: string } | null = null;
  for (let i = 0; i < words.length && !np; i++) {
    const w = words[i] as string;
    if (!PERSONISH_DETS.test(w)) continue;
    const phrase: string[] = [];
    for (let j = i + 1; j < words.length && phrase.length < 4; j++) {
      const x = (words[j] as string).replace(/[,;:?.!]+$/, '');
      const lower = x.toLowerCase();
      if (/^(and|or|but|that|who|which|to|of|in|on|at|for|with|by|from|before|after|into|as|if|when|will|can|could|would|should|is|are|was|were|be|been|have|has|had|do|does|did)$/.test(lower) || ADVERBS.test(lower)) break;
      if (phrase.length > 0 && isVerbForm(lower) && !/^[A-Z]/.test(x)) break;
      // 'your perfect, rule-following application': a list of adjectives goes on to its noun.
      const next = (words[j + 1] ?? '').toLowerCase();
      const listed = /,$/.test(words[j] as string) && j + 2 < words.length && (next.includes('-') || adjectiveLike(next.replace(/,$/, '')));
      phrase.push(listed ? `${x},` : x);
      if (/[,;:]$/.test(words[j] as string) && !listed) break;
    }
    const text = `${w.toLowerCase()} ${phrase.join(' ')}`.trim();
    if (phrase.length && !NOT_TOPIC.test(text)) np = { at: i, text };
  }
  let name: { at: number; text: string } | null = null;
  for (let i = 1; i < words.length && !name; i++) {
    const w = (words[i] as string).replace(/[,;:?.!]+$/, '');
    if (!/^[A-Z][\p{L}’'&-]*/u.test(w) || PERSONISH_DETS.test(w)) continue;
    const parts = [w];
    for (let j = i + 1; j < words.length && /^([A-Z]|&|of$)/.test(words[j] as string); j++) parts.push((words[j] as string).replace(/[,;:?.!]+$/, ''));
    while (parts.length && /^(of|&)$/.test(parts[parts.length - 1] as string)) parts.pop();
    name = { at: i, text: parts.join(' ').replace(/[’']s$/, '') };
  }
  const which = q.match(/^which\s+(\w+)/i);
  if (which && !isVerbForm((which[1] as string).toLowerCase()) && !/^(is|are|was|were|of|one|ones)$/i.test(which[1] as string)) return `the ${(which[1] as string).toLowerCase()}`;
  // 'Can you understand photosynthesis well enough to teach a friend?': a bare object of the
  // question's own verb comes before any later noun phrase.
  const object = q.match(/^(?:[Cc]an|[Ww]ill|[Cc]ould|[Dd]o|[Dd]id) you \w+ ([a-z][a-z-]{3,})(?: ([a-z][a-z-]{3,}))?/);
  const SMALL = /^(what|which|whose|this|that|these|those|them|their|your|yours|yourself|everything|everyone|anything|anyone|something|someone|nothing|more|well|enough|again|through|back|away|over|home|here|there|together|really|ever|still|just|even|every|each|some|any|both|either|neither|much|many|into|onto|from|with|about|before|after|under|without|while|when|than|then|once|first|last)$/;
  if (object && !isVerbForm(object[1] as string) && !SMALL.test(object[1] as string)) {
    const next = object[2];
    return next && !SMALL.test(next) && !isVerbForm(next) ? `${object[1]} ${next}` : (object[1] as string);
  }
  if (np && (!name || np.at < name.at)) return np.text.replace(/[’']s$/, '');
  if (name) return name.text;
  const bare = q.match(/\b(?:how|why|whether|about)\s+([a-z][a-z-]+)/i);
  if (bare && !isVerbForm(bare[1] as string)) return bare[1] as string;
  return 'the question ahead';
}

/** Adverbs that sit between a question's subject and its verb. */
const ADVERBS = /^(ever|really|still|finally|actually|truly|even|also|always|never|at last)$/i;

/**
 * An outcome question as an aim a player can choose, a verb phrase: 'Can you clear your name?'
 * -> 'Try to clear your name'; 'Who keeps the lantern lit?' -> 'Find out who keeps the lantern lit'.
 * Five phrasings (variant 0-4), so a question offered again does not read the same.
 */
export function questionToAim(question: string, variant = 0): string {
  // Only a question's first clause: 'Who has your future self become, and do you want to
  // become them?' -> 'Who has your future self become'.
  const q = (readerQuestion(question).replace(/\?+$/, '').trim().split(/,\s*(?:and|or|but)\s+/)[0] as string).trim();
  const v = variant % 5;
  let m = q.match(/^can you (.+)$/i);
  if (m) return `${['Try to', 'Set out to', 'Work out how to', 'Make it your business to', 'Do whatever it takes to'][v]} ${m[1]}`;
  m = q.match(/^will you (.+)$/i);
  if (m) return `${['Decide whether to', 'Think hard about whether to', 'Face the question of whether to', 'Make up your mind whether to', 'Weigh up whether to'][v]} ${m[1]}`;
  m = q.match(/^([Cc]an|[Ww]ill|[Cc]ould) ((?:(?:the|your|my|our|their|his|her|its)\b|[A-Z])\S* .+)$/);
  // The subject runs up to its verb: 'Can the river be saved' -> 'the river' + 'be saved'; an
  // adverb before the verb goes with it ('Will your application ever be rewarded').
  const parts = m ? (m[2] as string).split(/\s+/) : [];
  const found = parts.findIndex((w, i) => i > 0 && isVerbBase(w.toLowerCase()) && !/^the$/i.test(parts[i - 1] ?? ''));
  const vi = found > 1 && ADVERBS.test(parts[found - 1] ?? '') ? found - 1 : found;
  if (m && vi > 0) {
    m = [m[0], m[1], parts.slice(0, vi).join(' '), parts.slice(vi).join(' ')] as unknown as RegExpMatchArray;
    const who = (m[2] as string).replace(/^The /, 'the ');
    const all = [`Help ${who} ${m[3]}`, `Do what it takes to help ${who} ${m[3]}`, `Make sure ${who} can ${m[3]}`, `Find a way for ${who} to ${m[3]}`, `See to it that ${who} can ${m[3]}`];
    // 'Help the river be saved' does not read: a passive takes only the last three.
    const verb = (m[3] as string).split(' ').filter((w, i) => i > 0 || !ADVERBS.test(w))[0] ?? '';
    return (verb === 'be' ? (all[2 + (v % 3)] as string) : (all[v] as string));
  }
  m = q.match(/^(who|what|where|why|how|which|when) (.+)$/i);
  if (m) return `${['Find out', 'Dig into', 'Get to the bottom of', 'Set out to learn', 'Work out'][v]} ${(m[1] as string).toLowerCase()} ${indirect(m[2] as string)}`;
  return `${['Find out more about', 'Follow up on', 'Ask around about', 'Look closer at', 'Spend some time on'][v]} ${lowerFirst(topicOf(question))}`;
}

// 'will you be in ten years' -> 'you will be in ten years'; 'does Whistle really want' ->
// 'Whistle really wants': a question's word order made indirect.
function indirect(rest: string): string {
  const m = rest.match(/^(will|can|could|would|should|is|are|was|were|has|have|do|does|did)\s+(.+)$/i);
  if (!m) {
    // 'which seed will you carry' -> 'which seed you will carry': a question word's noun first.
    const n = rest.match(/^((?:[a-z]+\s+){1,3}?)(will|can|could|would|should|is|are|was|were|has|have|do|does|did)\s+((?:you|we|they|he|she|it|i)\b.*|the\s.+|[A-Z].+)$/);
    if (n) return `${n[1]}${indirect(`${n[2]} ${n[3]}`)}`;
    return rest;
  }
  const aux = (m[1] as string).toLowerCase();
  const words = (m[2] as string).split(/\s+/);
  // 'who will be your friend', 'which is bigger': the question word is the subject, nothing to
  // turn round.
  if (/^(will|can|could|would|should)$/.test(aux) && isVerbBase((words[0] ?? '').toLowerCase())) return rest;
  const next = (words[0] ?? '').replace(/[,;:.!?]+$/, '');
  if (/^(is|are|was|were)$/.test(aux) && (/^[a-z]+(er|est)$|^(more|most|better|best|worse|worst|right|wrong|true|false|real)$/.test(next) || /^(behind|under|inside|in|on|at|beyond|below|above|beneath|through|near|happening|going|wrong|left|missing|hidden|next)$/.test(next))) return rest;
  // The subject runs up to the first verb ('the Margery Pike's food | have become ...').
  const vi = words.findIndex((w, i) => i > 0 && isVerbForm(w.toLowerCase().replace(/[?,.]$/, '')) && !/^(the|a|an)$/i.test(words[i - 1] ?? ''));
  if (vi < 0) return `${words.join(' ')} ${aux}`;
  const subject = words.slice(0, vi).join(' ');
  const tail = words.slice(vi);
  if (/^(do|does|did)$/.test(aux)) {
    const verb = tail[0] as string;
    const singular = !/^(you|they|we)$/i.test(subject);
    tail[0] = aux === 'does' && singular ? thirdPerson(verb) : verb;
    return `${subject} ${tail.join(' ')}`;
  }
  return `${subject} ${aux} ${tail.join(' ')}`;
}

/** The level of a numeric stat value: low under 35, high over 65. */
export function levelOf(value: number): 'low' | 'mid' | 'high' {
  return value < 35 ? 'low' : value > 65 ? 'high' : 'mid';
}

/** A narrative implication of a stat that fits its level, when the World gives one (its text after a 'Below 30:' label). */
export function implicationFor(stat: StatBrief, level: 'low' | 'mid' | 'high'): string | null {
  const want = level === 'low' ? /\b(low|below|under|less|few|little|hostile|empty|weak|0 to)\b/i : level === 'high' ? /\b(high|above|over|more|many|helpful|full|strong)\b/i : /\b(middle|between|steady|neutral|moderate|near 50|30% to)\b/i;
  const hit = stat.narrativeImplications.find((n) => want.test(n.split(':')[0] ?? ''));
  if (!hit) return null;
  const text = stripEnd(hit.replace(/^[^:]{0,40}:\s*/, ''));
  return isDesignerText(text) || text.split(/\s+/).length < 3 ? null : text;
}

const ADJECTIVES = new Set('damp warm cold cool calm quiet dark bright wild soft gentle safe grim bleak tense cosy cozy eerie strange odd slow fast loud hot crisp fresh clean dry wet dim still sweet bitter sharp light heavy brisk grey gray golden hushed muted vivid lush stark tender sombre somber'.split(' '));

/** A word that says how something is ('claustrophobic', 'sunny', 'hushed'), not what it is ('mystery', 'city'). */
function adjectiveLike(word: string): boolean {
  const w = word.toLowerCase();
  if (ADJECTIVES.has(w)) return true;
  if (/(ery|ory|ity|try|phy|gy|ness|ment|tion)$/.test(w)) return false;
  return /(y|ful|ous|ive|al|ic|ish|less|able|ible|ed|ing|ent|ant)$/.test(w);
}

/**
 * A World's atmosphere as a sentence. Said how it feels ('Damp, hushed and uncanny') it is how the
 * place feels; said what it is ('A cosy moonlit night: …', 'Golden-hour rush of steam …') it is
 * what the place is; a time in front ('From dusk to dawn: hushed …') leads the sentence.
 */
export function atmosphereLine(atmosphere: string): string {
  const when = atmosphere.match(/^((?:from|in|at|by|under|through|after|before|during)\b[^:]*):\s*(.+)$/i);
  if (when) return `${when[1]}, everything here feels ${when[2]}.`;
  const head = (atmosphere.split(/[,:;]| and | but | then /)[0] ?? '').trim().split(/\s+/);
  const feels = (head.length === 1 && adjectiveLike(head[0] ?? '')) || (head.length === 2 && /ly$/i.test(head[0] ?? '') && adjectiveLike(head[1] ?? ''));
  if (feels) return `Everything here feels ${uncap(atmosphere)}.`;
  const thing = uncap(atmosphere);
  return `The whole place is ${/^(a|an|the)\b/.test(thing) || !/\bof\b/.test(thing.split(/\s+/).slice(0, 4).join(' ')) ? thing : withArticle(thing)}.`;
}

/** Sensory lines the World itself offers: its atmosphere and its image directions' details. */
export function worldSenses(atmosphere: string, settingDetails: string): string[] {
  const out: string[] = [];
  const atmo = stripEnd(atmosphere);
  if (atmo && atmo.split(/[;,]/).length <= 6 && !isDesignerText(atmo)) {
    out.push(atmosphereLine(stripEnd(atmo.split(';')[0] ?? atmo)));
  }
  const items = settingDetails
    .split(/,|;/)
    .map((x) => stripEnd(x.trim().replace(/^and\s+/, '')))
    .filter((x) => x && x.split(/\s+/).length <= 8 && !isDesignerText(x));
  for (let i = 0; i + 1 < items.length && out.length < 4; i += 2) out.push(`You notice ${lowerPhrase(items[i] as string)}, and ${lowerPhrase(items[i + 1] as string)}.`);
  return out;
}

/** Capitalised words used as names somewhere in the World's own text (mid-sentence), so they stay capitalised. */
export function namesInText(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/[a-z,;:’'"”]\s+([A-Z][a-z’']+)/g)) out.add((m[1] as string).replace(/[’']s$/, ''));
  return out;
}

/** Picks an element of a kind: first those tied to the focus, then ones the player has not met. */
export function pickElement(elements: readonly ElementBrief[], kind: ElementKind, rng: RandomSource, focus: readonly ElementBrief[], introduced: readonly string[], avoid: ReadonlySet<string> = new Set()): ElementBrief | null {
  const ofKind = elementsOf(elements, kind).filter((e) => !avoid.has(e.id));
  if (ofKind.length === 0) return null;
  const focused = ofKind.filter((e) => focus.some((f) => f.id === e.id));
  if (focused.length && rng.chance(0.75)) return rng.pick(focused);
  const fresh = ofKind.filter((e) => !introduced.includes(e.id));
  if (fresh.length && rng.chance(0.6)) return rng.pick(fresh);
  return rng.pick(ofKind);
}
