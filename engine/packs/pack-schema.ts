import { STORY_CATEGORIES } from '@schemas';
import { z } from 'zod';
import { nounPhraseProblem } from '../language/noun-phrase';
import type { TopicPack } from './types';

// The checker of a pack's data (WRITING-PACKS.md): shape first (zod), then the rules a shape cannot
// say (ids that refer to something, names that are noun phrases, the voice of each field, words the
// setting forbids). `packs.test.ts` runs it over every pack of the registry. Kept out of the
// narrator's path: only tests and the registry check load it.

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case');
const text = z.string().trim().min(3);
const sentence = text.regex(/[.!?]["”’]?$/, 'a sentence ends with . ! or ?');
const clause = text.regex(/^[^.!?]*[^.!?\s]$/, 'a clause without a full stop');
const daylight = z.enum(['day', 'night', 'any']).optional();

const place = z.object({
  id,
  name: text,
  look: sentence,
  sounds: z.array(clause).min(2),
  smells: z.array(clause).min(1),
  things: z.array(clause).min(2),
  doings: z.array(clause).min(2),
  daylight,
});

const person = z.object({
  id,
  name: text,
  pronouns: z.enum(['she/her', 'he/him', 'they/them']),
  role: clause,
  look: sentence,
  manner: clause,
  wants: sentence,
  lines: z.array(sentence).min(3),
  place: id.optional(),
  guide: z.boolean().optional(),
});

const thing = z.object({ id, name: clause, look: sentence, use: clause });

const tryOf = z.object({ act: clause, done: sentence, good: sentence, mixed: sentence, bad: sentence });

const happening = z.object({
  id,
  name: clause.optional(),
  text: sentence,
  problem: clause,
  place: id.optional(),
  people: z.array(id).optional(),
  daylight,
  tries: z.tuple([tryOf, tryOf, tryOf]),
});

const answer = z.object({ text: clause, reply: sentence });

const step = z.object({
  name: clause,
  fact: sentence,
  show: sentence,
  say: sentence,
  place: id.optional(),
  check: z.object({ question: text.regex(/\?$/, 'a question ends with ?'), right: answer, wrong: z.tuple([answer, answer]) }),
});

const goal = z.object({ question: text.regex(/\?$/, 'a question ends with ?'), yes: sentence, partly: sentence, no: sentence });

/** The shape of a topic pack. */
export const topicPackSchema = z.object({
  id,
  kind: z.enum(['learn', 'feeling', 'setting']),
  title: text,
  subject: clause,
  summary: sentence,
  categories: z.array(z.enum(STORY_CATEGORIES)).min(1),
  ages: z.tuple([z.number().int().min(3).max(99), z.number().int().min(3).max(99)]),
  match: z.array(z.string().trim().min(2)).min(3),
  setting: z.object({
    where: clause,
    when: clause,
    era: z.enum(['past', 'today', 'future', 'timeless']),
    daylight,
    avoid: z.array(z.string().trim().min(2)),
  }),
  tone: z.array(clause).min(1).max(4),
  places: z.array(place).min(3).max(6),
  people: z.array(person).min(3).max(6),
  things: z.array(thing).min(3).max(8),
  happenings: z.array(happening).min(6).max(12),
  goals: z.array(goal).min(3).max(5),
  cast: z
    .object({
      names: z.array(z.string().trim().min(2)).min(9),
      looks: z.array(clause).min(3),
      backgrounds: z.array(z.object({ title: text, fluff: sentence })).min(3),
    })
    .optional(),
  lesson: z
    .object({
      goal: sentence,
      steps: z.array(step).min(4).max(8),
      whole: sentence,
      misconceptions: z.array(z.object({ wrong: sentence, right: sentence })).min(2),
    })
    .optional(),
  feeling: z
    .object({
      name: clause,
      heart: sentence,
      signs: z.array(clause).min(3),
      steps: z.array(sentence).min(3),
      comforts: z.array(sentence).min(3),
      resolution: sentence,
      bedtime: z.boolean(),
    })
    .optional(),
});

// Rumour and scorekeeping the narrator must never say (issue 28): a pack shows, it does not report.
const HEARSAY = /\b(there is a story that|everyone (here )?knows|nobody says it|word comes back|they say that|legend has it|rumou?r has it)\b/i;
const YOUNG_IDIOMS = /\b(on the back foot|at the end of the day|the ball is in your court|cut corners|bite the bullet|break the ice|under the weather|hit the nail|in the loop|touch base|for what it'?s worth)\b/i;

/** Every string of a pack with where it is (for word checks). */
function stringsOf(value: unknown, at: string, out: { at: string; s: string }[] = []): { at: string; s: string }[] {
  if (typeof value === 'string') out.push({ at, s: value });
  else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf(v, at ? `${at}.${k}` : k, out);
  return out;
}

/** The rules beyond shape; each problem names where it is. */
function ruleProblems(p: TopicPack): string[] {
  const out: string[] = [];
  const unique = (what: string, ids: string[]): void => {
    const seen = new Set<string>();
    for (const x of ids) {
      if (seen.has(x)) out.push(`${what} id "${x}" is used twice`);
      seen.add(x);
    }
  };
  unique('place', p.places.map((x) => x.id));
  unique('person', p.people.map((x) => x.id));
  unique('thing', p.things.map((x) => x.id));
  unique('happening', p.happenings.map((x) => x.id));
  const places = new Set(p.places.map((x) => x.id));
  const people = new Set(p.people.map((x) => x.id));
  for (const x of p.people) if (x.place && !places.has(x.place)) out.push(`people.${x.id}.place: no place "${x.place}"`);
  for (const h of p.happenings) {
    if (h.place && !places.has(h.place)) out.push(`happenings.${h.id}.place: no place "${h.place}"`);
    for (const who of h.people ?? []) if (!people.has(who)) out.push(`happenings.${h.id}.people: no person "${who}"`);
    for (const [i, t] of h.tries.entries()) {
      if (!/^[A-Z]/.test(t.act) || /^(Try|Work out|Find out how|Dig into|Decide)\b/.test(t.act)) out.push(`happenings.${h.id}.tries[${i}].act: start with a concrete verb ("${t.act}")`);
      if (!/\byou\b/i.test(t.done)) out.push(`happenings.${h.id}.tries[${i}].done: say what you do, in the second person`);
    }
  }
  if (p.people.filter((x) => x.guide).length > 1) out.push('at most one person is the guide');
  const nounPhrase = (at: string, s: string, strict = true): void => {
    const why = nounPhraseProblem(s, strict);
    if (why) out.push(`${at}: a noun phrase, but it ${why} ("${s}")`);
  };
  for (const x of p.places) nounPhrase(`places.${x.id}.name`, x.name);
  for (const x of p.things) nounPhrase(`things.${x.id}.name`, x.name);
  for (const x of p.places) for (const t of x.things) nounPhrase(`places.${x.id}.things`, t, false);
  nounPhrase('subject', p.subject);
  if (p.lesson) for (const st of p.lesson.steps) nounPhrase(`lesson.steps.name`, st.name);
  if (p.lesson) for (const st of p.lesson.steps) if (st.place && !places.has(st.place)) out.push(`lesson.steps.${st.name}.place: no place "${st.place}"`);
  for (const h of p.happenings) if (h.name) nounPhrase(`happenings.${h.id}.name`, h.name);
  if (p.feeling) nounPhrase('feeling.name', p.feeling.name);
  for (const x of p.people) for (const l of x.lines) if (/["“”]/.test(l)) out.push(`people.${x.id}.lines: no quotation marks ("${l}")`);
  if (p.ages[0] > p.ages[1]) out.push('ages: youngest first');
  if (p.kind === 'learn' && !p.lesson) out.push('a learn pack needs a lesson');
  if (p.kind === 'feeling' && !p.feeling) out.push('a feeling pack needs a feeling');
  if (p.kind !== 'learn' && p.lesson) out.push('only a learn pack has a lesson');
  if (p.kind !== 'feeling' && p.feeling) out.push('only a feeling pack has a feeling');
  for (const m of p.match) if (m !== m.toLowerCase()) out.push(`match: lower case ("${m}")`);
  const all = stringsOf(p, '');
  for (const { at, s } of all) {
    if (HEARSAY.test(s)) out.push(`${at}: hearsay ("${s.match(HEARSAY)?.[0]}"): show it happening instead`);
    if (p.ages[0] <= 7 && YOUNG_IDIOMS.test(s)) out.push(`${at}: an idiom a young child does not know ("${s.match(YOUNG_IDIOMS)?.[0]}")`);
  }
  for (const word of p.setting.avoid) {
    const re = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
    for (const { at, s } of all) if (!at.startsWith('setting.avoid') && !at.startsWith('match') && !at.includes('wrong') && !at.startsWith('lesson.misconceptions') && re.test(s)) out.push(`${at}: "${word}" is on the pack's avoid list`);
  }
  return out;
}

/** Checks a pack: [] when it meets the schema and the rules of WRITING-PACKS.md, else readable problems. */
export function packProblems(pack: unknown): string[] {
  const r = topicPackSchema.safeParse(pack);
  if (!r.success) return r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return ruleProblems(r.data as TopicPack);
}
