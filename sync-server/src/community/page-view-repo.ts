/** The `page_views` table: one counter per day and path, nothing about the visitor. */
import type { Queryable } from '../db/db';

/** Counts one view of `path` today. */
export async function countPageView(db: Queryable, path: string): Promise<void> {
  await db.query(
    `insert into page_views (day, path, views) values (current_date, $1, 1)
     on conflict (day, path) do update set views = page_views.views + 1`,
    [path],
  );
}
