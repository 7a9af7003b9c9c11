import { z } from 'zod';
import {
  playerStatusSchema,
  resolutionSchema,
  resourceTypeSchema,
  riskTypeSchema,
  storyCategorySchema,
  storyGameModeSchema,
} from './constants';
import { isoDateSchema, playerSlotSchema } from './ids';
import {
  backgroundSchema,
  characterSelectionIntroductionSchema,
  difficultyLevelSchema,
  guidelinesSchema,
  identitySchema,
  imageInstructionsSchema,
  imageReferenceSchema,
  outcomeSchema,
  pronounsSchema,
  statSchema,
  statValueSchema,
  statValueValueSchema,
  storyElementSchema,
} from './template';

/** A stat modifier on a challenge option; effect -15..+15 [O2]. */
export const successModifierSchema = z.object({
  statId: z.string().min(1),
  reason: z.string().default(''),
  effect: z.number().int().min(-15).max(15),
});
export type SuccessModifier = z.infer<typeof successModifierSchema>;

/** Stat change operations [T2]. */
export const statChangeTypeSchema = z.enum([
  'setBoolean',
  'addNumber',
  'subtractNumber',
  'setNumber',
  'setString',
  'addElement',
  'removeElement',
]);
export type StatChangeType = z.infer<typeof statChangeTypeSchema>;

/** Where an outcome or a stat lives: the shared group or one player slot. */
export const statGroupRefSchema = z.union([z.literal('shared'), playerSlotSchema]);
export type StatGroupRef = z.infer<typeof statGroupRefSchema>;

/**
 * The stat a sacrifice option always loses or a reward option always gains, whatever the roll
 * [O3]; applied when the option is chosen.
 */
export const resourceStatChangeSchema = z.object({
  group: statGroupRefSchema,
  statId: z.string().min(1),
  change: statChangeTypeSchema,
  value: statValueValueSchema,
});
export type ResourceStatChange = z.infer<typeof resourceStatChangeSchema>;

/** An exploration option: no roll [O2]. */
export const explorationOptionSchema = z.object({
  optionType: z.literal('exploration'),
  resourceType: resourceTypeSchema.default('normal'),
  text: z.string().min(1),
});

/** A challenge option: rolled against a distribution [O2, P1-P5]. */
export const challengeOptionSchema = z.object({
  optionType: z.literal('challenge'),
  resourceType: resourceTypeSchema.default('normal'),
  text: z.string().min(1),
  riskType: riskTypeSchema.default('normal'),
  basePoints: z.number().int().min(-30).max(30),
  modifiersToSuccessRate: z.array(successModifierSchema).default([]),
  resourceStatChange: resourceStatChangeSchema.optional(),
});

/** An option of a beat. */
export const optionSchema = z.discriminatedUnion('optionType', [explorationOptionSchema, challengeOptionSchema]);
export type Option = z.infer<typeof optionSchema>;
export type ChallengeOption = z.infer<typeof challengeOptionSchema>;
export type ExplorationOption = z.infer<typeof explorationOptionSchema>;

/** A distribution over the three resolutions, integers summing to 100 [P4]. */
export const distributionSchema = z
  .object({
    favorable: z.number().int().min(0).max(100),
    mixed: z.number().int().min(0).max(100),
    unfavorable: z.number().int().min(0).max(100),
  })
  .refine((d) => d.favorable + d.mixed + d.unfavorable === 100, 'distribution must sum to 100');
export type Distribution = z.infer<typeof distributionSchema>;

/** One part of the points of a challenge, as shown to players [P1]. */
export const readablePointModifierSchema = z.object({
  name: z.string().min(1),
  value: z.number().int(),
  tooltip: z.string().optional(),
});
export type ReadablePointModifier = z.infer<typeof readablePointModifierSchema>;

/** How a challenge was resolved [P1-P5]. */
export const resolutionDetailsSchema = z.object({
  points: z.number().int(),
  roll: z.number().min(0).lt(100),
  distribution: distributionSchema,
  readablePointModifiers: z.array(readablePointModifierSchema).default([]),
});
export type ResolutionDetails = z.infer<typeof resolutionDetailsSchema>;

/** A short snippet shown while the next beat is written; 3 per beat, 1 without images [W4]. */
export const interludeSchema = z.object({
  text: z.string().min(1),
  imageId: z.string().default(''),
  imageSource: z.enum(['template', 'story', 'none']).default('none'),
});
export type Interlude = z.infer<typeof interludeSchema>;

