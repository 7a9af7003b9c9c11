import { createRng, deriveSeed, type RandomSource } from '../../core/rng';
import { cap, expand, isVerbForm, tooAlike, joinList, lowerFirst, startsWithVerb, stripEnd, titleCase, type Slots } from '../../language';
import type { ElementBrief, MilestonesRequest, OutcomeBrief, SwitchRequest, ThreadRequest } from '../narrator';
import type { MilestonesOutput, SwitchOutput, ThreadOutput } from '../outputs';
import { castFor } from './scene';
import { createVoice } from './voice';
import { elementsNamedIn, elementsOf, forReader, isDesignerText, questionToAim, readerQuestion, topicOf } from './world-read';

// Threads, switches and milestones: the structure's words. A thread is planned from one of the
// World's own types of threads (its title and, when the author lists them, its steps); a switch
// offers the outcomes as aims; a milestone is news of progress until the story's final fifth,
// and the outcome's own resolution when it is final.

/** The first turn of a story's final fifth, where endings may begin to show. */
export function finalFifthStart(maxTurns: number): number {
  return Math.floor(maxTurns * 0.8) + 1;
}

type Premise = { title: string; steps: string[] };

/** A type of thread read as a premise: 'Night walk down Vesper Lane: explore a stretch, open a door' -> title and steps. */
export function premiseOf(text: string): Premise {
  const clean = text.replace(/\([^)]*\)/g, '').trim();
  const colon = clean.indexOf(':');
  const head = stripEnd(colon > 0 ? clean.slice(0, colon) : clean);
  const tail = colon > 0 ? clean.slice(colon + 1) : '';
  const steps = tail
    .split(/,|;/)
    .map((s) => stripEnd(s.trim().replace(/^(and|or|then)\s+/i, '')))
    .filter((s) => s.length > 3 && s.split(/\s+/).length <= 10 && startsWithVerb(s) && !isDesignerText(s));
  // A long head is cut, never in the middle of a phrase's small words ('... the Rest of the').
  const kept = head.split(/\s+/).slice(0, 10);
  while (kept.length > 2 && /^(the|a|an|of|and|or|to|in|on|at|for|with|by|from|into|your|their|his|her|its|our|my)$/i.test(kept[kept.length - 1] as string)) kept.pop();
  const title = titleCase(kept.join(' '));
  return { title, steps };
}

function choosePremise(req: ThreadRequest, rng: RandomSource): Premise | null {
  const types = req.context.world.guidelines.typesOfThreads.filter((t) => !isDesignerText(t.split(':')[0] ?? t));
  if (types.length === 0) return null;
  const focus = elementsNamedIn(req.context.world.elements, req.outcome.question).map((e) => e.name.toLowerCase().replace(/^the\s+/, ''));
  const tied = types.filter((t) => focus.some((f) => t.toLowerCase().includes(f)));
  // Threads walk the World's types in a seeded order, so consecutive threads differ.
  const order = createRng(deriveSeed(req.context.story.seed, 'premises')).shuffle(types);
  // Consecutive threads start on different turns, so they take different types; one tied to the
  // outcome is preferred when it is next in line.
  const index = req.thread.startTurn - 1;
  const pick = order[index % order.length] as string;
  const next = order[(index + 1) % order.length] as string;
  return premiseOf(tied.includes(next) && !tied.includes(pick) && rng.chance(0.5) ? next : pick);
}

const STEP_TITLES = {
  first: ['Into {place}', 'A Word with {npc}', 'First Signs at {place}', 'The Way into {place}', 'Questions at {place}', 'What {npc} Wants', 'Looking for {npc}', 'A Start at {place}'],
  middle: ['Complications at {place}', 'Deeper into {place}', 'What {npc} Left Out', 'A Change of Plan', 'Trouble with {npc}', 'Crossed Wires at {place}', '{npc} Again', 'Back at {place}'],
  last: ['Face to Face with {npc}', 'The Hour at {place}', 'At {place}, It Comes to a Head', 'Everything on {npc}', 'The Turning Point at {place}', 'One Move at {place}', 'What {npc} Decides', 'Showdown at {place}'],
} as const;

