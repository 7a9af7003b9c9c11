import type { Pronouns } from '@schemas';
import { createRng, deriveSeed, type RandomSource } from '../../core/rng';
import { numericStatValue } from '../../rules/stat-values';
import type { BeatRequest, ElementBrief, OtherPlayerBrief, StatBrief } from '../narrator';
import { TIMES } from './banks';
import { article, cap, inText, nameWords, stripEnd } from './text';
import { elementsNamedIn, elementsOf, moodOf, namesInText, pickElement, worldSenses, type Mood } from './world-read';

/** Everything one beat is written from: who, where, with whom, in what mood. */
export type Scene = {
  req: BeatRequest;
  rng: RandomSource;
  mood: Mood;
  time: string;
  you: { name: string; pronouns: Pronouns; bg: string; bgBare: string; appearance: string };
  place: { name: string; el: ElementBrief | null; visited: boolean };
  npc: ElementBrief | null;
  item: ElementBrief | null;
  faction: ElementBrief | null;
  rumor: ElementBrief | null;
  allies: OtherPlayerBrief[];
  rivals: OtherPlayerBrief[];
  /** Numeric stats of the player (and shared ones) with their current values. */
  stats: { stat: StatBrief; value: number; group: 'shared' | 'own' }[];
  featured: Set<string>;
  recentText: string;
  /** Capitalised words that belong to names (kept upper-case mid-sentence). */
  names: Set<string>;
  /** Sensory lines the World's own atmosphere and instructions offer. */
  worldSenses: string[];
};

const GENERIC_PLACES = ['the main square', 'the old road', 'the back streets', 'the market', 'the edge of town', 'the waterfront'];

/** The focus text of a beat: what the thread, switch or outcome is about. */
export function focusText(req: BeatRequest): string {
  const parts: string[] = [];
  if (req.thread) parts.push(req.thread.title, req.thread.stepTitle, req.thread.stepQuestion, req.thread.outcome.question);
  if (req.switch) parts.push(req.switch.question, ...req.switch.choices, ...req.switch.outcomes.map((o) => o.question));
  return parts.join(' ');
}

function pickNpc(elements: readonly ElementBrief[], rng: RandomSource, req: BeatRequest, focus: readonly ElementBrief[], introduced: readonly string[], avoid: ReadonlySet<string>): ElementBrief | null {
  // A character named by the current step must be the one you meet.
  const step = req.thread ? elementsNamedIn(elementsOf(elements, 'character'), `${req.thread.stepTitle} ${req.thread.stepQuestion}`) : [];
  if (step.length) return rng.pick(step);
  const chars = elementsOf(elements, 'character');
  const usable = chars.some((c) => !avoid.has(c.id)) ? avoid : new Set<string>();
  return pickElement(elements, 'character', rng, focus, introduced, usable);
}

/** Builds the scene of a beat deterministically from the story seed, turn and player. */
export function buildScene(req: BeatRequest): Scene {
  const ctx = req.context;
  const rng = createRng(deriveSeed(ctx.story.seed, 'beat', req.plan.beatId));
  const elements = ctx.world.elements;
  const focus = elementsNamedIn(elements, focusText(req));
  const introduced = ctx.player?.introducedElements ?? [];
  const recentText = ctx.history.recent.map((b) => b.text).join('\n');
  const lastText = ctx.history.recent[ctx.history.recent.length - 1]?.text ?? '';
  const avoid = new Set(elements.filter((e) => lastText.includes(e.name)).map((e) => e.id));
  const locations = elementsOf(elements, 'location');
  const placeAvoid = rng.chance(0.5) && locations.some((l) => !avoid.has(l.id)) ? avoid : new Set<string>();
  const placeEl = pickElement(elements, 'location', rng.fork('place'), focus, introduced, placeAvoid);
  const placeName = placeEl ? placeEl.name : rng.pick(GENERIC_PLACES);
  const p = ctx.player;
  const background = p?.backgroundTitle || 'traveller';
  const bgBare = inText(stripEnd(background));
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
  const scene: Scene = {
    req,
    rng,
    mood: moodOf(ctx.world.guidelines, ctx.story.category),
    time: TIMES[(ctx.story.turn - 1 + (p ? ctx.slots.indexOf(p.slot) : 0)) % TIMES.length] as string,
    you: {
      name: p?.name ?? 'you',
      pronouns: p?.pronouns ?? { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' },
      bg: /^(the|a|an)\b/i.test(bgBare) ? bgBare : `${article(bgBare)} ${bgBare}`,
      bgBare,
      appearance: p?.appearance ?? '',
    },
    place: { name: placeName, el: placeEl, visited: recentText.includes(placeName) || (placeEl ? introduced.includes(placeEl.id) : false) },
    npc: pickNpc(elements, rng.fork('npc'), req, focus, introduced, avoid),
    item: pickElement(elements, 'item', rng.fork('item'), focus, introduced),
    faction: pickElement(elements, 'faction', rng.fork('faction'), focus, introduced),
    rumor: pickElement([...elementsOf(elements, 'rumor'), ...elementsOf(elements, 'event'), ...elementsOf(elements, 'phenomenon')], 'rumor', rng.fork('rumor'), focus, introduced)
      ?? (elementsOf(elements, 'event')[0] ?? elementsOf(elements, 'phenomenon')[0] ?? null),
    allies: req.thread?.allies.filter((a) => a.active) ?? req.switch?.players.filter((x) => x.slot !== p?.slot && x.active) ?? [],
    rivals: req.thread?.rivals.filter((a) => a.active) ?? [],
    stats,
    featured: new Set(),
    recentText,
    worldSenses: worldSenses(ctx.world.imageInstructions.atmosphere, ctx.world.guidelines.switchAndThreadInstructions),
    names: new Set([
      ...nameWords([...elements.map((e) => e.name), ...(p ? [p.name] : []), ...ctx.others.map((o) => o.name)]),
      ...namesInText([ctx.world.guidelines.world, ...elements.flatMap((e) => e.facts), ...ctx.sharedOutcomes.map((o) => o.question), ...(p?.outcomes.map((o) => o.question) ?? [])]),
    ]),
  };
  if (placeEl) scene.featured.add(placeEl.id);
  return scene;
}

/** The place name at the start of a sentence. */
export function placeCap(scene: Scene): string {
  return cap(scene.place.name);
}
