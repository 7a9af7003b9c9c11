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
  character: ['{Name} is a little shy, but very brave when it matters.', '{Name} always shares, even the last biscuit.', '{Name} knows a song for every kind of weather.', '{Name} was at {place} just this morning.', '{Name} can whistle a tune backwards.', '{Name} is scared of thunder, but only a little bit.', '{Name} tells the best jokes, and laughs at them first.'],
  location: ['{Name} is where the adventure starts.', 'On sunny days, {name} is the best place in the world.', 'Something important is hidden somewhere in {name}.', 'Everyone at {name} has a favourite story about {subject}.', '{Name} has the best hiding places.', 'There is a very good puddle at {name}.', 'From {name}, you can see all the way to {place}.'],
  item: ['{Name} was last seen at {place}.', '{Name} is much smaller than people think.', 'Whoever finds {name} will know what to do next.', 'Everybody wants a turn with {name}.'],
  faction: ['{Name} always do everything together.', '{Name} meet every afternoon at {place}.', '{Name} love a good surprise.'],
  rumor: ['Some say {subject} is not at all what it seems.', 'The story started at {place}, and it gets sillier every time it is told.'],
  event: ['Everybody is getting ready for {name}.', '{Name} is coming, a little closer all the time.', 'Nobody wants to miss {name}.'],
  phenomenon: ['It sparkles when nobody is looking.'],
};

// Facts for playing a role: the job, its people and its pressure.
const ROLE_FACTS: Record<PlannedElement['kind'], string[]> = {
  character: [
    '{Name} has done this for twenty years and still gets nervous before a big night.',
    '{Name} remembers every mistake {they} ever made on the job.',
    '{Name} is the one everyone asks when it gets difficult.',
    '{Name} never says well done, which is why it means so much when it comes.',
    '{Name} started out exactly where you are now.',
  ],
  location: ['When things go wrong, they go wrong in {name} first.', 'Everything in {name} has its own place, and everyone knows it.', '{Name} is never quiet for long.', 'A newcomer can get lost in {name} in the first hour.'],
  item: ['{Name} is the first thing everyone checks.', '{Name} never leaves {place}.', 'Without {name}, nothing here works.'],
  faction: ['{Name} have seen everything at least twice.', '{Name} look after their own.', '{Name} judge a newcomer by the first hour.'],
  rumor: ['Everyone has heard a different version of it.', 'It started at {place}, and nobody will say who told it first.'],
  event: ['Everyone at {place} knows {name} is coming.', 'Nobody here has forgotten the last time {name} came.', '{Name} will show who is ready and who is not.'],
  phenomenon: ['Everyone who works here has felt it at least once.'],
};

// Facts for meeting a future self: time, memory and choices.
const FUTURE_FACTS: Record<PlannedElement['kind'], string[]> = {
  character: ['{Name} remembers the day you almost gave up.', '{Name} keeps a photograph from ten years ago.', '{Name} knows how it turned out, and is careful what {they} says.', '{Name} laughs at the things you worry about today.', '{Name} still has the same habit you have now.'],
  location: ['{Name} looks almost as it does today, and that is what makes it strange.', 'Something you left at {name} years ago is still there.', 'Every visit to {name} shows a slightly different future.', 'The clocks at {name} all tell different times.'],
  item: ['{Name} has your handwriting on it, from years you have not lived yet.', '{Name} was a gift you have not been given yet.', 'Whoever keeps {name} keeps a piece of the future.'],
  faction: ['{Name} know how it turned out, and they are not telling.', '{Name} remember you differently from how you remember yourself.', '{Name} meet at {place} every year on the same date.'],
  rumor: ['Some say the future can still change.', 'The story goes that nobody who visits {place} comes back quite the same.'],
  event: ['When {name} comes, you go back to your own time.', '{Name} is coming, and the choice has to be made before it.', 'Everyone at {place} knows how long is left until {name}.'],
  phenomenon: ['Time runs a little differently here, and everyone feels it.'],
};

