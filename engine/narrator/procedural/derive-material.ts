import { cap, imperativeToYou, lowerPhrase, sentencesOf, stripEnd, verbBase, isVerbBase } from '../../language';
import type { ElementBrief, NarratorContext } from '../narrator';
import type { Light, MHappening, MPerson, MPlace, MThing, MTry } from './material-types';
import { isDesignerText } from './world-read';

// A hand-written World (a bundled World, or one drafted without a topic pack) told by the same
// storyteller as a World from packs (issue 28, phase 2): its kinds of thread become happenings, its
// people, things and places the three ways to meet each one, and its facts are shown in the scene
// as things you see (never as hearsay). The acts are plain and concrete (ask someone, use
// something, look closely somewhere) and their results follow the roll; a failure costs something
// the next beat remembers.

/** Reader-facing sentences of an element's facts, with a leading pronoun replaced by its name. */
export function factSentences(e: ElementBrief): string[] {
  return e.facts
    .flatMap((f) => sentencesOf(f))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4 && !isDesignerText(s) && !/[“"]/.test(s) && /[.!]$/.test(s))
    .map((s) => s.replace(/^(She|He|It|They)\b/, e.name.replace(/^the\b/, 'The')));
}

/** The daylight a text speaks of ('a moonlit night' -> night), else any. */
export function lightOfText(text: string): Light {
  const night = (text.match(/\b(night|moonlit|moonlight|midnight|in the dark|stars?|lantern|bedtime)\b/gi) ?? []).length;
  const day = (text.match(/\b(sun|sunny|sunlit|daylight|morning|afternoon|noon|midday|lunch)\b/gi) ?? []).length;
  return night > day ? 'night' : day > night ? 'day' : 'any';
}

// Common verbs a kind of thread opens with, beyond the language module's lexicon.
const OPENERS = new Set(
  'cross explore track meet find follow catch fix mend sort sample build help stop save win escape search hunt chase trade bargain hide guard deliver climb cook fight steal spot persuade convince earn get take bring reach rescue calm organise organize walk visit learn test plan sail read measure map check'.split(' '),
);

/** The base form of a gerund ('working' -> 'work', 'measuring' -> 'measure', 'getting' -> 'get'), or null. */
export function gerundBase(word: string): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]{4,}ing$/.test(w)) return null;
  const known = verbBase(w);
  if (known) return known;
  let stem = w.slice(0, -3);
  if (/([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  if (OPENERS.has(stem) || isVerbBase(stem)) return stem;
  if (OPENERS.has(`${stem}e`) || isVerbBase(`${stem}e`) || /(ur|v|z|c|dg|[bptgk]l)$/.test(stem)) return `${stem}e`;
  return stem;
}

/** A thread kind's description as a verb phrase the player can be asked to do ('working out whose ...' -> 'work out whose ...'). */
export function problemOf(name: string, description: string): string {
  const clause = (description.split(/[;:(.]|,\s*(?:then|and then)\b|,\s/)[0] ?? '').trim();
  const [first = '', ...rest] = clause.split(/\s+/);
  const base = /ing$/i.test(first) ? gerundBase(first) : /^[a-z]+$/.test(first) && (isVerbBase(first) || OPENERS.has(first)) ? first : null;
  const words = clause.split(/\s+/).length;
  if (base && words >= 2 && words <= 12) return [base, ...rest].join(' ');
  return `get through ${lowerPhrase(the(name))}`;
}

const the = (name: string): string =>
  /^[A-Za-z]+ing\b/.test(name) ? `${name.charAt(0).toLowerCase()}${name.slice(1)}` : /^(the|a|an)\s/i.test(name) ? name : /\s[A-Z]/.test(name) ? `the ${name}` : `the ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
/** A name inside a sentence: a leading 'The' is lower-cased ('at the Lost-and-Found'). */
const inner = (name: string): string => name.replace(/^The\s/, 'the ');

type Kit = { people: MPerson[]; places: MPlace[]; things: MThing[]; kids: boolean };

// Three wordings of each part of a try; a happening's index picks one, so no two happenings read alike.
const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

function askTry(p: MPerson, topic0: string, problem: string, i: number, kids: boolean, second = false): MTry {
  const n = inner(p.name);
  let topic = topic0;
  if (second) {
    // A second person is asked another way, so the two options do not read alike.
    const t = askTry(p, topic, problem, i, kids);
    return { ...t, act: pick([`Watch how ${n} does it, then copy`, `Follow ${n}’s lead`, `Do it the way ${n} would`], i), done: pick([`You watch ${n} closely for a while, then try it the same way.`, `You follow ${n}’s lead, step by step.`, `You think what ${n} would do, and do that.`], i) };
  }
  const they = p.pronouns.personal;
  // A topic that names the one asked ('help with the Fig the Tortoise at the Duck Pond') is said as 'it'.
  const self = topic.toLowerCase().includes(n.toLowerCase().replace(/^the\s+/, ''));
  if (self) topic = 'it';
  const has = they === 'they' ? 'have' : 'has';
  const is = they === 'they' ? 'are' : 'is';
  return {
    act: !problem.startsWith('get through ') && problem.split(/\s+/).length <= 7 && !problem.toLowerCase().includes(n.toLowerCase()) ? `Ask ${n} to help you ${problem}` : self ? `Ask ${n} what to do` : `Ask ${n} for help with ${topic}`,
    done: pick([`You find ${n} and ask for help with ${topic}.`, `You go straight to ${n} and explain what you need.`, `You ask ${n} to help you.`], i),
    good: kids
      ? pick([`${n} knows just what to do, and together you do it. Hooray!`, `${n} smiles and shows you how, and soon it is done.`, `With ${n} beside you, it is easy after all.`], i)
      : pick([`${n} knows exactly how it is done and shows you, and between you it gets done.`, `${n} hears you out, makes two suggestions, and the second one works.`, `${n} drops what ${they} ${is} doing and helps, and it comes together.`], i),
    mixed: kids
      ? pick([`${n} helps a little, then has to go, so there is still a bit left to do.`, `${n} shows you half of it. The other half is still to do.`, `${n} tries to help, but ${they} ${has} never done this before either.`], i)
      : pick([`${n} helps with half of it before being called away, and the rest is still yours to do.`, `${n} gives you a quick answer that only half fits, so part of the job is still left.`, `${n} helps, but it costs you time you did not have.`], i),
    bad: kids
      ? pick([`${n} is busy just now, so you will have to find another way.`, `${n} does not know how either. Never mind: you can think of something else.`, `${n} is having a little rest, so you try to manage on your own for now.`], i)
      : pick([`${n} is too busy to help and says so, and the time you spent asking is gone.`, `${n} gets it wrong, and you have to undo what the two of you did.`, `${n} will not help with this, and now ${they} ${is} watching to see what you do.`], i),
  };
}

function useTry(t: MThing, topic: string, i: number, kids: boolean): MTry {
  const n = inner(t.name);
  return {
    // Not 'for <topic>': beside 'Ask X for help with <topic>' the two would read as one option.
    act: pick([`Use ${n} here`, `Put ${n} to work`, `See what ${n} can do here`], i),
    done: pick([`You take out ${n} and put it to work.`, `You try ${n}, carefully.`, `You bring ${n} and see what it can do.`], i),
    good: kids
      ? pick([`${cap(n)} works perfectly. Clever you!`, `${cap(n)} does just the right thing.`, `${cap(n)} helps, and it is done.`], i)
      : pick([`${cap(n)} does exactly what you need, and that part is done.`, `${cap(n)} works first time, and you get it done.`, `${cap(n)} turns out to be just the thing.`], i),
    mixed: kids
      ? pick([`${cap(n)} helps a bit, but not all the way.`, `${cap(n)} wobbles, but it nearly works.`, `${cap(n)} helps a little. There is more to do.`], i)
      : pick([`${cap(n)} helps, but only halfway; the rest will take more than that.`, `${cap(n)} works, badly, and you get half of what you wanted.`, `${cap(n)} does the job, but it will not do it a second time.`], i),
    bad: kids
      ? pick([`${cap(n)} gets stuck. Oops! You put it away for now.`, `${cap(n)} does not help this time. You put it back in your pocket.`, `${cap(n)} goes the wrong way, so you put it down and think again.`], i)
      : pick([`${cap(n)} slips and breaks, and you will have to manage without it from now on.`, `${cap(n)} is no use here, and you have wasted the time it took to try.`, `${cap(n)} makes it worse, and now there is a mess to clear up as well.`], i),
  };
}

function lookTry(p: MPlace, i: number, kids: boolean): MTry {
  const n = inner(p.name);
  const seen = p.details[i % Math.max(1, p.details.length)];
  const found = seen ? `${kids ? 'You spot something' : 'You notice what others missed'}: ${lowerPhrase(stripEnd(seen))}.` : null;
  return {
    act: kids ? pick([`Look for clues at ${n}`, `Have a good look round ${n}`, `Peek into every corner of ${n}`], i) : pick([`Look closely around ${n} first`, `Search ${n} for anything useful`, `Walk slowly round ${n} and take it all in`, `Check every corner of ${n}`], i),
    done: pick([`You stop at ${n} and look carefully before you do anything.`, `You take your time at ${n}, looking at everything.`, `You look all round ${n}, slowly.`], i),
    good: found ?? (kids ? 'You spot the answer. Well done!' : 'You spot what everyone else missed, and now you know where to start.'),
    mixed: kids ? pick(['You find a little clue, but not the whole answer.', 'You see something, but you are not sure what it means.', 'You find half of the answer.'], i) : pick(['You notice something odd, but not enough to be sure what it means.', 'You find half an answer and a new question.', 'You see enough to know you were looking in the wrong place.'], i),
    bad: kids ? pick(['You look and look, but you do not find anything yet.', 'You do not see anything this time. Never mind.', 'It is too hard to see. You will try something else.'], i) : pick(['You look for too long and find nothing you can use, and the others have moved on without you.', 'You find nothing, and someone notices you looking.', 'You miss it completely, and lose your place in the queue of things to do.'], i),
  };
}

/** The happenings of a hand-written World: its kinds of thread and its events, each with three tries made of its people, things and places. */
export function derivedHappenings(ctx: Pick<NarratorContext, 'world'>, kit: Kit, events: readonly ElementBrief[]): MHappening[] {
  const kinds = ctx.world.guidelines.typesOfThreads
    .map((t) => {
      const at = t.indexOf(':');
      return at > 0 && at < 60 ? { name: t.slice(0, at).trim(), text: t.slice(at + 1).trim() } : null;
    })
    .filter((x): x is { name: string; text: string } => x !== null && !isDesignerText(x.name) && !isDesignerText(x.text));
  const fromEvents = events.map((e) => ({ name: e.name, text: stripEnd(sentencesOf(e.appearance)[0] ?? e.role) }));
  // A World with neither: each of its places is a happening of its own (what is going on there).
  const fromPlaces = kit.places.flatMap((p) => [
    { name: p.name, text: `find out what is going on at ${inner(p.name)}` },
    // Named by the work, not by the person: the person is who you ask, never what you ask about.
    ...kit.people.slice(0, 2).map((who, k) => ({ name: `${k === 0 ? 'the jobs' : 'the odd jobs'} at ${inner(p.name)}`, text: `help ${inner(who.name)} with what needs doing at ${inner(p.name)}` })),
  ]);
  const all = [...kinds, ...fromEvents, ...(kinds.length + fromEvents.length < 3 ? fromPlaces : [])].slice(0, 10);
  return all.map((k, i) => {
    const text = `${k.text.replace(/\s*\([^)]*\)/g, '')}`;
    const lower = text.toLowerCase();
    const named = kit.people.filter((p) => lower.includes(p.name.toLowerCase().replace(/^the\s+/, '').split(' ')[0] ?? '\u0000'));
    // Someone the kind of thread names, else someone who speaks (a toy that cannot talk is no helper).
    const speakers = kit.people.filter((p) => p.lines.length > 0);
    const helpers = speakers.length ? speakers : kit.people;
    const person = named[0] ?? helpers[i % Math.max(1, helpers.length)];
    const place = kit.places.find((p) => lower.includes(p.name.toLowerCase().replace(/^the\s+/, ''))) ?? kit.places[i % Math.max(1, kit.places.length)];
    const thing = kit.things[i % Math.max(1, kit.things.length)];
    const topic = lowerPhrase(the(k.name));
    const tries: MTry[] = [];
    const problem = problemOf(k.name, k.text);
    if (person) tries.push(askTry(person, topic, problem, i, kit.kids));
    if (thing) tries.push(useTry(thing, topic, i, kit.kids));
    if (place) tries.push(lookTry(place, i, kit.kids));
    const second = [...helpers, ...kit.people].find((p) => p !== person);
    if (tries.length < 3 && second) tries.push(askTry(second, topic, problem, i + 1, kit.kids, true));
    // The act is told as done, in the player's words ('You ask Granny Thimble to help you ...'), so the beat shows what was chosen.
    for (const t of tries) t.done = `${cap(imperativeToYou(t.act))}.`;
    const opener = pick(['Next comes', 'Now it is time for', 'Then comes'], i);
    return {
      id: `derived-${i + 1}`,
      name: cap(k.name),
      text: `${opener} ${topic}: ${lowerPhrase(stripEnd(text))}.`,
      problem,
      place: place?.id ?? null,
      people: person ? [person.id] : [],
      light: /\b(in the dark|at night|moonlit|by night)\b/i.test(text) ? 'night' : 'any',
      tries: tries.slice(0, 3),
    } satisfies MHappening;
  }).filter((h) => h.tries.length === 3);
}

/** The light of a World with no setting line: from its atmosphere, teaser-like prose and places. */
export function worldLight(ctx: Pick<NarratorContext, 'world'>): Light {
  return lightOfText(`${ctx.world.imageInstructions.atmosphere} ${ctx.world.guidelines.world}`);
}

/** A hand-written World's prose and troubles as sentences a reader may see ('Time: the moon is sinking ...' -> 'The moon is sinking ...'). */
export function worldLore(ctx: Pick<NarratorContext, 'world'>): string[] {
  const g = ctx.world.guidelines;
  const troubles = g.conflicts.map((c) => c.replace(/^[^:]{1,40}:\s*/, '')).filter((c) => /^[a-z]/i.test(c));
  return [...sentencesOf(g.world), ...troubles.map((c) => `${cap(stripEnd(c))}.`)]
    .map((x) => x.trim())
    .filter((x) => x.split(/\s+/).length >= 5 && x.split(/\s+/).length <= 35 && !isDesignerText(x) && !/[“"]/.test(x) && /^[A-Z]/.test(x) && /\b(is|are|was|were|has|have|can|will|lives?|stands?|goes|comes)\b/.test(x));
}

/** A World's text as a reader may see it: no '(side A)' labels, no sentence written to the narrator. */
export function readerText(t: string): string {
  // 'before the story ends' is the designer's clock, not the reader's: the question reads without it.
  return sentencesOf(t.replace(/\s*\((?:side [AB]|[^)]*\bside [AB]\b[^)]*)\)/g, '').replace(/:\s*the ([^:?]+?) on side A, or those on side B/, '').replace(/,? before the story ends\b/gi, '').replace(/\bthe players\b/g, 'all of you'))
    .filter((x) => !/\bside [AB]\b|\bthe player\b|\bthis player\b/i.test(x))
    .join(' ')
    .trim();
}

/** What a stat's narrative implications say about its value now ('Below 30%: the sky is turning blue ...' at 20 -> 'The sky is turning blue ...'). */
export function statLines(implications: readonly string[], value: number): string[] {
  const out: string[] = [];
  for (const line of implications) {
    const m = line.match(/^([^:]{2,30}):\s*(.+)$/);
    if (!m) continue;
    const cond = (m[1] as string).toLowerCase();
    const n = (cond.match(/\d+/g) ?? []).map(Number);
    const ok =
      /below|under|less/.test(cond) ? value < (n[0] ?? 0) : /above|over|more|or more/.test(cond) ? value >= (n[0] ?? 0) : /\bto\b|-|–/.test(cond) && n.length === 2 ? value >= (n[0] as number) && value <= (n[1] as number) : /^at \d+$/.test(cond.trim()) ? value === n[0] : false;
    const text = (m[2] as string).trim();
    if (ok && !isDesignerText(text) && text.split(/\s+/).length >= 4) out.push(`${cap(stripEnd(text))}.`);
  }
  return out;
}
