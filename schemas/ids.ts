import { z } from 'zod';
import { safeText } from './text';

/** Player slots of a story: player1 ... player6 [B1]. */
export const PLAYER_SLOTS = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6'] as const;
/** The most players a story or World can have [B1]. */
export const MAX_PLAYERS = PLAYER_SLOTS.length;

export const playerSlotSchema = z.enum(PLAYER_SLOTS);
export type PlayerSlot = z.infer<typeof playerSlotSchema>;

/** Opaque id of a story. */
export const storyIdSchema = safeText().min(1).max(64).brand<'StoryId'>();
export type StoryId = z.infer<typeof storyIdSchema>;

/** Opaque id of a template (a World). */
export const templateIdSchema = safeText().min(1).max(64).brand<'TemplateId'>();
export type TemplateId = z.infer<typeof templateIdSchema>;

/** Opaque id of a user. */
export const userIdSchema = safeText().min(1).max(64).brand<'UserId'>();
export type UserId = z.infer<typeof userIdSchema>;

/** Opaque id of a realtime session (survives reconnects). */
export const sessionIdSchema = safeText().min(1).max(64).brand<'SessionId'>();
export type SessionId = z.infer<typeof sessionIdSchema>;

/**
 * A join code: the capability for one player slot. Case-insensitive on input, stored and shown
 * upper-case; the alphabet leaves out look-alikes (0/O, 1/I/L, U).
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const joinCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((s) => s.toUpperCase())
  .brand<'JoinCode'>();
export type JoinCode = z.infer<typeof joinCodeSchema>;

/** A client-made unique id carried by every request, used for idempotency. */
export const requestIdSchema = safeText().min(1).max(100);

/** ISO-8601 timestamp string. */
export const isoDateSchema = z.iso.datetime({ offset: true });
