/** The `newsletter_subscribers` table. */
import type { Queryable } from '../db/db';

/** Subscribes an address to the newsletter; false when it already was. */
export async function subscribeNewsletter(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('insert into newsletter_subscribers (email) values ($1) on conflict do nothing returning email', [email.trim().toLowerCase()]);
  return rows.length > 0;
}
