import type { Guidelines, StoryCategory } from '@schemas';
import type { RandomSource } from '../../core/rng';
import type { ElementBrief, StatBrief } from '../narrator';
import { lowerFirst, sentencesOf, stripEnd } from './text';

/** What kind of thing a story element is, read from its role and name. */
export type ElementKind = 'character' | 'location' | 'item' | 'faction' | 'rumor' | 'event' | 'phenomenon';

const KIND_WORDS: [ElementKind, RegExp][] = [
  ['location', /\b(location|place|town|city|village|harbou?r|port|district|quarter|tavern|inn|station|deck|manor|house|hall|room|forest|wood|street|market|lighthouse|school|library|office|bridge|tower|cellar|square|garden|island|camp|saloon|mine|ruins?|temple|shop|caf[eé]|lab|ward|canyon|river|bay|cove|archive|attic|kitchen|yard|park|clinic|studio)\b/i],
  ['faction', /\b(faction|guild|union|order|gang|council|crew|company|society|syndicate|family|clan|club|league|board|committee|corporation|cult|circle|watch|posse|team)\b/i],
  ['item', /\b(item|artifact|artefact|object|tool|weapon|relic|map|key|letter|book|diary|journal|device|lantern|ring|coin|machine|engine|box|chest|badge|ledger|recipe|photo(graph)?|compass|instrument)\b/i],
  ['rumor', /\b(rumou?r|legend|myth|secret|gossip|story|tale|prophecy)\b/i],
  ['event', /\b(event|festival|storm|election|trial|wedding|fair|auction|race|deadline|exam|meeting|ceremony|anniversary)\b/i],
  ['phenomenon', /\b(phenomenon|curse|magic|weather|fog|light|glow|sickness|blight|anomaly|signal|tide)\b/i],
  ['character', /\b(character|person|ally|rival|antagonist|mentor|villain|friend|npc|guard|captain|teacher|keeper|owner|boss|mayor|sheriff|doctor|child|mother|father|sister|brother|witch|merchant|smuggler|thief|detective|stranger|neighbou?r|colleague|manager|coach|grandm|grandp|aunt|uncle|robot|ai|cat|dog)\b/i],
];

const kindCache = new WeakMap<object, ElementKind>();

/** The kind of a story element (role first, then name); unknown ones count as characters. */
export function elementKind(e: Pick<ElementBrief, 'role' | 'name'>): ElementKind {
  const cached = kindCache.get(e);
  if (cached) return cached;
  const kind = readKind(e);
  kindCache.set(e, kind);
  return kind;
}

function readKind(e: Pick<ElementBrief, 'role' | 'name'>): ElementKind {
  const explicit = e.role.trim().toLowerCase().match(/^(character|person|location|place|item|object|faction|group|rumou?r|event|phenomenon)\b/);
  if (explicit) {
    const word = explicit[1] as string;
    if (word === 'person') return 'character';
    if (word === 'place') return 'location';
    if (word === 'object') return 'item';
    if (word === 'group') return 'faction';
    if (word.startsWith('rumo')) return 'rumor';
    return word as ElementKind;
  }
  for (const [kind, re] of KIND_WORDS) if (re.test(e.role)) return kind;
  for (const [kind, re] of KIND_WORDS) if (re.test(e.name)) return kind;
  return 'character';
}

/** The moods the writer knows. */
export type Mood = 'dark' | 'tense' | 'cozy' | 'humorous' | 'hopeful' | 'wondrous' | 'contemplative';

const MOOD_WORDS: [Mood, RegExp][] = [
  ['humorous', /humou?r|funny|comed|satir|absurd|whimsic|playful|witty|silly|light-hearted/i],
  ['cozy', /cozy|cosy|warm|gentle|comfort|wholesome|slice of life|kind|kids|soft/i],
  ['dark', /dark|grim|gothic|horror|bleak|noir|dread|sinister|brutal|macabre/i],
  ['tense', /tense|thrill|suspens|urgent|danger|exciting|action|gritty|paranoi/i],
  ['wondrous', /wonder|magic|mystic|surreal|dream|strange|eerie|uncanny|myth/i],
  ['hopeful', /hope|uplift|bright|optimis|inspir|heartfelt|earnest/i],
  ['contemplative', /contemplat|melanchol|quiet|reflect|bittersweet|wistful|thoughtful|calm/i],
];

