import { z } from 'zod';
import {
  characterSelectionIntroductionSchema,
  difficultyLevelSchema,
  guidelinesSchema,
  imageInstructionsSchema,
  isoDateSchema,
  MAX_PLAYERS,
  outcomeSchema,
  playerOptionsSchema,
  playerSlotSchema,
  statSchema,
  storyCategorySchema,
  storyElementSchema,
  storyGameModeSchema,
  TURNS_MAX,
  TURNS_MIN,
  TURNS_STEP,
} from '@schemas';

/** The World material a story starts from: a template's content or a prompt-built World, plus the story's own outcomes and title. */
export const storySetupSchema = z.object({
  title: z.string().min(1).max(200),
  plan: z.string().default(''),
  templateId: z.string().nullable().default(null),
  category: storyCategorySchema.optional(),
  prompt: z.string().optional(),
  guidelines: guidelinesSchema.prefault({}),
  storyElements: z.array(storyElementSchema).default([]),
  statGroups: z.array(z.string()).max(3).default([]),
  sharedStats: z.array(statSchema).default([]),
  playerStats: z.array(statSchema).default([]),
  imageInstructions: imageInstructionsSchema.prefault({}),
  characterSelectionIntroduction: characterSelectionIntroductionSchema.prefault({}),
  sharedOutcomes: z.array(outcomeSchema).default([]),
  players: z.partialRecord(playerSlotSchema, playerOptionsSchema),
});
export type StorySetup = z.infer<typeof storySetupSchema>;

/** What the creator chose for the story: players, length, mode, difficulty, images [B1, B2]. */
export const storyConfigSchema = z.object({
  playerCount: z.number().int().min(1).max(MAX_PLAYERS),
  maxTurns: z
    .number()
    .int()
    .min(TURNS_MIN)
    .max(TURNS_MAX)
    .refine((n) => n % TURNS_STEP === 0, `turns go in steps of ${TURNS_STEP}`),
  gameMode: storyGameModeSchema.default('Cooperative'),
  difficultyLevel: difficultyLevelSchema.default({ modifier: 0, title: 'Balanced' }),
  generateImages: z.boolean().default(false),
  creatorId: z.string().nullable().default(null),
});
export type StoryConfig = z.infer<typeof storyConfigSchema>;

/** An ISO timestamp argument (the engine never reads the clock). */
export const nowSchema = isoDateSchema;
