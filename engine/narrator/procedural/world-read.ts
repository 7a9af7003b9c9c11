import type { Guidelines, StoryCategory } from '@schemas';
import type { RandomSource } from '../../core/rng';
import { isVerbForm, lowerFirst, sentencesOf, stripEnd, thirdPerson, verbBase } from '../../language';
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
const NOT_TOPIC = /^(the|a|an|your|their|his|her|my|our)\s+(player|players|team|applicants?|crew|group|end|story|future self)$/i;

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
      if (/^(and|or|but|that|who|which|to|of|in|on|at|for|with|by|from|before|after|into|as|if|when|will|can|could|would|should|is|are|was|were|be|been|have|has|had|do|does|did)$/.test(lower)) break;
      if (phrase.length > 0 && isVerbForm(lower) && !/^[A-Z]/.test(x)) break;
      phrase.push(x);
      if (/[,;:]$/.test(words[j] as string)) break;
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
  if (which) return `the ${(which[1] as string).toLowerCase()}`;
  if (np && (!name || np.at < name.at)) return np.text.replace(/[’']s$/, '');
  if (name) return name.text;
  const bare = q.match(/\b(?:how|why|whether|about)\s+([a-z][a-z-]+)/i);
  if (bare && !isVerbForm(bare[1] as string)) return bare[1] as string;
  return 'the question ahead';
}

/**
 * An outcome question as an aim a player can choose, a verb phrase: 'Can you clear your name?'
 * -> 'Try to clear your name'; 'Who keeps the lantern lit?' -> 'Find out who keeps the lantern lit'.
 * Three phrasings (variant 0-2), so a question offered again does not read the same.
 */
export function questionToAim(question: string, variant = 0): string {
  const q = readerQuestion(question).replace(/\?+$/, '').trim();
  const v = variant % 3;
  let m = q.match(/^can you (.+)$/i);
  if (m) return `${['Try to', 'Set out to', 'Work out how to'][v]} ${m[1]}`;
  m = q.match(/^will you (.+)$/i);
  if (m) return `${['Decide whether to', 'Think hard about whether to', 'Face the question of whether to'][v]} ${m[1]}`;
  m = q.match(/^(can|will|could) (the [^ ]+(?: [^ ]+)?|[A-Z][^ ]+(?: [A-Z][^ ]+)*) (.+)$/);
  if (m) return `${['Help', 'Do what it takes to help', 'Make sure'][v]} ${(m[2] as string).replace(/^The /, 'the ')} ${v === 2 ? `can ${m[3]}` : m[3]}`;
  m = q.match(/^(who|what|where|why|how|which|when) (.+)$/i);
  if (m) return `${['Find out', 'Dig into', 'Get to the bottom of'][v]} ${(m[1] as string).toLowerCase()} ${indirect(m[2] as string)}`;
  return `${['Find out more about', 'Follow up on', 'Ask around about'][v]} ${lowerFirst(topicOf(question))}`;
}

// 'will you be in ten years' -> 'you will be in ten years'; 'does Whistle really want' ->
// 'Whistle really wants': a question's word order made indirect.
function indirect(rest: string): string {
  const m = rest.match(/^(will|can|could|would|should|is|are|was|were|has|have|do|does|did)\s+(.+)$/i);
  if (!m) return rest;
  const aux = (m[1] as string).toLowerCase();
  const words = (m[2] as string).split(/\s+/);
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

/** Sensory lines the World itself offers: its atmosphere and its image directions' details. */
export function worldSenses(atmosphere: string, settingDetails: string): string[] {
  const out: string[] = [];
  const atmo = stripEnd(atmosphere);
  if (atmo && atmo.split(/[;,]/).length <= 6 && !isDesignerText(atmo)) {
    const first = stripEnd(atmo.split(';')[0] ?? atmo);
    out.push(`Everything here feels ${first.charAt(0).toLowerCase()}${first.slice(1)}.`);
  }
  const items = settingDetails
    .split(/,|;/)
    .map((x) => stripEnd(x.trim().replace(/^and\s+/, '')))
    .filter((x) => x && x.split(/\s+/).length <= 8 && !isDesignerText(x));
  for (let i = 0; i + 1 < items.length && out.length < 4; i += 2) out.push(`You notice ${lowerFirst(items[i] as string)} and ${lowerFirst(items[i + 1] as string)}.`);
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
