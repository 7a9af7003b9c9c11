// Reads a request's words into what to paint: the class of subject (place, person, animal, item,
// group, event, phenomenon), the place's terrain, landmarks and room, time of day, weather,
// lights, and the figures with their looks.
import {
  lexicon,
  sideTags,
  type Animal,
  type Feature,
  type Interior,
  type Item,
  type LightKind,
  type Tag,
  type Terrain,
  type Time,
  type Weather,
} from './lexicon';
import { coloursIn, type FoundColour } from './palette';
import { lookup, tokenize, type Token } from './tokens';
import { createRng } from '../core/rng';
import { readTraits, type Traits } from './traits';
import type { ElementKind, IllustrationRequest, PictureSubject } from './types';

/** What a picture is mainly of. */
export type SubjectClass = 'place' | 'person' | 'animal' | 'item' | 'group' | 'event' | 'phenomenon';

/** A figure to draw: a person, a crowd, or an animal. */
export type Actor = { kind: 'person' | 'group' | Animal; traits: Traits; at: number; word: string };

/** Everything the painter takes from the words. */
export type Reading = {
  cls: SubjectClass;
  terrains: Terrain[];
  features: Feature[];
  interior: Interior | null;
  time: Time | null;
  weather: Weather[];
  lights: LightKind[];
  actors: Actor[];
  items: Item[];
  /** The colour named with the main item, if any ("a tiny yellow drawer"). */
  itemColour: FoundColour['colour'] | null;
  /** Colours the prompt names, in order. */
  colours: FoundColour[];
  /** What the first clause of the description shows (an event is pictured through it). */
  shown: SubjectClass | null;
  /** The item lies outdoors ("fruit lying in the long grass"). */
  itemOutdoors: boolean;
  /** The colour named right before a house or cottage ("the blue house"). */
  houseColour: FoundColour['colour'] | null;
  /** What furnishes a room, when the words say. */
  room: RoomHints;
  /** The landmark a place's description opens with, drawn large. */
  focus: Feature | null;
  /** The words name a thing before any place ("The Survey Kit, two muddy crates ..."). */
  thingFirst: boolean;
};

/** Furnishings a room's words ask for. */
export type RoomHints = { roots: boolean; bed: boolean; hob: boolean; shelves: boolean; shower: boolean; table: boolean; machines: boolean };

const ROOM_WORDS: Record<keyof RoomHints, string> = {
  roots: ' roots burrow underground ',
  bed: ' bed beds mezzanine pillow bunk ',
  hob: ' hob stove oven kitchen galley cooker ',
  shelves: ' shelves shelf drawers jars cabinet books bookcase cupboards ',
  shower: ' shower cubicle bath ',
  table: ' table desk counter workbench ',
  machines: ' machines machine washing ',
};

type Marked = Token & { tag: Tag | undefined; side: readonly Tag[] };

function mark(tokens: readonly Token[]): Marked[] {
  const lex = lexicon();
  const side = sideTags();
  return tokens.map((t) => ({ ...t, tag: lookup(lex, t.w), side: lookup(side, t.w) ?? [] }));
}

const LIVING = (m: Marked): boolean => !m.possessive && (m.tag?.t === 'person' || m.tag?.t === 'animal' || m.tag?.t === 'group');
const CONCRETE = (m: Marked): boolean =>
  !m.possessive && (m.tag?.t === 'terrain' || m.tag?.t === 'feature' || m.tag?.t === 'interior' || m.tag?.t === 'item');
const ABSTRACT = (m: Marked): boolean => m.tag?.t === 'event' || m.tag?.t === 'phenomenon' || m.tag?.t === 'weather';

function classOf(m: Marked): SubjectClass {
  const t = m.tag;
  if (!t) return 'place';
  switch (t.t) {
    case 'person':
    case 'personish':
      return 'person';
    case 'animal':
      return 'animal';
    case 'group':
      return 'group';
    case 'item':
      return 'item';
    case 'event':
      return 'event';
    case 'phenomenon':
    case 'weather':
      return 'phenomenon';
    default:
      return 'place';
  }
}

