import { PLAYER_SLOTS, type PlayerSlot, type StatGroupRef } from '@schemas';
import { checkStatChange } from '../rules/stat-change';
import { beatStructureProblems, paragraphsOf } from '../story/beat-rules';
import { setupProblems } from '../story/create-story';
import type { StoryConfig } from '../story/setup';
import { optionFromOutput, setupFromPromptOutput, setupFromWorldOutput } from './convert';
import type {
  BeatRequest,
  MilestonesRequest,
  NarratorCall,
  NarratorContext,
  NarratorOutputOf,
  NarratorRequestOf,
  PromptSetupRequest,
  SetupBasics,
  StatBrief,
  SwitchRequest,
  ThreadRequest,
  WorldSetupRequest,
} from './narrator';
import type {
  BeatOutput,
  MilestonesOutput,
  OutcomeOutput,
  PromptSetupOutput,
  StatOutput,
  SwitchOutput,
  ThreadOutput,
  WorldSetupOutput,
} from './outputs';

/** The verdict on a narrator output: the parsed value, or readable errors to quote back to a model. */
export type NarratorValidation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const blank = (s: string): boolean => s.trim().length === 0;

function statLookup(ctx: NarratorContext) {
  return (group: StatGroupRef, statId: string): StatBrief | undefined => {
    if (group === 'shared') return ctx.world.sharedStats.find((s) => s.id === statId);
    if (!ctx.slots.includes(group)) return undefined;
    return ctx.world.playerStats.find((s) => s.id === statId);
  };
}

// Past-tense narration addressed to the player ("you walked", "you were") breaks [W4].
const PAST_TENSE = /\byou (was|were|had|did|went|saw|felt|walked|said|took|looked|turned|thought|knew|ran)\b/gi;

function beatProblems(out: BeatOutput, req: BeatRequest): string[] {
  const problems: string[] = [];
  const ctx = req.context;
  if (blank(out.title)) problems.push('title is empty');
  if (blank(out.summary)) problems.push('summary is empty');
  const paras = paragraphsOf(out.text);
  if (paras.length < 5 || paras.length > 6) problems.push(`text must have 5 to 6 paragraphs separated by blank lines, found ${paras.length}`);
  const addressed = paras.filter((p) => /\byou(r|rs|rself)?\b/i.test(p)).length;
  if (addressed < Math.ceil(paras.length / 2)) problems.push('text must be written in the second person: address the player as "you"');
  const narration = out.text.replace(/“[^”]*”|"[^"]*"/g, ' ');
  const past = narration.match(PAST_TENSE) ?? [];
  if (past.length > 2) problems.push(`text must be in the present tense (found "${past.slice(0, 3).join('", "')}")`);
  const lookup = statLookup(ctx);
  problems.push(
    ...beatStructureProblems(
      { text: out.text, options: out.options.map(optionFromOutput), interludes: out.interludes, imageRequests: out.imageRequests },
      {
        slot: req.plan.slot,
        optionMode: req.plan.optionMode,
        allowResource: req.plan.allowResource,
        generateImages: ctx.story.generateImages,
        slots: ctx.slots,
        stat: lookup,
      },
    ),
  );
  out.options.forEach((o, i) => {
    if (o.optionType === 'challenge' && !['normal', 'safe', 'risky'].includes(o.riskType)) problems.push(`option ${i + 1}: unknown riskType`);
  });
  for (const r of out.imageRequests) {
    if (r.id.startsWith('player')) problems.push(`image request id "${r.id}" must not start with "player"`);
    if (!r.id.startsWith(req.imageIdPrefix)) problems.push(`image request id "${r.id}" must start with "${req.imageIdPrefix}"`);
    if (r.caption.trim().split(/\s+/).length > 6) problems.push(`image caption "${r.caption}" is longer than six words`);
    if (blank(r.prompt)) problems.push(`image request "${r.id}" has no prompt`);
  }
  const elementIds = new Set(ctx.world.elements.map((e) => e.id));
  out.stateChanges.forEach((c, i) => {
    const at = `stateChanges[${i}]`;
    switch (c.type) {
      case 'statChange': {
        const stat = lookup(c.group, c.statId);
        if (!stat) {
          problems.push(`${at}: unknown ${c.group === 'shared' ? 'shared' : 'player'} stat "${c.statId}"${c.group !== 'shared' && !ctx.slots.includes(c.group) ? ` (no slot ${c.group})` : ''}`);
          break;
        }
        if (!stat.canBeChangedInBeatResolutions) problems.push(`${at}: stat "${c.statId}" cannot be changed in beat resolutions`);
        const bad = checkStatChange(stat, c.change, c.value);
        if (bad) problems.push(`${at}: ${bad}`);
        break;
      }
      case 'newFact':
        if (c.storyElementId !== 'world' && !elementIds.has(c.storyElementId)) problems.push(`${at}: unknown story element "${c.storyElementId}"`);
        if (blank(c.fact)) problems.push(`${at}: empty fact`);
        break;
      case 'newStoryElement':
        if (c.element.id === 'world' || elementIds.has(c.element.id)) problems.push(`${at}: story element id "${c.element.id}" already exists`);
        if (blank(c.element.id) || blank(c.element.name)) problems.push(`${at}: a new story element needs an id and a name`);
        elementIds.add(c.element.id);
        break;
      case 'addIntroductionOfStoryElement':
        if (!ctx.slots.includes(c.player)) problems.push(`${at}: unknown player slot "${c.player}"`);
        if (!elementIds.has(c.storyElementId)) problems.push(`${at}: unknown story element "${c.storyElementId}"`);
        break;
    }
  });
  return problems;
}

