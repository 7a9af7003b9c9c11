import { outcomeShape, PLAYER_SLOTS, PRONOUN_PRESETS, type Outcome, type StoryCategory } from '@schemas';
import { createRng, deriveSeed, type RandomSource } from '../../core/rng';
import { parseAssembledPrompt } from '../../player/wizard';
import { capacityShortfall, MAX_MILESTONES, minSegments } from '../../story/capacity';
import type { PromptSetupRequest, WorldSetupRequest } from '../narrator';
import type { OutcomeOutput, PromptSetupOutput, StatOutput, WorldSetupOutput } from '../outputs';
import { RESOLUTION_KEYS } from '../convert';
import { GENRE_KITS, IDENTITY_NAMES, kitFor, type GenreKit } from './genre-kits';
import { expand } from './grammar';
import { keyWords, nounPhrases, properNames, type PromptPhrase } from './prompt-words';
import { cap, firstSentence, lowerFirst, sentence, sentencesOf, stripEnd, the, titleCase, withArticle } from './text';

type Element = PromptSetupOutput['storyElements'][number];

function slug(s: string): string {
  return s.toLowerCase().replace(/^the\s+/, '').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 40) || 'x';
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let i = 2; taken.has(id) || id === 'world'; i++) id = `${base}_${i}`;
  taken.add(id);
  return id;
}

const PLACE_LOOKS = [
  '[Crowded|Quiet|Sprawling|Narrow] and [full of echoes|never quite asleep|older than it looks], {name} [has a thousand corners|keeps its secrets close|seems to watch everyone who passes].',
  '{Name} is [all|mostly] [old stone and new arguments|light and noise|rain and rumour], and everyone here has [an opinion about it|a story about it].',
];

const FACTS = {
  place: ['{name} is where all of it started', 'Nobody goes into {name} after dark without a reason', '{faction} has eyes in {name}', 'Something about {subject} is hidden somewhere in {name}'],
  person: ['{name} knows more about {subject} than anyone admits', '{name} owes {faction} a debt that cannot be paid in money', '{name} was seen near {place} the night before it all began', '{name} has been lying about something for years'],
  item: ['{name} has changed hands three times this year', 'Whoever holds {name} holds the key to {subject}', '{name} was last seen at {place}'],
  faction: ['{name} wants {subject} for itself', '{name} meets in secret at {place}', 'Nobody crosses {name} twice'],
  rumor: ['Some say {subject} is not at all what it seems', 'The rumour started at {place}, and it has grown in every telling', '{person} laughs whenever anyone mentions it, a little too loudly'],
} as const;

// Gentle facts for stories read with children.
const KIND_FACTS: Record<keyof typeof FACTS, readonly string[]> = {
  place: ['{name} is where all of it started', 'Everyone in {name} has a favourite story about {subject}', 'Something important is hidden somewhere in {name}', 'On sunny days, {name} is the best place in the world'],
  person: ['{name} knows more about {subject} than anyone else', '{name} is a little shy, but very brave when it matters', '{name} was at {place} just this morning', '{name} always shares, even the last biscuit'],
  item: ['{name} was last seen at {place}', 'Whoever finds {name} will know what to do about {subject}', '{name} is much smaller than people think'],
  faction: ['{name} always does everything together', '{name} meet every afternoon at {place}', '{name} love a good surprise'],
  rumor: ['Some say {subject} is not at all what it seems', 'The story started at {place}, and it gets sillier every time it is told', '{person} giggles whenever anyone mentions it'],
};

function facts(kind: keyof typeof FACTS, slots: Record<string, string>, rng: RandomSource, gentle = false): string[] {
  const bare = (x: string | undefined) => (x ?? '').toLowerCase().replace(/^the\s+/, '');
  // An element that is itself the subject gets no facts about 'knowing more about itself'.
  const self = bare(slots.name) === bare(slots.subject);
  return rng
    .shuffle((gentle ? KIND_FACTS[kind] : FACTS[kind]).filter((f) => !self || !f.includes('{subject}')))
    .slice(0, 3)
    .map((f) => sentence(expand(f, slots, rng)));
}

function outcome(id: string, question: string, shape: OutcomeOutput['shape'], resolutions: string[], intended: number, resonance: string): OutcomeOutput {
  return { id, question, resonance, shape, resolutions, intendedNumberOfMilestones: intended };
}

