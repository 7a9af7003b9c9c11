import type { RiskType, StatValueValue } from '@schemas';
import type { RandomSource } from '../../core/rng';
import { readStatValue } from '../../rules/stat-values';
import type { StatBrief } from '../narrator';
import type { OptionOutput } from '../outputs';
import { expand, type Slots } from './grammar';
import type { Scene } from './scene';
import { cap, stripEnd } from './text';
import { levelOf } from './world-read';

const APPROACHES: Record<RiskType, readonly string[]> = {
  risky: [
    'Confront {npc} [head-on|in front of everyone|before you lose your nerve]',
    'Force your way into {place} and deal with the consequences later',
    'Grab {item} and [run|make a break for it]',
    'Call the bluff of {faction} [in public|to their faces]',
    'Go in alone, fast, before anyone can stop you',
    'Make a scene and use the chaos',
    'Climb where nobody expects anyone to climb',
    'Race {rival} to it, whatever it takes',
    'Tell {npc} everything you know and watch what happens',
    'Take the shortcut through {place}, danger or not',
  ],
  safe: [
    'Watch {npc} from a distance and wait for a mistake',
    'Ask around {place}, quietly',
    'Take the long way round and stay out of sight',
    'Study {item} before you do anything else',
    'Wait for a better moment, however long it takes',
    'Let {ally} take the lead while you cover them',
    'Write down everything you know and look for the pattern',
    'Keep your head down and listen',
    'Find someone in {place} who owes you a favour',
  ],
  normal: [
    'Bargain with {npc}: offer something they want',
    'Win {npc} over with the plain truth',
    'Use {item} to get past {faction}',
    'Set a trap near {place}',
    'Follow the rumour of {rumor}',
    'Ask {ally} to keep watch while you search',
    'Bluff your way past {faction}',
    'Split up with {ally} and meet again at {place}',
    'Try to see it from the side of {npc}',
    'Look for another way into {place}',
  ],
};

const EXPLORATION_FALLBACK: readonly string[] = [
  'Listen to what {npc} really has to say',
  'Walk through {place} alone and think it over',
  'Talk it through honestly with {ally}',
  'Look for what everyone else has missed in {place}',
  'Follow your instinct, wherever it leads',
  'Ask {npc} the question nobody dares to ask',
];

const ENDING_OPTIONS: readonly string[] = [
  'Take one last walk through {place}',
  'Raise a glass to everyone who helped you',
  'Write down what happened, so nobody forgets',
  'Find {npc} and say what needs saying',
  'Look ahead: there will be other stories',
  'Sit quietly for a while and let it all settle',
];

function slotsOf(scene: Scene): Slots {
  const ally = scene.allies[0]?.name ?? '';
  const rival = scene.rivals[0]?.name ?? '';
  return {
    npc: scene.npc?.name ?? '',
    place: scene.place.name,
    item: scene.item?.name ?? '',
    faction: scene.faction?.name ?? '',
    rumor: scene.rumor?.name ?? '',
    ally,
    rival,
  };
}

function usable(templates: readonly string[], slots: Slots): string[] {
  return templates.filter((t) => [...t.matchAll(/\{(\w+)\}/g)].every((m) => (slots[m[1] as string] ?? '').length > 0));
}

