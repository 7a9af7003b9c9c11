import type { StoryCategory } from '@schemas';

// A topic pack: hand-written material a story is composed from (issue 28). A prompt story finds its
// pack(s) by meaning, drafts its World from them, and the storyteller writes every beat from that
// World: the places and what happens there, the people and how they speak, the objects, the sounds
// and smells, and for a learning topic the facts in teaching order, each shown in a scene and
// checked with a kind correction. WRITING-PACKS.md says what each field is for and the bar to meet.
// Plain types here (the engine imports them freely); `pack-schema.ts` checks a pack's data.

/** What a pack is for: a learning topic, a feeling or theme of picture books, a fiction setting. */
export type PackKind = 'learn' | 'feeling' | 'setting';

/** When in the day a place or a happening belongs (a leaf makes food by day; a bedtime story ends at night). */
export type Daylight = 'day' | 'night' | 'any';

/** Pronouns of a pack person, in the short form the World editor uses. */
export type PackPronouns = 'she/her' | 'he/him' | 'they/them';

/** A place of the pack: what is there, what it sounds and smells like, what one can do there. */
export type PackPlace = {
  /** Short kebab-case id, unique in the pack ('rock-pools'). */
  id: string;
  /** A noun phrase with its article, as it reads in a sentence ('the rock pools by the harbour wall'). */
  name: string;
  /** One or two sentences of what you see there, present tense, concrete. */
  look: string;
  /** Things you hear there, each a short clause ('gulls crying over the harbour'). 2 or more. */
  sounds: string[];
  /** Things you smell or feel there, each a short clause ('salt and seaweed'). 1 or more. */
  smells: string[];
  /** Objects that are there, each a noun phrase with its article ('a bucket with a cracked handle'). 2 or more. */
  things: string[];
  /** What a person can do there, each an imperative verb phrase ('climb onto the harbour wall'). 2 or more. */
  doings: string[];
  /** When this place can be visited (default any). */
  daylight?: Daylight;
};

/** A person (or a speaking animal, robot, ...) of the pack: who they are, how they speak, what they want. */
export type PackPerson = {
  id: string;
  /** Their name as it reads in a sentence ('Ms Okafor', 'Old Bramble the badger'). */
  name: string;
  pronouns: PackPronouns;
  /** What they are to the story, a noun phrase ('the class's teacher', 'a fisherman who mends nets'). */
  role: string;
  /** One sentence of how they look, present tense. */
  look: string;
  /** How they speak and move, a short phrase ('quickly, with her hands', 'slowly, in a deep rumble'). */
  manner: string;
  /** What they want in this story, one sentence ('She wants every child back on the bus by four.'). */
  wants: string;
  /** Things they say, in their own voice, without quotation marks. 3 or more, each fit to say on its own. */
  lines: string[];
  /** The place they are usually found (a place id), if any. */
  place?: string;
  /** True for the one person who guides the player (the teacher, the grown-up, the mentor). At most one. */
  guide?: boolean;
};

/** An object of the pack. */
export type PackThing = {
  id: string;
  /** A noun phrase with its article ('a glass jar with a screw lid'). */
  name: string;
  /** One sentence of how it looks or feels. */
  look: string;
  /** What it is for, a verb phrase in the third person ('keeps a sample of sea water'). */
  use: string;
};

/** One way to meet a happening: an option the player can pick and what it looks like done. */
export type PackTry = {
  /** The option as the player reads it: an imperative verb phrase, specific ('Hold the cold lid over the warm cup'). */
  act: string;
  /** The act performed, in the second person present: the rhyme given, the idea said, the trap set. */
  done: string;
  /** What comes of it when it works. */
  good: string;
  /** What comes of it when it half works. */
  mixed: string;
  /** What comes of it when it goes wrong (for young readers: soft, never public shame, a way on). */
  bad: string;
};

/** A small event that can happen in the pack's setting: the seed of a scene. */
export type PackHappening = {
  id: string;
  /** A short title, a noun phrase ('the gull and the jar'); without one the storyteller names it from its place. */
  name?: string;
  /** What happens, one or two sentences, present tense, a thing you could film ('A gull lands on the wall and snatches Tomas's sandwich.'). */
  text: string;
  /** What needs doing now, a verb phrase ('get the sandwich back before the gull eats it'). */
  problem: string;
  /** Where it happens (a place id), if it belongs to one. */
  place?: string;
  /** Who is in it (person ids). */
  people?: string[];
  /** When it can happen (default any). */
  daylight?: Daylight;
  /** Three ways to meet it. */
  tries: [PackTry, PackTry, PackTry];
};

/** An answer to a check question. */
export type PackAnswer = {
  /** The answer as an option ('The sun warms it and it rises as vapour'). */
  text: string;
  /** What you hear after picking it: for the right answer a confirmation, for a wrong one a kind correction that says why. */
  reply: string;
};

