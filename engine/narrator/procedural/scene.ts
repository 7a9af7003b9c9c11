import type { Pronouns } from '@schemas';
import { createRng, deriveSeed, type RandomSource } from '../../core/rng';
import { backgroundNoun, nameWords, stripEnd, type Tracer } from '../../language';
import { numericStatValue } from '../../rules/stat-values';
import type { BeatRequest, ElementBrief, OtherPlayerBrief, StatBrief } from '../narrator';
import { elementKind } from './element-kind';
import { readMove, type ReadMove } from './moves';
import { personOf, type Person } from './people';
import { createVoice, type Voice } from './voice';
import { elementsNamedIn, elementsOf, moodOf, namesInText, registerOf, type Mood, type Register } from './world-read';

/** Everything one beat is written from: who, where, with whom, in what mood, after what. */
export type Scene = {
  req: BeatRequest;
  rng: RandomSource;
  voice: Voice;
  mood: Mood;
  register: Register;
  you: { name: string; pronouns: Pronouns; bg: string; appearance: string; fluff: string };
  place: { name: string; el: ElementBrief | null; firstVisit: boolean };
  npc: Person | null;
  /** True when the player has met this person before (then no full description). */
  npcKnown: boolean;
  item: ElementBrief | null;
  faction: ElementBrief | null;
  rumor: ElementBrief | null;
  allies: OtherPlayerBrief[];
  rivals: OtherPlayerBrief[];
  stats: { stat: StatBrief; value: number; group: 'shared' | 'own' }[];
  /** The last choice read back as a move, with its result. */
  last: (ReadMove & { text: string; resolution: string | null; resourceType: string }) | null;
  /** Elements this beat brings in (recorded as introductions). */
  featured: Set<string>;
  /** Facts already told in this beat (never twice in one beat). */
  told: Set<string>;
  recentText: string;
  names: Set<string>;
  /** The outcome topic this beat is about, as a noun phrase (thread or switch). */
  topic: string | null;
};

const GENERIC_PLACES = ['the main square', 'the old road', 'the back streets', 'the market', 'the edge of town', 'the waterfront'];

/** The place and person a thread or switch is set around: the ones its words name, else a seeded pick. */
const NAMES = new WeakMap<object, Set<string>>();

// Words a World writes with a capital inside its sentences: names, which keep their capital in
// running text.
function namesOf(world: Scene['req']['context']['world']): Set<string> {
  const hit = NAMES.get(world);
  if (hit) return hit;
  const text = [world.guidelines.world, ...world.elements.map((e) => `${e.instructions} ${e.facts.join(' ')}`)].join(' ');
  const out = new Set([...text.matchAll(/(?<=[a-z,;]\s)([A-Z][a-z]+)/g)].map((m) => m[1] as string));
  NAMES.set(world, out);
  return out;
}

export function castFor(seed: string, key: string, elements: readonly ElementBrief[], focusText: string): { places: ElementBrief[]; npc: ElementBrief | null } {
  const rng = createRng(deriveSeed(seed, 'cast', key));
  const named = elementsNamedIn(elements, focusText);
  const places = elementsOf(elements, 'location');
  const people = elementsOf(elements, 'character');
  const focusPlaces = named.filter((e) => elementKind(e) === 'location');
  const focusPeople = named.filter((e) => elementKind(e) === 'character');
  const shuffled = rng.shuffle(places);
  const chosen = [...focusPlaces, ...shuffled.filter((p) => !focusPlaces.includes(p))].slice(0, 2);
  const npc = focusPeople.length ? rng.pick(focusPeople) : people.length ? rng.pick(people) : null;
  return { places: chosen, npc };
}

/** The focus text of a beat: what its thread or switch is about. */
export function focusText(req: BeatRequest): string {
  const parts: string[] = [];
  if (req.thread) parts.push(req.thread.title, req.thread.stepTitle, req.thread.stepQuestion, req.thread.outcome.question);
  if (req.switch) parts.push(req.switch.question, ...req.switch.outcomes.map((o) => o.question));
  return parts.join(' ');
}