const STEP_QUESTIONS = {
  challenge: {
    first: ['Can you find a way into {place}?', 'Will {npc} talk to you at all?', 'Can you find out what is really going on at {place}?', 'Can you get close to {topic} without being noticed?', 'Can you get {npc} to listen?', 'Can you learn what {npc} knows about {topic}?'],
    middle: ['Can you stay one step ahead of {npc}?', 'Can you keep going at {place} when the ground shifts under you?', 'Can you get {npc} on your side?', 'Can you make sense of what you found at {place}?', 'Can you keep {topic} from slipping away?', 'Can you get past {npc}?'],
    last: ['When it counts at {place}, will you hold your nerve?', 'Can you make it count at {place}?', 'Can you see it through with {npc}?', 'Can you turn {topic} your way now?', 'Can you win {npc} over when it matters?', 'Can you settle it at {place}?'],
  },
  competitive: {
    first: ['Who gets to {place} first?', 'Whose story will {npc} believe?', 'Who will {npc} trust?'],
    middle: ['Which side can outmanoeuvre the other at {place}?', 'Who will win {npc} over?', 'Who gets the upper hand at {place}?'],
    last: ['Which side will carry the day at {place}?', 'Who walks away from {place} ahead?', 'Whose side will {npc} take?'],
  },
  exploration: {
    first: ['What does {topic} really mean to you?', 'What is {npc} not telling you?', 'What does {place} show you?', 'What do you feel, standing at {place}?'],
    middle: ['What are you willing to let go of?', 'Whose side of it do you believe?', 'What would {npc} do in your place?', 'What do you see differently at {place}?'],
    last: ['What will you choose, now that you know?', 'Which answer feels true?', 'What will you tell {npc}?', 'Where do you stand now?'],
  },
} as const;

const EXPLORATION_STEP_OPTIONS = [
  'Listen to what {npc} has to say about it',
  'Go back to {place} and think it through',
  'Talk it over with {npc}',
  'Walk to {place} alone and let your thoughts settle',
  'Take the question straight to {npc}',
  'Look at {item} again with fresh eyes',
  'Ask {npc} for an honest opinion',
  'Sit quietly at {place} and let it come to you',
  'Write down what {npc} told you and read it back',
  'Spend an hour at {place} watching the people there',
];

const APPROACHES = [
  'Go in openly and ask about {topic}',
  'Find allies first, starting with {npc}',
  'Follow the trail of {item}',
  'Go back to {place} and start from there',
  'Ask {npc} straight out',
  'Go where {npc} would never expect you',
  'Start at {place}, where nobody is looking',
  'Use {item} as your way in',
  'Get {npc} on your side before you move',
  'Watch {place} for a while before you act',
];

/**
 * Every expansion of templates over the World's people, places and things (and the outcome's
 * topic), so a walk through it takes a long time to come round again.
 */
const EXPANSIONS = new WeakMap<readonly string[], Map<string, string[]>>();
function expansions(templates: readonly string[], elements: readonly ElementBrief[], topic: string): string[] {
  const key = `${topic}|${elements.map((e) => `${e.id}:${e.name}:${e.role}`).join('|')}`;
  let byKey = EXPANSIONS.get(templates);
  if (!byKey) {
    byKey = new Map();
    EXPANSIONS.set(templates, byKey);
  }
  const hit = byKey.get(key);
  if (hit) return hit;
  if (byKey.size > 200) byKey.clear();
  const out = expandAll(templates, elements, topic);
  byKey.set(key, out);
  return out;
}

