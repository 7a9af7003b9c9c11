import {
  PLAYER_SLOTS,
  type Beat,
  type Option,
  type Outcome,
  type PossibleResolutions,
  type StateChange,
  type Stat,
  type Switch,
  type Template,
  type Thread,
} from '@schemas';
import type { StorySetup } from '../story/setup';
import type { BeatPlan, SwitchPlan, ThreadPlan } from '../story/turn-plan';
import type { PromptSetupRequest, WorldSetupRequest } from './narrator';
import type {
  BeatOutput,
  OptionOutput,
  OutcomeOutput,
  PromptSetupOutput,
  StatOutput,
  StateChangeOutput,
  SwitchOutput,
  ThreadOutput,
  WorldSetupOutput,
} from './outputs';

/** The resolution keys of each outcome shape, in output order. */
export const RESOLUTION_KEYS = {
  challenge: ['favorable', 'mixed', 'unfavorable'],
  competitive: ['sideAWins', 'mixed', 'sideBWins'],
  exploration: ['resolution1', 'resolution2', 'resolution3'],
} as const;

/** An outcome from narrator output. */
export function outcomeFromOutput(o: OutcomeOutput): Outcome {
  const [a = '', b = '', c = ''] = o.resolutions;
  const possibleResolutions: PossibleResolutions =
    o.shape === 'challenge'
      ? { favorable: a, mixed: b, unfavorable: c }
      : o.shape === 'competitive'
        ? { sideAWins: a, mixed: b, sideBWins: c }
        : { resolution1: a, resolution2: b, resolution3: c };
  return {
    id: o.id,
    question: o.question,
    resonance: o.resonance,
    possibleResolutions,
    intendedNumberOfMilestones: Math.min(3, Math.max(1, o.intendedNumberOfMilestones)),
    milestones: [],
  };
}

/** A stat from narrator output. */
export function statFromOutput(s: StatOutput): Stat {
  return { ...s, effectOnPoints: [...s.effectOnPoints], narrativeImplications: [...s.narrativeImplications], adjustmentsAfterThreads: [...s.adjustmentsAfterThreads] };
}

/** An option from narrator output (neutral fields dropped for exploration options). */
export function optionFromOutput(o: OptionOutput): Option {
  if (o.optionType === 'exploration') return { optionType: 'exploration', resourceType: o.resourceType, text: o.text };
  const out: Option = {
    optionType: 'challenge',
    resourceType: o.resourceType,
    text: o.text,
    riskType: o.riskType,
    basePoints: o.basePoints,
    modifiersToSuccessRate: o.modifiersToSuccessRate.map((m) => ({ ...m })),
  };
  if (o.resourceStatChange) out.resourceStatChange = { ...o.resourceStatChange };
  return out;
}

/** A state change from narrator output. */
export function stateChangeFromOutput(c: StateChangeOutput): StateChange {
  return c.type === 'newStoryElement' ? { type: 'newStoryElement', element: { ...c.element, facts: [...c.element.facts] } } : { ...c };
}

/** A beat from narrator output and its plan. */
export function beatFromOutput(out: BeatOutput, plan: BeatPlan, turn: number, now: string): Beat {
  const beat: Beat = {
    id: plan.beatId,
    turn,
    kind: plan.kind,
    plan: out.plan,
    title: out.title,
    text: out.text,
    summary: out.summary,
    options: out.options.map(optionFromOutput),
    choice: -1,
    interludes: out.interludes.map((i) => ({ ...i })),
    imageRequests: out.imageRequests.map((r) => ({ ...r, referenceImageIds: [...r.referenceImageIds] })),
    stateChanges: out.stateChanges.map(stateChangeFromOutput),
    createdAt: now,
  };
  if (plan.threadId) beat.threadId = plan.threadId;
  if (plan.switchId) beat.switchId = plan.switchId;
  return beat;
}

