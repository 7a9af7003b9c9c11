import type { BeatRequest, ChoiceBrief, SceneBrief } from '@engine';
import type { PlayerSlot } from '@schemas';

const went = (c: ChoiceBrief): string =>
  c.resolution === 'favorable' ? 'it went well' : c.resolution === 'mixed' ? 'it partly worked' : c.resolution === 'unfavorable' ? 'it went badly' : 'no roll';

/**
 * The writing rules of a beat (issue 29): the chosen action performed first, shown in the scene
 * with concrete World detail and direct speech, an ending that neither lists nor hints at the
 * options, specific options unlike those offered before, and room for a thread's resolution.
 */
export function craftRules(req: BeatRequest, name: string): string {
  const lines = [
    '## How to write it',
    req.lastChoice
      ? `- Start in the scene with ${name} doing what they chose, and show how it goes through what happens, not a summary of it.`
      : `- Start in the scene: a place, a moment and something happening, not a summary.`,
    '- Show, do not tell: what the characters do, see, hear and handle, with concrete details from the World (its places, people and things by name). No abstractions about feelings or destiny.',
    '- Direct speech: the people present (other players included) speak at least twice, in quotation marks, each in their own voice.',
    '- Move on: something changes in this beat. Never retell what an earlier beat already said, and vary how paragraphs begin.',
    `- End on a concrete moment in the scene that leaves ${name} to act. Do not end with a question, do not list, preview or hint at the options, and never write "What will you do?".`,
    `- Options: three specific actions ${name} can take right now, each naming who or what it concerns, clearly different from each other and from the options offered in the beats above.`,
  ];
  if (req.thread && req.thread.step === req.thread.duration - 1) lines.push('- This step decides the thread: the next beat resolves it, so set up clearly what each option would settle.');
  if (req.newMilestones.length) lines.push('- Something was settled this turn (above): give its resolution a full paragraph of its own, showing what it means for the people involved.');
  return lines.join('\n');
}

/**
 * The scene sheet of a beat that several players share: the same list for each of them (who is
 * there and what each just did), so their separate beats show one place and moment.
 */
export function sceneSheet(scene: SceneBrief, slot: PlayerSlot): string {
  const lines = [
    `## Scene sheet (the same for every player in this scene)`,
    `Together in this scene: ${scene.players.map((p) => `${p.name} (${p.slot}${p.slot === slot ? ', the player of this beat' : ''})`).join(', ')}.${scene.question ? ` What is at stake: ${scene.question}` : ''}`,
  ];
  for (const p of scene.players) {
    if (p.lastChoice) lines.push(`- ${p.name} chose "${p.lastChoice.optionText}"; ${went(p.lastChoice)}.`);
  }
  lines.push('Write the same place and moment the others are shown: they are present, act on what each of them chose and speak to each other; only the player of this beat is "you", the others keep the actions the sheet gives them.');
  return lines.join('\n');
}

/** The stats the engine moved as this turn began [T3], and the World's adjustments left to the narrator. */
export function statChangesPart(req: BeatRequest): string {
  const parts: string[] = [];
  if (req.statChanges.length) {
    parts.push(`Changed as this turn began (a thread ended; the engine applied the World's rule, already in the values above):\n${req.statChanges.map((c) => `- ${c.name}: ${c.from} → ${c.to} ("${c.rule}")`).join('\n')}`);
  }
  if (req.adjustmentsToJudge.length) {
    parts.push(
      `A thread of this player just ended. These World adjustments are yours to apply with statChange entries, only where what happened calls for them:\n${req.adjustmentsToJudge
        .map((a) => `- ${a.name} [${a.statId}] (group "${a.group}"): ${a.lines.join('; ')}`)
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}
