/** The `images` table: pictures stored in the database, so every server process serves them. */
import type { Queryable } from '../db/db';

/** Deletes the pictures of one owner (e.g. a World's cover and element images, source 'template'). */
export async function deleteImagesOf(db: Queryable, source: string, sourceId: string): Promise<void> {
  await db.query(`delete from images where source = $1 and source_id = $2`, [source, sourceId]);
}