// Facts for venting about reality: the absurd, in a straight face.
const VENT_FACTS: Record<PlannedElement['kind'], string[]> = {
  character: ['{Name} has a form for everything, including complaints about forms.', '{Name} has been just about to sort it out since last Tuesday.', '{Name} is unfailingly polite, which somehow makes it worse.', '{Name} once fixed something on the first try, and still talks about it.', '{Name} has seen it all before, and is tired of it.'],
  location: ['{Name} has a queue even when nobody is in it.', 'The sign in {name} has said BACK IN FIVE MINUTES for a week.', 'Nothing in {name} works the way the label says.', 'Everyone in {name} is waiting for something.'],
  item: ['{Name} has never once worked when it mattered.', '{Name} makes a small, smug noise when it is about to fail.', 'Everyone pretends {name} is fine.'],
  faction: ['{Name} have a policy about this, and the policy is no.', '{Name} meet at {place} to discuss having fewer meetings.', '{Name} agree on nothing except that it is not their fault.'],
  rumor: ['Some say it was not always like this.', 'The story started at {place}, and it gets more ridiculous and more true every week.'],
  event: ['Everyone dreads {name}, and everyone pretends not to.', '{Name} has been postponed twice and is still coming.', 'Nobody at {place} is ready for {name}.'],
  phenomenon: ['It happens every single time, and nobody can say why.'],
};

// Facts for a learning story: curiosity and finding out, never intrigue.
const LEARN_FACTS: Record<PlannedElement['kind'], string[]> = {
  character: [
    '{Name} asks the best questions in the whole group.',
    '{Name} keeps a notebook full of drawings and arrows.',
    '{Name} got it wrong the first time, and says that is how everyone learns.',
    '{Name} has a trick for remembering the hard parts of {subject}.',
    '{Name} was at {place} early this morning, measuring things.',
  ],
  location: ['You can see {subject} at work in {name}, if you know where to look.', '{Name} is full of things to measure and test.', '{Name} looks different at every hour of the day.', 'Everyone who visits {name} leaves with a new question.'],
  item: ['{Name} helps you see what the eye alone would miss.', '{Name} needs careful hands.', '{Name} was last used at {place}.'],
  faction: ['{Name} have a guess for everything, and some of the guesses are right.', '{Name} meet at {place} to compare notes.', '{Name} want to be the first to understand {subject}.'],
  rumor: ['Some say {subject} is simpler than it looks.', 'The story started at {place}, and it has grown in every telling.'],
  event: ['Everyone at {place} is getting ready for {name}.', '{Name} will show who really understands {subject}.', 'When {name} comes, the answer has to be ready.'],
  phenomenon: ['It happens every day, and almost nobody notices.'],
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
function factsOf(e: PlannedElement, brief: Brief, taught: string[], rng: RandomSource, used: Map<string, number>): string[] {
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
  const banks: Partial<Record<Brief['category'], Record<PlannedElement['kind'], string[]>>> = { 'learn-something': LEARN_FACTS, 'pretend-to-be': ROLE_FACTS, 'see-your-future-self': FUTURE_FACTS, 'vent-about-reality': VENT_FACTS };
  const bank = (brief.kids ? KIDS_FACTS : (banks[brief.category] ?? STORY_FACTS))[e.kind];
  const self = e.name.toLowerCase().replace(/^the\s+/, '') === brief.subject.toLowerCase().replace(/^the\s+/, '');
  // The least used facts of the bank first, so two places do not share the same three facts;
  // 'where it all started' belongs to one element only.
  const candidates = rng.shuffle(bank.filter((x) => !self || !x.includes('{subject}'))).sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0));
  for (const f of candidates) {
    if (out.length >= 3) break;
    if (/where (it all started|the adventure starts)/.test(f) && ((used.get(f) ?? 0) > 0 || e.kind !== 'location' || /where the story leads/.test(e.role))) continue;
    const t = sentence(expand(f, slots, rng));
    if (!out.includes(t)) {
      out.push(t);
      used.set(f, (used.get(f) ?? 0) + 1);
    }
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
  const used = new Map<string, number>();
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
      facts: factsOf(e, brief, taught, r, used),
    };
  });
}

/** A short title-cased label of an element's name, without its article ('Upper Skin of the Leaf'). */
export function bareName(name: string): string {
  return titleCase(name.replace(/^the\s+/i, ''));
}