/** A request to generate an image for a beat (spec 3 §3). */
export const imageRequestSchema = z.object({
  id: z
    .string()
    .min(1)
    .refine((id) => !id.startsWith('player'), 'image request ids must not start with "player"'),
  caption: z
    .string()
    .min(1)
    .refine((c) => c.trim().split(/\s+/).length <= 6, 'caption is at most six words'),
  referenceImageIds: z.array(z.string()).default([]),
  prompt: z.string().min(1),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;

/** Kinds of beats [S2]. */
export const beatKindSchema = z.enum(['intro', 'switch', 'thread', 'ending']);
export type BeatKind = z.infer<typeof beatKindSchema>;

/** A change to the story's state [T2], discriminated on `type`. */
export const stateChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('statChange'),
    group: statGroupRefSchema,
    statId: z.string().min(1),
    change: statChangeTypeSchema,
    value: statValueValueSchema,
  }),
  z.object({
    type: z.literal('newFact'),
    storyElementId: z.string().min(1),
    fact: z.string().min(1),
  }),
  z.object({
    type: z.literal('newMilestone'),
    outcomeGroup: z.union([z.literal('shared'), playerSlotSchema]),
    outcomeId: z.string().min(1),
    milestone: z.string().min(1),
  }),
  z.object({
    type: z.literal('newStoryElement'),
    element: storyElementSchema,
  }),
  z.object({
    type: z.literal('addIntroductionOfStoryElement'),
    player: playerSlotSchema,
    storyElementId: z.string().min(1),
  }),
]);
export type StateChange = z.infer<typeof stateChangeSchema>;

/** A beat as the server keeps it (spec 3 §3). */
export const beatSchema = z.object({
  id: z.string().min(1),
  turn: z.number().int().min(1),
  kind: beatKindSchema,
  plan: z.string().default(''),
  title: z.string().min(1),
  text: z.string().min(1),
  summary: z.string().default(''),
  options: z.array(optionSchema).length(3),
  choice: z.number().int().min(-1).max(2).default(-1),
  resolution: resolutionSchema.optional(),
  resolutionDetails: resolutionDetailsSchema.optional(),
  interludes: z.array(interludeSchema).min(1).max(3),
  imageRequests: z.array(imageRequestSchema).max(2).default([]),
  stateChanges: z.array(stateChangeSchema).default([]),
  threadId: z.string().optional(),
  switchId: z.string().optional(),
  chosenAt: isoDateSchema.optional(),
  createdAt: isoDateSchema,
});
export type Beat = z.infer<typeof beatSchema>;

/** A reference to one outcome: its group (shared or a player slot) and id. */
export const outcomeRefSchema = z.object({
  outcomeGroup: statGroupRefSchema,
  outcomeId: z.string().min(1),
});
export type OutcomeRef = z.infer<typeof outcomeRefSchema>;

/** A switch: one beat that decides the next thread [S2, S3]. */
export const switchSchema = z.object({
  id: z.string().min(1),
  turn: z.number().int().min(1),
  players: z.array(playerSlotSchema).min(1),
  type: z.enum(['topic', 'flavor']),
  outcomeId: z.string().optional(),
  /** Group of `outcomeId` (flavor switches). */
  outcomeGroup: statGroupRefSchema.optional(),
  /** Topic switches: the outcome each of the three choices points to, in option order. */
  topicOutcomes: z.array(outcomeRefSchema).default([]),
  /** Flavor switches: why the outcome is fixed [S3]. */
  flavorReason: z.enum(['urgency', 'continuation', 'ending']).optional(),
  question: z.string().min(1),
  topicChoices: z.array(z.string()).length(3),
  title: z.string().min(1),
});
export type Switch = z.infer<typeof switchSchema>;

/** One planned step of a thread's progression [S2]. */
export const progressionStepSchema = z.object({
  title: z.string().min(1),
  question: z.string().min(1),
  possibleResolutions: z.record(z.string(), z.string()).default({}),
});
export type ProgressionStep = z.infer<typeof progressionStepSchema>;

