import { PLAYER_SLOTS, type Guidelines, type Outcome, type StoryElement, type TemplateInput } from '@schemas';
import { cap, stripEnd, tooAlike } from '../language';
import { nounPhraseProblem } from '../language/noun-phrase';
import { prepositionFor } from '../narrator/procedural/compose-beat';
import { LABEL, SEP } from '../narrator/procedural/material';
import { findPacks } from '../packs/match';
import type { PackGoal, TopicPack } from '../packs/types';
import type { Brief, DraftInput } from './brief';

// A World drafted from a topic pack (issue 28 item 3): the pack's places, people, things,
// happenings, lesson or feeling become the World's elements in the labelled form the storyteller
// reads back (`narrator/procedural/material.ts`); its goals and the prompt's own aim become the
// outcomes. The prompt keeps its specifics: who the players are (the brief's protagonist), what
// they want (the aim, as the first outcome) and the thing they look for.

const content = (t: string): Set<string> => new Set(t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4).map((w) => w.replace(/(es|s)$/, '')));
/** True when a title says one of the prompt's own words (a pack's title of its own place may not: 'The Sign-Maker of Nightwater'). */
function sharesWord(title: string, prompt: string): boolean {
  const p = content(prompt);
  return [...content(title)].some((w) => p.has(w));
}

/** The pack a draft input fits best, or null. */
export function packFor(input: Pick<DraftInput, 'prompt' | 'category' | 'fields'>): TopicPack | null {
  const text = [input.prompt, ...Object.values(input.fields ?? {})].join('. ');
  return findPacks(text, input.category ?? null)[0]?.pack ?? null;
}

const ID = (prefix: string, id: string): string => `${prefix}-${id}`.slice(0, 80);

function elementsOf(pack: TopicPack, aimThing: string | null): StoryElement[] {
  const els: StoryElement[] = [];
  const light = (d: string | undefined): string => (d && d !== 'any' ? ` (by ${d})` : '');
  for (const p of pack.places) {
    els.push({
      id: ID('place', p.id),
      name: p.name,
      role: `Place: ${p.name} in ${pack.setting.where}${light(p.daylight)}.`,
      instructions: `Show it through one thing seen, heard or smelt.`,
      appearance: p.look,
      facts: [`${LABEL.sounds} ${p.sounds.join('; ')}.`, `${LABEL.smells} ${p.smells.join('; ')}.`, `${LABEL.things} ${p.things.join('; ')}.`, `${LABEL.doings} ${p.doings.join('; ')}.`],
    });
  }
  for (const x of pack.people) {
    els.push({
      id: ID('person', x.id),
      name: x.name,
      role: `Person: ${x.role}.`,
      instructions: `${LABEL.manner} ${x.manner}. ${LABEL.wants} ${x.wants}${x.place ? ` Found at: ${ID('place', x.place)}.` : ''}${x.guide ? ' Role in the story: the guide.' : ''}`,
      appearance: x.look,
      facts: x.lines.slice(0, 4).map((l) => `${LABEL.says} ${l}`),
    });
  }
  for (const t of pack.things) els.push({ id: ID('thing', t.id), name: t.name, role: `Object: ${t.use}.`, instructions: '', appearance: t.look, facts: [] });
  if (aimThing && !els.some((e) => e.name.toLowerCase() === aimThing.toLowerCase())) {
    els.push({ id: 'thing-aim', name: aimThing, role: 'Object: what you are looking for.', instructions: '', appearance: `${cap(aimThing)}, which everyone wants back where it belongs.`, facts: [] });
  }
  for (const h of pack.happenings) {
    const at = h.place ? `At: ${ID('place', h.place)}.` : '';
    const withWho = h.people?.length ? ` With: ${h.people.map((p) => ID('person', p)).join(', ')}.` : '';
    els.push({
      id: ID('event', h.id),
      name: h.name ?? (h.place ? `the trouble at ${pack.places.find((p) => p.id === h.place)?.name ?? 'the place'}` : `a moment in ${pack.setting.where}`),
      role: `Event: ${h.problem}${light(h.daylight)}.`,
      instructions: `${at}${withWho}`.trim(),
      appearance: h.text,
      facts: h.tries.map((t) => `${LABEL.tryOf} ${[t.act, t.done, t.good, t.mixed, t.bad].join(SEP)}`),
    });
  }
  if (pack.lesson) {
    const n = pack.lesson.steps.length;
    pack.lesson.steps.forEach((s, i) => {
      const c = s.check;
      els.push({
        id: `step-${i + 1}`,
        name: s.name,
        role: `Phenomenon: lesson step ${i + 1} of ${n}.`,
        instructions: s.place ? `At: ${ID('place', s.place)}.` : '',
        appearance: s.show,
        facts: [`${LABEL.fact} ${s.fact}`, `${LABEL.said} ${s.say}`, `${LABEL.check} ${[c.question, c.right.text, c.right.reply, c.wrong[0].text, c.wrong[0].reply, c.wrong[1].text, c.wrong[1].reply].join(SEP)}`],
      });
    });
    els.push({
      id: 'lesson-whole',
      name: pack.subject,
      role: 'Phenomenon: the lesson, explained whole.',
      instructions: `Goal: ${pack.lesson.goal}`,
      appearance: pack.lesson.whole,
      facts: pack.lesson.misconceptions.slice(0, 5).map((m) => `${LABEL.not} ${m.wrong}${SEP}${m.right}`),
    });
  }
  if (pack.feeling) {
    const f = pack.feeling;
    els.push({
      id: 'feeling',
      name: f.name,
      role: 'Phenomenon: the feeling at the heart of the story.',
      instructions: '',
      appearance: f.heart,
      facts: [`${LABEL.signs} ${f.signs.join('; ')}.`, `${LABEL.steps} ${f.steps.join(SEP)}`, `${LABEL.comforts} ${f.comforts.join(SEP)}`, `${LABEL.resolution} ${f.resolution}`, `${LABEL.bedtime} ${f.bedtime ? 'yes' : 'no'}`],
    });
  }
  return els;
}

