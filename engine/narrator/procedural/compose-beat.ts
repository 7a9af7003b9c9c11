import { createRng, deriveSeed, type RandomSource } from '../../core/rng';
import { cap, imperativeToThird, splitSentences, imperativeToYou, innerThe, lowerFirst, sentenceKey, stripEnd, tooAlike, uncap } from '../../language';
import { numericStatValue } from '../../rules/stat-values';
import type { BeatRequest, ChoiceBrief, OtherPlayerBrief } from '../narrator';
import type { BeatOutput, OptionOutput, StateChangeOutput } from '../outputs';
import { materialOf, type Material, type MHappening, type MPerson, type MPlace, type MStep, type MTry } from './material';
import { keepSubjectInSight } from './prompt-subject';
import { resolutionForReader } from './reader-resolution';
import { fitsHour, hourOf, hourPhrase, type Hour } from './story-clock';
import { readerText, statLines } from './derive-material';

// The storyteller of issue 28 for every World (from topic packs, or derived from a hand-written
// World by derive-material.ts): every beat is made of things
// that happen. The chosen act is done (the rhyme said, the lid held over the cup) and what came of
// it follows the roll; the people there act and speak; one sentence of scenery from the place; a
// new happening (or the next lesson step, shown) poses the next choice; three options, each an act
// the next beat can perform. Where and when are functions of the turn, so every player of a turn
// shares the scene and the clock; lesson steps are shown in teaching order on a fixed schedule.

type Said = Set<number>;

/** A phrase with its first letter lower-cased ('Walk down the garden' -> 'walk down the garden'). */
const low = (t: string): string => (/^[A-Z][a-z]/.test(t) && !/^(I|Ms|Mr|Mrs|Dr)\b/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);

/** What one turn of the story is: its hour, its happening, its place, the lesson step it shows. */
export type TurnScene = { hour: Hour; happening: MHappening | null; run: number; place: MPlace | null; step: { step: MStep; index: number } | null };

/** Turns per happening: a happening poses a problem and its tries are met over a short run of beats. */
function runLength(m: Material, maxTurns: number): number {
  return Math.max(2, Math.min(3, Math.ceil((maxTurns - 1) / Math.max(1, m.happenings.length))));
}

/** The turn at which lesson step k (0-based) of n is shown: spread from turn 2 to the turn before the ending. */
export function stepTurn(k: number, n: number, maxTurns: number): number {
  const span = Math.max(1, maxTurns - 3);
  return 2 + Math.floor((k * span) / Math.max(1, n));
}

const ORDERS = new Map<string, MHappening[]>();
function happeningOrder(seed: string, m: Material): MHappening[] {
  const key = `${seed}|${m.happenings.map((h) => h.id).join(',')}`;
  const hit = ORDERS.get(key);
  if (hit) return hit;
  if (ORDERS.size > 500) ORDERS.clear();
  // The pack's own order: its writer tells a day (the cloud before the falling stones) or a lesson's
  // way round (the pool before the clouds). The seed turns where a short story starts in it only
  // when the story is too short to meet them all.
  const order = [...m.happenings];
  ORDERS.set(key, order);
  return order;
}

/** The scene of a turn: the same for every player of the story. */
export function sceneOf(req: Pick<BeatRequest, 'context'>, m: Material, turn: number): TurnScene {
  const { seed, maxTurns } = req.context.story;
  const hour = hourOf(turn, maxTurns, m.setting.span);
  const steps = m.lesson?.steps ?? [];
  const index = steps.findIndex((_, k) => stepTurn(k, steps.length, maxTurns) === turn);
  const step = index >= 0 ? { step: steps[index] as MStep, index } : null;
  const run = Math.floor((turn - 1) / runLength(m, maxTurns));
  const order = happeningOrder(seed, m);
  const pool = order.filter((h) => fitsHour(h.light, hour)).length ? order.filter((h) => fitsHour(h.light, hour)) : order;
  // The run's place in the pack's order, or the next happening that fits the hour after it.
  const from = order.length ? run % order.length : 0;
  const fitting = [...order.slice(from), ...order.slice(0, from)].find((h) => fitsHour(h.light, hour));
  let happening = turn > 1 && turn < maxTurns && order.length ? (fitting ?? (order[from] as MHappening)) : null;
  // A lesson step is shown where it happens: the run's happening moves there when one fits.
  if (step?.step.place && happening && happening.place && happening.place !== step.step.place) {
    const there = pool.find((h) => h.place === step.step.place);
    if (there) happening = there;
  }
  const placeId = step?.step.place ?? happening?.place ?? null;
  const places = m.places.filter((p) => fitsHour(p.light, hour));
  const place = m.places.find((p) => p.id === placeId) ?? (places.length ? (places[run % places.length] as MPlace) : (m.places[0] ?? null));
  return { hour, happening, run, place, step };
}

/** A seeded pick of a line not read yet (by its fingerprint), or null when every one was read. */
function fresh(rng: RandomSource, said: Said, lines: readonly string[]): string | null {
  // A blank line (an element with no look, a place with no details) is no line: never picked.
  const unread = lines.filter((l) => l.trim().length > 0 && !said.has(sentenceKey(l)));
  if (unread.length === 0) return null;
  const line = rng.pick(unread);
  said.add(sentenceKey(line));
  return line;
}

const TAGS = ['says', 'tells you', 'says quietly', 'adds'] as const;

/** A line spoken: the tag after its first sentence ('“Look,” says Ms Okafor. “There.”'). */
function sayWith(person: MPerson, line: string, tag: string): string {
  const parts = line.trim().split(/(?<=[.!?])\s+/);
  const first = parts[0] ?? line.trim();
  const rest = parts.slice(1).join(' ');
  const head = /[?!]$/.test(first) ? first : `${stripEnd(first)},`;
  const spoken = tag === 'tells you' ? `${person.name} tells you` : `${tag.split(' ')[0]} ${person.name}${tag.includes(' ') ? ` ${tag.split(' ').slice(1).join(' ')}` : ''}`;
  return `“${cap(head)}” ${spoken}.${rest ? ` “${rest}”` : ''}`;
}

