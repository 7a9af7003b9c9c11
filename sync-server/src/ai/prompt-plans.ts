import type { MilestonesRequest, SwitchRequest, ThreadRequest } from '@engine';
import { outcomeLine, RESOLUTION_KEYS, resolutionsLine } from './prompt-state';

const names = (ps: readonly { name: string }[]): string => ps.map((p) => p.name).join(', ') || '(nobody)';

/** The instruction of a planThread call. */
export function threadInstruction(req: ThreadRequest): string {
  const t = req.thread;
  const shape = t.typeOfThread === 'exploration' ? 'exploration' : t.playersSideB.length ? 'competitive' : 'challenge';
  const keys = RESOLUTION_KEYS[shape];
  const lines = [
    `# Your task: plan a thread of exactly ${t.duration} steps`,
    `A thread is a short arc of ${t.duration} beats (turns ${t.startTurn} to ${t.startTurn + t.duration - 1}), one step per beat, that works towards this outcome:\n${outcomeLine(req.outcome)}\n  Possible resolutions: ${resolutionsLine(req.outcome)}`,
    t.playersSideB.length
      ? `It is competitive: side A (${names(req.sideA)}) and side B (${names(req.sideB)}) want opposite results.`
      : `Players in it: ${names(req.sideA)}.`,
    req.sideA.length + req.sideB.length > 1 ? 'They play it together: give every one of them a part in each step, building on where each of them is now (see the players above).' : '',
    t.typeOfThread === 'exploration'
      ? 'It is an exploration thread: no dice; in each step the players choose between three directions, and the most chosen one decides the step.'
      : 'It is a challenge thread: in each step the players try something and a roll decides how it goes.',
    req.switchQuestion ? `It follows the question "${req.switchQuestion}"${req.approach ? `, and the players chose this approach: ${req.approach}` : ''}.` : '',
    [
      '## Rules for your answer',
      '- title: 2 to 6 words. typeOfMilestone: a short phrase for what this thread settles ("the fate of the ferry").',
      `- progression: exactly ${t.duration} steps, in order: ${t.duration === 2 ? 'the first opens the situation, the second decides it' : `the first opens the situation, the middle one${t.duration > 3 ? 's complicate' : ' complicates'} it, the last decides it`}. Each step is {title (2 to 6 words), question (the question this step's beat puts to the players, ending in "?"), possibleResolutions}.`,
      `- possibleResolutions: exactly 3 entries with the resolution keys "${keys[0]}", "${keys[1]}" and "${keys[2]}" in this order, each with a short text of what happens if the step goes that way.` +
        (shape === 'exploration' ? ' For this exploration thread the three texts are the three options players choose between in that beat: write them as short imperatives ("Tell the mayor the truth").' : ''),
      '- possibleMilestones: 1 to 3 one-sentence milestones this thread could record on the outcome, in line with its possible resolutions.',
    ].join('\n'),
  ];
  return lines.filter((l) => l !== '').join('\n\n');
}

/** The instruction of a writeSwitch call. */
export function switchInstruction(req: SwitchRequest): string {
  const s = req.switch;
  const lines = [
    `# Your task: write a ${s.type} switch for ${names(req.players)}`,
    req.players.length > 1 ? `They face it together: write a question and choices that fit where each of them is now (see the players above).` : '',
  ].filter(Boolean);
  if (s.type === 'topic') {
    lines.push(
      `A topic switch lets the player${req.players.length > 1 ? 's' : ''} choose which question the story follows next. The three choices belong, in this order, to these outcomes:\n${req.outcomes.map((o, i) => `${i + 1}. ${outcomeLine(o).slice(2)}`).join('\n')}`,
      '- topicChoices: exactly 3 different texts in that order, each a short imperative inviting the player to pursue that question through the World ("Head for the harbour: who sank the ferry?").',
      '- question: what the beat asks, ending in "?" ("Which question will you follow next?").',
    );
  } else {
    const o = req.outcomes[0];
    const why = s.flavorReason === 'urgency' ? 'it cannot wait' : s.flavorReason === 'continuation' ? 'it is unfinished business' : 'the story is nearing its end';
    lines.push(
      `A flavor switch: the question to pursue is fixed${o ? `:\n${outcomeLine(o)}` : ''}\nbecause ${why}. The player${req.players.length > 1 ? 's' : ''} only choose${req.players.length > 1 ? '' : 's'} the approach.`,
      '- topicChoices: exactly 3 different approaches to it (for example openly, carefully, with help), each a short imperative.',
      '- question: what the beat asks about the approach, ending in "?".',
    );
  }
  lines.push('- title: 2 to 6 words.');
  return lines.join('\n\n');
}

/** The instruction of a writeMilestones call. */
export function milestonesInstruction(req: MilestonesRequest): string {
  const items = req.items.map((i) => {
    const text = i.outcome.resolutions[i.resolution] ?? i.resolution;
    const why = i.reason === 'thread' ? `the thread "${i.threadTitle ?? ''}" ended${i.players.length ? ` (${names(i.players)})` : ''}` : 'the story ends';
    const beats = i.beats.map(
      (b) => `    - Turn ${b.turn}, ${b.who}, "${b.title}": ${b.summary.trim()}${b.chosen ? ` Chose "${b.chosen}"${b.resolution ? ` (${b.resolution})` : ''}.` : ''}`,
    );
    return [`- key "${i.key}": [${i.outcome.group}:${i.outcome.id}] ${i.outcome.question} — resolved as ${i.resolution}: "${text}"; because ${why}.`, ...(beats.length ? ['  What happened in that thread:', ...beats] : [])].join('\n');
  });
  return [
    '# Your task: write milestone texts',
    `A milestone records, for good, what the story settled about an outcome. Write one for each key:\n${items.join('\n')}`,
    [
      '## Rules for your answer',
      `- milestones: exactly ${req.items.length} entr${req.items.length === 1 ? 'y' : 'ies'}, one per key above and no other keys: {key, text}.`,
      '- text: one or two sentences in the past tense and the third person that name who was involved and say concretely what was settled, in line with the resolution, drawn from what happened in the thread (the deeds, places and people of its beats) so the story can call back to it.',
    ].join('\n'),
  ].join('\n\n');
}