/** A thread of 2-4 beats pursuing one outcome; progression length equals duration [S2]. */
export const threadSchema = z
  .object({
    id: z.string().min(1),
    outcomeId: z.string().min(1),
    outcomeGroup: z.union([z.literal('shared'), playerSlotSchema]),
    playersSideA: z.array(playerSlotSchema).min(1),
    playersSideB: z.array(playerSlotSchema).default([]),
    typeOfThread: z.enum(['exploration', 'challenge']),
    typeOfMilestone: z.string().default(''),
    possibleMilestones: z.array(z.string()).default([]),
    progression: z.array(progressionStepSchema).min(2).max(4),
    duration: z.number().int().min(2).max(4),
    startTurn: z.number().int().min(1),
    title: z.string().min(1),
    resolutions: z.array(z.string()).default([]),
    milestone: z.string().optional(),
  })
  .refine((t) => t.progression.length === t.duration, {
    message: 'progression steps must equal the thread duration',
    path: ['progression'],
  });
export type Thread = z.infer<typeof threadSchema>;

/** One player of a story as the server keeps it. */
export const storyPlayerStateSchema = z.object({
  slot: playerSlotSchema,
  status: playerStatusSchema.default('active'),
  name: z.string().default(''),
  pronouns: pronounsSchema.prefault({}),
  appearance: z.string().default(''),
  fluff: z.string().default(''),
  identityChoice: z.number().int().min(-1).max(2).default(-1),
  backgroundChoice: z.number().int().min(-1).max(2).default(-1),
  statValues: z.array(statValueSchema).default([]),
  outcomes: z.array(outcomeSchema).default([]),
  possibleCharacterIdentities: z.array(identitySchema).length(3),
  possibleCharacterBackgrounds: z.array(backgroundSchema).length(3),
  introducedElements: z.array(z.string()).default([]),
  beatHistory: z.array(beatSchema).default([]),
});
export type StoryPlayerState = z.infer<typeof storyPlayerStateSchema>;

/** The World material a story is played in: a snapshot of the template's content. */
export const storyWorldSchema = z.object({
  guidelines: guidelinesSchema.prefault({}),
  storyElements: z.array(storyElementSchema).default([]),
  statGroups: z.array(z.string()).default([]),
  sharedStats: z.array(statSchema).default([]),
  playerStats: z.array(statSchema).default([]),
  imageInstructions: imageInstructionsSchema.prefault({}),
  characterSelectionIntroduction: characterSelectionIntroductionSchema.prefault({}),
  /** Facts added during play about the world as a whole (newFact on 'world') [T2]. */
  worldFacts: z.array(z.string()).default([]),
});
export type StoryWorld = z.infer<typeof storyWorldSchema>;

/**
 * How the model narrator has fared in a story (issue 29): its failed calls in a row, and from which
 * turn (until which, with a cool-down) the built-in storyteller writes instead. Absent in stories
 * written by the built-in storyteller alone.
 */
export const narratorHealthSchema = z.object({
  failures: z.number().int().min(0),
  offlineFrom: z.number().int().min(1).nullable(),
  offlineUntil: z.number().int().min(1).nullable(),
});
export type NarratorHealth = z.infer<typeof narratorHealthSchema>;

/** A story as the server and the engine keep it: everything, including what clients never see. */
export const storySchema = z.object({
  id: z.string().min(1),
  templateId: z.string().nullable().default(null),
  title: z.string().min(1),
  category: storyCategorySchema.optional(),
  prompt: z.string().optional(),
  /** The story's overall plan from setup; server-only [V2]. */
  plan: z.string().default(''),
  gameMode: storyGameModeSchema.default('Cooperative'),
  maxTurns: z.number().int().min(5).max(50),
  currentTurn: z.number().int().min(0).default(0),
  difficultyLevel: difficultyLevelSchema,
  generateImages: z.boolean().default(false),
  seed: z.string().min(1),
  creatorId: z.string().nullable().default(null),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  world: storyWorldSchema,
  sharedStatValues: z.array(statValueSchema).default([]),
  sharedOutcomes: z.array(outcomeSchema).default([]),
  players: z.partialRecord(playerSlotSchema, storyPlayerStateSchema),
  threads: z.array(threadSchema).default([]),
  switches: z.array(switchSchema).default([]),
  images: z.array(imageReferenceSchema).default([]),
  characterSelectionCompleted: z.boolean().default(false),
  gameOver: z.boolean().default(false),
  /** When the story was closed (its class ended, issue 33): it can be read, but nothing more happens in it. */
  closedAt: isoDateSchema.optional(),
  narratorHealth: narratorHealthSchema.optional(),
});
export type Story = z.infer<typeof storySchema>;