function firstClause(ms: readonly Marked[]): Marked[] {
  const end = ms.findIndex((m) => m.clauseEnd);
  return end < 0 ? [...ms] : ms.slice(0, end + 1);
}

/** The class a stretch of words names: a living thing first, then the earliest concrete thing, then an event or phenomenon. */
function classIn(ms: readonly Marked[]): SubjectClass | null {
  const living = ms.find(LIVING);
  if (living) return classOf(living);
  const concrete = ms.find(CONCRETE);
  if (concrete) return classOf(concrete);
  const abstract = ms.find(ABSTRACT);
  if (abstract) return classOf(abstract);
  if (ms.some((m) => m.tag?.t === 'personish')) return 'person';
  return null;
}

const KIND_CLASS: Record<ElementKind, SubjectClass | null> = {
  character: 'person',
  creature: 'animal',
  location: 'place',
  item: 'item',
  faction: 'group',
  event: 'event',
  phenomenon: 'phenomenon',
  rumor: null,
};

/** The furnishings some words ask for. */
export function roomHintsIn(words: readonly string[]): RoomHints {
  const room = {} as RoomHints;
  for (const key of Object.keys(ROOM_WORDS) as (keyof RoomHints)[]) room[key] = words.some((w) => ROOM_WORDS[key].includes(` ${w} `));
  return room;
}

/** Drops the World's instruction texts from a prompt that repeats them, so a style line ("picture book") is not read as content. */
export function promptContent(prompt: string, instructions: IllustrationRequest['instructions']): string {
  let p = prompt;
  const i = instructions ?? {};
  for (const v of [i.visualStyle, i.atmosphere, i.colorPalette, i.artInfluences, i.characterStyle, i.settingDetails]) {
    if (typeof v === 'string' && v.length > 12 && p.length > v.length) p = p.split(v).join(' ');
  }
  return p;
}

/** Terrain, landmarks, room and time named in some words (for referenced elements). */
function readPlaceWords(ms: readonly Marked[]): { terrains: Terrain[]; features: Feature[]; interior: Interior | null; time: Time | null } {
  const out = { terrains: [] as Terrain[], features: [] as Feature[], interior: null as Interior | null, time: null as Time | null };
  ms.forEach((m, k) => {
    for (const tag of m.tag ? [m.tag, ...m.side] : m.side) {
      if (tag.t === 'terrain' && !out.terrains.includes(tag.v)) out.terrains.push(tag.v);
      else if (tag.t === 'feature' && !out.features.includes(tag.v)) out.features.push(tag.v);
      else if (tag.t === 'interior' && !out.interior && !m.possessive && !passing(ms, k) && !out.terrains.length && !out.features.length) out.interior = tag.v;
      else if (tag.t === 'time' && !out.time) out.time = tag.v;
    }
  });
  return out;
}

const MEASURES = ' wall walls sheet sheets blanket blankets ';

/** "A wall of purple cloud", "sheets of rain": a measure, not a thing. */
function measure(ms: readonly Marked[], k: number): boolean {
  return MEASURES.includes(` ${(ms[k] as Marked).w} `) && ms[k + 1]?.w === 'of';
}

const DETERMINERS = ' a an the one two three four five six some his her their its my your little tiny small big young old ';

/** True when a figure word is introduced as a figure ("a heron", "the old tortoise"), not part of a title ("Surveyor-General Marrow"). */
function introduced(ms: readonly Marked[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 6); j--) {
    const m = ms[j] as Marked;
    if (DETERMINERS.includes(` ${m.w} `)) return true;
    if (m.tag && m.tag.t !== 'personish' && !LIVING(m)) return false;
  }
  return false;
}

const PASSING = ' past outside beyond behind towards toward from near ';

/** True when a room is named only as somewhere else ("past the chip shop"). */
function passing(all: readonly Marked[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 4); j--) if (PASSING.includes(` ${(all[j] as Marked).w} `)) return true;
  return false;
}

