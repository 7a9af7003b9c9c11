import { PLAYER_SLOTS, type PlayerOptions, type PlayerSlot, type Stat } from '@schemas';
import type { RandomSource } from '../core/rng';
import { cap, lowerFirst, stripEnd, titleCase, withArticle } from '../language';
import type { Brief } from './brief';
import { buildPlayerOutcomes } from './outcomes';
import { backgroundValue } from './stats';

// The players section: exactly 3 identities and 3 backgrounds per slot [W1], names that differ
// across every slot, looks and backgrounds that fit who the players are (a role becomes the
// identities of a pretend-to-be story), and the character selection introduction.

type BackgroundSpec = { title: string; fluff: string };

// Fluff templates put only past-tense or modal verbs after a pronoun, so they agree with any pronoun.
const LEARN_BACKGROUNDS: BackgroundSpec[] = [
  { title: 'The One with All the Questions', fluff: '{Name} has asked “but why?” since {personal} could talk, and never once got tired of the answer.' },
  { title: 'The Careful Note-Taker', fluff: '{Name} writes everything down, in three colours, and {possessive} notebook has saved the class more than once.' },
  { title: 'The Hands-On Tinkerer', fluff: '{Name} learned to understand things by taking them apart, and {personal} has only occasionally put them back wrong.' },
];

const VENT_BACKGROUNDS: BackgroundSpec[] = [
  { title: 'The Last Reasonable Person', fluff: '{Name} has tried being reasonable. It did not work. {Personal} is ready to try something else.' },
  { title: 'The Veteran Complainer', fluff: '{Name} has written eleven strongly worded letters this year, and {personal} has kept copies of all of them.' },
  { title: 'The Quiet Saboteur', fluff: '{Name} has smiled politely for years, and has been quietly keeping score the whole time.' },
];

const FUTURE_BACKGROUNDS: BackgroundSpec[] = [
  { title: 'The Safe Pair of Hands', fluff: 'Everyone has always relied on {name}. Nobody has thought to ask {object} what {personal} would choose for {reflexive}.' },
  { title: 'The Dreamer Who Waited', fluff: '{Name} has made a hundred plans, and kept every one of them in a drawer, just in case.' },
  { title: 'The One Who Almost Left', fluff: '{Name} once had a ticket, a bag and a plan, and stayed anyway. {Personal} still remembers the day.' },
];

function roleBackgrounds(role: string): BackgroundSpec[] {
  const r = titleCase(role);
  const a = withArticle(lowerFirst(role));
  return [
    { title: `Newly Appointed ${r}`, fluff: `{Name} has only just become ${a}, and {personal} can still hardly believe it.` },
    { title: `Veteran ${r}`, fluff: `{Name} has been ${a} for years, and {personal} has seen almost everything twice.` },
    { title: `Reluctant ${r}`, fluff: `{Name} never planned to be ${a}, but here {personal} is, and {personal} might even be good at it.` },
  ];
}

function backgroundsFor(b: Brief, rng: RandomSource): BackgroundSpec[] {
  switch (b.category) {
    case 'pretend-to-be':
      return roleBackgrounds(b.protagonist.one);
    case 'learn-something':
      return LEARN_BACKGROUNDS;
    case 'vent-about-reality':
      return VENT_BACKGROUNDS;
    case 'see-your-future-self':
      return FUTURE_BACKGROUNDS;
    default:
      return rng.shuffle(b.kit.backgrounds).slice(0, 3);
  }
}

const MANNERS = ['quick to laugh', 'slow to trust', 'always the first to speak', 'calm in a crisis', 'full of questions', 'stubborn as a gate', 'kinder than anyone expects', 'never without a plan'];
const LEARNER_LOOKS = ['a backpack covered in badges', 'a clipboard and a pencil behind one ear', 'muddy trainers and a curious frown', 'a notebook full of doodles and arrows'];
const KID_MANNERS = ['and a very big smile', 'and a brave little heart', 'and a head full of ideas', 'and a giggle like a hiccup'];

function looksFor(b: Brief, rng: RandomSource, k: number): string {
  const pool = b.setting?.looks.length ? b.setting.looks : b.category === 'learn-something' ? LEARNER_LOOKS : b.kit.looks;
  const look = pool[k % pool.length] ?? rng.pick(b.kit.looks);
  const who = withArticle(b.protagonist.one);
  if (b.kids) return `${cap(who)} with ${look}, ${rng.pick(KID_MANNERS)}.`;
  return `${cap(who)} with ${look}, ${MANNERS[(k + rng.int(0, MANNERS.length - 1)) % MANNERS.length]}.`;
}

/** The players section: the character selection introduction and one options block per slot. */
export function buildPlayers(b: Brief, stats: readonly Stat[], rng: RandomSource): { characterSelectionIntroduction: { title: string; text: string }; characterSelectionPlan: string } & Partial<Record<PlayerSlot, PlayerOptions>> {
  const slots = PLAYER_SLOTS.slice(0, b.playerCount);
  const inBackgrounds = stats.filter((s) => s.partOfPlayerBackgrounds);
  const names = b.names;
  const elementNames = [...b.places, ...b.people, ...b.items, b.faction, b.happening].map((e) => e.name);
  names.reserve(elementNames);
  const out: Partial<Record<PlayerSlot, PlayerOptions>> = {};
  const specs = backgroundsFor(b, rng.fork('backgrounds'));
  slots.forEach((slot, i) => {
    const r = rng.fork(slot);
    const identities = [0, 1, 2].map((k) => {
      if (b.kids || b.protagonist.creature) {
        const pet = names.pet();
        const kind = titleCase(b.protagonist.one.split(' ').pop() ?? 'Mouse');
        return { name: b.protagonist.creature ? `${pet.name} the ${kind}` : pet.name, pronouns: { ...pet.pronouns }, appearance: looksFor(b, r, k) };
      }
      const p = names.person();
      return { name: p.full, pronouns: { ...p.pronouns }, appearance: looksFor(b, r, k) };
    });
    const backgrounds = [0, 1, 2].map((k) => {
      const spec = specs[(k + i) % specs.length] as BackgroundSpec;
      const nudges = [15, 0, -10];
      return {
        title: spec.title,
        fluffTemplate: spec.fluff,
        initialPlayerStatValues: inBackgrounds.map((s, j) => ({ statId: s.id, value: backgroundValue(s, nudges[(k + j) % 3] as number) })),
      };
    });
    out[slot] = { outcomes: buildPlayerOutcomes(b), possibleCharacterIdentities: identities, possibleCharacterBackgrounds: backgrounds };
  });
  const intro = b.kids ? 'Who will you be today?' : b.category === 'pretend-to-be' ? 'Who will you be?' : 'Who are you?';
  return {
    characterSelectionIntroduction: { title: intro, text: `${cap(stripEnd(b.teaser.split(/(?<=\.)\s/)[0] ?? b.teaser))}. Choose who you will be.` },
    characterSelectionPlan: `Each player is ${withArticle(b.protagonist.one)}; backgrounds set their starting stats.`,
    ...out,
  };
}
