import type { RiskType, StatValueValue } from '@schemas';
import type { RandomSource } from '../../core/rng';
import { canSay, cap, startsWithVerb, stripEnd, tooAlike } from '../../language';

const fillSlots = (t: string, slots: Record<string, string>): string => t.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? '');
import { readStatValue } from '../../rules/stat-values';
import type { StatBrief } from '../narrator';
import type { OptionOutput } from '../outputs';
import { elementKind } from './element-kind';
import { personOf } from './people';
import { levelOf } from './world-read';
import { MOVES, OPEN_MOVES, type Move } from './moves';
import type { Scene } from './scene';
import { isDesignerText } from './world-read';

// The three options of a beat [O1-O3]: challenge options as a risky, a safe and a normal move
// on the people, places and things of the scene; exploration options as the switch's choices,
// the step's own answers or open moves. Every option is an action a player can picture.

const ENDING_MOVES: readonly string[] = [
  'Take one last walk through {place}',
  'Raise a glass to everyone who helped you',
  'Write down what happened, so nobody forgets',
  'Find {npc} and say what needs saying',
  'Look ahead: there will be other stories',
  'Sit quietly for a while and let it all settle',
];

const KID_ENDING_MOVES: readonly string[] = ['Give {npc} a big hug goodbye', 'Wave to everyone', 'Snuggle down and close your eyes', 'Tell the story again, from the start'];

function slotsOf(scene: Scene): Record<string, string> {
  const elements = scene.req.context.world.elements;
  const others = elements.filter((e) => elementKind(e) === 'character' && e.id !== scene.npc?.el.id);
  const places = elements.filter((e) => elementKind(e) === 'location' && e.id !== scene.place.el?.id);
  return {
    npc: scene.npc?.short ?? '',
    npc2: others.length ? personOf(scene.voice.pick('npc2', others)).short : '',
    place2: places.length ? scene.voice.pick('place2', places).name : '',
    place: scene.place.el ? scene.place.name : '',
    item: scene.item?.name ?? '',
    faction: scene.faction?.name ?? '',
    rumor: scene.rumor?.name ?? '',
    ally: scene.allies[0]?.name ?? '',
    rival: scene.rivals[0]?.name ?? '',
    topic: scene.topic ?? '',
  };
}

// Walks a register's moves in this story's order and takes the first that the scene can fill,
// preferring a move the player has not been offered before, of a family not yet in this beat
// (`avoid`), that does not read like an option already chosen (`taken`).
function walkMove(scene: Scene, key: string, moves: readonly Move[], slots: Record<string, string>, avoid: (m: Move) => boolean, taken: readonly string[] = []): Move | null {
  const own = moves.filter((m) => (m.registers ?? ['plain', 'learn', 'kids']).includes(scene.register));
  if (own.length === 0) return null;
  const start = own.indexOf(scene.voice.pick(key, own));
  const text = (m: Move): string => cap(fillSlots(m.text, slots));
  // 'Ask Leni Sato about Leni Sato': two slots of one move never name the same thing.
  const twice = (m: Move): boolean => {
    const values = [...new Set([...m.text.matchAll(/\{(\w+)\}/g)].map((x) => x[1] as string))].map((k) => (slots[k] ?? '').toLowerCase().replace(/^the\s+/, '')).filter(Boolean);
    return values.some((v, i) => values.some((w, j) => i !== j && (v.includes(w) || w.includes(v))));
  };
  const canUse = (m: Move): boolean => canSay(m.text, slots) && !twice(m);
  const distinct = (m: Move): boolean => !taken.some((t) => tooAlike(t, text(m)));
  const tiers: ((m: Move) => boolean)[] = [
    (m) => !avoid(m) && distinct(m) && scene.voice.isFresh(text(m)),
    (m) => distinct(m) && scene.voice.isFresh(text(m)),
    (m) => !avoid(m) && distinct(m),
    (m) => distinct(m),
    () => true,
  ];
  for (const ok of tiers)
    for (let i = 0; i < own.length; i++) {
      const m = own[(start + i) % own.length] as Move;
      if (canUse(m) && ok(m)) return m;
    }
  return null;
}