/** Role texts that open with the element's kind ("Item: the prize loaf ...", "Location: ..."), as the World builder writes them. */
const ROLE_KINDS: Readonly<Record<string, SubjectClass | null>> = {
  character: 'person', person: 'person', creature: 'animal', animal: 'animal', location: 'place', place: 'place', item: 'item', object: 'item',
  faction: 'group', group: 'group', event: 'event', phenomenon: 'phenomenon', rumour: null, rumor: null,
};

/** The class a role's leading kind names, or null. */
function kindOfRole(role: string | undefined): SubjectClass | null {
  const m = /^\s*([A-Za-z]+)\s*:/.exec(role ?? '');
  return m ? (ROLE_KINDS[(m[1] as string).toLowerCase()] ?? null) : null;
}

/** Words that say only that a picture is indoors: a room a later word names wins over them. */
const INDOORS = ' inside indoors indoor interior ';

/** Words that fill a place with people ("a crowded, noisy bakery"). */
const CROWDED = ' crowded crowds busy bustling packed thronged heaving teeming noisy full lively ';

/** The seed of a person's looks: their key in the World, so every picture of them agrees. */
export function personSeed(req: Pick<IllustrationRequest, 'worldKey'>, key: string): string {
  return `person|${req.worldKey ?? ''}|${key}`;
}

const HAIR_CHOICES = ['short', 'long', 'bun', 'curly', 'bob', 'ponytail', 'braids', 'shaggy', 'short'] as const;
const TOP_CHOICES = ['coat', 'knit', 'shirt', 'coat', 'gilet', 'dress'] as const;

/** A keyed person's looks with what the words leave open settled from the key, so a bust and a standing figure agree. */
function settled(traits: Traits): Traits {
  const r = createRng(`settle|${traits.seed}`);
  const hair = traits.hair ?? (traits.age === 'old' && r.chance(0.3) ? 'bald' : r.pick(HAIR_CHOICES));
  return { ...traits, hair, top: traits.top ?? r.pick(TOP_CHOICES) };
}

/** The looks of someone a story picture shows, or null when their words describe no person (a place, a thing, an animal). */
function subjectTraits(req: IllustrationRequest, subject: PictureSubject): Traits | null {
  const reading = readRequest({ kind: 'element', prompt: `${subject.name ?? ''}\n${subject.words}`, role: subject.role, seed: subject.key, worldKey: req.worldKey, person: subject.key });
  const self = reading.cls === 'person' ? reading.actors.find((a) => a.kind === 'person') : undefined;
  return self ? self.traits : null;
}