/** A thread from its plan and narrator output. */
export function threadFromOutput(out: ThreadOutput, tp: ThreadPlan): Thread {
  return {
    id: tp.id,
    outcomeId: tp.outcomeId,
    outcomeGroup: tp.outcomeGroup,
    playersSideA: [...tp.playersSideA],
    playersSideB: [...tp.playersSideB],
    typeOfThread: tp.typeOfThread,
    typeOfMilestone: out.typeOfMilestone,
    possibleMilestones: [...out.possibleMilestones],
    progression: out.progression.map((s) => ({
      title: s.title,
      question: s.question,
      possibleResolutions: Object.fromEntries(s.possibleResolutions.map((r) => [r.resolution, r.text])),
    })),
    duration: tp.duration,
    startTurn: tp.startTurn,
    title: out.title,
    resolutions: [],
  };
}

/** A switch from its plan and narrator output. */
export function switchFromOutput(out: SwitchOutput, sp: SwitchPlan, turn: number): Switch {
  const first = sp.choices[0];
  const s: Switch = {
    id: sp.id,
    turn,
    players: [...sp.players],
    type: sp.type,
    topicOutcomes: sp.type === 'topic' ? sp.choices.map((c) => ({ ...c })) : [],
    question: out.question,
    topicChoices: [...out.topicChoices],
    title: out.title,
  };
  if (sp.type === 'flavor' && first) {
    s.outcomeId = first.outcomeId;
    s.outcomeGroup = first.outcomeGroup;
    if (sp.flavorReason) s.flavorReason = sp.flavorReason;
  }
  return s;
}

/** A story setup from a prompt-built World. */
export function setupFromPromptOutput(out: PromptSetupOutput, request: PromptSetupRequest): StorySetup {
  const players: StorySetup['players'] = {};
  for (const slot of PLAYER_SLOTS.slice(0, request.playerCount)) {
    const p = out.players.find((x) => x.slot === slot);
    if (!p) continue;
    players[slot] = {
      outcomes: p.outcomes.map(outcomeFromOutput),
      possibleCharacterIdentities: p.identities.map((i) => ({ ...i, pronouns: { ...i.pronouns } })),
      possibleCharacterBackgrounds: p.backgrounds.map((b) => ({ ...b, initialPlayerStatValues: b.initialPlayerStatValues.map((v) => ({ ...v })) })),
    };
  }
  return {
    title: out.title,
    plan: out.plan,
    templateId: null,
    category: request.category,
    prompt: request.prompt,
    guidelines: out.guidelines,
    storyElements: out.storyElements,
    statGroups: out.statGroups,
    sharedStats: out.sharedStats.map(statFromOutput),
    playerStats: out.playerStats.map(statFromOutput),
    imageInstructions: out.imageInstructions,
    characterSelectionIntroduction: out.characterSelectionIntroduction,
    sharedOutcomes: out.sharedOutcomes.map(outcomeFromOutput),
    players,
  };
}

/** A story setup from a World and the narrator's story outcomes. */
export function setupFromWorldOutput(out: WorldSetupOutput, template: Template, request: WorldSetupRequest): StorySetup {
  const players: StorySetup['players'] = {};
  for (const slot of PLAYER_SLOTS.slice(0, request.playerCount)) {
    const t = template[slot];
    if (!t) continue;
    const outcomes = out.players.find((x) => x.slot === slot)?.outcomes;
    players[slot] = { ...t, outcomes: outcomes ? outcomes.map(outcomeFromOutput) : t.outcomes };
  }
  return {
    title: out.title,
    plan: out.plan,
    templateId: template.id,
    guidelines: template.guidelines,
    // Element pictures go into stories only when the World says so ('Use the pre-generated images in stories').
    storyElements: template.containsImages ? template.storyElements : template.storyElements.map(({ image: _image, ...e }) => e),
    statGroups: template.statGroups,
    sharedStats: template.sharedStats,
    playerStats: template.playerStats,
    imageInstructions: template.imageInstructions,
    characterSelectionIntroduction: template.characterSelectionIntroduction,
    sharedOutcomes: out.sharedOutcomes.map(outcomeFromOutput),
    players,
  };
}
