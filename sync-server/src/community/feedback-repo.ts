/** The `feedback` table: submissions (spec 1 §3) and the admin list (spec 2 §3). */
import type { Feedback, FeedbackSubmitRequest } from '@schemas';
import type { Queryable } from '../db/db';

/** Stores one piece of feedback under `id`. */
export async function insertFeedback(db: Queryable, id: string, f: FeedbackSubmitRequest, userId: string | null): Promise<void> {
  await db.query(
    `insert into feedback (id, type, rating, comment, contact_info, story_id, story_title, story_text, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, f.type, f.rating ?? null, f.comment, f.contactInfo?.trim() || null, f.storyId ?? null, f.storyTitle ?? null, f.storyText ?? null, userId],
  );
}

type FeedbackRow = { id: string; type: Feedback['type']; rating: Feedback['rating']; comment: string; username: string | null; story_title: string | null; created_at: Date };

/** Every feedback submission with its author's name (null for anonymous or deleted accounts), newest first. */
export async function listFeedback(db: Queryable): Promise<Feedback[]> {
  const rows = await db.query<FeedbackRow>(
    `select f.id, f.type, f.rating, f.comment, u.username, f.story_title, f.created_at
     from feedback f left join users u on u.id = f.user_id order by f.created_at desc, f.id`,
  );
  return rows.map((r) => ({ id: r.id, type: r.type, rating: r.rating, comment: r.comment, username: r.username, storyTitle: r.story_title, createdAt: r.created_at.toISOString() }));
}

/** Deletes one submission; false when it was already gone. */
export async function deleteFeedback(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('delete from feedback where id = $1 returning id', [id])).length > 0;
}
