import type { StoryElement } from '@schemas';
import type { RandomSource } from '../core/rng';
import { cap, expand, lowerFirst, sentence, stripEnd, titleCase } from '../language';
import type { Brief, PlannedElement } from './brief';
import { lookFor, PERSON_LOOKS, PLACE_LOOKS, THING_LOOKS } from './looks';

// The storyElements section: every planned place, person, thing, group and happening as a
// StoryElement whose role starts with its kind, with a look, instructions and three facts.

const KIND_LABEL: Record<PlannedElement['kind'], string> = {
  character: 'Character',
  location: 'Location',
  item: 'Item',
  faction: 'Faction',
  rumor: 'Rumour',
  event: 'Event',
  phenomenon: 'Phenomenon',
};

function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/^the\s+/, '')
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 40) || 'element'
  );
}

const GENERIC_LOOK: Record<PlannedElement['kind'], string[]> = {
  character: ['Someone you would remember: a careful manner, quick eyes and a secret or two.', 'A face that gives nothing away until it smiles.'],
  location: ['{Name}: crowded, noisy and older than it looks, with a corner for every secret.', '{Name}: quiet at first glance, and full of small sounds once you stop to listen.'],
  item: ['{Name}, worn smooth by many hands, and more important than it looks.'],
  faction: ['A group that moves together and remembers everything.'],
  rumor: ['Whispers in doorways and half-finished sentences.'],
  event: ['Everyone is counting down to it.'],
  phenomenon: ['Something in the air that everyone notices and nobody can explain.'],
};

const KIDS_FACTS: Record<PlannedElement['kind'], string[]> = {
  character: ['{Name} is a little shy, but very brave when it matters.', '{Name} always shares, even the last biscuit.', '{Name} knows a song for every kind of weather.', '{Name} was at {place} just this morning.'],
  location: ['{Name} is where the adventure starts.', 'On sunny days, {name} is the best place in the world.', 'Something important is hidden somewhere in {name}.', 'Everyone at {name} has a favourite story about {subject}.'],
  item: ['{Name} was last seen at {place}.', '{Name} is much smaller than people think.', 'Whoever finds {name} will know what to do next.'],
  faction: ['{Name} always do everything together.', '{Name} meet every afternoon at {place}.', '{Name} love a good surprise.'],
  rumor: ['Some say {subject} is not at all what it seems.', 'The story started at {place}, and it gets sillier every time it is told.'],
  event: ['Everybody is getting ready for {name}.', '{Name} happens only once a year.', 'Nobody wants to miss {name}.'],
  phenomenon: ['It sparkles when nobody is looking.'],
};

const STORY_FACTS: Record<PlannedElement['kind'], string[]> = {
  character: [
    '{Name} knows more about {subject} than {they} will admit.',
    '{Name} was seen near {place} the night before it all began.',
    '{Name} owes {faction} a favour that cannot be paid in money.',
    '{Name} has been keeping one secret for years.',
    '{Name} has never once been late, until today.',
  ],
  location: ['{Name} is where it all started.', 'Nobody goes into {name} after dark without a reason.', '{Faction} has eyes in {name}.', 'There is a locked door in {name} that nobody admits to having a key for.'],
  item: ['{Name} has changed hands three times this year.', 'Whoever holds {name} holds the key to {subject}.', '{Name} was last seen at {place}.'],
  faction: ['{Name} wants {subject} for itself.', '{Name} meets in secret at {place}.', 'Nobody crosses {name} twice.'],
  rumor: ['Some say {subject} is not at all what it seems.', 'The rumour started at {place}, and it has grown in every telling.', '{Person} laughs whenever anyone mentions it, a little too loudly.'],
  event: ['Everyone at {place} is counting the hours until {name}.', 'Nobody is ready for {name}.', 'After {name}, nothing will be quite the same.'],
  phenomenon: ['Nobody can explain it, and everybody has a theory.'],
};