function expandAll(templates: readonly string[], elements: readonly ElementBrief[], topic: string): string[] {
  const names = {
    npc: elementsOf(elements, 'character').map((e) => e.name),
    place: elementsOf(elements, 'location').map((e) => e.name),
    item: elementsOf(elements, 'item').map((e) => e.name),
  };
  const out: string[] = [];
  for (const t of templates) {
    const keys = [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const key = keys.find((k) => k !== 'topic') as keyof typeof names | undefined;
    const values = key ? names[key] : [''];
    for (const v of values) out.push(cap(t.replace(/\{topic\}/g, topic).replace(key ? new RegExp(`\\{${key}\\}`, 'g') : /$^/, v)));
  }
  return out;
}

const CHOICE_VERBS = ['Decide that', 'Settle on this:', 'Go with your heart:'] as const;

/**
 * An exploration outcome's resolution as a choice a player can make ('You stay and rebuild' ->
 * 'Stay and rebuild'; 'It is kept: every lost hour is stored ...' -> 'Decide that every lost hour
 * is stored ...'); the k-th of three answers gets its own verb, so the three read differently.
 */
export function resolutionChoice(text: string, k = 0, round = 0): string {
  const t = stripEnd(forReader(text));
  // A second round of the same question reads differently from the first.
  const again = round % 3 === 1 ? ', this time for good' : round % 3 === 2 ? ', and mean it' : '';
  if (/^you\s+/i.test(t)) return `${cap(t.replace(/^you\s+/i, '').split(/[:;]/)[0] as string)}${again}`;
  const [head = t, tail = ''] = t.split(/:\s*/);
  // 'It is kept: every lost hour is stored ...' says more after its colon.
  const clause = head.split(/\s+/).length <= 4 && tail ? tail : head;
  const gist = stripEnd(clause.split(/,\s|;\s|\s(?:and|but)\s(?=\w+\s(?:is|are|was|were|has|have)\b)/)[0] ?? clause);
  const verb = CHOICE_VERBS[k % 3] as string;
  // 'a friend to play with' has a verb but no clause: an infinitive does not count.
  const ws = gist.split(/\s+/).map((w) => w.toLowerCase());
  // 'they rewrite the rules' is a clause too: a subject pronoun first, or a verb with a prefix.
  const verbish = (w: string) => isVerbForm(w) || (/^(re|un|over|out|mis)\w{3,}/.test(w) && isVerbForm(w.replace(/^(re|un|over|out|mis)/, '')));
  const isClause = /^(they|he|she|it|we|everyone|nobody|somebody|someone)\s/i.test(gist) || ws.some((w, i) => i > 0 && ws[i - 1] !== 'to' && verbish(w));
  if (!isClause) return `${['Choose', 'Pick', 'Go for'][k % 3]} ${lowerFirst(gist)}${again}`;
  return `${verb} ${verb.endsWith(':') ? gist.charAt(0).toLowerCase() + gist.slice(1) : lowerFirst(gist)}${again}`;
}

function castSlots(req: ThreadRequest | SwitchRequest, key: string, outcome: OutcomeBrief): Slots {
  const elements = req.context.world.elements;
  const cast = castFor(req.context.story.seed, key, elements, outcome.question);
  const name = (e: ElementBrief | null | undefined, fallback: string): string => e?.name ?? fallback;
  const item = elementsOf(elements, 'item')[0];
  return {
    npc: name(cast.npc, 'the stranger'),
    place: name(cast.places[0], 'the old quarter'),
    item: name(item, 'the evidence'),
    topic: topicOf(outcome.question),
  };
}

/** Plans a thread procedurally: a title from the World's types of threads, one step per beat, possible milestones. */
export function writeProceduralThread(req: ThreadRequest): ThreadOutput {
  const rng = createRng(deriveSeed(req.context.story.seed, 'thread', req.thread.id));
  const slots = castSlots(req, req.thread.id, req.outcome);
  const premise = choosePremise(req, rng);
  // Threads start at least three turns apart: a thread's place in the story is its start turn / 3.
  const voice = createVoice(req.context.story.seed, 'threads', Math.floor((req.thread.startTurn - 1) / 3) + 1, req.context.story.maxTurns, rng, { stride: 6, said: req.context.history.said });
  const title = premise && premise.title.length <= 70 ? premise.title : titleCase(expand(rng.pick(['Trouble at {place}', 'What {npc} Knows', 'The Way to {place}', 'Secrets of {place}']), slots, rng));
  const shape = req.thread.typeOfThread === 'exploration' ? 'exploration' : req.thread.playersSideB.length ? 'competitive' : 'challenge';
  const n = req.thread.duration;
  const used = new Set<string>();
  const steps = premise?.steps ?? [];
  const progression = Array.from({ length: n }, (_, i) => {
    const pos = i === 0 ? 'first' : i === n - 1 ? 'last' : 'middle';
    // The author's own steps, in order, when there are enough of them.
    const own = steps.length >= n ? steps[i] : undefined;
    const titles = expansions(STEP_TITLES[pos], req.context.world.elements, topicOf(req.outcome.question)).filter((t) => !used.has(t));
    const t = voice.fresh(`step-title-${pos}`, titles.length ? titles : [`Step ${i + 1}`]);
    used.add(t);
    const stepTitle = own ? titleCase(own.split(/\s+/).slice(0, 7).join(' ')) : titleCase(t);
    const question = own
      ? shape === 'competitive'
        ? `Who will ${lowerFirst(own)} first?`
        : shape === 'exploration'
          ? `How will you ${lowerFirst(own)}?`
          : `Can you ${lowerFirst(own)}?`
      : voice.fresh(`step-q-${shape}-${pos}`, expansions(STEP_QUESTIONS[shape][pos], req.context.world.elements, topicOf(req.outcome.question)));
    let possibleResolutions: { resolution: string; text: string }[];
    if (shape === 'exploration') {
      const texts =
        pos === 'last'
          ? ['resolution1', 'resolution2', 'resolution3'].map((k, i) => resolutionChoice(req.outcome.resolutions[k] ?? '', i, req.outcome.milestones.length))
          : threeOf(voice, `explore-${pos}`, expansions(EXPLORATION_STEP_OPTIONS, req.context.world.elements, topicOf(req.outcome.question)));
      possibleResolutions = texts.map((text, k) => ({ resolution: `resolution${k + 1}`, text }));
    } else if (shape === 'competitive') {
      possibleResolutions = [
        { resolution: 'sideAWins', text: `${joinList(req.sideA.map((p) => p.name)) || 'The first side'} gain the upper hand` },
        { resolution: 'mixed', text: 'Neither side gives an inch' },
        { resolution: 'sideBWins', text: `${joinList(req.sideB.map((p) => p.name)) || 'The other side'} gain the upper hand` },
      ];
    } else {
      possibleResolutions = [
        { resolution: 'favorable', text: 'You get what you came for' },
        { resolution: 'mixed', text: 'You get part of it, at a price' },
        { resolution: 'unfavorable', text: 'It slips through your fingers' },
      ];
    }
    return { title: stepTitle, question, possibleResolutions };
  });
  const milestones = Object.values(req.outcome.resolutions).filter((x) => x.trim()).slice(0, 3);
  const topic = topicOf(req.outcome.question);
  return {
    title,
    typeOfMilestone: shape === 'exploration' ? `a choice about ${topic}` : `progress on ${topic}`,
    progression,
    possibleMilestones: milestones.length ? milestones : [`Progress on ${topic}`],
  };
}

/** A switch choice for an outcome: the question turned into an aim the player can pick (in one of three phrasings). */
export function choiceText(outcome: OutcomeBrief, variant = 0): string {
  return questionToAim(outcome.question, variant);
}

/** Three different items of a list, in a voice's order. */
function threeOf(voice: ReturnType<typeof createVoice>, key: string, items: readonly string[]): string[] {
  const out: string[] = [];
  // Three different ways, not one way with three different names.
  for (let k = 0; out.length < 3 && k < 6; k++) {
    const left = items.filter((i) => !out.some((o) => tooAlike(o, i)));
    if (left.length === 0) break;
    out.push(voice.fresh(`${key}-${k}`, left));
  }
  for (const i of items) if (out.length < 3 && !out.includes(i)) out.push(i);
  return out;
}

/** Writes a switch procedurally: three outcome choices (topic) or three approaches (flavor). */
export function writeProceduralSwitch(req: SwitchRequest): SwitchOutput {
  const ctx = req.context;
  const rng = createRng(deriveSeed(ctx.story.seed, 'switch', req.switch.id));
  // Switches come at least three turns apart: a switch's place in the story is its turn / 3.
  const voice = createVoice(ctx.story.seed, 'switch', ctx.story.turn, ctx.story.maxTurns, rng, { said: ctx.history.said });
  if (req.switch.type === 'topic') {
    // An outcome offered again reads differently: the first phrasing the player has not read,
    // and no two choices read as one phrase with different words.
    const choices: string[] = [];
    for (const o of req.outcomes) {
      const options = [0, 1, 2, 3, 4].map((k) => choiceText(o, o.milestones.length * 2 + ctx.story.turn + k));
      const apart = options.filter((x) => !choices.some((c) => tooAlike(c, x)));
      choices.push(apart.find((x) => voice.isFresh(x)) ?? apart[0] ?? options.find((x) => voice.isFresh(x)) ?? (options[0] as string));
    }
    for (let i = 0; i < choices.length; i++) if (choices.indexOf(choices[i] as string) !== i) choices[i] = `Look into ${lowerFirst(topicOf(req.outcomes[i]?.question ?? ''))}, whatever it takes`;
    return {
      title: titleCase(voice.fresh('switch-title', expansions(['Crossroads at {place}', 'A Pause at {place}', 'Choices at {place}', 'Word from {npc}', 'Where {npc} Points', 'Three Roads from {place}', 'What {npc} Suggests', 'Leaving {place}', 'A Fork at {place}', 'Between Errands at {place}'], ctx.world.elements, ''))),
      question: voice.fresh('switch-q', ['Which question will you follow next?', 'Where will you turn your attention now?', 'What matters most to you now?', 'Which thread do you pull next?', 'What needs you most right now?', 'Which way will you go?', 'What do you take on next?', 'Where do you start?', 'What comes first?', 'What will you chase next?', 'Which of these cannot wait?', 'What is most important now?', 'What will you do with the time you have?', 'Where should your energy go?', 'What calls to you first?', 'What can you not leave alone?', 'Which trail looks warmest?', 'What do you owe your attention to now?', 'Where does your heart point?', 'What is the next thing to settle?', 'What do you want to find out first?', 'Which way looks most promising?', 'Which problem will you take on?', 'What will it be next?', 'Where to, now?']),
      topicChoices: choices,
    };
  }
  const outcome = req.outcomes[0] as OutcomeBrief;
  const slots = castSlots(req, req.switch.id, outcome);
  const bank = [
    'Go in openly and ask about {topic}',
    'Work quietly, from the shadows',
    'Find allies first, starting with {npc}',
    'Follow the trail of {item}',
    'Go back to {place} and start from there',
    'Ask {npc} straight out',
    'Start with what nobody else has tried',
    'Take it slowly, one careful step at a time',
    'Go where {npc} would never expect you',
    'Gather everything you know before you move',
    'Trust your instinct and go now',
    'Ask for help, and accept it',
  ];
  const all = expansions(APPROACHES, ctx.world.elements, String(slots.topic));
  const approaches = threeOf(voice, 'approach', all.length >= 3 ? all : bank.map((a) => cap(expand(a, slots, rng))));
  const reason = req.switch.flavorReason;
  const q = readerQuestion(outcome.question);
  return {
    title: titleCase(
      voice.fresh(
        `flavor-${reason ?? 'continuation'}`,
        expansions(
          reason === 'urgency'
            ? ['{topic} Cannot Wait', 'No Time to Lose at {place}', 'Straight Back to {place}', 'Now, for {topic}', '{npc} Needs an Answer Now']
            : reason === 'ending'
              ? ['Unfinished Business at {place}', 'One More Question for {npc}', 'Still Waiting: {topic}', 'What Is Left at {place}']
              : ['Back on the Trail of {topic}', 'Still Not Done with {npc}', 'Picking Up the Thread at {place}', 'Another Way into {place}', 'Round Two with {npc}'],
          ctx.world.elements,
          titleCase(String(slots.topic)),
        ),
      ),
    ),
    question: `${voice.pick('flavor-q', ['How do you go about it', 'How will you take this on', 'Which way in', 'How do you tackle it', 'Where do you begin', 'What is your way in', 'How do you start', 'What is your plan', 'How do you come at it', 'Where will you push', 'Which way will you try', 'How do you want to play it', 'What is the first move', 'How will you get at it', 'What is your angle'])}: ${lowerFirst(q)}`,
    topicChoices: approaches,
  };
}

const PROGRESS_NEWS: Record<string, readonly string[]> = {
  favorable: ['{thread} went your way, and {topic} looks a little more hopeful', '{thread} paid off: there is real progress on {topic}', 'Thanks to {thread}, {topic} is moving in the right direction'],
  mixed: ['{thread} was a mixed business: some ground gained on {topic}, some lost', 'After {thread}, {topic} is neither better nor worse, only different', '{thread} left {topic} tangled but not lost'],
  unfavorable: ['{thread} went badly, and {topic} is harder than it was', '{thread} was a setback for {topic}', 'After {thread}, {topic} looks worse than before'],
  sideAWins: ['{thread} went to {sideA}, and {topic} tips their way', 'After {thread}, the edge on {topic} goes to {sideA}'],
  sideBWins: ['{thread} went to {sideB}, and {topic} tips their way', 'After {thread}, the edge on {topic} goes to {sideB}'],
};

/** Writes milestone texts: news of progress on an outcome, or the outcome's own resolution when it is final. */
export function writeProceduralMilestones(req: MilestonesRequest): MilestonesOutput {
  const ctx = req.context;
  const rng = createRng(deriveSeed(ctx.story.seed, 'milestones', ctx.story.turn));
  const late = ctx.story.turn >= finalFifthStart(ctx.story.maxTurns);
  return {
    milestones: req.items.map((item) => {
      const o = item.outcome;
      const res = stripEnd(o.resolutions[item.resolution] ?? '');
      const final = item.reason === 'ending' || (late && o.milestones.length + 1 >= o.intended);
      if (final && res) return { key: item.key, text: `${cap(forReader(res))}.` };
      const topic = topicOf(o.question);
      const thread = item.threadTitle ? `the ${lowerFirst(item.threadTitle).replace(/^(the|a|an)\s+/i, '')}` : 'the latest attempt';
      if (/^resolution\d$/.test(item.resolution)) {
        const gist = stripEnd((res.split(/[:;]/)[0] ?? res).split(/,\s/)[0] ?? res);
        return { key: item.key, text: `${cap(thread)} points toward one answer about ${topic}: ${lowerFirst(gist || 'it is still open')}.` };
      }
      const sideA = joinList(item.players.filter((_, i) => i % 2 === 0).map((p) => p.name)) || 'one side';
      const sideB = joinList(item.players.filter((_, i) => i % 2 === 1).map((p) => p.name)) || 'the other side';
      const bank = PROGRESS_NEWS[item.resolution] ?? PROGRESS_NEWS.mixed ?? [];
      return { key: item.key, text: `${cap(expand(rng.pick(bank), { thread, topic, sideA, sideB }, rng))}.` };
    }),
  };
}