function statOf(k: GenreKit['playerStats'][number], group: string): StatOutput {
  return {
    ...k,
    group,
    effectOnPoints: [...k.effectOnPoints],
    narrativeImplications: [...k.narrativeImplications],
    adjustmentsAfterThreads: [],
    canBeChangedInBeatResolutions: true,
    isVisible: true,
    partOfPlayerBackgrounds: k.type !== 'string[]',
    initialValue: Array.isArray(k.initialValue) ? [...k.initialValue] : k.initialValue,
  };
}

/** Personal outcomes by category: the prompt's fields turned into questions the story answers. */
function personalOutcomes(category: StoryCategory, fields: Record<string, string>, slots: { npc: string; subject: string; item: string }, prefix: string): OutcomeOutput[] {
  const first = (s: string | undefined) => lowerFirst(stripEnd(firstSentence(s ?? '')));
  const npcQ = outcome(`${prefix}_trust`, `Can you win the trust of ${slots.npc}?`, 'challenge', [`${slots.npc} stands with you`, `${slots.npc} helps, but keeps a distance`, `${slots.npc} turns away from you`], 2, 'Trust is earned in small moments.');
  const costQ = outcome(
    `${prefix}_cost`,
    `What will you give up for ${slots.subject}?`,
    'exploration',
    [`You give up your pride and ask for help`, `You give up your comfort and take the hard road`, `You give up nothing, and find another way`],
    1,
    'Every choice has a price.',
  );
  let lead: OutcomeOutput;
  switch (category) {
    case 'vent-about-reality': {
      const f = first(fields.frustration) || slots.subject;
      lead = outcome(`${prefix}_vent`, `Will you finally get the better of it: ${f}?`, 'challenge', ['You win, gloriously and a little unfairly', 'You win a round, not the war', 'It wins again, but you laugh about it'], 2, 'Sometimes the only way through is to laugh.');
      break;
    }
    case 'pretend-to-be': {
      const role = stripEnd(fields.role ?? '') || 'someone new';
      lead = outcome(`${prefix}_role`, `Can you truly become ${the(lowerFirst(role))}?`, 'challenge', [`You live the role as if you were born to it`, `You play the part, with a few slips`, `The role does not fit, and everybody sees it`], 2, 'Who you pretend to be says something about who you are.');
      break;
    }
    case 'see-your-future-self': {
      const change = first(fields.potentialChanges) || 'change your life';
      lead = outcome(`${prefix}_future`, `Will you take the leap: ${change}?`, 'exploration', ['You take the leap, wholeheartedly', 'You take a smaller step, carefully', 'You decide to stay, and make peace with it'], 2, 'Your future self is waiting to see what you choose.');
      break;
    }
    case 'learn-something': {
      const goal = first(fields.learningGoals) || 'what this place has to teach';
      lead = outcome(`${prefix}_learn`, `Can you master it: ${goal}?`, 'challenge', ['You understand it well enough to teach it', 'You understand most of it', 'It still confuses you, but you know where to look'], 3, 'Learning is a kind of courage.');
      break;
    }
    case 'read-with-kids':
      lead = outcome(`${prefix}_friend`, 'Can you make a new friend today?', 'challenge', ['You make a friend for life', 'You make a friend, after a muddle', 'Not today, but maybe tomorrow'], 2, 'Friends make everything better.');
      break;
    default:
      lead = outcome(`${prefix}_secret`, `What does ${slots.npc} really want from you?`, 'exploration', [`You help ${slots.npc} get it`, `You strike a bargain with ${slots.npc}`, `You refuse ${slots.npc} outright`], 2, 'Everyone wants something.');
  }
  return [lead, npcQ, costQ];
}