function say(person: MPerson, line: string, rng: RandomSource): string {
  return sayWith(person, line, rng.pick([...TAGS]));
}

/** Every way a line can have been written, so a line read once is never said again. */
function spokenKeys(person: MPerson, line: string): number[] {
  return [sentenceKey(line), ...TAGS.flatMap((t) => splitSentencesOf(sayWith(person, line, t)).map(sentenceKey))];
}

// The sentences as the story's memory of what was read splits them (history.said), so a text read
// once is known as read: 'TRIBUTE REQUIRED. 1 REAM A4.' is two sentences there, and here.
const splitSentencesOf = splitSentences;

/** A line of a person the player has not read yet, or null. */
function freshLine(rng: RandomSource, said: Said, person: MPerson, lines: readonly string[]): string | null {
  const unread = lines.filter((l) => l.trim().length > 0 && !spokenKeys(person, l).some((k) => said.has(k)));
  if (unread.length === 0) return null;
  const line = rng.pick(unread);
  for (const k of spokenKeys(person, line)) said.add(k);
  return line;
}

/** Leads of a try offered again in the same scene (the option reads anew; the act is the same). */
const AGAIN = ['Try the other way: ', 'Try this instead: ', 'Have another go: '] as const;
const AGAIN_RE = /^(Try the other way|Try this instead|Have another go): /;

/** The try a chosen option text was, among a World's happenings. */
function tryOf(m: Material, option: string): { happening: MHappening; t: MTry } | null {
  const again = AGAIN_RE.exec(option);
  const text = again ? cap(option.slice(again[0].length)) : option;
  for (const h of m.happenings) for (const t of h.tries) if (t.act === text) return { happening: h, t };
  return null;
}

/** Leads of a check's three answers: three options that open alike would read as one. */
const ANSWER = ['Say', 'Answer', 'Suggest'] as const;
const ANSWER_RE = /^(?:Say|Answer|Suggest) “(.*)”$/;

/** A check answer a chosen option text was. */
function answerOf(m: Material, option: string): { step: MStep; right: boolean; reply: string } | null {
  const text = option.replace(ANSWER_RE, '$1');
  for (const s of m.lesson?.steps ?? []) {
    if (!s.check) continue;
    if (s.check.right.text === text) return { step: s, right: true, reply: s.check.right.reply };
    const w = s.check.wrong.find((x) => x.text === text);
    if (w) return { step: s, right: false, reply: w.reply };
  }
  return null;
}

/** The guide of the story (the teacher, the grown-up), else the first person. */
function guideOf(m: Material): MPerson | null {
  return m.people.find((p) => p.guide) ?? m.people[0] ?? null;
}

function peopleAt(m: Material, s: TurnScene): MPerson[] {
  const ids = s.happening?.people ?? [];
  const named = m.people.filter((p) => ids.includes(p.id));
  const here = m.people.filter((p) => !ids.includes(p.id) && p.place !== null && p.place === s.place?.id);
  return [...named, ...here];
}

/** Paragraph: the last choice, done, and what came of it. */
function resultParagraph(m: Material, last: ChoiceBrief | null, rng: RandomSource, said: Said): string[] {
  if (!last) return [];
  const answer = answerOf(m, last.optionText);
  const guide = guideOf(m);
  if (answer) {
    // How the answer is heard, in a wording not read yet; when every one has been read, the reply alone.
    const openers = ['You give your answer, and', 'You say your answer out loud, and', 'You say what you think, and', 'You answer as clearly as you can, and', 'You explain your thinking, and', 'You take a breath and answer, and'];
    const reactions = guide ? (answer.right ? [`${guide.name} grins`, `${guide.name} looks pleased`, `${guide.name} gives you a thumbs up`] : [`${guide.name} listens carefully`, `${guide.name} tilts ${guide.pronouns.possessive} head`, `${guide.name} thinks for a moment`]) : ['you think it over'];
    const heard = fresh(rng, said, rng.shuffle(openers.flatMap((o) => reactions.map((r) => `${o} ${r}.`))));
    return [...(heard ? [heard] : []), guide ? `“${answer.reply}”` : answer.reply];
  }
  const found = tryOf(m, last.optionText);
  if (found) {
    const { t } = found;
    const res = last.resolution ?? 'favorable';
    const result = res === 'favorable' ? t.good : res === 'mixed' ? t.mixed : t.bad;
    // The same act tried again is told as a second go; a result already read is not read twice.
    const again = splitSentencesOf(t.done).some((x) => said.has(sentenceKey(x)));
    const act = low(stripEnd(t.act));
    const agains = [`You have another go: you ${act}.`, `You try again: you ${act}.`, `Once more, you ${act}.`, `You give it one more go and ${act}.`, `Back to it: you ${act}.`, `You try it a second way: you ${act}.`];
    const done = again ? (fresh(rng, said, agains) ?? (agains[said.size % agains.length] as string)) : t.done;
    const told = (r: string, text: string): string => (splitSentencesOf(text).some((x) => said.has(sentenceKey(x))) ? genericFor(r) : text);
    const genericFor = (r: string): string => {
      const g = generics(r);
      return fresh(rng, said, g) ?? (g[said.size % g.length] as string);
    };
    const generics = (r: string): string[] =>
      r === 'favorable'
        ? ['This time it works.', 'This time it comes off.', 'The second time, it works.', 'Now it works, and you let out your breath.']
        : r === 'mixed'
          ? ['This time it goes a little better.', 'It half works this time.', 'It is better than before, though not done.', 'A little more of it goes your way.']
          : ['It still does not work, so you stop and think.', 'Again it goes wrong, and you lose a little ground.', 'It fails again, and it costs you time.', 'No luck this time either.'];
    // An option offered with a lead ('Try the other way: ...') is told with it.
    const lead = AGAIN_RE.exec(last.optionText)?.[1];
    if (lead) {
      const l = low(lead);
      const leads = [`You ${l}: you ${act}.`, `${lead}, then: you ${act}.`, `So you ${l}, and ${act}.`, `You ${l} and ${act}.`];
      return [fresh(rng, said, leads) ?? (leads[said.size % leads.length] as string), told(res, result)];
    }
    return [done, told(res, result)];
  }
  // A direction chosen at a switch is a decision, not a deed done.
  if (last.optionType === 'exploration' && last.resolution === null && !m.places.some((p) => p.doings.some((d) => cap(d) === last.optionText))) {
    // 'Go back to it: find out: will Noor wake?' -> 'You go back to it: you will find out the answer to this: will Noor wake?'
    const lead = /^([A-Z][a-z]+(?: [a-z]+){0,3}): (?=\S)/.exec(last.optionText);
    const rest = stripEnd(last.optionText.slice(lead && !/^Find out$/.test(lead[1] as string) ? lead[0].length : 0));
    const ask = /^find out: (.+)$/i.exec(rest);
    const aim = ask ? `find out the answer to this: ${ask[1]}?` : `${low(rest)}.`;
    if (lead && !/^Find out$/.test(lead[1] as string)) return [`You ${low(lead[1] as string)}: you will ${aim}`];
    return [fresh(rng, said, [`You make up your mind: you will ${aim}`, `So that is settled: you will ${aim}`, `You decide to ${aim}`]) ?? `You decide to ${aim}`];
  }
  const you = imperativeToYou(last.optionText);
  const out = [`${cap(you)}.`];
  const res = last.resolution;
  if (res === 'unfavorable') out.push(fresh(rng, said, ['It is harder than it looks, so you stop and get your breath back.', 'It does not work this time, and that is all right.', 'It does not go the way you hoped.']) ?? 'It does not work this time.');
  return out;
}

