import { playerSlotSchema } from '@schemas';
import { z } from 'zod';

/** The NOTIFY channel carrying story changes between server processes. */
export const STORY_CHANNEL = 'story_updates';

/** What changed in a story, as published to every process. */
export const storyEventSchema = z.object({
  storyId: z.string(),
  version: z.number().int(),
  trigger: z.enum(['character_selected', 'choice_made', 'turn_generated', 'player_left', 'story_ready', 'story_failed', 'image_ready', 'story_closed']),
  slot: playerSlotSchema.optional(),
});
export type StoryEvent = z.infer<typeof storyEventSchema>;
