import type { Stat } from '@schemas';
import { lowerFirst, stripEnd, titleCase } from '../language';
import type { Brief } from './brief';

// The stats section: at most three groups, player stats that backgrounds set, one shared stat,
// each with at least three effects on points, thresholds that mean something in the story,
// and a sacrifice or reward a player can picture.

type StatSpec = {
  id: string;
  name: string;
  type: Stat['type'];
  tooltip: string;
  effects: [string, string, string];
  implications: string[];
  sacrifice?: string;
  reward?: string;
  initial: Stat['initialValue'];
  inBackgrounds?: boolean;
};

function stat(s: StatSpec, group: string): Stat {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    group,
    possibleValues: s.type === 'string[]' ? 'things you carry' : '0-100',
    effectOnPoints: [...s.effects],
    optionsToSacrifice: s.sacrifice ?? '',
    optionsToGainAsReward: s.reward ?? '',
    narrativeImplications: s.implications,
    adjustmentsAfterThreads: [],
    canBeChangedInBeatResolutions: true,
    isVisible: true,
    partOfPlayerBackgrounds: s.inBackgrounds ?? s.type !== 'string[]',
    initialValue: s.initial,
    tooltip: s.tooltip,
  };
}

const pct = (id: string, name: string, tooltip: string, helps: string, low: string, high: string, extra: Partial<StatSpec> = {}): StatSpec => ({
  id,
  name,
  type: 'percentage',
  tooltip,
  effects: [`High ${name.toLowerCase()} helps ${helps}`, `Low ${name.toLowerCase()} makes bold moves harder`, `${name} matters most when things go wrong`],
  implications: [`Below 30: ${low}`, `Above 70: ${high}`],
  initial: 50,
  ...extra,
});

// Aspects of a role ('Pressure, leadership, creativity under stress') become the stats it is played with.
const ASPECT_STATS: { match: RegExp; name: string; helps: string; low: string; high: string }[] = [
  { match: /pressure|stress|calm|composure|nerve/i, name: 'Composure', helps: 'when everything happens at once', low: 'your hands shake and your voice rises', high: 'you are the calm at the centre of the storm' },
  { match: /lead|command|authority|in charge/i, name: 'Leadership', helps: 'when others need a decision', low: 'people second-guess every order', high: 'people follow you without asking why' },
  { match: /creativ|invent|imagin|art/i, name: 'Creativity', helps: 'with anything new or improvised', low: 'every idea feels like a copy', high: 'ideas come faster than you can use them' },
  { match: /trust|team|crew|loyal/i, name: 'Team Trust', helps: 'when you need someone to take your word', low: 'nobody covers for you', high: 'your team would walk into fire for you' },
  { match: /risk|danger|courage|brave/i, name: 'Courage', helps: 'with risky moves', low: 'you hesitate and others notice', high: 'you do what others only talk about' },
  { match: /patien|wait|cold|endur|exhaust/i, name: 'Endurance', helps: 'when it goes on and on', low: 'exhaustion makes every step a fight', high: 'you could go all night' },
  { match: /decision|split-second|responsib|judg|triage|choice/i, name: 'Judgement', helps: 'with hard choices under time', low: 'you doubt every call', high: 'your calls are quick and right' },
  { match: /intuition|instinct|interrog|read people/i, name: 'Intuition', helps: 'reading people and places', low: 'every face is a closed door', high: 'you know who is lying before they finish' },
  { match: /moral|conscience|grey/i, name: 'Conscience', helps: 'when doing right is hard', low: 'you stop noticing where the line is', high: 'people trust you with the truth' },
  { match: /fame|stage|spotlight|perform/i, name: 'Stage Presence', helps: 'in front of a crowd', low: 'the crowd feels like a wall', high: 'the crowd leans in to every word' },
];

