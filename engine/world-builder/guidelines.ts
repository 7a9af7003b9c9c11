import type { Guidelines } from '@schemas';
import type { RandomSource } from '../core/rng';
import { cap, expand, lowerFirst, sentence, stripEnd } from '../language';
import { toSecondPerson, type Brief } from './brief';

// The guidelines section: the World's own description (written for the reader, from the
// prompt's words), rules, tone, conflicts, decisions, 6-8 types of threads and up to 3
// switch and thread instructions [W2]. The audience sets tone and reading level.

function worldText(b: Brief): string {
  const place = b.places[0]?.name ?? 'the place where it begins';
  const person = b.people[0];
  const opening = sentence(b.prompt.replace(/\s+/g, ' '));
  const second: string[] = [];
  switch (b.category) {
    case 'learn-something':
      second.push(`It all begins at ${place}, with ${person?.name ?? 'a guide'} leading the way.`);
      if (b.facts[0]) second.push(sentence(b.facts[0]));
      second.push(b.topic ? `Every step of the way shows one more true thing about ${b.topic.name}.` : `Every step of the way shows one more thing about ${lowerFirst(stripEnd(b.goals[0] ?? b.subject))}.`);
      break;
    case 'read-with-kids':
      second.push(`It all begins at ${place}.`, `${person?.name ?? 'A new friend'} is there too, and today is a very big day.`, 'It is a gentle, funny adventure, full of kind surprises.');
      break;
    case 'see-your-future-self':
      if (b.fields.currentSituation) second.push(sentence(toSecondPerson(b.fields.currentSituation)));
      second.push(`At ${place}, someone is waiting who knows you better than anyone: you, ten years from now.`);
      if (b.aim) second.push(`The question between you is simple and enormous: will you ${lowerFirst(stripEnd(b.aim))}?`);
      break;
    case 'vent-about-reality':
      if (b.fields.frustration) second.push(`Everyone knows the feeling: ${lowerFirst(stripEnd(b.fields.frustration))}.`);
      second.push(`Here, at ${place}, it has finally become something you can fight, and possibly win.`);
      break;
    case 'pretend-to-be':
      second.push(`Today you are ${b.protagonist.one.match(/^[aeiou]/i) ? 'an' : 'a'} ${b.protagonist.one}, and everything happens at ${place}.`);
      if (b.goals.length) second.push(`It is all about ${b.goals.map((g) => lowerFirst(stripEnd(g))).join(', ').replace(/, ([^,]*)$/, ' and $1')}.`);
      break;
    default:
      second.push(`It begins at ${place}.`);
      if (person) second.push(`${person.name} knows more than anyone about ${b.subject}, and is not saying.`);
  }
  return `${opening}\n\n${second.join(' ')}`;
}

const LEARN_THREADS = [
  'A close look: observe {place} and describe exactly what is there',
  'An experiment: test an idea about {topic} and see what happens',
  'A puzzle: use what you know to explain something strange',
  'A question for {guide}, who answers with a question',
  'Teach it back: explain {topic} to someone who has never heard of it',
  'A race against {happening}',
  'A mistake to fix: a wrong idea about {topic} that has to be put right',
  'A discovery shared with {faction}',
];

const KIDS_THREADS = [
  'A search for something lost',
  'Making a new friend',
  'A small adventure close to {place}',
  'Helping someone who is sad',
  'A puzzle to solve together',
  'Getting ready for {happening}',
  'A silly mix-up',
  'A brave first try',
];

const VENT_THREADS = [
  'A queue that never moves',
  'A form that cannot be filled in correctly',
  'A confrontation with {foe}',
  'A small, perfect act of rebellion',
  'An appeal to {faction}',
  'An alliance with a fellow sufferer',
  'A loophole nobody else has noticed',
];

const FUTURE_THREADS = [
  'A conversation with your future self at {place}',
  'A glimpse of a day in the life you might have',
  'A memory you have been avoiding',
  'A letter you never sent',
  'A small test of courage in the present',
  'A fork in the road, shown side by side',
];

const PRETEND_THREADS = [
  'The rush: everything at once, and you in the middle of it',
  'A hard call that only {role} can make',
  'A colleague who needs you',
  'A mistake that has to be fixed before anyone notices',
  'A moment of craft: doing the job beautifully',
  'Facing {person}',
  'The quiet after, when you find out what it cost',
];

