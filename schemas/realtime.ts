import { z } from 'zod';
import { createStoryFromTemplateRequestSchema, createStoryRequestSchema, storySetupStatusSchema } from './api';
import { classTileSchema, learnerNameSchema } from './classes';
import { clientStoryStateSchema } from './client-state';
import { apiStatusSchema, validationIssueSchema } from './envelope';
import { playerSlotSchema, requestIdSchema, sessionIdSchema } from './ids';
import { resolutionDetailsSchema } from './story';
import { resolutionSchema } from './constants';
import { safeText } from './text';

/** Largest WebSocket frame the server accepts, in bytes. */
export const MAX_REALTIME_FRAME_BYTES = 64 * 1024;

/**
 * Capabilities a client may announce on verify_code / rejoin_session (schemas/PROTOCOL.md).
 * `beat-deltas`: state updates carry only the beats that changed (`historyFrom` set) instead of the
 * whole per-player state that spec 1 §3 describes. `beat-stream`: the player's next beat is sent as
 * the model writes it (`beat_stream_notification`). Unknown names are ignored.
 */
export const CAPABILITIES = { beatDeltas: 'beat-deltas', beatStream: 'beat-stream' } as const;
const capabilitiesSchema = z.array(safeText().min(1).max(40)).max(16).optional();

// Spec 1 §7 adds only the sessionId to each payload: a requestId is optional everywhere. The
// server answers with it when sent, and otherwise makes the idempotency key it needs itself.
const base = { requestId: requestIdSchema.optional() };
const withSession = { ...base, sessionId: sessionIdSchema };

/** Every message a client sends over the realtime socket (spec 1 §7), discriminated on `type`. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('create_session'), ...base }),
  z.object({
    type: z.literal('verify_code'),
    ...withSession,
    code: safeText().trim().min(1).max(32),
    /** The signed-in user (spec 1 §7); used only when the socket's own cookie session is that user. */
    userId: safeText().max(64).nullable().optional(),
    capabilities: capabilitiesSchema,
  }),
  z.object({
    type: z.literal('rejoin_session'),
    ...withSession,
    playerCode: safeText().trim().min(1).max(32),
    capabilities: capabilitiesSchema,
  }),
  z.object({
    type: z.literal('make_choice'),
    ...withSession,
    optionIndex: z.number().int().min(0).max(2),
    /** The turn of the beat chosen on: a stale or replayed choice for an older turn is recognised. */
    turn: z.number().int().min(1).optional(),
  }),
  z.object({
    type: z.literal('select_character'),
    ...withSession,
    identityIndex: z.number().int().min(0).max(2),
    backgroundIndex: z.number().int().min(0).max(2),
    /** A learner of a class may give a name for the teacher's board (issue 33); ignored elsewhere. */
    learnerName: learnerNameSchema.optional(),
  }),
  z.object({ type: z.literal('exit_story'), ...withSession }),
  /** The teacher's board of a class (issue 33): answered with the whole board, then tile changes as they happen. */
  z.object({ type: z.literal('watch_class'), ...base, classId: safeText().min(1).max(64) }),
  createStoryRequestSchema.extend({ type: z.literal('initialize_story'), ...withSession }),
  createStoryFromTemplateRequestSchema.extend({ type: z.literal('initialize_from_template'), ...withSession }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES = clientMessageSchema.options.map((o) => o.shape.type.value);

/** The data of a make_choice success reply: how the choice resolved. */
export const choiceResultSchema = z.object({
  turn: z.number().int(),
  optionIndex: z.number().int(),
  resolution: resolutionSchema.optional(),
  resolutionDetails: resolutionDetailsSchema.optional(),
  pendingPlayers: z.array(playerSlotSchema),
});
export type ChoiceResult = z.infer<typeof choiceResultSchema>;

/** The data of a create_session success reply. */
export const createSessionResultSchema = z.object({ sessionId: sessionIdSchema });

/** The data of a verify_code or rejoin_session success reply: the player's slot and, once the story is set up, their view. */
export const joinResultSchema = z.object({
  storyId: z.string(),
  playerSlot: playerSlotSchema,
  storyStatus: storySetupStatusSchema,
  state: clientStoryStateSchema.optional(),
  /** Set when the slot is a learner's place in a class (issue 33): their number and the name they gave, if any. */
  learner: z.object({ number: z.number().int().min(1), name: z.string().nullable() }).optional(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

/** A reply to a client message: `${type}_response` with the envelope fields. */
export const responseMessageSchema = z.object({
  type: z.string().regex(/_response$/),
  status: apiStatusSchema,
  requestId: z.string().optional(),
  timestamp: z.string(),
  data: z.unknown().optional(),
  errorMessage: z.string().optional(),
  operationType: z.string().optional(),
  moderation: z.object({ reason: z.string() }).optional(),
  rateLimit: z.object({ timeRemaining: z.number().int() }).optional(),
  issues: z.array(validationIssueSchema).optional(),
});
export type ResponseMessage = z.infer<typeof responseMessageSchema>;

/** Why a state update was sent. */
export const stateTriggerSchema = z.enum([
  'verify_code',
  'rejoin_session',
  'character_selected',
  'choice_made',
  'turn_generated',
  'player_left',
  'story_ready',
  'image_ready',
  'story_closed',
]);

/**
 * A draft of the player's next beat while a model writes it (capability `beat-stream`): `text` is
 * the whole text so far (never a delta), `seq` grows with every draft of the turn. The stored beat
 * arrives in a state update and replaces the draft, whatever the draft said.
 */
export const beatStreamNotificationSchema = z.object({
  type: z.literal('beat_stream_notification'),
  storyId: z.string(),
  /** The turn being written: one more than the player's latest beat. */
  turn: z.number().int().min(1),
  playerSlot: playerSlotSchema,
  seq: z.number().int().min(0),
  title: safeText().optional(),
  text: safeText(),
  /** The model finished this beat; the state update with the stored beat follows. */
  done: z.boolean(),
  timestamp: z.string(),
});
export type BeatStreamNotification = z.infer<typeof beatStreamNotificationSchema>;

/** Every notification the server pushes, discriminated on `type`. */
export const notificationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('state_update_notification'),
    state: clientStoryStateSchema,
    trigger: stateTriggerSchema,
    timestamp: z.string(),
  }),
  z.object({ type: z.literal('story_ready_notification'), storyId: z.string(), timestamp: z.string() }),
  beatStreamNotificationSchema,
  z.object({
    type: z.literal('story_codes_notification'),
    storyId: z.string(),
    codes: z.partialRecord(playerSlotSchema, z.string()),
    timestamp: z.string(),
  }),
  z.object({
    type: z.literal('rate_limited'),
    rateLimit: z.object({ timeRemaining: z.number().int() }),
    operationType: z.string().optional(),
    timestamp: z.string(),
  }),
  z.object({ type: z.literal('connection_stale'), message: z.string(), timestamp: z.string() }),
  z.object({
    type: z.literal('class_board_notification'),
    classId: z.string(),
    /** The learners whose tiles changed (each whole); empty when only the class itself changed. */
    tiles: z.array(classTileSchema),
    endedAt: z.string().nullable(),
    serverTime: z.string(),
    timestamp: z.string(),
  }),
  z.object({
    type: z.literal('error'),
    error: z.string(),
    operationType: z.string().optional(),
    timestamp: z.string(),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;

/** Anything the server sends. */
export const serverMessageSchema = z.union([notificationSchema, responseMessageSchema]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
