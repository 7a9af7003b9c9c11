// A class (issue 33): a teacher starts one story per learner or group of a World in one request,
// hands out join cards, watches the room live and reads each learner's path afterwards. Learners
// have no accounts: a learner is one player slot of one of the class's stories, named by what they
// typed on joining or 'Learner N'.
import { z } from 'zod';
import { createStoryFromTemplateRequestSchema, storySetupStatusSchema } from './api';
import { clientStoryStateSchema } from './client-state';
import { resolutionSchema, storyGameModeSchema } from './constants';
import { isoDateSchema, MAX_PLAYERS, playerSlotSchema, requestIdSchema } from './ids';
import { difficultyLevelSchema, imageReferenceSchema } from './template';
import { safeText } from './text';

/** The most learners one class holds. */
export const MAX_CLASS_LEARNERS = 40;
/** The largest group: a story's most players [B1]. */
export const MAX_GROUP_SIZE = MAX_PLAYERS;
/** The longest name a learner may type on joining. */
export const LEARNER_NAME_MAX = 40;
/** Days an ended class (and its stories) is kept before it is deleted, unless the teacher keeps it. */
export const CLASS_RETENTION_DAYS = 30;
/** A learner who has not chosen for this long is flagged quiet on the board. */
export const QUIET_AFTER_MS = 5 * 60_000;
/**
 * A learner counts as online while a socket follows their slot and the server has heard of it
 * within this long (the server refreshes it every 30 s; a crashed process's learners go offline).
 */
export const PRESENCE_FRESH_MS = 90_000;

const groupSizes = z
  .array(z.number().int('Each group is a whole number of learners.').min(1, 'A group has 1 to 6 learners.').max(MAX_GROUP_SIZE, 'A group has 1 to 6 learners.'))
  .min(1, 'A class needs at least one learner.')
  .refine((sizes) => sizes.reduce((a, b) => a + b, 0) <= MAX_CLASS_LEARNERS, `A class holds at most ${MAX_CLASS_LEARNERS} learners.`);

/** The name a learner types on joining (optional; blank means 'Learner N'). */
export const learnerNameSchema = safeText().trim().min(1).max(LEARNER_NAME_MAX);

/**
 * POST /classes: one story per group of the World, all created in one transaction. `groups` lists
 * each group's size in order (1 = a solo learner); learners are numbered across them from 1.
 * `maxTurns` and `difficultyLevel` must lie within the World's bounds; each group's size within
 * its player counts. The game mode is the World's own.
 */
export const createClassRequestSchema = z.object({
  requestId: requestIdSchema,
  templateId: safeText().min(1).max(64),
  /** The teacher's name for the class ('Year 5 Blue'); the World's title when absent. */
  title: safeText().trim().min(1).max(80).optional(),
  groups: groupSizes,
  maxTurns: createStoryFromTemplateRequestSchema.shape.maxTurns,
  difficultyLevel: difficultyLevelSchema,
  generateImages: z.boolean().default(false),
});
export type CreateClassRequest = z.infer<typeof createClassRequestSchema>;

/** POST /classes/{id}/end and DELETE /classes/{id}: a body with only its requestId. */
export const classActionRequestSchema = z.object({ requestId: requestIdSchema.optional() });

/** PUT /classes/{id}/keep: keep an ended class past its 30 days, or let it go again. */
export const keepClassRequestSchema = z.object({ requestId: requestIdSchema, keep: z.boolean() });

/** A learner of a class: their number, group, name and the slot they play (with its join code, for the cards). */
export const classLearnerSchema = z.object({
  learner: z.number().int().min(1),
  group: z.number().int().min(1),
  name: z.string().nullable(),
  storyId: z.string(),
  slot: playerSlotSchema,
  code: z.string(),
});
export type ClassLearner = z.infer<typeof classLearnerSchema>;

