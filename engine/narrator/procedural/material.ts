import type { ElementBrief, NarratorContext } from '../narrator';
import { derivedHappenings, factSentences, worldLight, worldLore } from './derive-material';
import { elementKind, elementPronouns } from './element-kind';
import { spanOf, type Span } from './story-clock';

// The material a beat is composed from (issue 28), read from the World alone so every narrator
// (the server's, the offline worker's) writes the same beats. A World drafted from topic packs
// carries the packs' material in its elements in a labelled form (written by `encodeMaterial` in
// the World builder, read here); a hand-written World gives what its elements say, and the
// storyteller makes generic acts from it.

export type { Light, MAnswer, MHappening, MLesson, MPerson, MPlace, MStep, MThing, MTry } from './material-types';
import type { Light, MHappening, MLesson, MPerson, MPlace, MStep, MThing } from './material-types';

/** The feeling of a read-with-kids story. */
export type MFeeling = { name: string; heart: string; signs: string[]; steps: string[]; comforts: string[]; resolution: string; bedtime: boolean };
/** What the prompt asked about, in its own words: its subject ('photosynthesis', 'the wedding'), the place it names ('at the open-plan space station', or ''), and its content words. */
export type MSubject = { name: string; where: string; keywords: string[] };
/** Where and when, and the words that do not belong. */
export type MSetting = { where: string; when: string; light: Light; avoid: string[]; span: Span };

/** Everything a beat may be made of. `authored` when the World came from packs (labelled material). */
export type Material = {
  authored: boolean;
  places: MPlace[];
  people: MPerson[];
  things: MThing[];
  happenings: MHappening[];
  lesson: MLesson | null;
  feeling: MFeeling | null;
  setting: MSetting;
  /** A hand-written World's own prose and troubles, as sentences a reader may see (each read once). */
  lore: string[];
  /** Told for the very young: a read-with-kids story, or a World written for reading aloud. */
  kids: boolean;
  /** The prompt's own subject, for a World drafted from a prompt (null for a hand-written World). */
  subject: MSubject | null;
};

// Labels of the encoded form. Kept short and readable: an author may edit them in the World editor.
export const LABEL = {
  sounds: 'Sounds:',
  smells: 'Smells:',
  things: 'Things here:',
  doings: 'To do here:',
  says: 'Says:',
  wants: 'Wants:',
  manner: 'Speaks',
  tryOf: 'Try:',
  fact: 'Fact:',
  said: 'Said:',
  check: 'Check:',
  not: 'Not:',
  signs: 'Signs:',
  steps: 'Steps:',
  comforts: 'Comforts:',
  resolution: 'Resolution:',
  bedtime: 'Bedtime:',
  setting: 'Setting:',
  subject: 'Prompt subject:',
} as const;

/** The separator of fields inside one labelled fact. */
export const SEP = ' | ';

