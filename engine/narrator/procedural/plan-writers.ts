import { createRng, deriveSeed, type RandomSource } from '../../core/rng';
import type { ElementBrief, MilestonesRequest, OutcomeBrief, SwitchRequest, ThreadRequest } from '../narrator';
import type { MilestonesOutput, SwitchOutput, ThreadOutput } from '../outputs';
import { expand, type Slots } from './grammar';
import { cap, joinList, lowerFirst, stripEnd, titleCase } from './text';
import { elementsNamedIn, elementsOf, questionToAim, topicOf } from './world-read';

function pickOf(elements: readonly ElementBrief[], kind: Parameters<typeof elementsOf>[1], rng: RandomSource, focus: readonly ElementBrief[]): ElementBrief | null {
  const all = elementsOf(elements, kind);
  const f = all.filter((e) => focus.some((x) => x.id === e.id));
  if (f.length) return rng.pick(f);
  return all.length ? rng.pick(all) : null;
}

function slotsFor(elements: readonly ElementBrief[], outcome: OutcomeBrief, rng: RandomSource, extra: Slots = {}): Slots {
  const focus = elementsNamedIn(elements, outcome.question);
  return {
    npc: pickOf(elements, 'character', rng, focus)?.name ?? 'the stranger',
    place: pickOf(elements, 'location', rng, focus)?.name ?? 'the old quarter',
    item: pickOf(elements, 'item', rng, focus)?.name ?? 'the evidence',
    faction: pickOf(elements, 'faction', rng, focus)?.name ?? 'the others',
    topic: topicOf(outcome.question),
    ...extra,
  };
}

/** Imperative text from a resolution written as 'You stay and rebuild the mill.' */
export function asImperative(text: string): string {
  const t = stripEnd(text);
  if (/^you\s+/i.test(t)) return cap(t.replace(/^you\s+/i, ''));
  return `Let it end like this: ${lowerFirst(t)}`;
}

const STEP_TITLES = {
  first: ['Into {place}', 'Questions for {npc}', 'A Closer Look at {topic}', 'The First Clue', 'Word from {npc}'],
  middle: ['Complications', '{faction} Moves', 'The Price of {item}', 'Deeper Water', 'What {npc} Left Out'],
  last: ['The Reckoning at {place}', 'All or Nothing', 'The Moment of Truth', 'Face to Face with {npc}', 'Settling {topic}'],
} as const;

const STEP_QUESTIONS = {
  challenge: {
    first: ['Can you find a way into {place} without being noticed?', 'Will {npc} talk to you at all?', 'Can you find out what is really going on with {topic}?'],
    middle: ['Can you stay one step ahead of {faction}?', 'Can you get hold of {item} before anyone else does?', 'Can you keep going when the ground shifts under you?'],
    last: ['Can you settle {topic} once and for all?', 'When it counts, will you hold your nerve?', 'Can you finish what you started at {place}?', 'Can you see this through to the end?'],
  },
  competitive: {
    first: ['Who gets to {place} first?', 'Whose story will {npc} believe?'],
    middle: ['Which side can outmanoeuvre the other?', 'Who will get hold of {item}?'],
    last: ['Which side will decide {topic}?', 'Who walks away from {place} the winner?'],
  },
  exploration: {
    first: ['What does {topic} really mean to you?', 'What is {npc} not telling you?'],
    middle: ['What are you willing to let go of?', 'Whose side of the story do you believe?'],
    last: ['How do you want this to end?', 'What will you choose, now that you know?'],
  },
} as const;

const EXPLORATION_STEP_OPTIONS = [
  'Listen to {npc} with an open mind',
  'Go back to {place} and remember how it used to be',
  'Talk it over with someone you trust',
  'Trust your first instinct',
  'Look at it from the other side',
  'Take the question straight to {npc}',
  'Write it all down and read it back to yourself',
  'Sleep on it and see what the morning says',
];

