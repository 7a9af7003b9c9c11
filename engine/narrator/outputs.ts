import { z } from 'zod';
import {
  PLAYER_SLOTS,
  RESOURCE_TYPES,
  RISK_TYPES,
  STAT_TYPES,
} from '@schemas';

// Output schemas of every narrator call. Plain zod only (no transforms, defaults, refinements or
// optional fields; nullable instead) so an OpenAI-compatible adapter can send them as
// structured-output JSON schemas. Rules beyond shape are checked by validateNarratorOutput.

const slot = z.enum(PLAYER_SLOTS);
const group = z.union([z.literal('shared'), slot]);
const statValue = z.union([z.number(), z.string(), z.array(z.string()), z.boolean()]);
const changeType = z.enum(['setBoolean', 'addNumber', 'subtractNumber', 'setNumber', 'setString', 'addElement', 'removeElement']);

/** An outcome as a narrator writes it: a question and three resolutions of one shape. */
export const outcomeOutputSchema = z.object({
  id: z.string(),
  question: z.string(),
  resonance: z.string(),
  shape: z.enum(['challenge', 'competitive', 'exploration']),
  /** In order: favorable/mixed/unfavorable, sideAWins/mixed/sideBWins, or resolution1-3. */
  resolutions: z.array(z.string()),
  intendedNumberOfMilestones: z.number().int(),
});
export type OutcomeOutput = z.infer<typeof outcomeOutputSchema>;

/** A stat as a narrator writes it (every field present). */
export const statOutputSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(STAT_TYPES),
  group: z.string(),
  possibleValues: z.string(),
  effectOnPoints: z.array(z.string()),
  optionsToSacrifice: z.string(),
  optionsToGainAsReward: z.string(),
  narrativeImplications: z.array(z.string()),
  adjustmentsAfterThreads: z.array(z.string()),
  canBeChangedInBeatResolutions: z.boolean(),
  isVisible: z.boolean(),
  partOfPlayerBackgrounds: z.boolean(),
  initialValue: statValue,
  tooltip: z.string(),
});
export type StatOutput = z.infer<typeof statOutputSchema>;

const pronounsOutput = z.object({ personal: z.string(), object: z.string(), possessive: z.string(), reflexive: z.string() });
const identityOutput = z.object({ name: z.string(), pronouns: pronounsOutput, appearance: z.string() });
const backgroundOutput = z.object({
  title: z.string(),
  fluffTemplate: z.string(),
  initialPlayerStatValues: z.array(z.object({ statId: z.string(), value: statValue })),
});
const elementOutput = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  instructions: z.string(),
  appearance: z.string(),
  facts: z.array(z.string()),
});
const guidelinesOutput = z.object({
  world: z.string(),
  rules: z.array(z.string()),
  tone: z.array(z.string()),
  conflicts: z.array(z.string()),
  decisions: z.array(z.string()),
  typesOfThreads: z.array(z.string()),
  switchAndThreadInstructions: z.array(z.string()),
});
const imageInstructionsOutput = z.object({
  visualStyle: z.string(),
  atmosphere: z.string(),
  colorPalette: z.string(),
  settingDetails: z.string(),
  characterStyle: z.string(),
  artInfluences: z.string(),
  coverPrompt: z.string(),
});

/** Story setup from a free prompt: a whole playable World with 3 identities and 3 backgrounds per player. */
export const promptSetupOutputSchema = z.object({
  title: z.string(),
  plan: z.string(),
  guidelines: guidelinesOutput,
  storyElements: z.array(elementOutput),
  sharedOutcomes: z.array(outcomeOutputSchema),
  statGroups: z.array(z.string()),
  sharedStats: z.array(statOutputSchema),
  playerStats: z.array(statOutputSchema),
  players: z.array(
    z.object({
      slot,
      outcomes: z.array(outcomeOutputSchema),
      identities: z.array(identityOutput),
      backgrounds: z.array(backgroundOutput),
    }),
  ),
  characterSelectionIntroduction: z.object({ title: z.string(), text: z.string() }),
  imageInstructions: imageInstructionsOutput,
});
export type PromptSetupOutput = z.infer<typeof promptSetupOutputSchema>;