const after = (facts: readonly string[], label: string): string | null => {
  const f = facts.find((x) => x.startsWith(label));
  return f === undefined ? null : f.slice(label.length).trim();
};
const list = (s: string | null, sep = ';'): string[] => (s ? s.replace(/\.$/, '').split(sep).map((x) => x.trim()).filter(Boolean) : []);
const fields = (s: string): string[] => s.split(SEP.trim()).map((x) => x.trim());
const lightOf = (role: string): Light => (/\(by night\)/.test(role) ? 'night' : /\(by day\)/.test(role) ? 'day' : 'any');
// The first sentence that says something: a bare one-word value ('Unknown.' before a critic's rumoured tells) is a field's value, not a look.
const firstSentence = (s: string): string => ((s.match(/[^.!?]*[.!?]["”’]?/g) ?? [s]).map((x) => x.trim()).find((x) => x.split(/\s+/).length > 1) ?? '').trim();

function placeOf(e: ElementBrief, labelled: boolean): MPlace {
  return {
    details: labelled ? [] : factSentences(e),
    id: e.id,
    name: e.name,
    look: firstSentence(e.appearance) || firstSentence(e.instructions),
    sounds: list(after(e.facts, LABEL.sounds)),
    smells: list(after(e.facts, LABEL.smells)),
    things: list(after(e.facts, LABEL.things)),
    doings: list(after(e.facts, LABEL.doings)),
    light: lightOf(e.role),
  };
}

const QUOTED = /[“"]([^”"]{6,160})[”"]/g;

function personOf(e: ElementBrief, labelled: boolean): MPerson {
  const says = e.facts.filter((f) => f.startsWith(LABEL.says)).map((f) => f.slice(LABEL.says.length).trim());
  // A hand-written World: the words in quotation marks in a person's facts and instructions.
  const quoted = labelled ? [] : [...`${e.facts.join(' ')} ${e.instructions}`.matchAll(QUOTED)].map((m) => (m[1] as string).trim()).filter((q) => /[.!?]$/.test(q));
  const manner = e.instructions.match(/^Speaks ([^.]+)\./)?.[1] ?? '';
  const wants = e.instructions.match(/Wants: ([^.]+\.)/)?.[1] ?? '';
  return {
    details: labelled ? [] : factSentences(e),
    id: e.id,
    // An appositive is for the cast list, not for every sentence ('Mr Pellingham, the Landlord gives you' -> 'Mr Pellingham gives you').
    name: e.name.replace(/,\s+(the|a|an)\s+.*$/i, ''),
    pronouns: elementPronouns({ ...e, name: e.name }),
    role: e.role.replace(/^Person:\s*/, '').replace(/\.$/, ''),
    look: firstSentence(e.appearance),
    manner,
    wants,
    lines: [...says, ...quoted],
    place: e.instructions.match(/Found at: ([a-z0-9_-]+)/)?.[1] ?? null,
    guide: /\bthe guide\b/i.test(e.instructions),
  };
}

function happeningOf(e: ElementBrief): MHappening | null {
  const tries = e.facts
    .filter((f) => f.startsWith(LABEL.tryOf))
    .map((f) => fields(f.slice(LABEL.tryOf.length)))
    .filter((x) => x.length === 5)
    .map(([act, done, good, mixed, bad]) => ({ act: act as string, done: done as string, good: good as string, mixed: mixed as string, bad: bad as string }));
  if (tries.length !== 3) return null;
  return {
    id: e.id,
    name: e.name,
    text: e.appearance,
    problem: e.role.replace(/^Event:\s*/, '').replace(/\s*\(by (day|night)\)/, '').replace(/\.$/, ''),
    place: e.instructions.match(/At: ([a-z0-9_-]+)/)?.[1] ?? null,
    people: list(e.instructions.match(/With: ([^.]+)\./)?.[1] ?? null, ','),
    light: lightOf(e.role),
    tries,
  };
}

function stepOf(e: ElementBrief): MStep {
  const check = after(e.facts, LABEL.check);
  const c = check ? fields(check) : [];
  return {
    id: e.id,
    name: e.name,
    fact: after(e.facts, LABEL.fact) ?? firstSentence(e.facts[0] ?? ''),
    show: e.appearance,
    say: after(e.facts, LABEL.said) ?? '',
    place: e.instructions.match(/At: ([a-z0-9_-]+)/)?.[1] ?? null,
    check:
      c.length === 7
        ? { question: c[0] as string, right: { text: c[1] as string, reply: c[2] as string }, wrong: [{ text: c[3] as string, reply: c[4] as string }, { text: c[5] as string, reply: c[6] as string }] }
        : null,
  };
}

function settingOf(ctx: Pick<NarratorContext, 'world'>, bedtime: boolean): MSetting {
  const line = ctx.world.guidelines.rules.find((r) => r.startsWith(LABEL.setting));
  if (!line) {
    // A hand-written World: its daylight from its own prose, its hours from its deadline ('before the first bird sings').
    const light = worldLight(ctx);
    const when = `${ctx.world.guidelines.world} ${ctx.world.imageInstructions.atmosphere}`;
    return { where: '', when: '', light, avoid: [], span: spanOf(when, light, bedtime) };
  }
  const [where = '', when = '', light = 'any', avoid = ''] = fields(line.slice(LABEL.setting.length));
  const l = (['day', 'night', 'any'].includes(light) ? light : 'any') as Light;
  return { where, when, light: l, avoid: list(avoid.replace(/^never:\s*/i, ''), ','), span: spanOf(when, l, bedtime) };
}

function subjectOf(ctx: Pick<NarratorContext, 'world'>): MSubject | null {
  const line = ctx.world.guidelines.rules.find((r) => r.startsWith(LABEL.subject));
  if (!line) return null;
  const [name = '', where = '', keywords = ''] = fields(line.slice(LABEL.subject.length));
  return name || where ? { name: stripDot(name), where: stripDot(where), keywords: list(keywords, ',') } : null;
}
const stripDot = (s: string): string => s.replace(/\.$/, '').trim();

const CACHE = new WeakMap<object, Material>();

/** The material of a World as the storyteller uses it (cached per World brief). */
export function materialOf(ctx: Pick<NarratorContext, 'world'>): Material {
  const hit = CACHE.get(ctx.world);
  if (hit) return hit;
  const els = ctx.world.elements;
  const labelled = els.some((e) => e.facts.some((f) => f.startsWith(LABEL.tryOf)));
  const kind = (e: ElementBrief) => elementKind(e);
  const places = els.filter((e) => kind(e) === 'location').map((e) => placeOf(e, labelled));
  const people = els.filter((e) => kind(e) === 'character').map((e) => personOf(e, labelled));
  const things = els.filter((e) => kind(e) === 'item').map((e) => ({ id: e.id, name: e.name, look: firstSentence(e.appearance), use: e.role.replace(/^Object:\s*/, '').replace(/\.$/, '') }));
  const story = (ctx as Partial<Pick<NarratorContext, 'story'>>).story;
  const kids = story?.category === 'read-with-kids' || /\b(reading aloud|read aloud|bedtime|picture book)\b/i.test(ctx.world.guidelines.rules.join(' '));
  const authoredHappenings = els.filter((e) => kind(e) === 'event').map(happeningOf).filter((h): h is MHappening => h !== null);
  // A hand-written World's happenings come from its kinds of thread and its events (derive-material.ts).
  const happenings = labelled ? authoredHappenings : derivedHappenings(ctx, { people, places, things, kids }, els.filter((e) => kind(e) === 'event'));
  const stepEls = els.filter((e) => /^Phenomenon: lesson step \d+/i.test(e.role));
  const wholeEl = els.find((e) => /^Phenomenon: the lesson, explained whole/i.test(e.role));
  const lesson: MLesson | null =
    stepEls.length > 0
      ? {
          subject: wholeEl?.name ?? stepEls[0]?.name ?? '',
          steps: stepEls.map(stepOf),
          whole: wholeEl?.appearance ?? '',
          misconceptions: (wholeEl?.facts ?? []).filter((f) => f.startsWith(LABEL.not)).map((f) => {
            const [wrong = '', right = ''] = fields(f.slice(LABEL.not.length));
            return { wrong, right };
          }),
        }
      : null;
  const feelingEl = els.find((e) => /^Phenomenon: the feeling at the heart/i.test(e.role));
  const feeling: MFeeling | null = feelingEl
    ? {
        name: feelingEl.name,
        heart: feelingEl.appearance,
        signs: list(after(feelingEl.facts, LABEL.signs)),
        steps: fields(after(feelingEl.facts, LABEL.steps) ?? ''),
        comforts: fields(after(feelingEl.facts, LABEL.comforts) ?? ''),
        resolution: after(feelingEl.facts, LABEL.resolution) ?? '',
        bedtime: /yes/i.test(after(feelingEl.facts, LABEL.bedtime) ?? ''),
      }
    : null;
  const lore = labelled ? [] : worldLore(ctx);
  const m: Material = { subject: subjectOf(ctx), kids: kids || feeling !== null, lore, authored: labelled, places, people, things, happenings, lesson, feeling, setting: settingOf(ctx, feeling?.bedtime ?? false) };
  CACHE.set(ctx.world, m);
  return m;
}
