import { playerSlotSchema } from '@schemas';
import { z } from 'zod';

/** The NOTIFY channel carrying class changes between server processes (issue 33). */
export const CLASS_CHANNEL = 'class_updates';

/**
 * What changed in a class beyond its stories (those come as story events): a learner came online
 * or went offline, or gave a name (`storyId`, `slot`); or the class itself was ended or deleted.
 */
export const classEventSchema = z.object({
  classId: z.string(),
  kind: z.enum(['learner', 'ended', 'deleted']),
  storyId: z.string().optional(),
  slot: playerSlotSchema.optional(),
});
export type ClassEvent = z.infer<typeof classEventSchema>;
