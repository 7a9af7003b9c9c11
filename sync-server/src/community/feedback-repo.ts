/** The `feedback` table. */
import type { FeedbackSubmitRequest } from '@schemas';
import type { Queryable } from '../db/db';

/** Stores one piece of feedback under `id`. */
export async function insertFeedback(db: Queryable, id: string, f: FeedbackSubmitRequest, userId: string | null): Promise<void> {
  await db.query(
    `insert into feedback (id, type, rating, comment, contact_info, story_id, story_title, story_text, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, f.type, f.rating ?? null, f.comment, f.contactInfo?.trim() || null, f.storyId ?? null, f.storyTitle ?? null, f.storyText ?? null, userId],
  );
}