function aspectStats(aspects: readonly string[]): StatSpec[] {
  const out: StatSpec[] = [];
  for (const a of aspects) {
    const hit = ASPECT_STATS.find((x) => x.match.test(a) && !out.some((o) => o.name === x.name));
    if (!hit) continue;
    const id = `player_${hit.name.toLowerCase().replace(/[^a-z]+/g, '_')}`;
    out.push(pct(id, hit.name, `How much ${hit.name.toLowerCase()} you have right now.`, hit.helps, hit.low, hit.high));
    if (out.length >= 2) break;
  }
  return out;
}

function kidsStats(): { player: StatSpec[]; shared: StatSpec } {
  return {
    player: [
      pct('player_bravery', 'Bravery', 'How brave you feel right now.', 'with scary or new things', 'you want to hide behind a friend', 'you will try anything once'),
      {
        id: 'player_kindness_stars',
        name: 'Kindness Stars',
        type: 'number',
        tooltip: 'Stars for every kind thing you do.',
        effects: ['Kindness Stars help when you ask for help', 'A kind choice is always a little easier', 'Sharing earns more stars'],
        implications: ['Below 10: you have not had a chance to be kind yet', 'Above 30: everybody smiles when you pass'],
        sacrifice: 'Spend a kindness star to ask a new friend for help',
        reward: 'Help someone who looks sad, and earn a kindness star',
        initial: 5,
      },
      {
        id: 'player_pockets',
        name: 'Pockets',
        type: 'string[]',
        tooltip: 'Small treasures you carry.',
        effects: ['The right treasure can save the day', 'Empty pockets mean you must think harder', 'Sharing a treasure makes friends'],
        implications: ['Empty: you must rely on your wits', 'Full: you are ready for anything'],
        sacrifice: 'Give away one of your treasures',
        reward: 'Pick up a shiny pebble; find a feather; keep a secret note',
        initial: ['a piece of string'],
      },
    ],
    shared: { ...pct('shared_friendship', 'Friendship', 'How well everybody gets along.', 'when you work together', 'everyone is a bit grumpy', 'everyone is helping everyone'), initial: 60 },
  };
}

function learnStats(b: Brief): { player: StatSpec[]; shared: StatSpec } {
  const topic = b.topic?.name ?? lowerFirst(stripEnd(b.goals[0] ?? b.subject));
  return {
    player: [
      pct('player_understanding', 'Understanding', `How well you understand ${topic} so far.`, `when you explain or test ${topic}`, 'the words blur together', 'you can explain it to anyone', { initial: 30 }),
      pct('player_curiosity', 'Curiosity', 'How much you want to find out more.', 'when you ask questions or look closer', 'you want to go home', 'you cannot stop asking questions'),
      {
        id: 'player_notebook',
        name: 'Notebook',
        type: 'string[]',
        tooltip: 'What you have written down.',
        effects: ['A note that fits the problem helps a lot', 'An empty notebook means guessing', 'Checking your notes is always worth a moment'],
        implications: ['Empty: you are working from memory', 'Full: you have evidence for everything'],
        sacrifice: 'Tear out a page of notes to make a paper model',
        reward: 'Write down what you have just found out',
        initial: [],
      },
    ],
    shared: {
      id: 'shared_discoveries',
      name: 'Discoveries',
      type: 'number',
      tooltip: 'How many things the group has found out together.',
      effects: ['Each discovery makes the next one easier', 'Few discoveries mean more guessing', 'Sharing a discovery helps everyone'],
      implications: ['Below 3: it is all still a mystery', 'Above 8: the pieces are falling into place'],
      initial: 0,
    },
  };
}

function ventStats(b: Brief): { player: StatSpec[]; shared: StatSpec } {
  return {
    player: [
      pct('player_patience', 'Patience', 'How much more of this you can take.', 'when you have to wait it out', 'you are about to scream into a cushion', 'you are serene, almost smug'),
      pct('player_dignity', 'Dignity', 'How much of your self-respect is left.', 'when you stand your ground', 'you are doing things you swore you never would', 'you walk tall through the chaos', {
        sacrifice: 'Grovel shamelessly to get what you need',
        reward: 'Refuse, loudly and politely, and walk out with your head high',
      }),
    ],
    shared: { ...pct('shared_absurdity', 'Absurdity', `How ridiculous ${b.subject} has become.`, 'with absurd ideas', 'things are almost normal, which is suspicious', 'the rules of reality have given up'), initial: 40 },
  };
}