/** A class in the teacher's list. */
export const classSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  worldTitle: z.string(),
  templateId: z.string().nullable(),
  coverImage: imageReferenceSchema.nullable(),
  learnerCount: z.number().int(),
  groupCount: z.number().int(),
  createdAt: isoDateSchema,
  /** When the teacher ended it (stories read-only from then on); null while it runs. */
  endedAt: isoDateSchema.nullable(),
  keep: z.boolean(),
  /** When the sweep deletes it with its stories: 30 days after its end, unless kept. */
  deleteAfter: isoDateSchema.nullable(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** A whole class: its settings and every learner with their code (GET /classes/{id}, the join cards). */
export const classDetailSchema = classSummarySchema.extend({
  gameMode: storyGameModeSchema,
  groups: z.array(z.number().int()),
  maxTurns: z.number().int(),
  difficultyLevel: difficultyLevelSchema,
  generateImages: z.boolean(),
  learners: z.array(classLearnerSchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** GET /classes answer. */
export const classListResponseSchema = z.object({ classes: z.array(classSummarySchema) });
export type ClassListResponse = z.infer<typeof classListResponseSchema>;
/** POST /classes, GET /classes/{id}, POST /classes/{id}/end and PUT /classes/{id}/keep answer. */
export const classResponseSchema = z.object({ class: classDetailSchema });

/** GET /classes/{id}/learners/{n}/story: a learner's story as they see it, for their teacher to read. */
export const learnerStoryResponseSchema = z.object({ learner: z.number().int(), name: z.string().nullable(), state: clientStoryStateSchema });

/**
 * Where a learner stands, as the board shows it: the story being set up or failed; choosing a
 * character; choosing on their latest beat; waiting for their group (they chose, others have
 * not); the next beat being written; the story ended (or the class was ended); left the story.
 */
export const CLASS_TILE_PHASES = ['setting_up', 'failed', 'character', 'choosing', 'waiting_for_group', 'next_beat', 'ended', 'left'] as const;
export const classTilePhaseSchema = z.enum(CLASS_TILE_PHASES);
export type ClassTilePhase = z.infer<typeof classTilePhaseSchema>;

/** One learner's tile on the board. No story text: only where they stand. */
export const classTileSchema = z.object({
  learner: z.number().int().min(1),
  name: z.string().nullable(),
  group: z.number().int().min(1),
  storyId: z.string(),
  slot: playerSlotSchema,
  setup: storySetupStatusSchema,
  /** The setup job's progress label while setting up ('Writing the outline of your story'). */
  setupLabel: z.string().optional(),
  phase: classTilePhaseSchema,
  /** Beat n of N: the turn of the learner's latest beat (0 before the first). */
  beat: z.number().int().min(0),
  maxTurns: z.number().int(),
  /** When the learner's current step began (their latest beat, or the story's start): the quiet flag counts from here. */
  since: isoDateSchema.nullable(),
  online: z.boolean(),
  lastSeenAt: isoDateSchema.nullable(),
  /** The story's version the tile was drawn from: an older tile never replaces a newer one. */
  version: z.number().int(),
});
export type ClassTile = z.infer<typeof classTileSchema>;

/** The whole board of a class (GET /classes/{id}/board, and the reply to `watch_class`). */
export const classBoardSchema = z.object({
  classId: z.string(),
  endedAt: isoDateSchema.nullable(),
  /** The server's clock when the board was drawn: the app counts 'quiet' and 'last seen' from it. */
  serverTime: isoDateSchema,
  tiles: z.array(classTileSchema),
});
export type ClassBoard = z.infer<typeof classBoardSchema>;

/** One step of a learner's path: the beat, what they chose and how it resolved. */
export const classPathStepSchema = z.object({
  turn: z.number().int(),
  beatTitle: z.string(),
  choice: z.string().nullable(),
  optionType: z.enum(['exploration', 'challenge']).nullable(),
  resolution: resolutionSchema.optional(),
  /** The roll (0-100) of a challenge. */
  roll: z.number().optional(),
  isEnding: z.boolean(),
});
export type ClassPathStep = z.infer<typeof classPathStepSchema>;

/** An outcome a learner's story worked towards, with the milestones reached. */
export const classOutcomeSchema = z.object({ question: z.string(), milestones: z.array(z.string()) });

/** One learner after the lesson. */
export const classReportLearnerSchema = z.object({
  learner: z.number().int(),
  group: z.number().int(),
  name: z.string().nullable(),
  character: z.string().nullable(),
  beats: z.number().int(),
  maxTurns: z.number().int(),
  ended: z.boolean(),
  path: z.array(classPathStepSchema),
  outcomes: z.array(classOutcomeSchema),
  /** For a learn-something World: the facts of the people, places and things the learner met, and those the story added. */
  facts: z.array(z.string()),
});
export type ClassReportLearner = z.infer<typeof classReportLearnerSchema>;

/** GET /classes/{id}/report: every learner's path, outcomes and (learn-something Worlds) facts. */
export const classReportSchema = z.object({
  classId: z.string(),
  title: z.string(),
  worldTitle: z.string(),
  /** The World is tagged Learning (the wizard's 'learn something'): facts are listed. */
  learnsSomething: z.boolean(),
  learners: z.array(classReportLearnerSchema),
});
export type ClassReport = z.infer<typeof classReportSchema>;