/** The preposition a place takes after 'still' ('in the kitchen', 'on the landing', 'at the gate'). */
export function prepositionFor(name: string): string {
  const head = name.toLowerCase().replace(/\s+(of|by|at|in|on|under|below|above|with|to|from|near|beside|up)\s.*$/, '').split(/\s+/).pop() ?? '';
  if (/^(landing|path|bridge|hill|hilltop|deck|shore|beach|street|road|stairs|roof|island|moon|train|ship|boat|platform|wall|steps|swing|station)$/.test(head)) return 'on';
  if (/^(bedroom|room|kitchen|garden|house|home|hall|forum|bakery|shop|wood|woods|forest|cave|tunnel|classroom|office|library|gully|pools|yard|square|atrium|burrow|den|tent|castle|city|town|village|field|meadow|park|lab|laboratory|leaf|cell|sea|river|stream|sky|flat|flat-share|canyon|valley|kingdom)$/.test(head)) return 'in';
  return 'at';
}

/** Paragraph: where you are, when, and one thing seen, heard or smelt there. */
function placeParagraph(m: Material, s: TurnScene, prev: TurnScene | null, rng: RandomSource, said: Said): string[] {
  const p = s.place;
  if (!p) return [];
  const moved = !prev || prev.place?.id !== p.id;
  const hourChanged = !prev || prev.hour !== s.hour;
  const when = hourChanged ? `${hourPhrase(s.hour)}, ` : '';
  // Arriving reads differently each time; a place come back to says so.
  const name = p.name.replace(/^The\s/, 'the ');
  // A first visit (its look not read yet) arrives; a later one comes back.
  const first = !said.has(sentenceKey(p.look));
  const verbs = first ? ['come to', 'reach', 'go on to', 'make your way to', 'find your way to'] : ['head back to', 'return to', 'are back at', 'come back to', 'go back to'];
  const arrive = (w: string): string[] => verbs.map((v) => `${w}${w ? 'you' : 'You'} ${v} ${name}.`);
  // Every way of arriving read already: the place's own detail says where you are, rather than a line read before.
  const lead = moved ? (fresh(rng, said, arrive(when)) ?? '') : hourChanged ? `${when}you are still ${prepositionFor(p.name)} ${name}.` : '';
  const senses = [...p.sounds.map((x) => `You can hear ${x}.`), ...p.smells.map((x) => `You can smell ${x}.`), ...p.details];
  const detail = moved && !said.has(sentenceKey(p.look)) ? p.look : fresh(rng, said, senses);
  if (moved && detail === p.look) said.add(sentenceKey(p.look));
  return [...(lead ? [lead] : []), ...(detail ? [detail] : [])];
}

/** Paragraph: the happening of the run, and someone there acting or speaking. */
function happeningParagraph(m: Material, s: TurnScene, rng: RandomSource, said: Said, posed: boolean): string[] {
  const h = s.happening;
  if (!h) return [];
  const out: string[] = [];
  if (!posed) out.push(h.text);
  // Posed already: the closing question asks it again; a sentence restating it as well would be filler
  // ('There is still the problem: how to ...'), and after a success it would deny what was just done.
  const who = peopleAt(m, s)[0];
  const line = who ? freshLine(rng, said, who, who.lines) : null;
  if (who && line) out.push(say(who, line, rng));
  return out;
}

/** Paragraph: the lesson step of the turn, shown and said. */
function lessonParagraph(m: Material, s: TurnScene, rng: RandomSource): string[] {
  if (!s.step) return [];
  const guide = guideOf(m);
  const { step } = s.step;
  const out = [step.show];
  if (guide && step.say) out.push(say(guide, step.say, rng));
  out.push(`You write it down: ${low(step.fact)}`);
  return out;
}

/** Paragraph: the feeling, met and faced a step at a time. */
function feelingParagraph(m: Material, turn: number, maxTurns: number, rng: RandomSource, said: Said): string[] {
  const f = m.feeling;
  if (!f) return [];
  const k = Math.min(f.steps.length - 1, Math.floor(((turn - 1) / Math.max(1, maxTurns - 1)) * f.steps.length));
  const out: string[] = [];
  if (turn <= maxTurns / 3) {
    const sign = fresh(rng, said, f.signs.map((x) => `${cap(x)}.`));
    if (sign) out.push(sign);
  }
  const step = f.steps[k];
  if (step && !said.has(sentenceKey(step))) {
    out.push(step);
    said.add(sentenceKey(step));
  }
  const guide = guideOf(m);
  const comfort = guide ? freshLine(rng, said, guide, f.comforts) : null;
  if (guide && comfort && out.length < 2) out.push(say(guide, comfort, rng));
  return out;
}