/** Plans a thread procedurally: title, one step per beat, possible milestones. */
export function writeProceduralThread(req: ThreadRequest): ThreadOutput {
  const rng = createRng(deriveSeed(req.context.story.seed, 'thread', req.thread.id));
  const elements = req.context.world.elements;
  const slots = slotsFor(elements, req.outcome, rng);
  const topic = topicOf(req.outcome.question);
  const title = expand(
    rng.pick(['{Topic}', 'What {npc} Knows', 'Night at {place}', 'Trouble at {place}', 'The {itemBare} Affair', 'The Long Way to {place}', 'Secrets of {place}']),
    { ...slots, Topic: titleCase(topic), itemBare: String(slots.item).replace(/^the\s+/i, '') },
    rng,
  );
  const shape = req.thread.typeOfThread === 'exploration' ? 'exploration' : req.thread.playersSideB.length ? 'competitive' : 'challenge';
  const n = req.thread.duration;
  const usedTitles = new Set<string>();
  const progression = Array.from({ length: n }, (_, i) => {
    const pos = i === 0 ? 'first' : i === n - 1 ? 'last' : 'middle';
    const titles = STEP_TITLES[pos].filter((t) => !usedTitles.has(t));
    const t = rng.pick(titles.length ? titles : STEP_TITLES[pos]);
    usedTitles.add(t);
    // {topic} reads well only as a noun phrase ('the coming winter'), not as a bare name.
    const questions = STEP_QUESTIONS[shape][pos].filter((q) => !q.includes('{topic}') || /^(the|a|an|your|their|his|her|my|our)\s/i.test(topic));
    const question = expand(rng.pick(questions.length ? questions : STEP_QUESTIONS[shape][pos]), slots, rng);
    const stepTitle = titleCase(expand(t, { ...slots, topic: titleCase(topic) }, rng));
    let possibleResolutions: { resolution: string; text: string }[];
    if (shape === 'exploration') {
      const texts =
        pos === 'last'
          ? ['resolution1', 'resolution2', 'resolution3'].map((k) => asImperative(req.outcome.resolutions[k] ?? ''))
          : rng.shuffle(EXPLORATION_STEP_OPTIONS).slice(0, 3).map((x) => expand(x, slots, rng));
      possibleResolutions = texts.map((text, k) => ({ resolution: `resolution${k + 1}`, text }));
    } else if (shape === 'competitive') {
      possibleResolutions = [
        { resolution: 'sideAWins', text: `${joinList(req.sideA.map((p) => p.name)) || 'Side A'} gain the upper hand` },
        { resolution: 'mixed', text: 'Neither side gives an inch' },
        { resolution: 'sideBWins', text: `${joinList(req.sideB.map((p) => p.name)) || 'Side B'} gain the upper hand` },
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
  return {
    title: titleCase(title),
    typeOfMilestone: shape === 'exploration' ? 'a choice about ' + topic : 'progress on ' + topic,
    progression,
    possibleMilestones: milestones.length ? milestones : [`Progress on ${topic}`],
  };
}

/** A switch choice for an outcome: the question turned into an aim the player can pick. */
export function choiceText(outcome: OutcomeBrief): string {
  return questionToAim(outcome.question);
}

/** Writes a switch procedurally: three outcome choices (topic) or three approaches (flavor). */
export function writeProceduralSwitch(req: SwitchRequest): SwitchOutput {
  const rng = createRng(deriveSeed(req.context.story.seed, 'switch', req.switch.id));
  const elements = req.context.world.elements;
  if (req.switch.type === 'topic') {
    const choices = req.outcomes.map((o) => choiceText(o));
    for (let i = 0; i < choices.length; i++) if (choices.indexOf(choices[i] as string) !== i) choices[i] = `Pursue this: ${req.outcomes[i]?.question}`;
    const place = elementsOf(elements, 'location')[0]?.name;
    return {
      title: rng.pick(['Three Roads', 'A Fork in the Road', 'What Comes Next', place ? `Crossroads at ${place}` : 'The Crossroads', 'The Next Question', 'Where to Now?']),
      question: rng.pick(['Which question will you follow next?', 'Where will you turn your attention now?', 'What matters most to you now?', 'Which thread do you pull next?']),
      topicChoices: choices,
    };
  }
  const outcome = req.outcomes[0] as OutcomeBrief;
  const slots = slotsFor(elements, outcome, rng);
  const approaches = rng
    .shuffle([
      'Go in openly and ask about {topic}',
      'Work quietly, from the shadows',
      'Find allies first, starting with {npc}',
      'Follow the trail of {item}',
      'Take it straight to {faction}',
      'Go back to {place} and start from there',
    ])
    .slice(0, 3)
    .map((a) => cap(expand(a, slots, rng)));
  const reason = req.switch.flavorReason;
  return {
    title: rng.pick(reason === 'ending' ? ['No Time Left', 'The Last Chance', 'Before the End'] : reason === 'urgency' ? ['It Cannot Wait', 'Now or Never'] : ['Unfinished Business', 'Back on the Trail', 'Still Not Done']),
    question: `${rng.pick(['How do you go about it?', 'How will you take this on?', 'Which way in?'])} ${outcome.question}`,
    topicChoices: approaches,
  };
}

/** Writes milestone texts from the outcomes' own resolutions. */
export function writeProceduralMilestones(req: MilestonesRequest): MilestonesOutput {
  const rng = createRng(deriveSeed(req.context.story.seed, 'milestones', req.context.story.turn));
  return {
    milestones: req.items.map((item) => {
      const res = stripEnd(item.outcome.resolutions[item.resolution] ?? '');
      const who = joinList(item.players.map((p) => p.name));
      const body = res ? lowerFirst(res) : `${topicOf(item.outcome.question)} takes a ${item.resolution === 'favorable' ? 'good' : 'hard'} turn`;
      const again = item.outcome.milestones.length > 0;
      const text =
        item.reason === 'thread' && item.threadTitle && (again || rng.chance(0.5))
          ? `${body}, after “${item.threadTitle}”${who && item.players.length > 1 ? ` (${who})` : ''}.`
          : item.reason === 'ending'
            ? `${rng.pick(['in the end', 'when all is said and done', 'at the last'])}, ${body}.`
            : `${body}.`;
      return { key: item.key, text: cap(text) };
    }),
  };
}
