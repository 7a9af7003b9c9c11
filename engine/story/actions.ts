import { z } from 'zod';
import {
  beatSchema,
  imageReferenceSchema,
  isoDateSchema,
  narratorHealthSchema,
  playerSlotSchema,
  playerStatusSchema,
  switchSchema,
  threadSchema,
} from '@schemas';
import { storyConfigSchema, storySetupSchema } from './setup';
import { turnPlanSchema } from './turn-plan';

/** Create the story from a setup result; the seed drives every roll [P5]. */
export const createStoryActionSchema = z.object({
  type: z.literal('create_story'),
  storyId: z.string().min(1).max(64),
  seed: z.string().min(1),
  now: isoDateSchema,
  config: storyConfigSchema,
  setup: storySetupSchema,
});

/** A player picks one of their 3 identities and 3 backgrounds [W1]. */
export const selectCharacterActionSchema = z.object({
  type: z.literal('select_character'),
  slot: playerSlotSchema,
  identityIndex: z.number().int(),
  backgroundIndex: z.number().int(),
  now: isoDateSchema,
});

/** A player chooses an option of their latest beat; `turn` guards against stale choices. */
export const chooseOptionActionSchema = z.object({
  type: z.literal('choose_option'),
  slot: playerSlotSchema,
  optionIndex: z.number().int(),
  turn: z.number().int().optional(),
  now: isoDateSchema,
});

/** A generated turn: the plan it was written for, one beat per planned player, new threads and switches, milestone texts. */
export const applyTurnActionSchema = z.object({
  type: z.literal('apply_turn'),
  now: isoDateSchema,
  plan: turnPlanSchema,
  beats: z.array(z.object({ slot: playerSlotSchema, beat: beatSchema })),
  threads: z.array(threadSchema),
  switches: z.array(switchSchema),
  milestones: z.array(z.object({ key: z.string().min(1), text: z.string().min(1) })),
  /** The model narrator's health after this turn (issue 29), when a narrator with a circuit breaker wrote it. */
  narratorHealth: narratorHealthSchema.optional(),
});

/** Archive, delete (leave) or resume one player's slot. */
export const setPlayerStatusActionSchema = z.object({
  type: z.literal('set_player_status'),
  slot: playerSlotSchema,
  status: playerStatusSchema,
  now: isoDateSchema,
});

/** The illustrator finished (or failed) one of the story's images. */
export const setImageStatusActionSchema = z.object({
  type: z.literal('set_image_status'),
  imageId: z.string().min(1),
  status: z.enum(['ready', 'failed']),
  /** A ready picture's stored file type (the illustrator decides it: SVG offline, PNG/JPEG/WebP from a model). */
  fileType: imageReferenceSchema.shape.fileType.unwrap().optional(),
  /** A ready picture's content version (its URL's cache-busting parameter). */
  version: z.string().max(64).optional(),
  now: isoDateSchema,
});

/** Close the story (its class ended, issue 33): it stays readable, nothing more can be chosen or written. */
export const closeStoryActionSchema = z.object({
  type: z.literal('close_story'),
  now: isoDateSchema,
});

/** Every action of the story reducer, discriminated on `type`: a story is a replayable log of these. */
export const storyActionSchema = z.discriminatedUnion('type', [
  createStoryActionSchema,
  selectCharacterActionSchema,
  chooseOptionActionSchema,
  applyTurnActionSchema,
  setPlayerStatusActionSchema,
  setImageStatusActionSchema,
  closeStoryActionSchema,
]);
export type StoryAction = z.infer<typeof storyActionSchema>;
export type CreateStoryAction = z.infer<typeof createStoryActionSchema>;
export type SelectCharacterAction = z.infer<typeof selectCharacterActionSchema>;
export type ChooseOptionAction = z.infer<typeof chooseOptionActionSchema>;
export type ApplyTurnAction = z.infer<typeof applyTurnActionSchema>;
export type SetPlayerStatusAction = z.infer<typeof setPlayerStatusActionSchema>;
export type SetImageStatusAction = z.infer<typeof setImageStatusActionSchema>;
export type CloseStoryAction = z.infer<typeof closeStoryActionSchema>;
