/**
 * A solo story played on the device with no network (issue 21): the inputs it was made from, the
 * upload that sends them with a digest of every beat the device wrote, and the server's answer.
 */
import { z } from 'zod';
import { createStoryFromTemplateRequestSchema } from './api';
import { isoDateSchema, JOIN_CODE_ALPHABET, requestIdSchema } from './ids';
import { safeText } from './text';

/** A story id made on the device: the server's own format (`story_` and 32 hex digits). */
export const offlineStoryIdSchema = safeText().regex(/^story_[0-9a-f]{32}$/, 'storyId must be story_ followed by 32 hex digits');

/** A join code made on the device: 10 characters of the join-code alphabet, as the server makes them. */
export const offlineJoinCodeSchema = safeText().regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{10}$`), 'code must be 10 characters of the join-code alphabet');

/** The digest of one written beat (SHA-256 hex of its player-visible content, engine `beatDigest`). */
export const beatDigestSchema = z.object({
  turn: z.number().int().min(1).max(100),
  digest: safeText().regex(/^[0-9a-f]{64}$/, 'digest must be 64 hex digits'),
});
export type BeatDigest = z.infer<typeof beatDigestSchema>;

const pick = createStoryFromTemplateRequestSchema.shape;

/**
 * Everything a solo procedural story is a pure function of, beside the template and the engine:
 * the creation request (with the seed made on the device), the moments of each action (so a
 * replay writes the same `createdAt` and `chosenAt`), the character selection and each choice.
 */
export const offlineStoryInputsSchema = z.object({
  storyId: offlineStoryIdSchema,
  seed: safeText().regex(/^[A-Za-z0-9_-]{16,64}$/, 'seed must be 16 to 64 base64url characters'),
  engineVersion: z.number().int().min(1),
  narratorVersion: z.number().int().min(1),
  createdAt: isoDateSchema,
  templateId: pick.templateId,
  playerCount: z.literal(1),
  maxTurns: pick.maxTurns,
  difficultyLevel: pick.difficultyLevel,
  selection: z
    .object({
      requestId: requestIdSchema,
      identityIndex: z.number().int().min(0).max(2),
      backgroundIndex: z.number().int().min(0).max(2),
      now: isoDateSchema,
    })
    .nullable(),
  choices: z
    .array(
      z.object({
        requestId: requestIdSchema,
        turn: z.number().int().min(1).max(100),
        optionIndex: z.number().int(),
        now: isoDateSchema,
      }),
    )
    .max(100),
});
export type OfflineStoryInputs = z.infer<typeof offlineStoryInputsSchema>;

/** POST /stories/offline: a solo story played offline, to verify by replay and keep. */
export const uploadOfflineStoryRequestSchema = z.object({
  requestId: requestIdSchema,
  code: offlineJoinCodeSchema,
  inputs: offlineStoryInputsSchema,
  digests: z.array(beatDigestSchema).max(100),
});
export type UploadOfflineStoryRequest = z.infer<typeof uploadOfflineStoryRequestSchema>;

/**
 * The answer: `verified` when every beat the server wrote equals the device's; `diverged` when the
 * server's engine or narrator differs and its beats win from `divergedAtTurn` (the device drops its
 * own from there and shows the server's). `code` is the device's unless it was taken.
 */
export const uploadOfflineStoryResponseSchema = z.object({
  storyId: offlineStoryIdSchema,
  code: safeText(),
  outcome: z.enum(['verified', 'diverged']),
  divergedAtTurn: z.number().int().min(1).optional(),
  digests: z.array(beatDigestSchema),
});
export type UploadOfflineStoryResponse = z.infer<typeof uploadOfflineStoryResponseSchema>;