/** Builds a whole playable World from a prompt, its category fields and the prompt's own words. */
export function writeProceduralPromptSetup(req: PromptSetupRequest): PromptSetupOutput {
  const rng = createRng(deriveSeed(req.seed, 'setup'));
  const parsed = parseAssembledPrompt(req.prompt);
  const category = req.category !== 'flexible' ? req.category : (parsed.category ?? 'flexible');
  const fields = parsed.fields;
  const free = parsed.freePrompt || req.prompt;
  const allText = [free, ...Object.values(fields)].join('. ');
  const kit = category === 'read-with-kids' ? (GENRE_KITS.find((k) => k.id === 'kids') as GenreKit) : kitFor(allText);
  const gentle = kit.id === 'kids';
  const phrases = nounPhrases(allText);
  const names = properNames(free);
  const takenIds = new Set<string>();
  const elements: Element[] = [];

  const things = phrases.filter((p) => p.kind === 'thing');
  const subjectPhrase = things[0] ?? phrases[0];
  const subjectText = subjectPhrase?.text ?? keyWords(allText, 1)[0] ?? kit.items[0]?.name ?? 'the secret';
  const subject = the(lowerFirst(subjectText));
  const faction = rng.pick(kit.factions);

  // Places: the prompt's own first, then the kit's.
  const promptPlaces = phrases.filter((p) => p.kind === 'place').slice(0, 2);
  const kitPlaces = rng.shuffle(kit.places).slice(0, Math.max(1, 3 - promptPlaces.length));
  const named = (text: string): string => {
    const bare = lowerFirst(text).replace(/^(the|a|an)\s+/i, '');
    return /^[A-Z]/.test(text) && !/^(The|A|An)\s/.test(text) ? text : `the ${titleCase(bare)}`;
  };
  const placeNames = [...promptPlaces.map((p) => named(p.text)), ...kitPlaces.map((p) => p.name)];
  const firstPlace = placeNames[0] ?? 'the Square';

  // People: named in the prompt, then people words of the prompt, then the kit's.
  const kitPeople = rng.shuffle(kit.people);
  const promptPeople: PromptPhrase[] = phrases.filter((p) => p.kind === 'person').slice(0, 2);
  const people = [
    ...names.slice(0, 1).map((n, i) => ({ name: n, role: promptPeople[0]?.text ?? 'a key figure', base: kitPeople[i], fromPrompt: false })),
    ...promptPeople.slice(names.length ? 1 : 0).map((p, i) => ({ name: named(p.text), role: p.text, base: kitPeople[i + 1], fromPrompt: true })),
  ];
  for (const k of kitPeople) if (people.length < 4 && !people.some((p) => p.name === k.name)) people.push({ name: k.name, role: k.role, base: k, fromPrompt: false });
  const firstPerson = people[0]?.name ?? 'the stranger';
  const slots = { subject, faction: faction.name, place: firstPlace, person: firstPerson };

  placeNames.forEach((name, i) => {
    const kp = kitPlaces[i - promptPlaces.length];
    elements.push({
      id: uniqueId(`place_${slug(name)}`, takenIds),
      name,
      role: 'location',
      instructions: 'Describe it through sounds, smells and the people in it.',
      appearance: kp?.look ?? expand(rng.pick(PLACE_LOOKS), { name, Name: cap(name) }, rng),
      facts: facts('place', { ...slots, name }, rng, gentle),
    });
  });
  for (const p of people) {
    elements.push({
      id: uniqueId(`char_${slug(p.name)}`, takenIds),
      name: p.name,
      role: `character: ${p.role}`,
      instructions: p.base?.does ?? 'Wants something from the players and will not say what',
      appearance: p.fromPrompt
        ? expand(rng.pick(['Exactly what you would picture when someone says “{text}”, and then a little more.', 'Every inch {a}: sharp eyes, a careful manner, a secret or two.']), { text: lowerFirst(p.name).replace(/^the\s+/i, ''), a: withArticle(lowerFirst(p.name).replace(/^the\s+/i, '')) }, rng)
        : (p.base?.look ?? 'Someone you would remember, though you could not say why.'),
      facts: facts('person', { ...slots, name: p.name }, rng, gentle),
    });
  }
  const item = things[1] ? { name: named(things[1].text), look: `${cap(the(lowerFirst(things[1].text)))}, worn and important.` } : rng.pick(kit.items);
  elements.push({ id: uniqueId(`item_${slug(item.name)}`, takenIds), name: item.name, role: 'item', instructions: 'Let it matter to more than one person.', appearance: item.look, facts: facts('item', { ...slots, name: item.name }, rng, gentle) });
  elements.push({ id: uniqueId(`faction_${slug(faction.name)}`, takenIds), name: faction.name, role: 'faction', instructions: 'Acts together; never forgets a slight.', appearance: faction.look, facts: facts('faction', { ...slots, name: faction.name }, rng, gentle) });
  const rumorName = `the ${titleCase(subject.replace(/^(the|a|an|your|my|our)\s+/i, ''))} Rumour`;
  elements.push({ id: uniqueId('rumor_main', takenIds), name: rumorName, role: 'rumor', instructions: 'Grows in every telling.', appearance: 'Whispers in doorways and half-finished sentences.', facts: facts('rumor', { ...slots, name: rumorName }, rng, gentle) });

  // Guidelines: the prompt's own words first.
  const promptSentences = sentencesOf(free).slice(0, 2).map(sentence);
  const world = [...promptSentences, sentence(expand(kit.worldLine, { subject, place: firstPlace }, rng))].join(' ');
  const categoryRules: Partial<Record<StoryCategory, string>> = {
    'learn-something': `Every challenge tests something from the learning goals${fields.targetAudience ? `, at a level that suits ${stripEnd(fields.targetAudience)}` : ''}.`,
    'read-with-kids': `Keep every word right for children of ${stripEnd(fields.kidAge ?? 'five to eight')} years.`,
    'vent-about-reality': 'Exaggerate the absurd; never mock the player.',
    'see-your-future-self': 'The future self never tells the player what to do; it only asks questions.',
    'pretend-to-be': `Let the player feel what being ${fields.role ? the(lowerFirst(stripEnd(fields.role))) : 'someone else'} is really like${fields.aspects ? `, especially: ${lowerFirst(stripEnd(fields.aspects))}` : ''}.`,
  };
  const extra = categoryRules[category];
  const guidelines = {
    world,
    rules: [...rng.shuffle(kit.rules).slice(0, 3), ...(extra ? [extra] : [])],
    tone: [...kit.tone],
    conflicts: kit.conflicts.map((c) => expand(c, { ...slots }, rng)),
    decisions: [...kit.decisions],
    typesOfThreads: [...kit.threadTypes],
    switchAndThreadInstructions: [...kit.instructions].slice(0, 3),
  };

  // Outcomes: two shared, three per player.
  const multi = req.playerCount > 1;
  const competitive = multi && req.gameMode !== 'Cooperative';
  const sharedOutcomes = [
    gentle
      ? outcome('shared_subject', `Can you help ${subject} before the day is over?`, 'challenge', [`${cap(subject)} has the best day ever`, `${cap(subject)} gets help, after a muddle`, `${cap(subject)} will try again tomorrow`], 2, 'The heart of the story.')
      : subjectPhrase?.kind === 'person'
        ? outcome('shared_subject', `Can you help ${subject} before it is too late?`, 'challenge', [`You help ${subject} through the worst of it`, `You help ${subject}, at a cost`, `You cannot help ${subject} in time`], 2, 'The heart of the story.')
        : outcome('shared_subject', `Can ${subject} be set right before it is too late?`, 'challenge', [`${cap(subject)} is set right`, `${cap(subject)} is saved, at a cost`, `${cap(subject)} is lost`], 2, 'The heart of the story.'),
    competitive
      ? outcome('shared_prize', `Who will end up with ${item.name}?`, 'competitive', [`Side A claims ${item.name}`, `${item.name} is shared, uneasily`, `Side B claims ${item.name}`], 2, 'Not everyone can win.')
      : outcome('shared_truth', `What is the truth behind ${rumorName}?`, 'exploration', ['The rumour was true all along', 'The truth is stranger than the rumour', 'The rumour hid something worse'], 2, 'Stories hide other stories.'),
  ];
  const characters = elements.filter((e) => e.role.startsWith('character'));
  const playerSlots = PLAYER_SLOTS.slice(0, req.playerCount);

  // Identities: distinct names across every slot, none shared with an element.
  const elementNames = new Set(elements.map((e) => e.name));
  const pool = rng.shuffle(IDENTITY_NAMES.filter((n) => !elementNames.has(n.name)));
  const playerStats = kit.playerStats.map((s) => statOf(s, 'Character'));
  const sharedStats = kit.sharedStats.map((s) => statOf(s, 'World'));
  const bgStats = playerStats.filter((s) => s.partOfPlayerBackgrounds);
  const role = stripEnd(fields.role ?? '');
  const backgroundsPool = category === 'pretend-to-be' && role
    ? [
        { title: `Newly Appointed ${titleCase(role)}`, fluff: `{Name} has just become ${the(lowerFirst(role))}, and {personal} is still learning what that means.` },
        { title: `Veteran ${titleCase(role)}`, fluff: `{Name} has been ${the(lowerFirst(role))} for years, and {personal} has seen everything twice.` },
        { title: `Reluctant ${titleCase(role)}`, fluff: `{Name} never wanted to be ${the(lowerFirst(role))}, but here {personal} is.` },
        ...kit.backgrounds,
      ]
    : rng.shuffle(kit.backgrounds);
  const players = playerSlots.map((slot, i) => {
    const npc = characters[i % Math.max(1, characters.length)]?.name ?? firstPerson;
    const identities = [0, 1, 2].map((k) => {
      const n = pool[(i * 3 + k) % pool.length] ?? { name: `Traveller ${i * 3 + k + 1}`, pronouns: 'they/them' as const };
      const [l1, l2] = rng.shuffle(kit.looks);
      return { name: n.name, pronouns: { ...(PRONOUN_PRESETS[n.pronouns] ?? { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' }) }, appearance: sentence(`${cap(l1 ?? 'a quiet face')}, and ${l2 ?? 'a ready smile'}`) };
    });
    const backgrounds = [0, 1, 2].map((k) => {
      const b = backgroundsPool[(i + k * 2) % backgroundsPool.length] ?? { title: 'Wanderer', fluff: '{Name} goes where {personal} is needed.' };
      return {
        title: b.title,
        fluffTemplate: b.fluff,
        initialPlayerStatValues: bgStats.map((s) => ({ statId: s.id, value: typeof s.initialValue === 'number' ? Math.max(10, Math.min(90, s.initialValue + rng.pick([-15, -10, 0, 10, 15, 20]))) : s.initialValue })),
      };
    });
    return { slot, outcomes: personalOutcomes(category, fields, { npc, subject, item: item.name }, `${slot}`), identities, backgrounds };
  });

  const titleOptions = [
    names[0] ? `The ${names[0]} Affair` : null,
    things[0] ? titleCase(the(lowerFirst(things[0].text))) : null,
    promptPlaces[0] ? `Trouble in ${named(promptPlaces[0].text).replace(/^the /, 'the ')}` : null,
  ].filter((x): x is string => x !== null);
  if (titleOptions.length === 0) {
    const key = keyWords(free, 2).map((w) => titleCase(w.toLowerCase()));
    titleOptions.push(key.length ? `The ${key.join(' and ')}` : 'An Untold Story');
  }
  const title = (titleOptions.length ? rng.pick(titleOptions) : 'An Untold Story').slice(0, 80);
  return {
    title,
    plan: `Open at ${firstPlace} and introduce ${firstPerson}; build toward the question of ${subject}; let ${faction.name} press from the edges; end by answering every outcome.`,
    guidelines,
    storyElements: elements,
    sharedOutcomes,
    statGroups: ['Character', 'World'],
    sharedStats,
    playerStats,
    players,
    characterSelectionIntroduction: { title: 'Who are you?', text: `${promptSentences[0] ?? sentence(world)} Choose who you will be.` },
    imageInstructions: {
      ...kit.image,
      settingDetails: firstSentence(world),
      characterStyle: 'Expressive, grounded characters',
      coverPrompt: `${title}: ${subject} at ${firstPlace}`,
    },
  };
}

function outcomeToOutput(o: Outcome): OutcomeOutput {
  const shape = outcomeShape(o.possibleResolutions);
  const r = o.possibleResolutions as Record<string, string>;
  return outcome(o.id, o.question, shape, RESOLUTION_KEYS[shape].map((k) => r[k] ?? ''), o.intendedNumberOfMilestones, o.resonance);
}

/** The story's title, plan and outcomes in an existing World; adds outcomes when the World has too few for the story's length. */
export function writeProceduralWorldSetup(req: WorldSetupRequest): WorldSetupOutput {
  const rng = createRng(deriveSeed(req.seed, 'world-setup'));
  const t = req.template;
  const slots = PLAYER_SLOTS.slice(0, req.playerCount);
  const shared = t.sharedOutcomes.map(outcomeToOutput);
  const players = slots.map((slot) => ({ slot, outcomes: (t[slot]?.outcomes ?? []).map(outcomeToOutput) }));
  const own = players.map((p) => p.outcomes.length);
  const single = req.playerCount === 1;
  const short = (): boolean =>
    single ? capacityShortfall(shared.length + (own[0] ?? 0), [0], req.maxTurns) !== null : capacityShortfall(shared.length, own, req.maxTurns) !== null;
  const elements = rng.shuffle(t.storyElements);
  for (let i = 0; short() && i < 20; i++) {
    const el = elements[i % Math.max(1, elements.length)];
    const name = el?.name ?? `the unknown ${i + 1}`;
    shared.push(
      outcome(`story_extra_${i + 1}`, `What becomes of ${name}?`, 'exploration', [`${cap(name)} is changed for the better`, `${cap(name)} stays as it was`, `${cap(name)} is lost for good`], 2, 'A question this story adds to the World.'),
    );
  }
  const el = elements[0];
  const needed = minSegments(req.maxTurns - 1);
  return {
    title: rng.pick([t.title, el ? `${t.title}: ${el.name}` : `${t.title}: A New Tale`]).slice(0, 120),
    plan: `A ${req.maxTurns}-turn story in ${t.title} for ${req.playerCount} player${req.playerCount > 1 ? 's' : ''}; about ${needed} threads each, every outcome reached by at most ${MAX_MILESTONES} milestones.`,
    sharedOutcomes: shared,
    players,
  };
}
