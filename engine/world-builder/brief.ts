import type { DifficultyLevel, Pronouns, StoryCategory, StoryGameMode, TemplateGameMode } from '@schemas';
import type { RandomSource } from '../core/rng';
import { cap, lowerFirst, plural, possessive, singular, stripEnd, titleCase } from '../language';
import { kitFor, GENRE_KITS, type GenreKit } from './kits';
import { topicOf, type Topic } from './knowledge';
import { namePool, PRONOUNS, type NamePool } from './names';
import { parsePromptStory } from './parse-prompt';
import { readPrompt, type Phrase, type PromptReading } from './read-prompt';
import { rolePeople } from './roles';
import { settingFor, type Setting } from './settings';

/** What draftWorld is asked for (the body of POST /templates/generate, plus category and fields). */
export type DraftInput = {
  /** The free prompt, or a whole assembled wizard prompt (then category and fields are read from it). */
  prompt: string;
  category?: StoryCategory;
  fields?: Readonly<Record<string, string>>;
  playerCount: number;
  maxTurns: number;
  gameMode?: StoryGameMode | TemplateGameMode;
  difficultyLevel?: DifficultyLevel | null;
};

/** The kinds of story element (spec 3 §3). */
export type ElementKind = 'character' | 'location' | 'item' | 'faction' | 'rumor' | 'event' | 'phenomenon';

/** A story element as the brief plans it, before it becomes a StoryElement. */
export type PlannedElement = {
  kind: ElementKind;
  name: string;
  /** What it is in the story, without the kind ('the botanist who leads the trip'). */
  role: string;
  look: string;
  instructions: string;
  facts: string[];
  pronouns?: Pronouns;
  /** True when the prompt itself named it. */
  fromPrompt: boolean;
  /** The prompt's own words for it, with their determiner ('a cloud'), when it came from the prompt. */
  source?: string;
};

/** Everything the sections are built from: the prompt read once, the cast named once. */
export type Brief = {
  category: StoryCategory;
  fields: Record<string, string>;
  /** The free prompt, first person turned to second ('I meet myself' -> 'You meet yourself'). */
  prompt: string;
  playerCount: number;
  maxTurns: number;
  gameMode: TemplateGameMode;
  difficulty: DifficultyLevel | null;
  reading: PromptReading;
  kit: GenreKit;
  topic: Topic | null;
  /** Stories read with children: short sentences, gentle stakes. */
  kids: boolean;
  /** Who the story is for, in words ('12-year-olds', 'children of 4-6'). */
  audience: string;
  /** Who the players are: one and many ('student', 'students'). */
  protagonist: { one: string; many: string; creature: boolean };
  /** The setting the prompt names, if the builder knows it (places, company, looks). */
  setting: Setting | null;
  /** How far ahead a future self lives, in words ('ten', 'twenty'). */
  years: string;
  /** What the story is about, as a noun phrase with its article ('the big autumn leaf-jumping contest'). */
  subject: string;
  /** What the players try to do, as a verb phrase, if the prompt says ('join the big autumn leaf-jumping contest'). */
  aim: string | null;
  /** Learning goals, or the changes a future self weighs, as short phrases. */
  goals: string[];
  /** True statements the story teaches (learn-something). */
  facts: string[];
  places: PlannedElement[];
  people: PlannedElement[];
  items: PlannedElement[];
  faction: PlannedElement;
  happening: PlannedElement;
  title: string;
  teaser: string;
  names: NamePool;
};

const first = (s: string | undefined): string => stripEnd((s ?? '').split(/(?<=[.!?])\s/)[0] ?? '');