function modifierFor(rng: RandomSource, pool: Scene['stats'], used: Set<string>) {
  const choices = pool.filter((s) => !used.has(s.stat.id));
  const s = choices.length ? rng.pick(choices) : pool.length ? rng.pick(pool) : null;
  if (!s) return [];
  used.add(s.stat.id);
  const level = levelOf(s.value);
  const effect = level === 'high' ? rng.pick([5, 10, 10, 15]) : level === 'low' ? rng.pick([-5, -10, -10, -15]) : rng.pick([-5, 5, 5]);
  const hint = s.stat.effectOnPoints.length ? rng.pick(s.stat.effectOnPoints) : '';
  const reason = hint ? stripEnd(hint) : `${level === 'low' ? 'Low' : level === 'high' ? 'High' : 'Middling'} ${s.stat.name.toLowerCase()}`;
  return [{ statId: s.stat.id, reason, effect }];
}

/**
 * The actions a stat's sacrifice or reward text offers, as option texts: its clauses that start
 * with a verb, without the designer's numbers and notes ('Burn your nerve (-15) to force yourself
 * through something terrifying.' -> 'Burn your nerve to force yourself through something terrifying').
 */
export function actionsOf(text: string, stat: Pick<StatBrief, 'name'>): string[] {
  return text
    .split(/;|\.(?:\s|$)/)
    .map((p) => p.replace(/\([^)]*\)/g, '').split(':')[0] ?? '')
    .map((p) => {
      const t = p.replace(/\s+/g, ' ').trim();
      // '... to push Lane Growth back by 10' explains the mechanics: cut it.
      const to = t.search(/\s(to|for|and gain|and get)\s[^.]*(\d|\b(?:by|points?)\b)/i);
      return stripEnd(to > 0 ? t.slice(0, to) : t);
    })
    .filter((p) => p.length > 3 && p.split(/\s+/).length <= 14 && startsWithVerb(p) && !/\d/.test(p) && !isDesignerText(p) && !p.toLowerCase().includes(stat.name.toLowerCase()));
}

type Resource = { option: OptionOutput } | null;

function resourceOption(scene: Scene, rng: RandomSource): Resource {
  const ctx = scene.req.context;
  const slot = scene.req.plan.slot;
  const player = ctx.player;
  const defs: { stat: StatBrief; group: 'shared' | typeof slot; value: StatValueValue }[] = [];
  for (const s of ctx.world.playerStats) if (player) defs.push({ stat: s, group: slot, value: readStatValue(player.statValues, s) });
  for (const s of ctx.world.sharedStats) defs.push({ stat: s, group: 'shared', value: readStatValue(ctx.sharedStatValues, s) });
  const changeable = defs.filter((d) => d.stat.canBeChangedInBeatResolutions);
  const sacrifices = changeable.filter(
    (d) => actionsOf(d.stat.optionsToSacrifice, d.stat).length > 0 && ((typeof d.value === 'number' && d.value >= 15 && d.stat.type !== 'string') || (Array.isArray(d.value) && d.value.length > 0)),
  );
  const rewards = changeable.filter(
    (d) => actionsOf(d.stat.optionsToGainAsReward, d.stat).length > 0 && ((typeof d.value === 'number' && d.value <= 90 && d.stat.type !== 'string') || d.stat.type === 'string[]'),
  );
  if (sacrifices.length > 0 && (rewards.length === 0 || rng.chance(0.55))) {
    const d = scene.voice.pick('sacrifice-stat', sacrifices);
    // Each sacrifice a World offers is offered on one turn of the story at most.
    const offered = scene.voice.once(`sacrifice-${d.stat.id}`, actionsOf(d.stat.optionsToSacrifice, d.stat));
    if (!offered) return null;
    const text = cap(offered);
    const change = Array.isArray(d.value)
      ? { group: d.group, statId: d.stat.id, change: 'removeElement' as const, value: rng.pick(d.value) }
      : { group: d.group, statId: d.stat.id, change: 'subtractNumber' as const, value: rng.pick([10, 10, 15, 20]) };
    return { option: { optionType: 'challenge', resourceType: 'sacrifice', text, riskType: 'normal', basePoints: rng.int(20, 30), modifiersToSuccessRate: [], resourceStatChange: change } };
  }
  if (rewards.length > 0) {
    const d = scene.voice.pick('reward-stat', rewards);
    const phrase = scene.voice.once(`reward-${d.stat.id}`, actionsOf(d.stat.optionsToGainAsReward, d.stat));
    if (!phrase) return null;
    const change =
      d.stat.type === 'string[]'
        ? { group: d.group, statId: d.stat.id, change: 'addElement' as const, value: phrase.replace(/^(gain|win|earn|get|take|claim|find|add|pick up|keep|write down)\s+/i, '') }
        : { group: d.group, statId: d.stat.id, change: 'addNumber' as const, value: rng.pick([10, 10, 15]) };
    return { option: { optionType: 'challenge', resourceType: 'reward', text: cap(phrase), riskType: 'risky', basePoints: -rng.int(20, 30), modifiersToSuccessRate: [], resourceStatChange: change } };
  }
  return null;
}