/** Paragraph: the other players here, and what each just did and how it went. */
function othersParagraph(others: readonly OtherPlayerBrief[], m: Material): string[] {
  const out: string[] = [];
  for (const o of others.filter((x) => x.active).slice(0, 2)) {
    const c = o.lastChoice;
    const found = c ? tryOf(m, c.optionText) : null;
    const did = c ? (found ? found.t.act : c.optionText.replace(AGAIN_RE, '')) : null;
    const how = c?.resolution === 'favorable' ? ', and it works' : c?.resolution === 'unfavorable' ? ', but it goes wrong' : c?.resolution === 'mixed' ? ', and it half works' : '';
    // Only a deed is told, in one sentence: a player whose last choice is not known yet is not announced again and again.
    const lead = ['Beside you, ', 'Close by, ', 'Not far from you, ', 'At the same time, ', 'Next to you, ', 'Meanwhile, '][(o.slot.charCodeAt(o.slot.length - 1) + out.length + (c?.optionText.length ?? 0)) % 6] as string;
    // The name is the subject, so the verb is singular whatever the pronouns ('Remy takes ... with them').
    if (did) out.push(`${lead}${o.name} ${imperativeToThird(did, { ...o.pronouns, personal: o.pronouns.personal === 'they' ? 'it' : o.pronouns.personal }).replace(/^(\S+)\s+The\b/, '$1 the')}${how}.`);
  }
  return out;
}

function question(s: TurnScene, kind: BeatRequest['plan']['kind'], switchQuestion: string | null, said: Said): string {
  if (kind === 'switch' || kind === 'intro') return switchQuestion ?? 'What will you do first?';
  if (s.happening) {
    const p = s.happening.problem;
    const asks = [`How will you ${p}?`, `What else could you try, to ${p}?`, `Is there another way to ${p}?`, `What will you try now?`, `What is your next move?`, `What would help you ${p}?`, `Who or what could help you ${p}?`, `What do you do now?`, `Which way will you try?`, `What is the best way to ${p}, do you think?`, `How could you ${p} this time?`, `What might still work, to ${p}?`, `Where do you start, to ${p}?`];
    const own = asks.filter((q) => q.includes(p));
    return asks.find((q) => !said.has(sentenceKey(q))) ?? (own[said.size % own.length] as string);
  }
  return 'What will you do?';
}

function challengeOf(text: string, i: number, req: BeatRequest, kids: boolean): OptionOutput {
  const ctx = req.context;
  const stats = ctx.world.playerStats.filter((st) => st.type !== 'string' && st.type !== 'string[]');
  const stat = stats[i % Math.max(1, stats.length)];
  // Gentle odds for the very young [O3]: base points at their top and two kind helpers, so a failure is rare (and soft).
  const other = stats[(i + 1) % Math.max(1, stats.length)];
  const modifiers = kids && stat ? [{ statId: stat.id, reason: 'Someone kind is close by', effect: 15 }, ...(other && other.id !== stat.id ? [{ statId: other.id, reason: 'A friend believes in you', effect: 15 }] : [])] : stat ? [{ statId: stat.id, reason: stat.effectOnPoints[0] ? stripEnd(stat.effectOnPoints[0]) : stat.name, effect: (numericStatValue(ctx.player?.statValues ?? [], stat) ?? 50) >= 50 ? 5 : -5 }] : [];
  return {
    optionType: 'challenge',
    resourceType: 'normal',
    text,
    riskType: kids ? 'safe' : (['normal', 'safe', 'risky'] as const)[i % 3] ?? 'normal',
    basePoints: kids ? 5 : 0,
    modifiersToSuccessRate: modifiers,
    resourceStatChange: null,
  };
}

const exploration = (text: string): OptionOutput => ({ optionType: 'exploration', resourceType: 'normal', text, riskType: 'normal', basePoints: 0, modifiersToSuccessRate: [], resourceStatChange: null });

/** The acts a thread beat offers: the happening's tries not chosen yet in this run, then things to do at the place. */
/** A try's act and the wordings it is offered again in ('Have another go: ...'). */
function wordingsOf(act: string): string[] {
  return [act, ...AGAIN.map((l) => `${l}${low(act)}`)];
}

function actsOf(m: Material, s: TurnScene, chosen: readonly string[], said: Said, limit = 3): string[] {
  const h = s.happening;
  // A try read in every wording (plain and each lead of 'again') rests: offering it once more would repeat a line.
  const tries = (h?.tries ?? []).map((t) => t.act).filter((a) => !chosen.includes(a) && wordingsOf(a).some((x) => !said.has(sentenceKey(x))));
  const out = [...tries];
  const fits = (d: string): boolean => !chosen.includes(d) && !out.some((o) => o === d || tooAlike(o, d));
  // Things to do here that were not offered yet come first, then any.
  const here = (s.place?.doings ?? []).map(cap);
  const all = m.places.flatMap((p) => p.doings.map(cap));
  for (const pool of [here.filter((d) => !said.has(sentenceKey(d))), all.filter((d) => !said.has(sentenceKey(d))), here, all]) for (const d of pool) if (out.length < limit && fits(d)) out.push(d);
  return out.slice(0, limit);
}

/** At least 5 and at most 6 paragraphs [W4]: short ones merged, a long one split. */
function shape(paragraphs: string[][]): string[][] {
  let ps = paragraphs.filter((p) => p.length > 0);
  while (ps.length > 6) {
    // Merge the two shortest neighbours before the last.
    let best = 0;
    for (let i = 1; i < ps.length - 2; i++) if ((ps[i]?.length ?? 0) + (ps[i + 1]?.length ?? 0) < (ps[best]?.length ?? 0) + (ps[best + 1]?.length ?? 0)) best = i;
    ps = [...ps.slice(0, best), [...(ps[best] ?? []), ...(ps[best + 1] ?? [])], ...ps.slice(best + 2)];
  }
  while (ps.length < 5) {
    const i = ps.reduce((b, p, k) => (k < ps.length - 1 && p.length > (ps[b]?.length ?? 0) ? k : b), 0);
    const p = ps[i] ?? [];
    if (p.length < 2) break;
    const cut = Math.ceil(p.length / 2);
    ps = [...ps.slice(0, i), p.slice(0, cut), p.slice(cut), ...ps.slice(i + 1)];
  }
  return ps;
}