/** True when the prompt names a phrase only as where someone goes back to ('find its way back to the sky'). */
const backTo = (b: Pick<Brief, 'prompt'>, text: string): boolean => new RegExp(`\\bback (to|into) (the |a |an )?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(b.prompt);

/**
 * The place the prompt itself names, with its preposition ('on an open-plan space station' ->
 * 'at the open-plan space station', 'in 1950s Tokyo'), or '' (issue 28: the storyteller keeps
 * the story where the prompt put it). Only a place the story is in: the prompt puts something in,
 * on, at or across it, or it is what the prompt is about ('Our flat-share becomes a kingdom'); 'grounds
 * half the country' or 'back to the sky' name no place of the story.
 */
export function promptPlaceOf(b: Pick<Brief, 'reading' | 'prompt'>): string {
  const p = b.reading.phrases.find(
    (x) => x.kind === 'place' && x.det !== 'each' && !backTo(b, x.text) && (/^(in|on|at|inside|into|to|across|through|around|under)$/.test(x.prep) || (x.prep === '' && x.at === b.reading.subject?.at)),
  );
  if (!p) return '';
  const det = /^(your|our|my)$/i.test(p.det) ? 'your ' : p.proper || /^\d/.test(p.text) ? '' : 'the ';
  const name = `${det}${p.proper ? p.text : p.text.charAt(0).toLowerCase() + p.text.slice(1)}`.trim();
  if (nounPhraseProblem(name) !== null) return '';
  const prep = /^(in|on|at|inside)$/.test(p.prep) ? p.prep : p.proper ? 'in' : prepositionFor(name);
  return `${prep} ${name}`;
}

// Words a prompt says in passing: a beat that says only these is not about the prompt.
const WEAK = new Set(['time', 'real', 'hard', 'whether', 'anywhere', 'year', 'years', 'olds', 'ages', 'second', 'split', 'apart', 'choices', 'decision', 'decisions']);

/** The prompt's own content words a beat about it says at least one of ('space', 'heist', 'jupiter'). */
export function promptKeywordsOf(b: Pick<Brief, 'reading'>): string[] {
  return b.reading.keywords.filter((w) => w.length >= 4 && !WEAK.has(w) && !/['’]/.test(w));
}

/**
 * What the prompt is about, as the storyteller names it: the prompt's own subject ('the wedding',
 * 'photosynthesis'); when that names the players themselves ('the emergency doctors'), says
 * nothing ('the matter at hand') or is only where someone goes back to ('the sky'), the prompt's
 * first other person or thing ('the cloud'), else the pack's subject.
 */
export function promptSubjectOf(b: Pick<Brief, 'subject' | 'protagonist' | 'reading' | 'prompt'>, pack: Pick<TopicPack, 'subject'>): string {
  const players = new Set([b.protagonist.one, b.protagonist.many].flatMap((x) => x.toLowerCase().split(/\s+/)).filter((w) => w.length > 3));
  const fits = (x: string): boolean => {
    const bare = x.replace(/^(the|a|an)\s+/i, '');
    return !!bare && bare !== 'matter at hand' && !backTo(b, bare) && !bare.toLowerCase().split(/\s+/).some((w) => players.has(w) || players.has(w.replace(/s$/, '')));
  };
  const own = b.subject.replace(/^the\s+(?=\d|\p{Lu})/u, '');
  // The pack saying the same thing more fully ('the war' -> 'the war over the last clean mug').
  const head = own.toLowerCase().split(/\s+/).pop() ?? '';
  if (fits(own)) return head.length > 2 && new RegExp(`^the\\s+(\\S+\\s+)?${head}\\b`, 'i').test(pack.subject) ? pack.subject : own;
  const other = b.reading.phrases.find((x) => (x.kind === 'person' || x.kind === 'thing') && !x.plural && fits(x.text));
  return other && nounPhraseProblem(`the ${other.text}`) === null ? (other.proper ? other.text : `the ${other.text.charAt(0).toLowerCase()}${other.text.slice(1)}`) : pack.subject;
}

function guidelinesOf(pack: TopicPack, b: Brief): Guidelines {
  const who = b.protagonist.many;
  const s = pack.setting;
  // A learning story names its audience as the prompt gave it ('for a secondary school class').
  const forWhom = b.category === 'learn-something' && b.audience ? ` It is told for ${b.audience.replace(/^(for|a|an|the)\s+/i, (x) => x.toLowerCase())}.` : '';
  const world = `${pack.summary} It happens in ${s.where}, ${s.when}. You play ${b.playerCount > 1 ? who : `a ${b.protagonist.one}`}${b.aim ? ` who must ${stripEnd(b.aim)}` : ''}.${forWhom}`;
  const rules = [
    `${LABEL.setting} ${[s.where, s.when, s.daylight ?? 'any', `never: ${s.avoid.join(', ')}`].join(SEP)}`,
    `${LABEL.subject} ${[promptSubjectOf(b, pack), promptPlaceOf(b), promptKeywordsOf(b).join(', ')].join(SEP)}`,
    'Every beat shows the chosen act done, what came of it, what the people there do and say, and one new thing that happens.',
    ...(pack.lesson ? [`Teach in this order, showing each in a scene: ${pack.lesson.steps.map((x) => x.name).join(', ')}; end with the whole explanation.`] : []),
    ...(pack.feeling ? [`The heart of the story is ${pack.feeling.name}: it is faced step by step and resolved${pack.feeling.bedtime ? ', and the story ends at bedtime' : ''}.`] : []),
  ];
  const threads = pack.happenings.map((h) => `${cap(h.name ?? h.problem)}: ${h.problem}`).slice(0, 8);
  while (threads.length < 6) threads.push(cap(pack.goals[threads.length % pack.goals.length]?.question.replace(/\?$/, '') ?? 'A day out'));
  return {
    world,
    rules,
    tone: [...pack.tone],
    conflicts: pack.happenings.slice(0, 3).map((h) => `${cap(h.problem)}.`),
    decisions: pack.goals.slice(0, 3).map((g) => g.question),
    typesOfThreads: threads,
    switchAndThreadInstructions: [],
  };
}

// Every goal is a challenge (its ending follows how the tries went, never which option was
// picked); stories for the very young get gentle odds on their options instead (compose-beat.ts).
function outcomeOf(id: string, g: PackGoal, intended: number, _kids: boolean): Outcome {
  return {
    id,
    question: g.question,
    resonance: 'A goal of the story, from its topic pack.',
    possibleResolutions: { favorable: g.yes, mixed: g.partly, unfavorable: g.no },
    intendedNumberOfMilestones: intended,
    milestones: [],
  };
}

/** The prompt's own aim as a goal ('find the lost moon' -> 'Can you find the lost moon?'). */
function aimGoal(aim: string): PackGoal {
  const a = stripEnd(aim);
  return { question: `Can you ${a}?`, yes: `You ${a}, just as you hoped.`, partly: `You nearly ${a}, and you know exactly what to do next.`, no: `You do not ${a} this time, but you know what to try tomorrow.` };
}

/** The thing the aim looks for, if it is a noun phrase ('find the lost moon' -> 'the lost moon'). */
function aimThingOf(aim: string | null): string | null {
  const m = aim?.match(/^(?:find|rescue|save|fetch|bring back|get back|catch|return|mend|fix|build|win|steal|deliver)\s+(the\s+.+)$/i);
  const thing = m?.[1] ? stripEnd(m[1]) : null;
  return thing && nounPhraseProblem(thing) === null && thing.split(/\s+/).length <= 5 ? thing : null;
}

/**
 * The sections of a draft a pack rewrites, keeping the counts (and so the capacity) the builder
 * planned. Goals are dealt in order: the shared outcomes first, then each player's (from
 * `sharedCount` on, when the shared section is built apart), so one story asks each goal once
 * while there are goals enough.
 */
export function packSections(pack: TopicPack, b: Brief, planned: Partial<TemplateInput>, sharedCount = planned.sharedOutcomes?.length ?? 0): Partial<TemplateInput> {
  const kids = b.category === 'read-with-kids';
  // The prompt's aim only when it says someone wants, has or sets out to do it ('has to find the lost moon').
  const said = b.aim ? new RegExp(`\\b(to|must|will|can|wants? to|has to|have to|needs? to)\\s+${b.aim.split(/\s+/)[0]}\\b`, 'i').test(b.prompt) : false;
  const aim = b.aim && said && /^[a-z]/.test(b.aim) && b.aim.split(/\s+/).length <= 9 ? b.aim : null;
  // A pack goal that asks what the prompt's aim asks already ('join in the big leaf-jumping contest') is not asked twice.
  const own = [...(aim ? [aimGoal(aim)] : []), ...pack.goals.filter((g) => !aim || !tooAlike(stripEnd(g.question.replace(/^Can (you|your \w+) /i, '')), stripEnd(aim)))];
  // A story with more goals than that: the pack's happenings, each a goal of its own, before any goal is asked twice.
  const goals = [...own, ...pack.happenings.map((h) => aimGoal(h.problem)).filter((g) => !own.some((x) => tooAlike(x.question, g.question)))];
  const goalAt = (k: number): PackGoal => goals[k % goals.length] as PackGoal;
  const shared = (planned.sharedOutcomes ?? []).map((o, i) => outcomeOf(`goal_${i + 1}`, goalAt(i), o.intendedNumberOfMilestones ?? 2, kids));
  let next = sharedCount;
  const out: Partial<TemplateInput> = {
    title: pack.kind === 'setting' && sharesWord(pack.title, `${b.prompt} ${Object.values(b.fields).join(' ')}`) ? pack.title : b.title,
    teaser: pack.summary,
    guidelines: guidelinesOf(pack, b),
    storyElements: elementsOf(pack, aimThingOf(aim)),
    sharedOutcomes: shared,
  };
  for (const [k, slot] of PLAYER_SLOTS.slice(0, b.playerCount).entries()) {
    const p = planned[slot];
    if (!p) continue;
    const outcomes = (p.outcomes ?? []).map((o, i) => outcomeOf(`${slot}_goal_${i + 1}`, goalAt(next++), o.intendedNumberOfMilestones ?? 2, kids));
    const cast = pack.cast;
    out[slot] = cast
      ? {
          ...p,
          outcomes,
          possibleCharacterIdentities: p.possibleCharacterIdentities.map((id, i) => ({ ...id, name: cast.names[(k * 3 + i) % cast.names.length] as string, appearance: `${cap(cast.looks[(k + i) % cast.looks.length] as string)}.` })),
          possibleCharacterBackgrounds: p.possibleCharacterBackgrounds.map((bg, i) => {
            const c = cast.backgrounds[(k + i) % cast.backgrounds.length] as { title: string; fluff: string };
            return { ...bg, title: c.title, fluffTemplate: c.fluff };
          }),
        }
      : { ...p, outcomes };
  }
  return out;
}