function threadProblems(out: ThreadOutput, req: ThreadRequest): string[] {
  const problems: string[] = [];
  if (blank(out.title)) problems.push('title is empty');
  if (out.progression.length !== req.thread.duration) {
    problems.push(`progression must have exactly ${req.thread.duration} steps (the thread's duration), got ${out.progression.length}`);
  }
  out.progression.forEach((s, i) => {
    if (blank(s.title) || blank(s.question)) problems.push(`progression step ${i + 1} needs a title and a question`);
  });
  if (out.possibleMilestones.length < 1 || out.possibleMilestones.length > 3) problems.push('possibleMilestones must have 1 to 3 entries');
  if (out.possibleMilestones.some(blank)) problems.push('possibleMilestones must not be empty');
  return problems;
}

function switchProblems(out: SwitchOutput, _req: SwitchRequest): string[] {
  const problems: string[] = [];
  if (blank(out.title)) problems.push('title is empty');
  if (blank(out.question)) problems.push('question is empty');
  if (out.topicChoices.length !== 3) problems.push(`topicChoices must have exactly 3 entries, got ${out.topicChoices.length}`);
  if (out.topicChoices.some(blank)) problems.push('topicChoices must not be empty');
  if (new Set(out.topicChoices).size !== out.topicChoices.length) problems.push('topicChoices must differ');
  return problems;
}

function milestoneProblems(out: MilestonesOutput, req: MilestonesRequest): string[] {
  const problems: string[] = [];
  const wanted = req.items.map((i) => i.key);
  for (const key of wanted) {
    const found = out.milestones.filter((m) => m.key === key);
    if (found.length !== 1) problems.push(`milestone "${key}" must appear exactly once`);
    else if (blank(found[0]?.text ?? '')) problems.push(`milestone "${key}" has no text`);
  }
  for (const m of out.milestones) if (!wanted.includes(m.key)) problems.push(`milestone "${m.key}" was not requested`);
  return problems;
}

function outcomeProblems(outcomes: readonly OutcomeOutput[], where: string): string[] {
  const problems: string[] = [];
  const ids = outcomes.map((o) => o.id);
  if (new Set(ids).size !== ids.length) problems.push(`${where}: outcome ids must be unique`);
  outcomes.forEach((o, i) => {
    if (blank(o.id) || blank(o.question)) problems.push(`${where}[${i}]: an outcome needs an id and a question`);
    if (o.resolutions.length !== 3 || o.resolutions.some(blank)) problems.push(`${where}[${i}]: an outcome needs exactly 3 non-empty resolutions`);
    if (o.intendedNumberOfMilestones < 1 || o.intendedNumberOfMilestones > 3) problems.push(`${where}[${i}]: intendedNumberOfMilestones must be 1 to 3`);
  });
  return problems;
}

function statProblems(stats: readonly StatOutput[], prefix: 'shared_' | 'player_', groups: readonly string[]): string[] {
  const problems: string[] = [];
  for (const s of stats) {
    if (!s.id.startsWith(prefix)) problems.push(`stat "${s.id}" must start with ${prefix}`);
    if (blank(s.name)) problems.push(`stat "${s.id}" needs a name`);
    if (s.effectOnPoints.length < 3) problems.push(`stat "${s.id}": effectOnPoints needs at least 3 items`);
    if (s.group && !groups.includes(s.group)) problems.push(`stat "${s.id}" refers to undefined group "${s.group}"`);
    const numeric = s.type === 'percentage' || s.type === 'opposites' || s.type === 'number';
    const v = s.initialValue;
    if (numeric ? typeof v !== 'number' : s.type === 'string[]' ? !Array.isArray(v) : typeof v !== 'string') {
      problems.push(`stat "${s.id}": initialValue does not fit type ${s.type}`);
    }
  }
  return problems;
}

// The basics of a setup request come from a parsed story config (the setup driver's), so they are one already.
function configOf(req: SetupBasics): StoryConfig {
  return { playerCount: req.playerCount, maxTurns: req.maxTurns, gameMode: req.gameMode, difficultyLevel: req.difficulty, generateImages: req.generateImages, creatorId: null };
}