/** One step of a lesson: a fact, the scene that shows it, and a question that checks it. */
export type PackStep = {
  /** The idea's name, a noun phrase ('evaporation'). */
  name: string;
  /** The fact in plain words for the youngest reader of the pack, true without exceptions a teacher would flag. */
  fact: string;
  /** A scene where the fact is seen happening, second person present ('You hold a cold lid over a cup of warm sea water. In a minute its underside is beaded with drops.'). */
  show: string;
  /** What the guide says about it, in their voice, one or two sentences. */
  say: string;
  /** The place where it is best shown (a place id): the beat that shows it happens there. */
  place?: string;
  /** A question that checks the idea, with the right answer first and two wrong ones (each wrong one a common misconception). */
  check: { question: string; right: PackAnswer; wrong: [PackAnswer, PackAnswer] };
};

/** A learning topic's lesson: the facts in teaching order (what you see, then the parts, then how they fit). */
export type PackLesson = {
  /** What a child should understand by the end, one sentence. */
  goal: string;
  /** 4 to 8 steps, in the order a teacher would teach them. */
  steps: PackStep[];
  /** The whole explanation put together, as the player would say it at the end (3 to 5 sentences). */
  whole: string;
  /** Common wrong ideas and the right one ('Clouds are smoke.' / 'Clouds are tiny drops of water.'). */
  misconceptions: { wrong: string; right: string }[];
};

/** A feeling or theme of picture books: what it is like, how it is faced, how it ends well. */
export type PackFeeling = {
  /** The feeling as a noun phrase ('fear of the dark'). */
  name: string;
  /** The heart of it in one sentence a parent would recognise. */
  heart: string;
  /** How it shows in a small body, each a short clause in the second person ('your tummy feels tight'). 3 or more. */
  signs: string[];
  /** Small steps of facing it, in the order they can happen, each a sentence in the second person present. 3 or more. */
  steps: string[];
  /** Things a helper says or does that comfort, in their voice. 3 or more. */
  comforts: string[];
  /** How it is resolved at the end, one or two sentences, second person present. */
  resolution: string;
  /** True when the story belongs at bedtime (it ends at bedtime, in bed, with good night). */
  bedtime: boolean;
};

/** The pack's setting: where and when, and what does not belong there. */
export type PackSetting = {
  /** Where, a noun phrase ('a seaside town and the hills above it'). */
  where: string;
  /** When, a phrase ('one sunny day in late spring', 'the 24th of August, AD 79'). */
  when: string;
  /** Past, today, future, or no time in particular (a fairy-tale wood). */
  era: 'past' | 'today' | 'future' | 'timeless';
  /** When in the day the story belongs (a bedtime story: night at its end; default any). */
  daylight?: Daylight;
  /** Words that must never appear in a story of this pack: anachronisms and stock scenery ('printer', 'phone', 'car'). */
  avoid: string[];
};

/** Something a player can want, and how it ends: yes, partly, no (each a sentence, second person present). */
export type PackGoal = {
  /** A yes/no question ('Can you follow one drop of water all the way round?'). */
  question: string;
  yes: string;
  partly: string;
  no: string;
};

/** Who the players can be in a setting whose people must fit it (Roman names in Pompeii). */
export type PackCast = {
  /** First names that fit the setting, for the players' identities (9 or more, different initials welcome). */
  names: string[];
  /** How a player may look, each a noun phrase ('a girl of twelve in a tunic dusty with flour'). 3 or more. */
  looks: string[];
  /** Who a player may be: a title and one sentence about them with {Name} and {personal}/{possessive} placeholders. 3 or more. */
  backgrounds: { title: string; fluff: string }[];
};

/** A topic pack (see WRITING-PACKS.md). */
export type TopicPack = {
  /** kebab-case, the file name under engine/packs/data/ without .ts. */
  id: string;
  kind: PackKind;
  /** The title a person sees when the wizard offers the pack ('The water cycle'). */
  title: string;
  /** The subject as a noun phrase for running text ('the water cycle'). */
  subject: string;
  /** One sentence: what a story with this pack is about, for the wizard's offer. */
  summary: string;
  /** The wizard categories it suits. */
  categories: StoryCategory[];
  /** The reading ages the words are written for, youngest and oldest ([8, 12]). */
  ages: [number, number];
  /** How prompts find it: words and phrases (lemmas, synonyms, the subject phrase), lower case. */
  match: string[];
  setting: PackSetting;
  /** Moods a story of this pack can take, for the World's tone ('curious', 'cosy', 'tense'). */
  tone: string[];
  /** 3 to 6 places. */
  places: PackPlace[];
  /** 3 to 6 people. */
  people: PackPerson[];
  /** 3 to 8 objects. */
  things: PackThing[];
  /** 6 to 12 happenings. */
  happenings: PackHappening[];
  /** What a player can want here: 3 to 5 goals, each a yes/no question and how it ends each way. */
  goals: PackGoal[];
  /** Player names, looks and backgrounds, when the builder's everyday ones would not fit (past eras, fantasy). */
  cast?: PackCast;
  /** kind 'learn' only. */
  lesson?: PackLesson;
  /** kind 'feeling' only. */
  feeling?: PackFeeling;
};