/** A user's phrase used mid-sentence: its first letter lower-cased unless it starts with a name or an acronym. */
export function lowerLead(s: string): string {
  const t = s.trim();
  const word = t.match(/^[\p{L}'’-]+/u)?.[0] ?? '';
  if (!word || word === 'I' || /^[A-Z]{2,}/.test(word) || /^[A-Z][a-z]+[A-Z]/.test(word)) return t;
  return t.charAt(0).toLowerCase() + t.slice(1);
}

/** A name made from a phrase: 'the' and Title Case, unless it is already a name ('the Crumbling Castle', 'Jupiter'). */
export function nameOf(text: string, proper = false): string {
  const clean = text.replace(/\s+/g, ' ').trim().replace(/^\d{4}s\s+/, '');
  if (proper) return clean;
  return `the ${titleCase(clean.replace(/^(the|a|an|your|our|my)\s+/i, ''))}`;
}

/** First person turned into second: the prompt speaks about the player. */
export function toSecondPerson(text: string): string {
  return text
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI'm\b|\bI’m\b/g, 'you are')
    .replace(/\bI haven['’]t\b/g, 'you haven’t')
    .replace(/\bI\b/g, 'you')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bMy\b/g, 'Your')
    .replace(/\bmine\b/g, 'yours')
    .replace(/\bwe are\b/gi, (m) => (m[0] === 'W' ? 'You are' : 'you are'))
    .replace(/\bWe\b/g, 'You')
    .replace(/\bwe\b/g, 'you')
    .replace(/\bus\b/g, 'you')
    .replace(/\bOur\b/g, 'Your')
    .replace(/\bour\b/g, 'your')
    .replace(/\bourselves\b/g, 'yourselves')
    .replace(/^you\b/, 'You');
}

function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/,|;|\band\b|\n/)
    .map((x) => stripEnd(x.trim()))
    .filter((x) => x.length > 1);
}

function normalizeMode(mode: DraftInput['gameMode'], players: number): TemplateGameMode {
  if (players <= 1 || !mode) return 'Cooperative';
  if (mode === 'Cooperative-Competitive') return 'CooperativeCompetitive';
  return mode;
}

/** The ages of a 'kidAge' field or an audience ('5', '8-10', 'Ages 9-11', '12-year-olds'). */
export function agesOf(text: string): [number, number] | null {
  const nums = [...text.matchAll(/\b(\d{1,2})\b/g)].map((m) => Number(m[1])).filter((n) => n >= 2 && n <= 19);
  if (nums.length === 0) return null;
  return [Math.min(...nums), Math.max(...nums)];
}

function phraseName(p: Phrase): string {
  return nameOf(p.text, p.proper);
}

const CREATURE = /\b(cat|dog|hedgehog|penguin|goose|duck|fox|rabbit|bunny|bear|mouse|owl|bird|frog|squirrel|badger|hamster|goldfish|horse|pony|unicorn|tortoise|turtle|magpie|crow|whale|octopus|bee|dragon|robot|giant|troll|fairy|elf|gnome|goblin|ghost|monster|alien|minotaur|cloud|kitten|puppy)s?\b/i;

/** Who the players are, as one and many ('student', 'students'), from the category, fields and prompt. */
function protagonistOf(category: StoryCategory, fields: Record<string, string>, reading: PromptReading, kit: GenreKit): string {
  const subjectPerson = reading.subject?.kind === 'person' ? reading.subject : null;
  const people = reading.phrases.filter((p) => p.kind === 'person');
  const clean = (t: string): string => singular(lowerLead(t.replace(/^(team|crew|group|band|family|class) of\s+/i, ''))).replace(/^(a|an|the|your|our|my)\s+/i, '');
  if (category === 'pretend-to-be' && fields.role) return clean(stripEnd(fields.role));
  if (category === 'see-your-future-self') return 'person at a crossroads';
  if (category === 'vent-about-reality') return 'person at the end of their tether';
  if (category === 'learn-something') {
    const learner = people.find((p) => /student|pupil|learner|scientist|engineer|crew|team|trader|editor|doctor|detective/i.test(p.text) && !/year-old/i.test(p.text));
    return learner ? clean(learner.text) : 'student';
  }
  if (subjectPerson && !/self|selves/i.test(subjectPerson.text)) return clean(subjectPerson.text).replace(/^\d+-year-olds?$/, 'student');
  if (category === 'read-with-kids') return 'young adventurer';
  const crowd = people.find((p) => /^(every|each|all|some)$/i.test(p.det) || p.plural);
  if (crowd) return clean(crowd.text);
  const compound = people.find((p) => !p.prep);
  if (compound) return clean(compound.text);
  return kit.id === 'mystery' ? 'investigator' : kit.id === 'scifi' ? 'spacer' : kit.id === 'fantasy' ? 'traveller' : 'newcomer';
}

/** Reads the input once: category and fields, the prompt's phrases, the kit, topic and audience, and names the cast. */
export function planBrief(input: DraftInput, rng: RandomSource): Brief {
  const parsed = parsePromptStory(input.prompt, input.category ?? 'flexible');
  const category: StoryCategory = input.category && input.category !== 'flexible' ? input.category : parsed.category === 'flexible' ? 'enjoy-fiction' : parsed.category;
  const fields: Record<string, string> = { ...parsed.fields, ...(input.fields ?? {}) };
  for (const k of Object.keys(fields)) fields[k] = toSecondPerson((fields[k] ?? '').trim()).replace(/^you\b/, 'You');
  const raw = parsed.prompt || input.prompt;
  const prompt = toSecondPerson(raw.trim());
  const reading = readPrompt(prompt);
  const allText = [prompt, ...Object.values(fields)].join('. ');
  const kids = category === 'read-with-kids';
  // A future self is not science fiction: 'future' does not choose the genre.
  const kit = kids ? (GENRE_KITS.find((k) => k.id === 'kids') as GenreKit) : kitFor(category === 'see-your-future-self' ? allText.replace(/\bfuture\b/gi, '') : allText);
  const years = allText.match(/\b(\d+|five|ten|fifteen|twenty|thirty|forty|fifty)\s+years?\s+(?:from now|ahead|later|on|into the future)\b|\bin\s+(\d+|five|ten|fifteen|twenty|thirty|forty|fifty)\s+years\b/i)?.slice(1).find(Boolean)?.toLowerCase() ?? 'ten';
  const topic = category === 'learn-something' ? topicOf(`${fields.learningGoals ?? ''} ${prompt}`) : null;
  // Stories read with children keep to their own gentle places.
  const setting = kids ? null : settingFor(`${prompt} ${fields.role ?? ''} ${fields.frustration ?? ''}`);
  const names = namePool(rng.fork('names'));
  names.reserve(reading.names);

  const ages = agesOf(kids ? (fields.kidAge ?? '') : (fields.targetAudience ?? ''));
  const audience = kids
    ? `children of ${fields.kidAge || '4 to 8'}`
    : category === 'learn-something'
      ? lowerLead(fields.targetAudience || (reading.phrases.find((p) => p.kind === 'person' && /student|pupil|class|learner|year-old/i.test(p.text))?.text ?? 'curious learners'))
      : 'adults and older teens';

  const one = protagonistOf(category, fields, reading, kit);
  const protagonist = { one, many: plural(one), creature: CREATURE.test(one) };
  const playerWord = one.split(' ').pop() ?? one;
  const isPlayers = (p: Phrase): boolean =>
    p.kind === 'person' && (singular(p.text.toLowerCase()).endsWith(playerWord) || (reading.subject !== null && p.at === reading.subject.at && category !== 'vent-about-reality') || /\bself\b|\bselves\b/i.test(p.text));

  // The heart of the story: an event or thing the prompt names, else a secret someone keeps.
  const others = reading.phrases.filter((p) => !isPlayers(p));
  const hider = others.find((p) => p.kind === 'person' && /hid|secret/i.test(p.after ?? ''));
  const heart =
    others.find((p) => p.kind === 'event') ??
    others.find((p) => p.kind === 'thing' && !/^(crimes?|music|tribute|air|walls?|bubbles?|motive|fire|everyone)$/i.test(p.head)) ??
    others.find((p) => p.kind === 'place' && !NOT_PLACES.test(p.head)) ??
    null;
  let subject = hider ? `${possessive(nameOf(hider.text, hider.proper).replace(/^the /, 'the '))} secret` : heart ? `the ${heart.proper ? heart.text : lowerLead(heart.text.replace(/^(the|a|an|your|our|my)\s+/i, ''))}` : reading.subject ? `the ${reading.subject.proper ? reading.subject.text : lowerLead(reading.subject.text.replace(/^(the|a|an|your|our|my)\s+/i, ''))}` : 'the matter at hand';
  if (topic) subject = topic.name;
  if (category === 'learn-something' && !topic) subject = lowerLead(first(fields.learningGoals) || reading.learning || heart?.text || 'the lesson');

  const aim = category === 'see-your-future-self' ? lowerLead(first(fields.potentialChanges) || 'change your life').replace(/^(decide|choose|work out)\s+(whether|if)\s+(to\s+)?/i, '') : reading.deed ? lowerLead(reading.deed).replace(/\s+(her|his|their|it)$/, '') : null;
  const goals =
    category === 'learn-something'
      ? [...splitList(fields.learningGoals).map(lowerLead), ...(reading.learning ? [reading.learning] : [])].slice(0, 4)
      : category === 'see-your-future-self'
        ? splitList(fields.potentialChanges).map(lowerLead).slice(0, 3)
        : category === 'pretend-to-be'
          ? splitList(fields.aspects).map(lowerLead).slice(0, 3)
          : [];
  const facts = [...reading.statements.map((x) => `${cap(stripEnd(x))}.`), ...(topic ? topic.facts : [])].filter((f, i, all) => all.indexOf(f) === i);

  const cast = planCast({ category, fields, reading, kit, topic, setting, kids, one, names, rng: rng.fork('cast'), subject, facts, isPlayers });
  const title = titleFor({ category, fields, reading, topic, kids, subject, heart, cast, one, isPlayers });
  // The aim names the people the prompt only described: 'help a cloud find its way back to the
  // sky' -> 'help Nutmeg the Cloud find her way back to the sky'.
  let namedAim = aim;
  for (const person of cast.people) {
    if (!namedAim || !person.source || !/^(a|an|the)\s/i.test(person.source)) continue;
    const at = namedAim.toLowerCase().indexOf(person.source.toLowerCase());
    if (at < 0) continue;
    namedAim = `${namedAim.slice(0, at)}${person.name}${namedAim.slice(at + person.source.length)}`;
    const own = person.pronouns?.possessive;
    if (own && own !== 'its') namedAim = namedAim.replace(/\bits\b/, own);
  }
  return {
    category,
    fields,
    prompt,
    playerCount: input.playerCount,
    maxTurns: input.maxTurns,
    gameMode: normalizeMode(input.gameMode, input.playerCount),
    difficulty: input.difficultyLevel ?? null,
    reading,
    kit,
    topic,
    kids,
    setting,
    audience: ages && !kids && fields.targetAudience ? lowerLead(fields.targetAudience) : audience,
    protagonist,
    subject,
    years,
    aim: namedAim,
    goals,
    facts,
    ...cast,
    title,
    teaser: teaserFor(prompt, category, fields, topic),
    names,
  };
}

type CastInput = {
  category: StoryCategory;
  fields: Record<string, string>;
  reading: PromptReading;
  kit: GenreKit;
  topic: Topic | null;
  setting: Setting | null;
  kids: boolean;
  one: string;
  names: NamePool;
  rng: RandomSource;
  subject: string;
  facts: string[];
  isPlayers: (p: Phrase) => boolean;
};

// The pronouns a title or a look settles ('Sister', 'Mr', 'a cheerful man'), else null.
function settledPronouns(title: string | undefined, look: string): Pronouns | null {
  if (title && /^(sister|mrs|ms|miss|lady|madam|aunt|auntie|queen|princess|mother|grandma|granny|dame)$/i.test(title)) return PRONOUNS.she;
  if (title && /^(mr|sir|brother|uncle|lord|king|prince|father|grandpa|grandad)$/i.test(title)) return PRONOUNS.he;
  const p = pronounsFromText(look);
  return p === PRONOUNS.they ? null : p;
}

function pronounsFromText(text: string): Pronouns {
  if (/\b(she|her|woman|girl|queen|mother|grandma|granny|aunt|lady|bride|princess|witch|daughter|sister)\b/i.test(text)) return PRONOUNS.she;
  if (/\b(he|him|his|man|boy|king|father|grandpa|uncle|lord|groom|prince|wizard|son|brother)\b/i.test(text)) return PRONOUNS.he;
  return PRONOUNS.they;
}

const NOT_PLACES = /^(country|world|place|area|somewhere|everywhere|future|past|night|year)$/i;
const NOT_THINGS = /^(crimes?|music|tribute|air|walls?|motive|photosynthesis|sunlight|water|oxygen|sugar|carbon dioxide|bubbles?|clue|fraction problem|fire|everyone|time|war|way|letters? hidden)$/i;
const TITLED = /mayor|captain|inspector|detective|doctor|professor|chef|judge|sheriff|editor|officer|sergeant/i;

/** The role text of a prompt person: what it is, and what the prompt says it does. */
function promptRole(p: Phrase): string {
  const what = singular(lowerLead(p.text.replace(/^(team|crew|group) of\s+/i, '')));
  const base = `the ${what.replace(/^(the|a|an)\s+/i, '')}`;
  if (!p.after) return base;
  const after = p.after.replace(/^(who|which|that)\s+/i, '');
  return `${base}, who ${after}`;
}

/** Names and describes the places, people, things, group and happening of the World. */
function planCast(c: CastInput): Pick<Brief, 'places' | 'people' | 'items' | 'faction' | 'happening'> {
  const { reading, kit, topic, setting, kids, names, rng } = c;
  const places: PlannedElement[] = [];
  const people: PlannedElement[] = [];
  const items: PlannedElement[] = [];
  const used = new Set<string>();
  const key = (n: string): string => n.toLowerCase().replace(/^the\s+/, '');
  const add = (list: PlannedElement[], e: PlannedElement): boolean => {
    if (used.has(key(e.name)) || !e.name.trim()) return false;
    used.add(key(e.name));
    list.push(e);
    return true;
  };

  // Places: the prompt's own, then the topic's and the setting's, then the genre's.
  // A place the prompt heads to ('find its way back to the sky') is where the story leads, not
  // where it begins: it comes after the others.
  const promptPlaces = reading.phrases.filter((x) => x.kind === 'place' && !NOT_PLACES.test(x.head) && !c.isPlayers(x)).slice(0, 3);
  const goal = (x: Phrase): boolean => /^(to|towards|toward|into)$/.test(x.prep);
  const startsElsewhere = promptPlaces.length > 0 && promptPlaces.every(goal);
  for (const p of [...promptPlaces.filter((x) => !goal(x)), ...promptPlaces.filter(goal)]) {
    if (startsElsewhere && places.length === 0) {
      for (const tp of [...(setting?.places ?? []), ...rng.shuffle(kit.places)]) if (places.length === 0) add(places, { kind: 'location', name: tp.name, role: 'where the story begins', look: tp.look, instructions: '', facts: [], fromPrompt: false });
    }
    add(places, { kind: 'location', name: phraseName(p), role: `${phraseName(p)}${/^\d{4}s\s/.test(p.text) ? ` in the ${p.text.split(' ')[0]}` : ''}, where the story ${places.length === 0 ? 'begins' : 'leads'}`, look: '', instructions: '', facts: [], fromPrompt: true });
  }
  for (const tp of [...(topic?.places ?? []), ...(setting?.places ?? [])]) if (places.length < 4) add(places, { kind: 'location', name: tp.name, role: topic && topic.places.includes(tp) ? `a place to learn about ${topic.name}` : 'a place the story passes through', look: tp.look, instructions: '', facts: [], fromPrompt: false });
  for (const kp of rng.shuffle(kit.places)) if (places.length < 3) add(places, { kind: 'location', name: kp.name, role: 'a place the story passes through', look: kp.look, instructions: '', facts: [], fromPrompt: false });

  // People: the prompt's own (not the players), named; the topic's guide; the role's and setting's company; the genre's.
  const promptPeople = reading.phrases.filter((p) => p.kind === 'person' && !c.isPlayers(p) && !/^(every|each|all|some)$/i.test(p.det) && !/friends|siblings|everyone|guests?$|year-olds?$|students?$|class$|company|council|committee|guild|union|nations?$|government/i.test(p.text) && p.text.split(' ').length <= 5);
  for (const p of promptPeople.slice(0, 3)) {
    const creature = CREATURE.test(p.text);
    const role = promptRole(p);
    if (p.proper) add(people, { kind: 'character', name: p.text, role, look: '', instructions: '', facts: [], fromPrompt: true, source: `${p.det} ${p.text}`.trim(), pronouns: pronounsFromText(p.text) });
    else if (creature && kids) {
      const pet = names.pet();
      add(people, { kind: 'character', name: `${pet.name} the ${titleCase(singular(p.head))}`, role, look: '', instructions: '', facts: [], fromPrompt: true, source: `${p.det} ${p.text}`.trim(), pronouns: pet.pronouns });
    } else if (creature || /printer|machine|computer|\bai\b/i.test(p.text)) {
      add(people, { kind: 'character', name: nameOf(singular(p.text)), role, look: '', instructions: '', facts: [], fromPrompt: true, source: `${p.det} ${p.text}`.trim(), pronouns: PRONOUNS.it });
    } else {
      const n = names.person();
      const title = TITLED.exec(p.head)?.[0];
      add(people, { kind: 'character', name: title ? `${cap(title.toLowerCase())} ${n.surname}` : n.full, role, look: '', instructions: '', facts: [], fromPrompt: true, source: `${p.det} ${p.text}`.trim(), pronouns: n.pronouns });
    }
  }
  // In a story about a frustration, the frustration itself walks in.
  if (c.category === 'vent-about-reality' && !people.some((p) => p.fromPrompt)) {
    const f = readPrompt(c.fields.frustration || c.subject).phrases[0];
    if (f && f.kind !== 'place') add(people, { kind: 'character', name: nameOf(f.text.replace(/^(the|a|an)\s+/i, '')), role: `${lowerLead(c.fields.frustration || f.text)}, in person`, look: '', instructions: 'Is unfailingly polite; never, ever helps.', facts: [], fromPrompt: true, pronouns: f.plural ? PRONOUNS.they : PRONOUNS.it });
  }
  if (topic) add(people, { kind: 'character', name: topic.guide.name, role: topic.guide.role, look: topic.guide.look, instructions: 'Explains one thing at a time and asks more than tells; never gives the answer away before you have had a go.', facts: [], fromPrompt: false, pronouns: pronounsFromText(topic.guide.look) });
  for (const r of [...(setting?.people ?? []), ...rolePeople(c.category, c.fields, c.one, reading)]) {
    if (people.length >= 3) break;
    if (/future self/i.test(r.role)) {
      add(people, { kind: 'character', name: 'Future You', role: r.role, look: r.look, instructions: r.does, facts: [], fromPrompt: false, pronouns: PRONOUNS.they });
      continue;
    }
    const pet = kids ? names.pet() : null;
    const settled = settledPronouns(r.titled, r.look);
    const n = kids ? null : names.person(settled?.personal === 'she' || settled?.personal === 'he' ? settled.personal : undefined);
    add(people, {
      kind: 'character',
      name: pet ? `${pet.name} the ${titleCase(r.creature ?? 'Mouse')}` : r.titled ? `${r.titled} ${n?.surname}` : (n?.full ?? ''),
      role: r.role,
      look: r.look,
      instructions: r.does,
      facts: [],
      fromPrompt: false,
      pronouns: pet?.pronouns ?? settled ?? n?.pronouns ?? PRONOUNS.they,
    });
  }
  for (const kp of rng.shuffle(kit.people)) {
    if (people.length >= 3) break;
    add(people, { kind: 'character', name: kp.name, role: kp.role, look: kp.look, instructions: kp.does, facts: [], fromPrompt: false, pronouns: pronounsFromText(kp.look) });
  }
  // What the prompt says people do becomes a fact about them ('the mayor is hiding something').
  for (const p of people) {
    const src = promptPeople.find((x) => p.fromPrompt && p.role.startsWith(`the ${singular(lowerLead(x.text)).replace(/^(the|a|an)\s+/i, '')}`));
    if (src?.after && !/^(who|which|that)\b/i.test(src.after)) p.facts.push(`${p.name} ${src.after}.`);
  }

  // Things: the prompt's own, then the topic's and the setting's, then the genre's.
  for (const p of reading.phrases.filter((x) => x.kind === 'thing' && !NOT_THINGS.test(x.text) && !NOT_THINGS.test(x.head)).slice(0, 2)) {
    if (topic && topic.terms.some((t) => p.text.toLowerCase().includes(t))) continue;
    add(items, { kind: 'item', name: phraseName(p), role: `the ${lowerLead(p.text).replace(/^(the|a|an)\s+/i, '')} at the heart of it`, look: '', instructions: '', facts: [], fromPrompt: true });
  }
  for (const it of [...(topic ? [topic.item] : []), ...(setting?.items ?? [])]) if (items.length < 2) add(items, { kind: 'item', name: it.name, role: topic && it === topic.item ? `a tool for learning about ${topic.name}` : 'something more than one person wants', look: it.look, instructions: '', facts: [], fromPrompt: false });
  if (items.length === 0) {
    const k = rng.pick(kit.items);
    add(items, { kind: 'item', name: k.name, role: 'something more than one person wants', look: k.look, instructions: '', facts: [], fromPrompt: false });
  }

  const f = rng.pick(kit.factions);
  const faction: PlannedElement =
    groupFor(c) ??
    (setting?.faction ? { kind: 'faction', name: setting.faction.name, role: setting.faction.role, look: setting.faction.look, instructions: 'Acts together and never forgets a slight.', facts: [], fromPrompt: false } : null) ?? {
      kind: 'faction',
      name: f.name,
      role: 'a group with its own plans',
      look: f.look,
      instructions: 'Acts together and never forgets a slight.',
      facts: [],
      fromPrompt: false,
    };
  used.add(key(faction.name));
  const happening = happeningFor(c, used);
  return { places, people, items, faction, happening };
}

function groupFor(c: CastInput): PlannedElement | null {
  // A group the prompt names ('the company they have not started yet') is the story's group.
  const named = c.reading.phrases.find((p) => p.kind === 'person' && !c.isPlayers(p) && /\b(company|council|committee|guild|union|government|club|band|crew|gang|family|team|society|board)$/i.test(p.text));
  if (named) {
    const name = phraseName(named);
    return { kind: 'faction', name, role: `the ${lowerLead(named.text).replace(/^(the|a|an)\s+/i, '')} at the heart of it${named.after ? `, ${named.after.replace(/^(who|that|which)\s+/i, 'which ')}` : ''}`, look: 'People who move together, talk over each other and finish each other’s sentences.', instructions: 'Acts together; has its own idea of what matters.', facts: [], fromPrompt: true };
  }
  if (c.kids) return { kind: 'faction', name: 'the Garden Gang', role: 'a gang of small animals who do everything together', look: 'Six small animals in a row, each one a little muddier than the last.', instructions: 'Always arrive together; always want to help, sometimes too much.', facts: [], fromPrompt: false };
  if (c.category === 'learn-something') return { kind: 'faction', name: 'the Rest of the Class', role: 'the other learners, full of questions and wrong guesses', look: 'A cluster of clipboards, backpacks and raised hands.', instructions: 'Ask the questions everyone else is too shy to ask.', facts: [], fromPrompt: false };
  if (c.category === 'vent-about-reality') return { kind: 'faction', name: 'Head Office', role: 'the faraway powers who make the rules and never follow them', look: 'A logo on every email and no face anywhere.', instructions: 'Answer every complaint with a form.', facts: [], fromPrompt: false };
  return null;
}

function happeningFor(c: CastInput, used: Set<string>): PlannedElement {
  const ev = c.reading.phrases.find((p) => p.kind === 'event' && !used.has(phraseName(p).toLowerCase().replace(/^the\s+/, '')) && !/^(night|day|war)$/i.test(p.head));
  if (ev) return { kind: 'event', name: phraseName(ev), role: `the ${lowerLead(ev.text).replace(/^(the|a|an|my|your|our)\s+/i, '')}, which everything leads up to`, look: '', instructions: 'Keep it coming closer in every scene.', facts: [], fromPrompt: true };
  if (c.kids) return { kind: 'event', name: 'Bedtime', role: 'the gentle deadline: when the first star comes out, everyone goes to bed', look: 'The first star, twinkling over the rooftops.', instructions: 'Keep it gentle; it only means the day is nearly done.', facts: [], fromPrompt: false };
  if (c.topic?.id === 'photosynthesis') return { kind: 'event', name: 'Sunset', role: 'the end of the light, when photosynthesis stops for the night', look: 'The light turning gold, then red, then grey.', instructions: 'Keep the light in view; when it fades, the leaf goes quiet.', facts: [], fromPrompt: false };
  if (c.category === 'see-your-future-self') return { kind: 'event', name: 'Closing Time', role: 'the moment the future closes its doors and you must go back and choose', look: 'A clock that seems to tick a little louder every time you look at it.', instructions: 'Keep it in view; when it comes, the choice is yours.', facts: [], fromPrompt: false };
  if (c.category === 'learn-something') return { kind: 'event', name: 'the Final Bell', role: 'the end of the lesson, when everyone must show what they have learned', look: 'A brass bell on a hook, polished by years of waiting hands.', instructions: 'Keep it in view; it rings when time is up.', facts: [], fromPrompt: false };
  return { kind: 'rumor', name: `the Rumour about ${/^the /i.test(c.subject) ? nameOf(c.subject) : c.subject}`, role: 'a rumour that grows in every telling', look: 'Whispers in doorways and half-finished sentences.', instructions: 'Let it change a little every time someone tells it.', facts: [], fromPrompt: false };
}

type TitleInput = { category: StoryCategory; fields: Record<string, string>; reading: PromptReading; topic: Topic | null; kids: boolean; subject: string; heart: Phrase | null; cast: Pick<Brief, 'places' | 'people' | 'items' | 'happening'>; one: string; isPlayers: (p: Phrase) => boolean };

/** A title a person would give the story, from the prompt's own nouns. */
function titleFor(t: TitleInput): string {
  const placePhrase = t.reading.phrases.find((p) => p.kind === 'place' && !NOT_PLACES.test(p.head));
  const place = placePhrase ? phraseName(placePhrase) : null;
  const prep = placePhrase?.prep === 'inside' || placePhrase?.prep === 'in' ? (placePhrase.prep === 'inside' ? 'Inside' : 'in') : placePhrase?.prep === 'on' ? 'on' : 'at';
  const heart = t.heart ? phraseName(t.heart) : null;
  const subj = t.reading.subject;
  const tc = (s: string): string => titleCase(s.replace(/^(the|a|an|your|our|my)\s+/i, ''));
  let title: string;
  switch (t.category) {
    case 'learn-something':
      title = heart && place ? `The ${tc(heart)} ${prep} ${place}` : t.topic ? t.topic.title : `The ${tc(t.subject)} Expedition`;
      break;
    case 'read-with-kids': {
      const other = t.reading.phrases.find((p) => p.kind === 'person' && !t.isPlayers(p) && p.after && /^(who|that)\b/i.test(p.after));
      if (other) {
        title = `The ${tc(other.text)} ${titleCase(other.after as string)}`;
        break;
      }
      title = subj && t.isPlayers(subj) && heart ? `The ${tc(subj.text)} and the ${tc(heart)}` : subj && t.reading.deed ? `The ${tc(subj.text)} ${titleCase(t.reading.deed.replace(/^go\b/, 'Goes').replace(/^(\w+)/, (w) => (/s$/.test(w) ? w : w)))}` : heart ? `The ${tc(heart)}` : 'A Very Big Day';
      break;
    }
    case 'vent-about-reality': {
      const foe = t.cast.people.find((p) => p.fromPrompt);
      const where = t.reading.phrases.filter((p) => p.kind === 'place' && !NOT_PLACES.test(p.head)).pop();
      const thing = t.reading.phrases.find((p) => p.kind === 'thing' && !NOT_THINGS.test(p.head));
      if (foe && t.reading.phrases.some((p) => p.kind === 'person' && !t.isPlayers(p))) title = where ? `${cap(foe.name)} of ${phraseName(where)}` : cap(foe.name);
      else if (subj && where && where.at !== subj.at) title = `The ${tc(subj.text)} on ${phraseName(where)}`;
      else if (foe && thing) title = `${cap(foe.name)} and ${phraseName(thing)}`;
      else title = foe ? cap(foe.name) : heart ? `The ${tc(heart)}` : 'The Last Straw';
      break;
    }
    case 'pretend-to-be': {
      const role = titleCase(singular(stripEnd(t.fields.role ?? t.one)));
      const ev = t.cast.happening.kind === 'event' ? t.cast.happening.name : null;
      title = ev ? `${role}: ${cap(ev)}` : place ? `${role}: ${cap(place)}` : `${role} for a Night`;
      break;
    }
    case 'see-your-future-self': {
      const thing = t.reading.phrases.find((p) => p.kind === 'thing' && !NOT_THINGS.test(p.head));
      const ev = t.reading.phrases.find((p) => p.kind === 'event');
      const other = t.reading.phrases.find((p) => !t.isPlayers(p) && !NOT_PLACES.test(p.head) && !/self|selves/i.test(p.text));
      title = place ? `Ten Years On, ${prep === 'Inside' ? 'inside' : prep} ${place}` : thing ? `The ${tc(thing.text.replace(/\s+hidden.*$/, ''))} from Ten Years On` : ev ? `The ${tc(ev.text)}, Ten Years On` : heart ? `${cap(heart)}, Ten Years On` : other ? `The ${tc(other.text)}, Ten Years On` : 'Ten Years On';
      break;
    }
    default: {
      const creature = t.cast.people.find((p) => p.fromPrompt && /dragon|giant|ghost|monster|minotaur|robot/i.test(p.role));
      if (/secret$/.test(t.subject)) title = place ? `${titleCase(t.subject)} ${prep} ${place}` : titleCase(t.subject);
      else if (heart && place) title = `The ${tc(heart)} ${prep} ${place}`;
      else if (heart && creature) title = `The ${tc(heart)} and ${creature.name}`;
      else if (heart) title = `The ${tc(heart)}`;
      else title = place ? `Trouble ${prep} ${place}` : 'An Untold Story';
    }
  }
  return cap(title).replace(/\bthe the\b/gi, 'the').replace(/\s+/g, ' ').replace(/ (On|At|In) the /g, (m) => m.toLowerCase()).slice(0, 80);
}

function teaserFor(prompt: string, category: StoryCategory, fields: Record<string, string>, topic: Topic | null): string {
  const base = cap(stripEnd(prompt.replace(/\s+/g, ' ')));
  const extra =
    category === 'learn-something' && topic
      ? ` Along the way: ${topic.terms.slice(0, 3).join(', ')}.`
      : category === 'see-your-future-self' && fields.potentialChanges
        ? ` The question waiting there: ${lowerFirst(stripEnd(fields.potentialChanges))}?`
        : '';
  return `${base}.${extra}`.slice(0, 300);
}