/** Reads a request. */
export function readRequest(req: IllustrationRequest): Reading {
  const content = promptContent(req.prompt, req.instructions);
  const isElement = req.kind === 'element';
  const nl = content.indexOf('\n');
  const name = isElement && nl > 0 ? content.slice(0, nl) : '';
  const body = isElement && nl > 0 ? content.slice(nl + 1) : content;
  const tokens = tokenize(body);
  const ms = mark(tokens);
  const nameMs = mark(tokenize(name));
  const roleMs = mark(tokenize(req.role ?? ''));
  const colours = coloursIn(body, 1);

  // The class: a portrait is a person unless its first words name an animal; an element is
  // read from its kind, else its role's first clause, its appearance's first clause, its name.
  let cls: SubjectClass;
  if (req.kind === 'portrait') {
    // "Robin Achterberg, they/them." is a person: an animal counts only when introduced ("A small hedgehog").
    const a = ms.find((m, k) => (LIVING(m) && introduced(ms, k)) || m.tag?.t === 'personish');
    cls = a?.tag?.t === 'animal' ? 'animal' : 'person';
  } else if (isElement) {
    const known = req.elementKind ? KIND_CLASS[req.elementKind] : kindOfRole(req.role);
    cls = known ?? classIn(firstClause(roleMs)) ?? classIn(firstClause(ms)) ?? classIn(nameMs) ?? classIn(ms) ?? classIn(roleMs) ?? 'place';
    // A character may be an animal ("Granny Thimble: a tortoise ..."): the first living word decides.
    if (cls === 'person' || cls === 'animal') {
      const living = firstClause(ms).find(LIVING) ?? nameMs.find(LIVING) ?? roleMs.find(LIVING) ?? ms.find(LIVING);
      if (living?.tag?.t === 'animal') cls = 'animal';
      else if (living?.tag?.t === 'group') cls = 'group';
      else if (living?.tag?.t === 'person') cls = 'person';
    }
  } else {
    cls = 'place';
  }

  // The place: terrain, landmarks, room, time, weather and lights from every word.
  const terrains: Terrain[] = [];
  const features: Feature[] = [];
  const weather: Weather[] = [];
  const lights: LightKind[] = [];
  const items: Item[] = [];
  let interior: Interior | null = null;
  let weakRoom = false;
  let time: Time | null = null;
  const detailMs = mark(tokenize(req.details ?? ''));
  const all = [...nameMs, ...ms];
  for (let k = 0; k < all.length; k++) {
    const m = all[k] as Marked;
    if (measure(all, k)) continue;
    const tags = m.tag ? [m.tag, ...m.side] : m.side;
    for (const tag of tags) {
      if (tag.t === 'terrain' && !terrains.includes(tag.v)) terrains.push(tag.v);
      else if (tag.t === 'feature' && !features.includes(tag.v)) features.push(tag.v);
      // "Inside the crowded bakery": a generic word for being indoors gives way to the room it names.
      else if (tag.t === 'interior' && (!interior || weakRoom) && !m.possessive && !passing(all, k)) {
        weakRoom = !interior && INDOORS.includes(` ${m.w} `);
        interior = tag.v;
      }
      else if (tag.t === 'time' && !time) time = tag.v;
      else if (tag.t === 'weather' && !weather.includes(tag.v)) weather.push(tag.v);
      else if (tag.t === 'light' && !lights.includes(tag.v)) lights.push(tag.v);
    }
    if (m.tag?.t === 'item' && !items.includes(m.tag.v) && k >= nameMs.length) items.push(m.tag.v);
    // "golden hour", "first light", "late afternoon"
    const next = all[k + 1]?.w;
    if (m.w === 'golden' && next === 'hour') time ??= 'golden';
    if (m.w === 'first' && next === 'light') time ??= 'dawn';
    if (m.w === 'glow' && next === 'worms') lights.push('glowworms');
    const prev = all[k - 1]?.w;
    if (m.w === 'space' && (prev === 'outer' || prev === 'in' || prev === 'into' || prev === 'deep') && !terrains.includes('space')) terrains.push('space');
  }
  // The role, then referenced elements' appearances, fill in a setting the prompt leaves out.
  if (!terrains.length && !interior) {
    const sub = readPlaceWords(roleMs);
    terrains.push(...sub.terrains);
    for (const f of sub.features) if (!features.includes(f)) features.push(f);
  }
  if (!terrains.length && !interior && !features.length) {
    const sub = readPlaceWords(detailMs);
    terrains.push(...sub.terrains);
    features.push(...sub.features);
    interior = sub.interior;
  }
  for (const m of nameMs) if (m.tag?.t === 'item' && !items.includes(m.tag.v)) items.push(m.tag.v);
  // What the thing is: a name's head noun ("The Seed Cabinet"), else the role's first clause ("The steel counter ..."), else the description.
  const headItem = [...nameMs].reverse().find((m) => m.tag?.t === 'item') ?? firstClause(roleMs).find((m) => m.tag?.t === 'item');
  if (headItem?.tag?.t === 'item') {
    const v = headItem.tag.v;
    items.splice(0, items.length, v, ...items.filter((x) => x !== v));
  }
  // A room is the place only when it is named before any open terrain or landmark: "a low stone
  // cottage ... a kettle on the stove" is a cottage seen from outside.
  if (interior) {
    const words = ms.some((m) => m.tag?.t === 'interior') ? ms : all;
    const firstInterior = words.findIndex((m) => m.tag?.t === 'interior' && !m.possessive);
    const firstOutside = words.findIndex((m) => m.tag?.t === 'terrain' || m.tag?.t === 'feature');
    if (firstOutside >= 0 && firstOutside < firstInterior) interior = null;
  }
  // Rows of trees are an orchard.
  if (features.includes('rows') && (features.includes('tree') || terrains.includes('forest')) && !terrains.includes('orchard')) terrains.unshift('orchard');

  // Figures in order of mention, each with the words up to the next figure.
  const actors: Actor[] = [];
  // "the Detective Cat" is a cat: of two figure words side by side, the last is the figure; and
  // a figure word before a thing names the thing ("the duck pond", "a cat flap").
  const modifies = (m: Marked, next: Marked | undefined): boolean => !!next && !m.clauseEnd && (LIVING(next) || CONCRETE(next));
  const livingAt = ms.filter((m, k) => LIVING(m) && (k === 0 || introduced(ms, k)) && !modifies(m, ms[k + 1]));
  livingAt.forEach((m, k) => {
    const nextAt = livingAt[k + 1]?.i ?? tokens.length;
    const tag = m.tag as Tag;
    const kind: Actor['kind'] = tag.t === 'animal' ? tag.v : tag.t === 'group' ? 'group' : 'person';
    if (actors.some((a) => a.kind === kind && kind !== 'person')) return;
    const slice = tokens.slice(m.i, Math.max(m.i + 1, nextAt));
    actors.push({ kind, traits: readTraits(slice, colours, `${req.seed}|actor${k}|${m.w}`, m.i), at: m.i, word: m.w });
  });
  // A story picture of someone described only by looks ("Marisol, late twenties, in a raincoat") shows them.
  if (!isElement && req.kind !== 'portrait' && actors.length === 0 && ms.some((m) => m.tag?.t === 'personish')) {
    actors.push({ kind: 'person', traits: readTraits(tokens, colours, `${req.seed}|someone`), at: 0, word: '' });
  }
  if ((cls === 'person' || cls === 'animal') && actors.length === 0) {
    const anyAnimal = [...ms, ...nameMs, ...roleMs].find((m) => m.tag?.t === 'animal');
    const kind: Actor['kind'] = cls === 'animal' && anyAnimal?.tag?.t === 'animal' ? anyAnimal.tag.v : cls === 'animal' ? 'mouse' : 'person';
    actors.push({ kind, traits: readTraits(tokens, colours, `${req.seed}|self`, anyAnimal && anyAnimal.i < tokens.length && ms.includes(anyAnimal) ? anyAnimal.i : -1), at: 0, word: anyAnimal?.w ?? '' });
  }
  // The one person of a portrait or a character's picture: their key, when given, settles their looks.
  const selfTraits = () => (req.person ? settled(readTraits(tokens, colours, personSeed(req, req.person))) : readTraits(tokens, colours, `${req.seed}|self`));
  if (cls === 'person' && actors[0]?.kind !== 'person') {
    // The whole appearance describes the one person.
    const p = actors.find((a) => a.kind === 'person');
    actors.unshift({ kind: 'person', traits: selfTraits(), at: p?.at ?? 0, word: p?.word ?? '' });
  } else if (cls === 'person' && actors[0]) {
    actors[0] = { ...actors[0], traits: selfTraits() };
  }
  // A story picture shows the people it refers to, each as they look everywhere else: the
  // prompt's figures take their looks in order, and those it does not name stand there too.
  if (!isElement && req.kind !== 'portrait' && req.people?.length) {
    const known = req.people.map((p) => subjectTraits(req, p)).filter((t): t is Traits => t !== null);
    let next = 0;
    for (let k = 0; k < actors.length && next < known.length; k++) {
      const a = actors[k] as Actor;
      if (a.kind === 'person') actors[k] = { ...a, traits: known[next++] as Traits };
    }
    while (next < known.length && actors.length < 3) actors.push({ kind: 'person', traits: known[next++] as Traits, at: tokens.length, word: '' });
  }
  // A crowded place is full of people.
  if ((cls === 'place' || cls === 'event') && !actors.some((a) => a.kind === 'group') && [...nameMs, ...ms].some((m) => CROWDED.includes(` ${m.w} `))) {
    actors.push({ kind: 'group', traits: readTraits(tokens, colours, `${req.seed}|crowd`), at: tokens.length, word: '' });
  }
  if (cls === 'animal') {
    const nameAnimal = [...ms, ...nameMs, ...roleMs].find((m) => m.tag?.t === 'animal');
    const first = actors.find((a) => a.kind !== 'person' && a.kind !== 'group');
    if (first) {
      actors.splice(actors.indexOf(first), 1);
      // "The Robin: a round, bright-breasted little bird": the name says which bird.
      const named = nameAnimal?.tag?.t === 'animal' && nameAnimal.tag.v === first.kind ? nameAnimal.w : first.word;
      actors.unshift({ ...first, word: named });
    } else if (nameAnimal?.tag?.t === 'animal') {
      actors.unshift({ kind: nameAnimal.tag.v, traits: readTraits(tokens, colours, `${req.seed}|self`), at: 0, word: nameAnimal.w });
    }
  }
  if (cls === 'group' && !actors.some((a) => a.kind === 'group')) actors.unshift({ kind: 'group', traits: readTraits(tokens, colours, `${req.seed}|group`), at: 0, word: '' });

  const itemTok = ms.find((m) => m.tag?.t === 'item');
  const itemColour = itemTok ? (colours.find((c) => c.end <= itemTok.i && c.end >= itemTok.i - 3)?.colour ?? null) : null;
  const first = firstClause(ms);
  const shown = classIn(first);
  const sentenceEnd = ms.findIndex((m) => m.sentenceEnd);
  const sentence = sentenceEnd < 0 ? ms : ms.slice(0, sentenceEnd + 1);
  const itemOutdoors = sentence.some((m) => m.tag?.t === 'terrain' || m.side.some((t) => t.t === 'terrain'));
  // The landmark a place's description opens with ("A low stone cottage with a crooked chimney").
  const lead = first.find((m, k) => (m.tag?.t === 'terrain' || m.tag?.t === 'feature' || m.tag?.t === 'interior' || m.tag?.t === 'item') && !measure(first, k));
  // Failing that, the role's first landmark, or a name's head noun: "The Old Mill Weir" is a weir.
  const roleLead = firstClause(roleMs).find((m) => m.tag?.t === 'feature' || m.tag?.t === 'terrain' || m.tag?.t === 'interior' || m.tag?.t === 'item');
  const nameHead = [...nameMs].reverse().find((m) => m.tag?.t === 'feature');
  const focus = lead?.tag?.t === 'feature' ? lead.tag.v : lead ? null : roleLead?.tag?.t === 'feature' ? roleLead.tag.v : roleLead ? null : nameHead?.tag?.t === 'feature' ? nameHead.tag.v : null;
  const houseColour = ms.filter((m) => m.tag?.t === 'feature' && m.tag.v === 'house').map((m) => colours.find((c) => c.end === m.i)?.colour).find((c) => c !== undefined) ?? null;
  const room = roomHintsIn(all.map((m) => m.w));
  const firstThing = ms.findIndex((m) => m.tag?.t === 'item');
  const firstPlace = ms.findIndex((m) => m.tag?.t === 'feature' || m.tag?.t === 'terrain' || m.tag?.t === 'interior');
  const thingFirst = firstThing >= 0 && (firstPlace < 0 || firstThing < firstPlace);
  return { cls, terrains, features, interior, time, weather, lights, actors, items, itemColour, colours, shown, itemOutdoors, houseColour, room, focus, thingFirst };
}