/** True when the storyteller can compose this World's beats: its material (from packs, or derived from a hand-written World) holds three happenings at least. */
export function composes(req: Pick<BeatRequest, 'context'>): boolean {
  return materialOf(req.context).happenings.length >= 3;
}

/** Writes one player's beat from the World's material (see the file's comment); passes checkNarratorOutput. */
export function writeComposedBeat(req: BeatRequest): BeatOutput {
  const ctx = req.context;
  const m = materialOf(ctx);
  const turn = ctx.story.turn;
  const maxTurns = ctx.story.maxTurns;
  const rng = createRng(deriveSeed(ctx.story.seed, 'compose', req.plan.beatId));
  const said: Said = new Set(ctx.history.said);
  let s = sceneOf(req, m, turn);
  // Each player moves through the happenings in order, never back: a happening met with success
  // (or with every try used) is over, and the next one comes along.
  if (s.happening && req.plan.kind !== 'ending' && req.plan.kind !== 'intro') {
    const order = happeningOrder(ctx.story.seed, m);
    const at = (h: MHappening | null | undefined): number => (h ? order.findIndex((x) => x.id === h.id) : -1);
    let idx = at(s.happening);
    const seenIn = [
      ...ctx.history.recent.flatMap((b) => b.options.map((o) => at(tryOf(m, o)?.happening))),
      ...ctx.history.summaries.map((x) => order.findIndex((h) => x.summary.endsWith(`; ${h.name}.`))),
    ];
    const furthest = Math.max(-1, ...seenIn);
    if (furthest > idx) idx = furthest;
    const lastTry = req.lastChoice ? tryOf(m, req.lastChoice.optionText) : null;
    const cur = order[idx];
    const used = cur ? cur.tries.filter((t) => ctx.history.recent.some((b) => b.chosen?.optionText === t.act)).length : 0;
    if (cur && ((lastTry && lastTry.happening.id === cur.id && req.lastChoice?.resolution === 'favorable') || used >= 2)) idx += 1;
    const next = order[idx % Math.max(1, order.length)] ?? s.happening;
    if (next.id !== s.happening.id) s = { ...s, happening: next, place: m.places.find((p) => p.id === next.place) ?? s.place };
  }
  // Where the player really was last beat (its text names the place, or shows its look): 'you are
  // still at ...' is said only of a place the player has just read about, never of the turn's plan.
  const lastText = ctx.history.recent[ctx.history.recent.length - 1]?.text ?? '';
  const wasAt = m.places.find((p) => lastText.includes(p.name.replace(/^The\s/, 'the ')) || lastText.includes(p.name) || (p.look.length > 0 && lastText.includes(p.look))) ?? null;
  const prev = turn > 1 ? { ...sceneOf(req, m, turn - 1), place: wasAt } : null;
  const kids = ctx.story.category === 'read-with-kids' || m.kids;
  const you = ctx.player?.name ?? 'you';
  const kind = req.plan.kind;
  const recentChosen = ctx.history.recent.map((b) => b.chosen?.optionText ?? '').filter(Boolean);
  const lastOffered = ctx.history.recent[ctx.history.recent.length - 1]?.options ?? [];
  // Posed already: its tries were offered last beat, or its text was read before.
  const posed = !!s.happening && (s.happening.tries.some((t) => lastOffered.includes(t.act)) || splitSentencesOf(s.happening.text).some((x) => said.has(sentenceKey(x))));
  // Every player of the story shares the turn's scene (sceneOf is a function of the turn), so each
  // beat tells what the others just did there, allies, rivals or not.
  const named = [...(req.thread?.allies ?? []), ...(req.thread?.rivals ?? []), ...(req.switch?.players.filter((p) => p.slot !== req.plan.slot) ?? [])];
  const others = [...named, ...ctx.others.filter((o) => o.slot !== req.plan.slot && !named.some((n) => n.slot === o.slot))];
  const paragraphs: string[][] = [];

  if (kind === 'intro') {
    const fluff = ctx.player?.fluff ? ctx.player.fluff : '';
    paragraphs.push([`You are ${you}.`, ...(fluff ? [fluff] : [])]);
    paragraphs.push(placeParagraph(m, s, null, rng, said));
    const guide = guideOf(m);
    const line = guide ? freshLine(rng, said, guide, guide.lines) : null;
    if (guide) paragraphs.push([guide.look.startsWith(guide.name) ? guide.look : `${guide.name} is here. ${guide.look}`, ...(line ? [say(guide, line, rng)] : [])]);
    const aim = [...ctx.sharedOutcomes, ...(ctx.player?.outcomes ?? [])][0];
    const heart: string[] = [];
    if (m.feeling) heart.push(m.feeling.heart, ...(m.feeling.signs[0] ? [`${cap(m.feeling.signs[0])}.`] : []));
    if (m.lesson) heart.push(`Today is about ${m.lesson.subject}.`);
    const aimQuestion = aim ? readerText(aim.question) : '';
    if (aimQuestion) heart.push(`The question is simple: ${lowerFirst(aimQuestion)}`);
    paragraphs.push(heart);
    paragraphs.push(othersParagraph(others, m));
    paragraphs.push([question(s, kind, req.switch?.question ?? null, said)]);
  } else if (kind === 'ending') {
    paragraphs.push(resultParagraph(m, req.lastChoice, rng, said));
    const bed = m.feeling?.bedtime ? m.places.find((p) => /\bbed/i.test(`${p.name} ${p.look}`)) : undefined;
    s = { ...s, place: bed ?? s.place, hour: hourOf(maxTurns, maxTurns, m.setting.span) };
    paragraphs.push(placeParagraph(m, s, prev, rng, said));
    const guide = guideOf(m);
    if (m.lesson?.whole) paragraphs.push([`${guide ? `${guide.name} asks you to put it all together, and you do.` : 'You put it all together.'}`, `“${m.lesson.whole}”`, ...(guide ? [`${guide.name} smiles. “That is the whole of it.”`] : [])]);
    const outcomes = [...ctx.sharedOutcomes, ...(ctx.player?.outcomes ?? [])];
    // Each question's answer in the reader's words ('this player walks home' -> 'you walk home').
    const solo = ctx.others.length === 0;
    const ends = outcomes.map((o) => resolutionForReader(o.resolutions[o.lean ?? ''] ?? o.resolutions.mixed ?? o.resolutions.resolution2 ?? '', solo)).filter(Boolean);
    paragraphs.push([...new Set(ends)]);
    if (m.feeling) paragraphs.push([m.feeling.resolution, ...(m.feeling.bedtime ? ['Good night.'] : [])]);
    paragraphs.push(othersParagraph(others, m));
    paragraphs.push([m.feeling?.bedtime ? 'Your eyes are closing. One last thing before sleep?' : 'The day is done. What do you do last?']);
  } else {
    paragraphs.push(resultParagraph(m, req.lastChoice, rng, said));
    paragraphs.push(placeParagraph(m, s, prev, rng, said));
    if (kind !== 'switch' || posed) paragraphs.push(happeningParagraph(m, s, rng, said, posed));
    paragraphs.push(lessonParagraph(m, s, rng));
    paragraphs.push(feelingParagraph(m, turn, maxTurns, rng, said));
    paragraphs.push(othersParagraph(others, m));
    paragraphs.push([question(s, kind, req.switch?.question ?? null, said)]);
  }

  // Options.
  let options: OptionOutput[];
  if (req.switch) options = req.switch.choices.map((c, i) => exploration(answerOf(m, c) ? `${ANSWER[i % ANSWER.length]} “${c}”` : c));
  else if (kind === 'ending') {
    const acts = actsOf(m, { ...s, happening: null }, [], said);
    options = acts.map(exploration);
  } else {
    // A try offered in both of the last two beats rests for now: the options move on.
    const [b1, b2] = ctx.history.recent.slice(-2);
    const tired = b1 && b2 ? b2.options.filter((o) => b1.options.includes(o)) : [];
    // A try the player has read already is offered anew, with a lead that says so: a lead not read
    // with it yet and not used by another option here (two options opening alike read as one); a try
    // with no such lead left, or an option too like one kept, gives way to the next.
    const leads = new Set<string>();
    const acts: string[] = [];
    for (const [i, a] of actsOf(m, s, [...recentChosen, ...tired.map((t) => t.replace(AGAIN_RE, '')).map(cap)], said, 6).entries()) {
      if (acts.length === 3) break;
      let text: string | undefined = a;
      if (said.has(sentenceKey(a)) && s.happening?.tries.some((t) => t.act === a)) {
        const lead = AGAIN.map((_, k) => AGAIN[(turn + i + k) % AGAIN.length] as string).find((l) => !leads.has(l) && !said.has(sentenceKey(`${l}${low(a)}`)));
        text = lead ? `${lead}${low(a)}` : undefined;
        if (lead) leads.add(lead);
      }
      if (text && !acts.some((x) => tooAlike(x, text as string))) acts.push(text);
    }
    options = req.plan.optionMode === 'challenge' ? acts.map((a, i) => challengeOf(a, i, req, kids)) : acts.map(exploration);
  }
  while (options.length < 3) {
    const pool = ['Look around you', 'Stop and listen', 'Talk it over with a friend', 'Sit down and think it through', 'Go and see for yourself', 'Write down what you know so far', 'Take a short rest first', 'Ask who else has noticed', 'Retrace your steps', 'Wait to see what happens', 'Follow a hunch', 'Keep your head down and watch', 'Change your plan', 'Speak up about it', 'Let it go for now', 'Make a note to come back later'];
    const apart = (x: string): boolean => !options.some((o) => o.text === x || tooAlike(o.text, x));
    const text = pool.find((x) => !said.has(sentenceKey(x)) && apart(x)) ?? pool.find(apart) ?? (pool[options.length] as string);
    said.add(sentenceKey(text));
    options.push(req.plan.optionMode === 'challenge' && kind !== 'ending' && !req.switch ? challengeOf(text, options.length, req, kids) : exploration(text));
  }

  // The prompt's own aim stays in sight: a beat that does not name what you are after says where it stands.
  const aimThing = ctx.world.elements.find((e) => e.id === 'thing-aim');
  const told = paragraphs.flat().join(' ').toLowerCase();
  if (aimThing && kind !== 'intro' && !told.includes(aimThing.name.toLowerCase().replace(/^the\s+/, ''))) {
    const n = aimThing.name;
    const reminder = fresh(rng, said, [
      `You have not forgotten ${n}.`,
      `${cap(n)} is still out there somewhere.`,
      `Somewhere, ${n} is waiting to be found.`,
      `You think about ${n} again.`,
      `${cap(n)} cannot be far away now.`,
      `Maybe this will help you find ${n}.`,
      `You keep looking out for ${n}.`,
      `${cap(n)} is still missing, and you mean to find it.`,
      `You wonder where ${n} is hiding.`,
      `You still mean to find ${n}, however long it takes.`,
      `Every step brings you closer to ${n}.`,
      `You whisper to yourself: ${n}, where are you?`,
      `Nobody has seen ${n} yet today.`,
      `If only ${n} would turn up.`,
      `You picture ${n}, safe at last.`,
      `Finding ${n} is still the big job.`,
      `You look for ${n} wherever you go.`,
      `${cap(n)} has to be somewhere.`,
      `You keep ${n} in mind.`,
    ]);
    const q = paragraphs[paragraphs.length - 1];
    if (reminder && q) q.unshift(reminder);
  }
  // The prompt's own subject stays in sight: a beat that never names it asks its question there.
  keepSubjectInSight(m, paragraphs, rng, said);
  // Five paragraphs at least [W4]: more of what is here (someone speaking, something to see), never filler.
  const content = paragraphs.filter((p) => p.some((x) => x.trim()));
  const extra = (): string[] => {
    for (const person of [...peopleAt(m, s), ...(guideOf(m) ? [guideOf(m) as MPerson] : []), ...m.people]) {
      const line = freshLine(rng, said, person, person.lines);
      if (line) return [say(person, line, rng)];
    }
    const things = [...(s.place?.things ?? []).map((t) => `You notice ${t}.`), ...(s.place?.details ?? []), ...peopleAt(m, s).flatMap((p) => p.details)];
    const seen = fresh(rng, said, things);
    if (seen) return [seen];
    // Then anything of the World not read yet: what its people and places are like, the things in it.
    const more = fresh(rng, said, [...m.people.flatMap((p) => p.details), ...m.places.flatMap((p) => p.details), ...m.things.map((t) => t.look).filter((x) => /[.!]$/.test(x)), ...m.lore]);
    if (more) return [more];
    // What the story's stats say now, in the World's own words ('The moon is sliding down the sky.').
    const stats = [...ctx.world.sharedStats.map((st) => ({ st, v: ctx.sharedStatValues })), ...ctx.world.playerStats.map((st) => ({ st, v: ctx.player?.statValues ?? [] }))];
    const now = fresh(rng, said, stats.flatMap(({ st, v }) => {
      const n = numericStatValue(v, st);
      return n === null ? [] : statLines(st.narrativeImplications, n);
    }));
    if (now) return [now];
    // Last, what the player came for, each question framed anew.
    const questions = [...ctx.sharedOutcomes, ...(ctx.player?.outcomes ?? [])].map((o) => lowerFirst(readerText(o.question))).filter(Boolean);
    const frames = ['You think of what you came for: ', 'You keep the big question in mind: ', 'It still comes back to this: ', 'The question has not gone away: ', 'You have not forgotten what matters most: ', 'Underneath it all is the question you came with: '];
    const reminder = fresh(rng, said, frames.flatMap((f) => questions.map((q) => `${f}${q}`)));
    if (reminder) return [reminder];
    // (Not the problem of the moment restated: the closing question asks it, and saying it twice is filler.)
    // The very last resort of a thin World: the moment itself, each said once.
    const pause = fresh(rng, said, ['You take stock of where things stand.', 'You stop for a moment to get your bearings.', 'You go over what has happened so far.', 'You check you have everything you need.', 'You let the others catch up.', 'You look back the way you came.']);
    return pause ? [pause] : [];
  };
  for (let i = 0; i < 6 && shape(content.map((p) => [...p])).length < 5; i++) {
    const more = extra();
    if (more.length === 0) break;
    content.splice(Math.max(1, content.length - 1), 0, more);
  }
  let shaped = shape(content.map((p) => p.filter((x) => x.trim().length > 0)));
  // Too few: sentences outside quotation marks, not entries, are what a paragraph is split at [W4].
  if (shaped.length < 5) shaped = shape(content.map((p) => p.flatMap((x) => (/[“”"]/.test(x) ? [x] : splitSentencesOf(x))).filter((x) => x.trim().length > 0)));
  // A World too thin even so: its sentences, one to a paragraph [W4].
  if (shaped.length < 5) shaped = shaped.flat().map((x) => [x]);
  while (shaped.length < 5) shaped.splice(shaped.length - 1, 0, [fresh(rng, said, ['You wait a moment.', 'You listen.', 'You breathe out slowly.', 'You look around you.', 'You think.']) ?? 'You wait.']);
  // Second person in half the paragraphs at least [W4]: a paragraph that never says 'you' joins its neighbour while there are more than five.
  const addressed = (p: readonly string[]): boolean => /\byou(r|rs|rself)?\b/i.test(p.join(' '));
  for (let guard = 0; guard < 3 && shaped.filter(addressed).length < Math.ceil(shaped.length / 2); guard++) {
    const i = shaped.findIndex((p, k) => !addressed(p) && k < shaped.length - 1);
    if (i < 0) break;
    if (shaped.length > 5) {
      // Join it to the paragraph after it (or, for the first, the one after): both then speak to you.
      const j = i + 1;
      shaped = [...shaped.slice(0, i), [...(shaped[i] ?? []), ...(shaped[j] ?? [])], ...shaped.slice(j + 1)];
    } else {
      const looks = ['You watch closely.', 'You stay very still and look.', 'You take a deep breath.', 'You keep your eyes on it.', 'You take it all in.', 'You notice it too.', 'You stop to look.', 'You nod to yourself.'];
      (shaped[i] as string[]).push(fresh(rng, said, looks) ?? (looks[said.size % looks.length] as string));
    }
  }
  // Images on, every beat has its picture [W4]: the place, else who or what the beat is about, else
  // you. It names the World's elements it shows, so their appearances guide the illustrator and a
  // World's pre-generated pictures of them are used (spec 3, 'Use the pre-generated images in stories').
  const imageRequests: BeatOutput['imageRequests'] = [];
  if (ctx.story.generateImages) {
    const id = `${req.imageIdPrefix}-1`;
    const shown = pictureSubject(m, s, req);
    const caption = shown.name.split(/\s+/).slice(0, 6).join(' ');
    const style = ctx.world.imageInstructions;
    imageRequests.push({ id, caption, referenceImageIds: shown.elementIds, prompt: [style.visualStyle, `Scene: ${shown.name}.${shown.look ? ` ${shown.look}` : ''}`, style.colorPalette && `Palette: ${style.colorPalette}.`].filter(Boolean).join(' ') });
    const target = shaped[1] ?? shaped[0];
    if (target) target.unshift(`<image id="${id}" source="story" desc="${caption.replace(/"/g, "'")}" fileType="jpeg" subDir="" float="left" />`);
  }
  const text = innerThe(shaped.map((p) => p.join(' ')).join('\n\n'));
  const count = ctx.story.generateImages ? 3 : 1;
  const sounds = [
    ...m.places.flatMap((p) => [...p.sounds.map((x) => `Near ${p.name}: ${x}.`), ...p.smells.map((x) => `At ${p.name.replace(/^The\s/, 'the ')}, you can smell ${x}.`), ...p.things.map((x) => `At ${p.name}: ${x}.`)]),
    ...m.people.map((p) => `${p.look}`),
    ...m.places.flatMap((p) => p.details),
    ...m.lore,
  ];
  const interludes: BeatOutput['interludes'] = [];
  for (let i = 0; i < count; i++) {
    const pn = (s.place?.name ?? 'the place').replace(/^The\s/, 'the ');
    const quiet = [`${cap(s.hour)} ${prepositionFor(s.place?.name ?? 'the place')} ${pn}.`, `${cap(pn)}, ${s.hour}.`, `All quiet ${prepositionFor(s.place?.name ?? 'the place')} ${pn}.`, `A moment ${prepositionFor(s.place?.name ?? 'the place')} ${pn}.`, `${cap(pn)}, once more.`, 'For a while, nothing happens.', 'Nobody says anything for a minute.', 'The minutes go by.', 'Everyone waits.', 'A door closes somewhere.', 'Time passes, slowly.'];
    // Every quiet line of this place read already: one of another place of the World, at this hour (a line is never read twice while any is left).
    const elsewhere = m.places.filter((p) => p.id !== s.place?.id).flatMap((p) => {
      const n = p.name.replace(/^The\s/, 'the ');
      return [`Meanwhile, ${s.hour} ${prepositionFor(p.name)} ${n}.`, `Far off, ${n} is quiet.`, `${cap(s.hour)}: somewhere beyond ${n}.`];
    });
    // Then the people and things of the World, each once, before any line is read a second time.
    const around = [...m.people.flatMap((p) => [`No sign of ${p.name} for now.`, `${p.name} is busy somewhere else.`]), ...m.things.map((t) => `${cap(t.name.replace(/^The\s/, 'the '))} is where it was.`)];
    const t = fresh(rng, said, sounds) ?? fresh(rng, said, quiet) ?? fresh(rng, said, elsewhere) ?? fresh(rng, said, around) ?? (quiet[(turn + i) % quiet.length] as string);
    interludes.push({ text: cap(t), imageId: i === 0 && imageRequests[0] ? imageRequests[0].id : '', imageSource: i === 0 && imageRequests[0] ? 'story' : 'none' });
  }
  const title =
    kind === 'intro'
      ? cap(s.place?.name ?? 'The Beginning')
      : kind === 'ending'
        ? m.feeling?.bedtime
          ? 'Good Night'
          : m.lesson
            ? 'The Whole Picture'
            : 'How It Ends'
        : req.switch
          ? req.switch.title
          : posed && s.happening
            ? cap(s.step?.step.name ?? (said.has(sentenceKey(cap(s.place?.name ?? ''))) ? `${s.happening.name}, ${['a second try', 'not over yet', 'still going'][turn % 3]}` : (s.place?.name ?? s.happening.name)))
            : cap(s.happening?.name ?? req.thread?.stepTitle ?? 'What Happens Next');
  const last = req.lastChoice;
  const summary = `${you} at ${s.place?.name ?? 'the start'}${last ? `, after choosing to ${uncap(stripEnd(last.optionText))}${last.resolution ? ` (${last.resolution})` : ''}` : ''}${s.happening ? `; ${s.happening.name}` : ''}.`;
  // A title read before reads anew: the happening with a word of time not read with it yet, else with the place and hour.
  const againTitles = s.happening ? [...['later', 'once more', 'again', 'still going', 'not over yet', 'the next try'].map((w) => `${cap(s.happening?.name ?? '')}, ${w}`), `${cap(s.happening.name)}, ${s.hour}`, ...(s.place ? [`${cap(s.happening.name)} ${prepositionFor(s.place.name)} ${s.place.name.replace(/^The\s/, 'the ')}`] : [])] : [];
  const freshTitle = said.has(sentenceKey(title)) && s.happening ? (againTitles.find((t) => !said.has(sentenceKey(t))) ?? title) : title;
  return {
    title: freshTitle.slice(0, 120),
    text,
    summary,
    plan: `${kind} beat at ${s.place?.name ?? 'no place'} (${s.hour})${s.happening ? `, ${s.happening.id}` : ''}${s.step ? `, lesson step ${s.step.index + 1}` : ''}`,
    options: options.slice(0, 3),
    interludes,
    imageRequests,
    stateChanges: stateChanges(req, m, s),
  };
}

/** What a beat's picture shows: its words, and the World elements in it (the place first, then who is there, then the happening). */
function pictureSubject(m: Material, s: TurnScene, req: BeatRequest): { name: string; look: string; elementIds: string[] } {
  const elements = new Set(req.context.world.elements.map((e) => e.id));
  const people = peopleAt(m, s);
  const elementIds = [...new Set([s.place?.id, ...people.map((p) => p.id), s.happening?.id])].filter((x): x is string => !!x && elements.has(x));
  if (s.place) return { name: s.place.name, look: s.place.look.trim(), elementIds };
  const who = people[0] ?? guideOf(m);
  if (who) return { name: who.name, look: who.look.trim(), elementIds: elementIds.length ? elementIds : elements.has(who.id) ? [who.id] : [] };
  if (s.happening) return { name: s.happening.name, look: s.happening.text.trim(), elementIds };
  const you = req.context.player;
  return { name: you?.name || req.context.story.title || 'The story', look: (you?.appearance ?? '').trim(), elementIds };
}

function stateChanges(req: BeatRequest, m: Material, s: TurnScene): StateChangeOutput[] {
  const ctx = req.context;
  const slot = req.plan.slot;
  const out: StateChangeOutput[] = [];
  const introduced = new Set(ctx.player?.introducedElements ?? []);
  const featured = [s.place?.id, s.happening?.id, ...peopleAt(m, s).map((p) => p.id)].filter((x): x is string => !!x && ctx.world.elements.some((e) => e.id === x));
  for (const id of new Set(featured)) if (!introduced.has(id)) out.push({ type: 'addIntroductionOfStoryElement', player: slot, storyElementId: id });
  const res = req.lastChoice?.resolution;
  if (res && res !== 'mixed' && ctx.player) {
    const own = ctx.world.playerStats.filter((st) => st.canBeChangedInBeatResolutions && st.type !== 'string' && st.type !== 'string[]' && numericStatValue(ctx.player?.statValues ?? [], st) !== null);
    const st = own[0];
    if (st) out.push({ type: 'statChange', group: slot, statId: st.id, change: res === 'favorable' ? 'addNumber' : 'subtractNumber', value: 5 });
  }
  return out;
}