/** Builds the scene of a beat deterministically from the story seed, turn and player. */
export function buildScene(req: BeatRequest, trace?: Tracer): Scene {
  const ctx = req.context;
  const rng = createRng(deriveSeed(ctx.story.seed, 'beat', req.plan.beatId));
  const voice = createVoice(ctx.story.seed, req.plan.slot, ctx.story.turn, ctx.story.maxTurns, rng.fork('voice'), { trace, said: ctx.history.said });
  const elements = ctx.world.elements;
  const p = ctx.player;
  const introduced = p?.introducedElements ?? [];
  const recentText = ctx.history.recent.map((b) => b.text).join('\n');
  const lastBeat = ctx.history.recent[ctx.history.recent.length - 1];
  const last = req.lastChoice ? { ...readMove(req.lastChoice.optionText, elements), text: req.lastChoice.optionText, resolution: req.lastChoice.resolution, resourceType: req.lastChoice.resourceType } : null;

  // Where and with whom: the thread's own cast, or after a choice aimed at someone, that someone.
  let places: ElementBrief[];
  let npcEl: ElementBrief | null;
  if (req.thread) {
    const cast = castFor(ctx.story.seed, req.thread.id, elements, `${req.thread.title} ${req.thread.stepTitle} ${req.thread.stepQuestion} ${req.thread.outcome.question}`);
    places = req.thread.step > 0 && cast.places[1] ? [cast.places[1], ...cast.places] : cast.places;
    npcEl = cast.npc;
  } else if (req.switch) {
    // A switch happens where the last beat left you.
    const before = lastBeat ? elementsNamedIn(elementsOf(elements, 'location'), lastBeat.text) : [];
    const cast = castFor(ctx.story.seed, req.switch.id, elements, focusText(req));
    places = [...before.slice(0, 1), ...cast.places];
    npcEl = cast.npc;
  } else {
    const cast = castFor(ctx.story.seed, req.plan.kind === 'intro' ? 'intro' : `ending-${req.plan.slot}`, elements, ctx.world.guidelines.world.slice(0, 400));
    places = cast.places;
    npcEl = cast.npc;
  }
  if (last?.target && last.targetKind === 'character' && (req.thread?.step ?? 0) > 0) npcEl = last.target;
  if (last?.target && last.targetKind === 'location' && req.thread && req.thread.step > 0 && last.resolution !== 'unfavorable') places = [last.target, ...places];
  const placeEl = places[0] ?? null;
  const placeName = placeEl ? placeEl.name : (GENERIC_PLACES[ctx.story.turn % GENERIC_PLACES.length] as string);

  const stats: Scene['stats'] = [];
  if (p) {
    for (const s of ctx.world.playerStats) {
      const v = numericStatValue(p.statValues, s);
      if (v !== null) stats.push({ stat: s, value: v, group: 'own' });
    }
  }
  for (const s of ctx.world.sharedStats) {
    const v = numericStatValue(ctx.sharedStatValues, s);
    if (v !== null) stats.push({ stat: s, value: v, group: 'shared' });
  }
  const bg = backgroundNoun(stripEnd(p?.backgroundTitle || 'traveller'), namesOf(ctx.world));
  const pick = (kinds: Parameters<typeof elementsOf>[1][], key: string): ElementBrief | null => {
    const pool = kinds.flatMap((k) => elementsOf(elements, k));
    if (pool.length === 0) return null;
    const named = elementsNamedIn(pool, focusText(req));
    return named[0] ?? (createRng(deriveSeed(ctx.story.seed, key, ctx.story.turn, req.plan.slot)).pick(pool) as ElementBrief);
  };
  const scene: Scene = {
    req,
    rng,
    voice,
    mood: moodOf(ctx.world.guidelines, ctx.story.category),
    register: registerOf(ctx),
    you: {
      name: p?.name ?? 'you',
      pronouns: p?.pronouns ?? { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' },
      bg,
      appearance: p?.appearance ?? '',
      fluff: p?.fluff ?? '',
    },
    place: { name: placeName, el: placeEl, firstVisit: placeEl ? !introduced.includes(placeEl.id) : false },
    npc: npcEl ? personOf(npcEl) : null,
    npcKnown: npcEl ? introduced.includes(npcEl.id) : false,
    item: pick(['item'], 'item'),
    faction: pick(['faction'], 'faction'),
    rumor: pick(['rumor'], 'rumor'),
    allies: req.thread?.allies.filter((a) => a.active) ?? req.switch?.players.filter((x) => x.slot !== p?.slot && x.active) ?? [],
    rivals: req.thread?.rivals.filter((a) => a.active) ?? [],
    stats,
    last,
    featured: new Set(),
    told: new Set(),
    recentText,
    names: new Set([
      ...nameWords([...elements.map((e) => e.name), ...(p ? [p.name] : []), ...ctx.others.map((o) => o.name)]),
      ...namesInText([ctx.world.guidelines.world, ...elements.flatMap((e) => e.facts)]),
    ]),
    topic: null,
  };
  if (placeEl) scene.featured.add(placeEl.id);
  return scene;
}
