import { playerSlotSchema } from '@schemas';
import { z } from 'zod';

/** The NOTIFY channel announcing new beat drafts to every server process. */
export const BEAT_STREAM_CHANNEL = 'beat_streams';

/** Drafts whose NOTIFY payload would pass this size go by key only (PostgreSQL's limit is 8000 bytes). */
export const INLINE_DRAFT_BYTES = 7500;

/** A draft as stored, and as announced (title and text absent when it went by key only). */
export const beatStreamEventSchema = z.object({
  storyId: z.string(),
  slot: playerSlotSchema,
  turn: z.number().int(),
  seq: z.number().int(),
  title: z.string().nullable().optional(),
  text: z.string().optional(),
  done: z.boolean(),
});
export type BeatStreamEvent = z.infer<typeof beatStreamEventSchema>;