function promptSetupProblems(out: PromptSetupOutput, req: PromptSetupRequest): string[] {
  const problems: string[] = [];
  if (blank(out.title)) problems.push('title is empty');
  const g = out.guidelines;
  if (blank(g.world)) problems.push('guidelines.world is empty');
  if (g.typesOfThreads.length < 6 || g.typesOfThreads.length > 8) problems.push(`guidelines.typesOfThreads needs 6 to 8 entries, got ${g.typesOfThreads.length}`);
  if (g.switchAndThreadInstructions.length > 3) problems.push('guidelines.switchAndThreadInstructions allows at most 3 entries');
  if (out.statGroups.length > 3) problems.push('at most 3 stat groups');
  problems.push(...statProblems(out.sharedStats, 'shared_', out.statGroups), ...statProblems(out.playerStats, 'player_', out.statGroups));
  const elementIds = out.storyElements.map((e) => e.id);
  if (new Set(elementIds).size !== elementIds.length) problems.push('story element ids must be unique');
  if (out.storyElements.some((e) => blank(e.id) || blank(e.name) || e.id === 'world')) problems.push('every story element needs an id (not "world") and a name');
  problems.push(...outcomeProblems(out.sharedOutcomes, 'sharedOutcomes'));
  const wantedSlots = PLAYER_SLOTS.slice(0, req.playerCount);
  const names: string[] = [];
  for (const slot of wantedSlots) {
    const p = out.players.find((x) => x.slot === slot);
    if (!p) {
      problems.push(`players: ${slot} is missing`);
      continue;
    }
    if (p.identities.length !== 3) problems.push(`${slot} needs exactly 3 identities, got ${p.identities.length}`);
    if (p.backgrounds.length !== 3) problems.push(`${slot} needs exactly 3 backgrounds, got ${p.backgrounds.length}`);
    for (const i of p.identities) {
      if (blank(i.name)) problems.push(`${slot}: every identity needs a name`);
      names.push(i.name);
    }
    for (const b of p.backgrounds) {
      if (blank(b.title)) problems.push(`${slot}: every background needs a title`);
      for (const v of b.initialPlayerStatValues) {
        if (!out.playerStats.some((s) => s.id === v.statId)) problems.push(`${slot} background "${b.title}" references non-existent stat: ${v.statId}`);
      }
    }
    problems.push(...outcomeProblems(p.outcomes, `${slot}.outcomes`));
  }
  if (out.players.some((p) => !wantedSlots.includes(p.slot as PlayerSlot))) problems.push(`players: only ${wantedSlots.join(', ')} are expected`);
  if (new Set(names).size !== names.length) problems.push('identity names must all differ (player names differ within a story)');
  if (problems.length === 0) {
    const setup = setupFromPromptOutput(out, req);
    problems.push(...setupProblems({ config: configOf(req), setup }));
  }
  return problems;
}

function worldSetupProblems(out: WorldSetupOutput, req: WorldSetupRequest): string[] {
  const problems: string[] = [];
  if (blank(out.title)) problems.push('title is empty');
  problems.push(...outcomeProblems(out.sharedOutcomes, 'sharedOutcomes'));
  for (const p of out.players) {
    if (!PLAYER_SLOTS.slice(0, req.playerCount).includes(p.slot)) problems.push(`players: unexpected slot ${p.slot}`);
    problems.push(...outcomeProblems(p.outcomes, `${p.slot}.outcomes`));
  }
  if (problems.length === 0) {
    problems.push(...setupProblems({ config: configOf(req), setup: setupFromWorldOutput(out, req.template, req) }));
  }
  return problems;
}

type Checker = (out: never, req: never) => string[];
const CHECKS: Record<NarratorCall, Checker> = {
  setupFromPrompt: promptSetupProblems as Checker,
  setupFromWorld: worldSetupProblems as Checker,
  planThread: threadProblems as Checker,
  writeSwitch: switchProblems as Checker,
  writeBeat: beatProblems as Checker,
  writeMilestones: milestoneProblems as Checker,
};

/**
 * Checks the rules of a narrator output for a call (paragraphs, options and their kinds,
 * sacrifice/reward, image placeholders, state changes on known targets ...). The output is typed:
 * a narrator that reads untyped JSON (the model adapter) parses its shape first, with
 * {@link validateNarratorOutput}, at that boundary. The same rules apply to procedural and model
 * output; errors are readable enough to quote to a model.
 */
export function checkNarratorOutput<C extends NarratorCall>(
  call: C,
  output: NarratorOutputOf<C>,
  request: NarratorRequestOf<C>,
): NarratorValidation<NarratorOutputOf<C>> {
  const errors = (CHECKS[call] as (out: unknown, req: unknown) => string[])(output, request);
  return errors.length ? { ok: false, errors } : { ok: true, value: output };
}
