import { z } from 'zod';
import { resolutionSchema, resourceTypeSchema, riskTypeSchema, storyGameModeSchema, statTypeSchema } from './constants';
import { playerSlotSchema } from './ids';
import { interludeSchema, resolutionDetailsSchema, successModifierSchema } from './story';
import {
  backgroundSchema,
  characterSelectionIntroductionSchema,
  identitySchema,
  imageReferenceSchema,
  pronounsSchema,
  statValueSchema,
  statValueValueSchema,
} from './template';

/** A stat as clients see it: the fields [V2] withholds are absent. */
export const clientStatSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: statTypeSchema,
  group: z.string(),
  tooltip: z.string(),
  isVisible: z.boolean(),
  partOfPlayerBackgrounds: z.boolean(),
  initialValue: statValueValueSchema,
});
export type ClientStat = z.infer<typeof clientStatSchema>;

/**
 * An option as clients see it. For a challenge of an unresolved beat, riskType, basePoints and
 * modifiersToSuccessRate are absent [V2].
 */
export const clientOptionSchema = z.strictObject({
  optionType: z.enum(['exploration', 'challenge']),
  resourceType: resourceTypeSchema,
  text: z.string(),
  riskType: riskTypeSchema.optional(),
  basePoints: z.number().int().optional(),
  modifiersToSuccessRate: z.array(successModifierSchema).optional(),
});
export type ClientOption = z.infer<typeof clientOptionSchema>;

/** A beat as its player sees it: no plan, summary, thread or switch internals [V2]. */
export const clientBeatSchema = z.strictObject({
  id: z.string(),
  turn: z.number().int(),
  title: z.string(),
  text: z.string(),
  options: z.array(clientOptionSchema).length(3),
  choice: z.number().int().min(-1).max(2),
  resolution: resolutionSchema.optional(),
  resolutionDetails: resolutionDetailsSchema.optional(),
  interludes: z.array(interludeSchema),
  isEnding: z.boolean().default(false),
});
export type ClientBeat = z.infer<typeof clientBeatSchema>;

/** Another player as a client sees them: only these six fields [V1]. */
export const clientOtherPlayerSchema = z.strictObject({
  name: z.string(),
  pronouns: pronounsSchema,
  appearance: z.string(),
  fluff: z.string(),
  identityChoice: z.number().int(),
  backgroundChoice: z.number().int(),
});
export type ClientOtherPlayer = z.infer<typeof clientOtherPlayerSchema>;

/** The viewing client's own player, in full (outcomes withheld [V2]); see `historyFrom` for partial updates. */
export const clientOwnPlayerSchema = clientOtherPlayerSchema.extend({
  statValues: z.array(statValueSchema),
  beatHistory: z.array(clientBeatSchema),
});
export type ClientOwnPlayer = z.infer<typeof clientOwnPlayerSchema>;

/** What one player's client receives (spec 1 §3 'Story state'). */
export const clientStoryStateSchema = z.strictObject({
  id: z.string(),
  templateId: z.string().nullable(),
  title: z.string(),
  gameMode: storyGameModeSchema,
  playerSlot: playerSlotSchema,
  statGroups: z.array(z.string()),
  sharedStats: z.array(clientStatSchema),
  sharedStatValues: z.array(statValueSchema),
  playerStats: z.array(clientStatSchema),
  players: z.partialRecord(playerSlotSchema, z.union([clientOwnPlayerSchema, clientOtherPlayerSchema])),
  maxTurns: z.number().int(),
  currentTurn: z.number().int(),
  characterSelectionCompleted: z.boolean(),
  characterSelectionOptions: z.strictObject({
    possibleCharacterIdentities: z.array(identitySchema),
    possibleCharacterBackgrounds: z.array(backgroundSchema),
  }),
  characterSelectionIntroduction: characterSelectionIntroductionSchema,
  generateImages: z.boolean(),
  images: z.array(imageReferenceSchema),
  pendingPlayers: z.array(playerSlotSchema),
  leftPlayers: z.array(playerSlotSchema),
  gameOver: z.boolean(),
  /** Set (true) when the story was closed by its teacher (issue 33): `gameOver` is then true as well, and nothing more can be chosen. */
  closed: z.literal(true).optional(),
  /**
   * Set on incremental updates: the own player's beatHistory holds only the beats from this turn
   * on; earlier beats are unchanged since the last full state. A client whose latest stored beat is
   * older than historyFrom - 1 has missed an update and asks for the full state again.
   */
  historyFrom: z.number().int().min(1).optional(),
  /** A plain sentence shown while Taleforge's built-in storyteller stands in for an AI model that kept failing (issue 29). */
  storytellerNotice: z.string().optional(),
});
export type ClientStoryState = z.infer<typeof clientStoryStateSchema>;
