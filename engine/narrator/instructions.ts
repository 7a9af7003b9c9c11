import { renderNarratorContext } from './context';
import type { BeatRequest, MilestonesRequest, NarratorCall, NarratorRequestOf, PromptSetupRequest, SwitchRequest, ThreadRequest, WorldSetupRequest } from './narrator';

/** What every call must respect, in the engine's words (quoted to models; the validator checks it). */
export const NARRATOR_RULES = [
  'Write in the second person ("you") and the present tense.',
  'A beat has a title, 5 to 6 paragraphs of 3 to 5 sentences separated by blank lines, a one-sentence summary and exactly 3 options.',
  'Options: challenge beats have 3 challenge options (riskType normal, safe or risky; basePoints -10 to +5; modifiersToSuccessRate naming real stat ids with effects -15 to +15); every other beat has 3 exploration options.',
  'At most one option is a sacrifice (basePoints +20 to +30, resourceStatChange losing a stat) or a reward (basePoints -20 to -30, resourceStatChange gaining a stat); only when the plan allows it.',
  'Interludes: 3 when images are on, 1 when they are off (then imageSource "none" and imageId "").',
  'Images on: 1 or 2 <image id="..." source="story" desc="..." fileType="jpeg" subDir="" float="left" /> tags, in different paragraphs, never the last, with a paragraph between them; one imageRequest (caption of at most six words) per story image.',
  'State changes may only name known stat ids, story element ids and player slots; milestones are recorded by the engine, never by a beat.',
] as const;

const json = (x: unknown): string => JSON.stringify(x, null, 1);

/** The task of one narrator call as prompt text: the bounded context, the rules, and what this call must produce. */
export function renderNarratorRequest<C extends NarratorCall>(call: C, request: NarratorRequestOf<C>): string {
  const rules = NARRATOR_RULES.map((r) => `- ${r}`).join('\n');
  switch (call) {
    case 'setupFromPrompt': {
      const r = request as PromptSetupRequest;
      return `Build a playable World for ${r.playerCount} player(s), ${r.maxTurns} turns, mode ${r.gameMode}, from this request:\n${r.prompt}\n\nGive every player exactly 3 identities (all names different) and 3 backgrounds, 6-8 typesOfThreads, at most 3 stat groups, stats with at least 3 effectOnPoints, and enough outcomes: each player needs room for ${r.minOutcomePlaces} threads (3 milestones per outcome, shared and own).`;
    }
    case 'setupFromWorld': {
      const r = request as WorldSetupRequest;
      return `Give this story in the World "${r.template.title}" a title, a plan and its outcomes (keep the World's own; add some if each player has room for fewer than ${r.minOutcomePlaces} threads at 3 milestones per outcome). ${r.playerCount} player(s), ${r.maxTurns} turns.`;
    }
    case 'planThread': {
      const r = request as ThreadRequest;
      return `${renderNarratorContext(r.context)}\n\n# Task\nPlan a ${r.thread.typeOfThread} thread of exactly ${r.thread.duration} steps (one per beat) pursuing: ${r.outcome.question}\nSide A: ${r.sideA.map((p) => p.name).join(', ')}${r.sideB.length ? `; side B: ${r.sideB.map((p) => p.name).join(', ')}` : ''}.${r.approach ? ` Approach chosen: ${r.approach}.` : ''} Give 1-3 possible milestones.`;
    }
    case 'writeSwitch': {
      const r = request as SwitchRequest;
      return `${renderNarratorContext(r.context)}\n\n# Task\nWrite a ${r.switch.type} switch for ${r.players.map((p) => p.name).join(', ')}: a title, a question and exactly 3 topicChoices (${r.switch.type === 'topic' ? 'one per outcome, in this order' : 'three approaches to the same outcome'}):\n${r.outcomes.map((o, i) => `${i + 1}. ${o.question}`).join('\n')}`;
    }
    case 'writeBeat': {
      const r = request as BeatRequest;
      const parts = [renderNarratorContext(r.context), '\n# Rules', rules, '\n# Task', `Write the ${r.plan.kind} beat of turn ${r.context.story.turn} for ${r.context.player?.name ?? r.plan.slot}. Options: ${r.plan.optionMode}${r.plan.allowResource ? ' (a sacrifice or reward is allowed)' : ''}. Image ids start with "${r.imageIdPrefix}".`];
      if (r.lastChoice) parts.push(`Last choice: ${r.lastChoice.optionText}${r.lastChoice.resolution ? ` -> ${r.lastChoice.resolution}` : ''}.`);
      if (r.thread) parts.push(`Thread: ${json({ title: r.thread.title, step: r.thread.step + 1, of: r.thread.duration, stepTitle: r.thread.stepTitle, stepQuestion: r.thread.stepQuestion, outcome: r.thread.outcome.question, allies: r.thread.allies.map((a) => a.name), rivals: r.thread.rivals.map((a) => a.name) })}`);
      if (r.switch) parts.push(`Switch: ${json({ title: r.switch.title, question: r.switch.question, choices: r.switch.choices })} (the 3 options are these choices, in order)`);
      if (r.newMilestones.length) parts.push(`Just settled: ${r.newMilestones.map((m) => m.text).join(' ')}`);
      return parts.join('\n');
    }
    case 'writeMilestones': {
      const r = request as MilestonesRequest;
      return `${renderNarratorContext(r.context)}\n\n# Task\nWrite one milestone sentence per key:\n${r.items.map((i) => `- ${i.key}: ${i.outcome.question} -> ${i.resolution} (${i.outcome.resolutions[i.resolution] ?? ''})`).join('\n')}`;
    }
    default:
      return '';
  }
}