function threads(b: Brief, rng: RandomSource): string[] {
  const slots = {
    place: b.places[0]?.name ?? 'home',
    topic: b.topic?.name ?? lowerFirst(stripEnd(b.goals[0] ?? b.subject)),
    guide: b.people[0]?.name ?? 'the guide',
    happening: b.happening.name,
    faction: b.faction.name,
    foe: b.people.find((p) => p.fromPrompt)?.name ?? b.subject,
    role: `the ${b.protagonist.one}`,
    person: b.people.find((p) => p.fromPrompt)?.name ?? b.people[0]?.name ?? 'the boss',
  };
  const bank =
    b.category === 'learn-something'
      ? LEARN_THREADS
      : b.category === 'read-with-kids'
        ? KIDS_THREADS
        : b.category === 'vent-about-reality'
          ? [...VENT_THREADS, ...b.kit.threadTypes.slice(0, 1)]
          : b.category === 'see-your-future-self'
            ? [...FUTURE_THREADS, ...b.kit.threadTypes.slice(0, 2)]
            : b.category === 'pretend-to-be'
              ? [...PRETEND_THREADS, ...b.kit.threadTypes.slice(0, 1)]
              : b.kit.threadTypes;
  return bank.slice(0, 8).map((t) => cap(expand(t, slots, rng)));
}

/** The guidelines section of a brief. */
export function buildGuidelines(b: Brief, rng: RandomSource): Guidelines {
  const readingRule =
    b.kids
      ? `Write for reading aloud to ${b.audience}: short sentences, simple words, a sound word or a little repetition in every scene, and nothing truly frightening.`
      : b.category === 'learn-something'
        ? `Write for ${b.audience}: clear sentences, one new word at a time, explained by the story. Every challenge tests something true about ${b.topic?.name ?? lowerFirst(stripEnd(b.goals[0] ?? b.subject))}.`
        : null;
  const categoryRules: Record<string, string[]> = {
    'learn-something': ['Facts are never wrong in this World: what the story teaches is true.', 'A wrong guess is never punished; it is a step toward the right answer.'],
    'read-with-kids': ['Nobody is ever truly in danger, and every problem has a friendly way out.', 'Kindness always counts for something.'],
    'vent-about-reality': ['Exaggerate the absurd; never mock the player.', 'Every victory may be small, but it must feel enormous.'],
    'see-your-future-self': ['Your future self never tells you what to do; it only asks questions.', 'Every glimpse of the future is possible, none is certain.'],
    'pretend-to-be': [`Let the player feel what being ${b.protagonist.one.match(/^[aeiou]/i) ? 'an' : 'a'} ${b.protagonist.one} is really like, the dull parts and the thrilling ones.`, 'Expertise shows in small, specific details.'],
  };
  const tone = b.kids
    ? ['Cozy and gentle', 'Playful and warm', 'Brave but never scary']
    : b.category === 'learn-something'
      ? ['Curious and encouraging', 'Clear: one new idea at a time', 'Wondrous about how things really work']
      : b.category === 'vent-about-reality'
        ? ['Humorous and satirical', 'Absurd, then cathartic', 'On the player’s side, always']
        : b.category === 'see-your-future-self'
          ? ['Contemplative and warm', 'Honest without being harsh', 'Hopeful about change']
          : b.kit.tone;
  const fill = { subject: b.subject, place: b.places[1]?.name ?? b.places[0]?.name ?? 'the old quarter', faction: b.faction.name };
  return {
    world: worldText(b),
    rules: [...(readingRule ? [readingRule] : []), ...(categoryRules[b.category] ?? []), ...rng.shuffle(b.kit.rules).slice(0, 2)].slice(0, 5),
    tone: [...tone],
    conflicts: b.kit.conflicts.map((c) => expand(c, fill, rng)),
    decisions: [...b.kit.decisions],
    typesOfThreads: threads(b, rng),
    switchAndThreadInstructions: [b.kids ? 'Keep threads short and end every scene with something to look forward to.' : `Bring ${b.places[0]?.name ?? 'the setting'} into every scene: its sounds, its smells, its people.`, ...b.kit.instructions.slice(0, 1)].slice(0, 3),
  };
}