/** Three challenge options for a thread beat: a risky, a safe and a normal move, maybe one sacrifice or reward [O1-O3]. */
export function challengeOptions(scene: Scene): OptionOutput[] {
  const rng = scene.rng.fork('options');
  const slots = slotsOf(scene);
  const stats = scene.stats.filter((s) => s.stat.type !== 'string');
  const used = new Set<string>();
  const families = new Set<string>();
  const texts = new Set<string>();
  const make = (risk: RiskType): OptionOutput => {
    // Each person of the World has their own walk through the moves, so options aimed at the
    // same person do not come round again soon.
    const move = walkMove(scene, `move-${risk}-${scene.npc?.el.id ?? 'none'}-${scene.place.el?.id ?? 'none'}`, MOVES.filter((m) => m.risk === risk), slots, (m) => families.has(m.family), [...texts]) ?? ({ family: 'search', risk, text: 'Trust your instincts and act' } as Move);
    families.add(move.family);
    let text = cap(scene.voice.expand(move.text, slots));
    if (texts.has(text)) text = cap(scene.voice.expand('Think it through once more, then act', {}));
    texts.add(text);
    scene.voice.mark(text);
    return { optionType: 'challenge', resourceType: 'normal', text, riskType: risk, basePoints: rng.pick([-10, -5, 0, 0, 0, 0, 5]), modifiersToSuccessRate: modifierFor(rng, stats, used), resourceStatChange: null };
  };
  const options = [make('risky'), make('safe'), make('normal')];
  if (scene.req.plan.allowResource) {
    const r = resourceOption(scene, rng);
    if (r && ![...texts].some((t, i) => i < 2 && tooAlike(t, r.option.text))) options[2] = r.option;
  }
  return rng.shuffle(options);
}

/** Three exploration options: the switch's choices, the step's own answers, or open moves [O2]. */
export function explorationOptions(scene: Scene, preset: readonly string[] | null): OptionOutput[] {
  const slots = slotsOf(scene);
  let texts: string[];
  if (preset && preset.length === 3 && new Set(preset).size === 3) texts = [...preset];
  else {
    const ending = scene.req.plan.kind === 'ending';
    const bank = ending
      ? (scene.register === 'kids' ? KID_ENDING_MOVES : ENDING_MOVES).map((text) => ({ family: 'help', risk: 'normal', text }) as Move)
      : OPEN_MOVES;
    const chosen: Move[] = [];
    for (let k = 0; k < 3; k++) {
      const m = walkMove(scene, `open-${ending ? 'end' : 'move'}`, bank, slots, (x) => chosen.includes(x), chosen.map((c) => cap(fillSlots(c.text, slots))));
      if (m && !chosen.includes(m)) chosen.push(m);
    }
    texts = chosen.map((m) => cap(scene.voice.expand(m.text, slots)));
    const fill = ['Follow your instinct, wherever it leads', 'Look for what everyone else has missed', 'Take a moment and decide later'];
    for (const f of fill) if (texts.length < 3 && !texts.includes(f)) texts.push(f);
  }
  return texts.map((text) => ({
    optionType: 'exploration',
    resourceType: 'normal',
    text: cap(text.trim()),
    riskType: 'normal',
    basePoints: 0,
    modifiersToSuccessRate: [],
    resourceStatChange: null,
  }));
}