function futureStats(): { player: StatSpec[]; shared: StatSpec } {
  return {
    player: [
      pct('player_courage', 'Courage', 'How ready you feel to change something.', 'with bold, honest choices', 'the old life feels safer than ever', 'you feel ready to jump'),
      pct('player_clarity', 'Clarity', 'How clearly you can see what you want.', 'when you have to choose', 'everything feels foggy', 'you know exactly what you want'),
    ],
    shared: { ...pct('shared_possibility', 'Possibility', 'How open the future feels.', 'with new paths', 'the future feels narrow', 'every road seems open'), initial: 50 },
  };
}

function pretendStats(b: Brief): { player: StatSpec[]; shared: StatSpec } {
  const fromAspects = aspectStats(b.goals);
  const base = [
    pct('player_composure', 'Composure', 'How steady you are under pressure.', 'when everything happens at once', 'your hands shake and your voice rises', 'you are the calm at the centre of the storm'),
    pct('player_reputation', 'Reputation', `What people think of you as ${b.protagonist.one}.`, 'when people must trust you', 'people doubt you before you speak', 'people listen the moment you speak', {
      sacrifice: 'Take the blame for someone else’s mistake',
      reward: 'Pull off something nobody thought possible',
    }),
  ];
  const player = [...fromAspects, ...base.filter((s) => !fromAspects.some((a) => a.id === s.id))].slice(0, 3);
  return { player, shared: { ...pct('shared_team_morale', 'Team Morale', 'How the whole team is holding up.', 'with anything done together', 'people snap at each other', 'everyone is in it together'), initial: 55 } };
}

function kitStats(b: Brief): { player: StatSpec[]; shared: StatSpec } {
  const kit = b.kit;
  const toSpec = (k: (typeof kit.playerStats)[number]): StatSpec => ({
    id: k.id,
    name: k.name,
    type: k.type,
    tooltip: k.tooltip,
    effects: [k.effectOnPoints[0] ?? '', k.effectOnPoints[1] ?? '', k.effectOnPoints[2] ?? ''] as [string, string, string],
    implications: [...k.narrativeImplications],
    sacrifice: k.optionsToSacrifice,
    reward: k.optionsToGainAsReward,
    initial: Array.isArray(k.initialValue) ? [...k.initialValue] : k.initialValue,
  });
  return { player: kit.playerStats.map(toSpec), shared: toSpec(kit.sharedStats[0] as (typeof kit.sharedStats)[number]) };
}

/** The stats section: statGroups, sharedStats and playerStats. */
export function buildStats(b: Brief): { statGroups: string[]; sharedStats: Stat[]; playerStats: Stat[] } {
  const specs =
    b.category === 'read-with-kids'
      ? kidsStats()
      : b.category === 'learn-something'
        ? learnStats(b)
        : b.category === 'vent-about-reality'
          ? ventStats(b)
          : b.category === 'see-your-future-self'
            ? futureStats()
            : b.category === 'pretend-to-be'
              ? pretendStats(b)
              : kitStats(b);
  const you = b.kids ? 'Me' : 'You';
  const shared = b.kids ? 'Friends' : b.playerCount > 1 ? 'Together' : titleCase(b.places[0]?.name.replace(/^the\s+/i, '') ?? 'The World').slice(0, 40);
  return {
    statGroups: [you, shared],
    playerStats: specs.player.map((s) => stat(s, you)),
    sharedStats: [stat(specs.shared, shared)],
  };
}

/** A value for a stat in one background: the stat's start, nudged up or down. */
export function backgroundValue(s: Stat, nudge: number): Stat['initialValue'] {
  if (typeof s.initialValue !== 'number') return Array.isArray(s.initialValue) ? [...s.initialValue] : s.initialValue;
  return Math.max(5, Math.min(95, s.initialValue + nudge));
}