/** The main mood of a World from its tone list (and the story category as a hint). */
export function moodOf(guidelines: Pick<Guidelines, 'tone'>, category: StoryCategory | null): Mood {
  // The first tone line that names a mood wins: authors list the main tone first.
  for (const line of guidelines.tone) {
    let best: { mood: Mood; at: number } | null = null;
    for (const [mood, re] of MOOD_WORDS) {
      const at = line.search(re);
      if (at >= 0 && (!best || at < best.at)) best = { mood, at };
    }
    if (best) return best.mood;
  }
  if (category === 'read-with-kids') return 'cozy';
  if (category === 'vent-about-reality') return 'humorous';
  if (category === 'see-your-future-self') return 'contemplative';
  if (category === 'learn-something') return 'hopeful';
  return 'tense';
}

/** Elements of one kind. */
export function elementsOf(elements: readonly ElementBrief[], kind: ElementKind): ElementBrief[] {
  return elements.filter((e) => elementKind(e) === kind);
}

/** Elements whose name appears in a text (case-insensitive). */
export function elementsNamedIn(elements: readonly ElementBrief[], text: string): ElementBrief[] {
  const t = text.toLowerCase();
  return elements.filter((e) => {
    const name = e.name.toLowerCase().replace(/^the\s+/, '');
    return name.length > 2 && t.includes(name);
  });
}

/**
 * Picks an element of a kind: first those tied to the current focus, then ones the player has
 * not met yet, then any. Null when the World has none of that kind.
 */
export function pickElement(
  elements: readonly ElementBrief[],
  kind: ElementKind,
  rng: RandomSource,
  focus: readonly ElementBrief[],
  introduced: readonly string[],
  avoid: ReadonlySet<string> = new Set(),
): ElementBrief | null {
  const ofKind = elementsOf(elements, kind).filter((e) => !avoid.has(e.id));
  if (ofKind.length === 0) return null;
  const focused = ofKind.filter((e) => focus.some((f) => f.id === e.id));
  if (focused.length && rng.chance(0.75)) return rng.pick(focused);
  const fresh = ofKind.filter((e) => !introduced.includes(e.id));
  if (fresh.length && rng.chance(0.6)) return rng.pick(fresh);
  return rng.pick(ofKind);
}

/** A fact as a clause to embed mid-sentence ('the lamp has not been lit in years'). */
export function factClause(fact: string): string {
  return lowerFirst(stripEnd(fact));
}

/** Behaviour phrases from an element's instructions that read as verb phrases ('speaks in riddles'). */
export function behaviours(e: ElementBrief): string[] {
  return e.instructions
    .split(/[.;\n]+/)
    .map((s) => stripEnd(s.trim()))
    .filter((s) => /^[A-Z]?[a-z]+s\b/.test(s) && !/^(is|was|this|his|has been|does not)\b/i.test(s) && s.split(/\s+/).length <= 14)
    .map((s) => s.charAt(0).toLowerCase() + s.slice(1));
}

/** The first descriptive sentence of an element's appearance, as a clause. */
export function appearanceClause(e: Pick<ElementBrief, 'appearance'>): string {
  const first = sentencesOf(e.appearance)[0] ?? '';
  return lowerFirst(stripEnd(first));
}

/** A short noun phrase naming what an outcome question is about (for titles and choices). */
const TOPIC_STOP = new Set(
  ('a an the and or but of in on at to for with without from by about into over under after before as is are was were be been ' +
    'will can could should would may might must do does did has have had you your they them he she it we not no who what where why how ' +
    'when which that this these those if then than so up out off again once its their his her our my own').split(' '),
);