function lookOf(e: PlannedElement, brief: Brief, rng: RandomSource): string {
  if (e.look) return e.look;
  const table = e.kind === 'location' ? PLACE_LOOKS : e.kind === 'character' ? PERSON_LOOKS : THING_LOOKS;
  const found = lookFor(table, `${e.name} ${e.role}`.replace(/^the\s+/i, ''));
  if (found) return found;
  return expand(rng.pick(GENERIC_LOOK[e.kind]), { Name: cap(e.name), name: e.name }, rng);
}

const INSTRUCTIONS: Record<PlannedElement['kind'], string> = {
  character: 'Give them a clear want and a way of talking you would recognise.',
  location: 'Describe it through sounds, smells and the people in it.',
  item: 'Let it matter to more than one person.',
  faction: 'Acts together; never forgets a slight.',
  rumor: 'Let it change a little every time someone tells it.',
  event: 'Keep it coming closer in every scene.',
  phenomenon: 'Let everyone notice it; let nobody explain it.',
};

/** Three facts for an element: taught facts first where they fit, then facts that tie it to the others. */
function factsOf(e: PlannedElement, brief: Brief, taught: string[], rng: RandomSource): string[] {
  const out = [...e.facts];
  // A learning story teaches through its places, people and tools.
  if (brief.category === 'learn-something') {
    const fitting = taught.filter((f) => e.name.toLowerCase().split(/\s+/).some((w) => w.length > 4 && f.toLowerCase().includes(w.replace(/s$/, ''))));
    for (const f of [...fitting, ...taught]) {
      if (out.length >= 2) break;
      const i = taught.indexOf(f);
      if (i >= 0) {
        out.push(f);
        taught.splice(i, 1);
      }
    }
  }
  const they = e.pronouns?.personal ?? 'they';
  const otherPlace = brief.places.find((p) => p.name !== e.name)?.name ?? brief.places[0]?.name ?? 'the old quarter';
  const otherPerson = brief.people.find((p) => p.name !== e.name)?.name ?? 'the stranger';
  const slots = {
    Name: cap(e.name),
    name: e.name,
    place: otherPlace,
    person: otherPerson,
    Person: cap(otherPerson),
    faction: brief.faction.name,
    Faction: cap(brief.faction.name),
    subject: brief.subject,
    they,
  };
  const bank = brief.kids ? KIDS_FACTS[e.kind] : STORY_FACTS[e.kind];
  const self = e.name.toLowerCase().replace(/^the\s+/, '') === brief.subject.toLowerCase().replace(/^the\s+/, '');
  for (const f of rng.shuffle(bank.filter((x) => !self || !x.includes('{subject}')))) {
    if (out.length >= 3) break;
    const t = sentence(expand(f, slots, rng));
    if (!out.includes(t)) out.push(t);
  }
  return out.slice(0, 3).map((f) => sentence(f));
}

/** The role text of a planned element, starting with its kind ('Character: the botanist who leads the trip'). */
export function roleOf(e: PlannedElement): string {
  return `${KIND_LABEL[e.kind]}: ${lowerFirst(stripEnd(e.role))}.`;
}

/** The storyElements section of a brief: places, people, things, the group and the happening. */
export function buildStoryElements(brief: Brief, rng: RandomSource): StoryElement[] {
  const planned = [...brief.places, ...brief.people, ...brief.items, brief.faction, brief.happening];
  const taught = [...brief.facts];
  const ids = new Set<string>();
  return planned.map((e) => {
    let id = slug(e.name);
    for (let i = 2; ids.has(id) || id === 'world'; i++) id = `${slug(e.name)}_${i}`;
    ids.add(id);
    const r = rng.fork(id);
    return {
      id,
      name: e.name,
      role: roleOf(e),
      instructions: e.instructions || INSTRUCTIONS[e.kind],
      appearance: lookOf(e, brief, r),
      facts: factsOf(e, brief, taught, r),
    };
  });
}

/** A short title-cased label of an element's name, without its article ('Upper Skin of the Leaf'). */
export function bareName(name: string): string {
  return titleCase(name.replace(/^the\s+/i, ''));
}