function pickDistinct(rng: RandomSource, templates: readonly string[], slots: Slots, taken: Set<string>, recent: string): string {
  const pool = usable(templates, slots).filter((t) => !taken.has(t));
  if (pool.length === 0) return 'Trust your instincts and act';
  // Re-pick a few times if the option was offered in the last beats.
  let t = rng.pick(pool);
  let text = cap(expand(t, slots, rng));
  for (let i = 0; i < 3 && recent.includes(text.slice(0, 24)); i++) {
    t = rng.pick(pool);
    text = cap(expand(t, slots, rng));
  }
  taken.add(t);
  return text;
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

function phrases(text: string): string[] {
  return text
    .split(/[;\n]|,\s+or\s+|\s+or\s+|,/)
    .map((p) => stripEnd(p.trim()))
    .filter((p) => p.length > 2 && p.split(/\s+/).length <= 9);
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
    (d) => phrases(d.stat.optionsToSacrifice).length > 0 && ((typeof d.value === 'number' && d.value >= 15 && d.stat.type !== 'string') || (Array.isArray(d.value) && d.value.length > 0)),
  );
  const rewards = changeable.filter(
    (d) => phrases(d.stat.optionsToGainAsReward).length > 0 && ((typeof d.value === 'number' && d.value <= 90 && d.stat.type !== 'string') || d.stat.type === 'string[]'),
  );
  const wantSacrifice = sacrifices.length > 0 && (rewards.length === 0 || rng.chance(0.55));
  if (wantSacrifice) {
    const d = rng.pick(sacrifices);
    const text = `${cap(rng.pick(phrases(d.stat.optionsToSacrifice)))} (it will cost you ${d.stat.name.toLowerCase()})`;
    const change = Array.isArray(d.value)
      ? { group: d.group, statId: d.stat.id, change: 'removeElement' as const, value: rng.pick(d.value) }
      : { group: d.group, statId: d.stat.id, change: 'subtractNumber' as const, value: rng.pick([10, 10, 15, 20]) };
    return { option: { optionType: 'challenge', resourceType: 'sacrifice', text, riskType: 'normal', basePoints: rng.int(20, 30), modifiersToSuccessRate: [], resourceStatChange: change } };
  }
  if (rewards.length > 0) {
    const d = rng.pick(rewards);
    const phrase = rng.pick(phrases(d.stat.optionsToGainAsReward));
    const text = `${cap(phrase)}, and go for the prize (it could bring you ${d.stat.name.toLowerCase()})`;
    const change =
      d.stat.type === 'string[]'
        ? { group: d.group, statId: d.stat.id, change: 'addElement' as const, value: phrase.replace(/^(gain|win|earn|get|take|claim|find)\s+/i, '') }
        : { group: d.group, statId: d.stat.id, change: 'addNumber' as const, value: rng.pick([10, 10, 15]) };
    return { option: { optionType: 'challenge', resourceType: 'reward', text, riskType: 'risky', basePoints: -rng.int(20, 30), modifiersToSuccessRate: [], resourceStatChange: change } };
  }
  return null;
}

/** Three challenge options for a thread beat: risky, safe and normal approaches, maybe one sacrifice or reward [O1-O3]. */
export function challengeOptions(scene: Scene): OptionOutput[] {
  const rng = scene.rng.fork('options');
  const slots = slotsOf(scene);
  const taken = new Set<string>();
  const used = new Set<string>();
  const stats = scene.stats.filter((s) => s.stat.type !== 'string');
  const make = (risk: RiskType): OptionOutput => ({
    optionType: 'challenge',
    resourceType: 'normal',
    text: pickDistinct(rng, APPROACHES[risk], slots, taken, scene.recentText),
    riskType: risk,
    basePoints: rng.pick([-10, -5, 0, 0, 0, 0, 5]),
    modifiersToSuccessRate: modifierFor(rng, stats, used),
    resourceStatChange: null,
  });
  const options = [make('risky'), make('safe'), make('normal')];
  if (scene.req.plan.allowResource && rng.chance(0.3)) {
    const r = resourceOption(scene, rng);
    if (r) options[2] = r.option;
  }
  return rng.shuffle(options);
}

/** Three exploration options: the switch's choices, the step's resolutions, or open approaches [O2]. */
export function explorationOptions(scene: Scene, preset: readonly string[] | null): OptionOutput[] {
  const rng = scene.rng.fork('options');
  const slots = slotsOf(scene);
  const taken = new Set<string>();
  const bank = scene.req.plan.kind === 'ending' ? ENDING_OPTIONS : EXPLORATION_FALLBACK;
  const texts =
    preset && preset.length === 3 && new Set(preset).size === 3 ? [...preset] : [0, 1, 2].map(() => pickDistinct(rng, bank, slots, taken, scene.recentText));
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
