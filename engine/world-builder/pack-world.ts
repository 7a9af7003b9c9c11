import { PLAYER_SLOTS, type Guidelines, type Outcome, type StoryElement, type TemplateInput } from '@schemas';
import { cap, stripEnd } from '../language';
import { nounPhraseProblem } from '../language/noun-phrase';
import { LABEL, SEP } from '../narrator/procedural/material';
import { findPacks } from '../packs/match';
import type { PackGoal, TopicPack } from '../packs/types';
import type { Brief, DraftInput } from './brief';

// A World drafted from a topic pack (issue 28 item 3): the pack's places, people, things,
// happenings, lesson or feeling become the World's elements in the labelled form the storyteller
// reads back (`narrator/procedural/material.ts`); its goals and the prompt's own aim become the
// outcomes. The prompt keeps its specifics: who the players are (the brief's protagonist), what
// they want (the aim, as the first outcome) and the thing they look for.

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

function guidelinesOf(pack: TopicPack, b: Brief): Guidelines {
  const who = b.protagonist.many;
  const s = pack.setting;
  // A learning story names its audience as the prompt gave it ('for a secondary school class').
  const forWhom = b.category === 'learn-something' && b.audience ? ` It is told for ${b.audience.replace(/^(for|a|an|the)\s+/i, (x) => x.toLowerCase())}.` : '';
  const world = `${pack.summary} It happens in ${s.where}, ${s.when}. You play ${b.playerCount > 1 ? who : `a ${b.protagonist.one}`}${b.aim ? ` who must ${stripEnd(b.aim)}` : ''}.${forWhom}`;
  const rules = [
    `${LABEL.setting} ${[s.where, s.when, s.daylight ?? 'any', `never: ${s.avoid.join(', ')}`].join(SEP)}`,
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
  const goals = [...(aim ? [aimGoal(aim)] : []), ...pack.goals];
  const goalAt = (k: number): PackGoal => goals[k % goals.length] as PackGoal;
  const shared = (planned.sharedOutcomes ?? []).map((o, i) => outcomeOf(`goal_${i + 1}`, goalAt(i), o.intendedNumberOfMilestones ?? 2, kids));
  let next = sharedCount;
  const out: Partial<TemplateInput> = {
    title: pack.kind === 'setting' ? pack.title : b.title,
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