/** A short noun phrase naming what an outcome question is about ('the squire’s missing heir'). */
export function topicOf(question: string): string {
  const words = stripEnd(question).split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const w = (words[i] as string).toLowerCase();
    if (!/^(the|a|an|your|their|his|her|my|our)$/.test(w)) continue;
    const phrase: string[] = [];
    let j = i + 1;
    if (/^(own)$/i.test(words[j] ?? '')) phrase.push(words[j++] as string);
    for (; j < words.length && phrase.length < 3; j++) {
      const x = (words[j] as string).replace(/[,;:?.!]+$/, '');
      if (TOPIC_STOP.has(x.toLowerCase())) break;
      // A word followed by a determiner is most likely a verb taking an object: the phrase ends before it.
      if (phrase.length > 0 && /^(the|a|an|your|their|his|her|my|our)$/i.test(words[j + 1] ?? '')) break;
      phrase.push(x);
      if (/[,;:]$/.test(words[j] as string)) break;
    }
    if (phrase.length) return `${w} ${phrase.join(' ')}`;
  }
  const names = words.filter((x) => /^[A-Z]/.test(x)).slice(1, 3);
  return names.length ? names.join(' ').replace(/[,;:?.!]+$/, '') : words.slice(-2).join(' ');
}

/**
 * An outcome question as an aim a player can choose: 'Can you clear your name?' -> 'Try to
 * clear your name'; 'Who keeps the lantern lit?' -> 'Find out who keeps the lantern lit'.
 */
export function questionToAim(question: string): string {
  const q = question.trim().replace(/\?+$/, '');
  let m = q.match(/^can you (.+)$/i);
  if (m) return `Try to ${m[1]}`;
  m = q.match(/^will you (.+)$/i);
  if (m) return `Decide whether you will ${m[1]}`;
  m = q.match(/^(who|what) (?!is\b|are\b|was\b|were\b|did\b|does\b|do\b|has\b|have\b|had\b)(.+)$/i);
  if (m) return `Find out ${(m[1] as string).toLowerCase()} ${m[2]}`;
  m = q.match(/^(where|who|what|why|how) (is|are|was|were) ([^,]+)$/i);
  if (m && !/\b(you|your)\b/i.test(m[3] as string)) return `Find out ${(m[1] as string).toLowerCase()} ${m[3]} ${(m[2] as string).toLowerCase()}`;
  if (/^(who|what|where|why|how|when|which)\b/i.test(q)) return `Find out: ${lowerFirst(q)}?`;
  return `Take up the question: ${lowerFirst(q)}?`;
}

/** The level of a numeric stat value: low under 35, high over 65. */
export function levelOf(value: number): 'low' | 'mid' | 'high' {
  return value < 35 ? 'low' : value > 65 ? 'high' : 'mid';
}

/** A narrative implication of a stat that fits its level, when the World gives one. */
export function implicationFor(stat: StatBrief, level: 'low' | 'mid' | 'high'): string | null {
  const want = level === 'low' ? /\b(low|below|under|less|few|little|hostile|empty|weak)\b/i : level === 'high' ? /\b(high|above|over|more|many|helpful|full|strong)\b/i : /\b(middle|between|steady|neutral|moderate)\b/i;
  const hit = stat.narrativeImplications.find((n) => want.test(n));
  return hit ? stripEnd(hit.replace(/^[^:]{0,40}:\s*/, '')) : null;
}

/** Sensory details the World itself offers: its atmosphere and the lists in its instructions. */
export function worldSenses(atmosphere: string, instructions: readonly string[]): string[] {
  const out: string[] = [];
  const atmo = stripEnd(atmosphere);
  if (atmo) out.push(`Everything here is ${atmo.charAt(0).toLowerCase()}${atmo.slice(1)}.`);
  for (const line of instructions) {
    const list = line.split(':')[1];
    if (!list) continue;
    const items = list.split(/,|\band\b/).map((x) => stripEnd(x.trim())).filter((x) => x && x.split(/\s+/).length <= 4);
    // Lists that lean on a pronoun ('its sound, its smell') make no sense out of their sentence.
    if (items.length >= 2 && !items.some((x) => /^(its|their|his|her|your|our)\b/i.test(x))) {
      out.push(`You notice ${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}.`);
      out.push(`There is ${items[0]} everywhere, and under it, ${items[1]}.`);
    }
  }
  return out;
}

/** Capitalised words used as names somewhere in the World's own text (mid-sentence), so they stay capitalised. */
export function namesInText(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(/[a-z,;:’'"”]\s+([A-Z][a-z’']+)/g)) out.add((m[1] as string).replace(/[’']s$/, ''));
  }
  return out;
}