/** Story setup from a World: the story's title, plan and outcomes (the World's own, possibly extended). */
export const worldSetupOutputSchema = z.object({
  title: z.string(),
  plan: z.string(),
  sharedOutcomes: z.array(outcomeOutputSchema),
  players: z.array(z.object({ slot, outcomes: z.array(outcomeOutputSchema) })),
});
export type WorldSetupOutput = z.infer<typeof worldSetupOutputSchema>;

/** A thread's plan: title, one progression step per beat, possible milestones. */
export const threadOutputSchema = z.object({
  title: z.string(),
  typeOfMilestone: z.string(),
  progression: z.array(
    z.object({
      title: z.string(),
      question: z.string(),
      possibleResolutions: z.array(z.object({ resolution: z.string(), text: z.string() })),
    }),
  ),
  possibleMilestones: z.array(z.string()),
});
export type ThreadOutput = z.infer<typeof threadOutputSchema>;

/** A switch: title, question and its three choices (outcomes for topic, approaches for flavor). */
export const switchOutputSchema = z.object({
  title: z.string(),
  question: z.string(),
  topicChoices: z.array(z.string()),
});
export type SwitchOutput = z.infer<typeof switchOutputSchema>;

/** One option as a narrator writes it; fields that do not apply are neutral (exploration: riskType normal, basePoints 0, no modifiers). */
export const optionOutputSchema = z.object({
  optionType: z.enum(['exploration', 'challenge']),
  resourceType: z.enum(RESOURCE_TYPES),
  text: z.string(),
  riskType: z.enum(RISK_TYPES),
  basePoints: z.number().int(),
  modifiersToSuccessRate: z.array(z.object({ statId: z.string(), reason: z.string(), effect: z.number().int() })),
  resourceStatChange: z.object({ group, statId: z.string(), change: changeType, value: statValue }).nullable(),
});
export type OptionOutput = z.infer<typeof optionOutputSchema>;

/** A state change a narrator may ask for (milestones are the engine's). */
export const stateChangeOutputSchema = z.union([
  z.object({ type: z.literal('statChange'), group, statId: z.string(), change: changeType, value: statValue }),
  z.object({ type: z.literal('newFact'), storyElementId: z.string(), fact: z.string() }),
  z.object({ type: z.literal('newStoryElement'), element: elementOutput }),
  z.object({ type: z.literal('addIntroductionOfStoryElement'), player: slot, storyElementId: z.string() }),
]);
export type StateChangeOutput = z.infer<typeof stateChangeOutputSchema>;

/** A beat: title, 5-6 paragraphs, 3 options, interludes, image requests, state changes, summary. */
export const beatOutputSchema = z.object({
  title: z.string(),
  text: z.string(),
  summary: z.string(),
  plan: z.string(),
  options: z.array(optionOutputSchema),
  interludes: z.array(z.object({ text: z.string(), imageId: z.string(), imageSource: z.enum(['template', 'story', 'none']) })),
  imageRequests: z.array(z.object({ id: z.string(), caption: z.string(), referenceImageIds: z.array(z.string()), prompt: z.string() })),
  stateChanges: z.array(stateChangeOutputSchema),
});
export type BeatOutput = z.infer<typeof beatOutputSchema>;

/** Milestone texts, one per requested key. */
export const milestonesOutputSchema = z.object({
  milestones: z.array(z.object({ key: z.string(), text: z.string() })),
});
export type MilestonesOutput = z.infer<typeof milestonesOutputSchema>;

/** Every narrator call's output schema, for adapters that send structured-output schemas. */
export const NARRATOR_OUTPUT_SCHEMAS = {
  setupFromPrompt: promptSetupOutputSchema,
  setupFromWorld: worldSetupOutputSchema,
  planThread: threadOutputSchema,
  writeSwitch: switchOutputSchema,
  writeBeat: beatOutputSchema,
  writeMilestones: milestonesOutputSchema,
} as const;
