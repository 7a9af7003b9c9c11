/** The `password_resets` table: 'Forgot password?' links, stored by the SHA-256 of their token. */
import type { Queryable } from '../db/db';

/** Stores a new link. */
export async function insertPasswordReset(db: Queryable, reset: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.query('insert into password_resets (id, user_id, expires_at) values ($1, $2, $3)', [reset.id, reset.userId, reset.expiresAt]);
}

/**
 * Uses a link once: marks it used if it is unused and not expired at `now`, in one statement so
 * two clicks cannot both win. The user it was for, or undefined.
 */
export async function consumePasswordReset(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'update password_resets set used_at = $2 where id = $1 and used_at is null and expires_at > $2 returning user_id',
    [id, now],
  );
  return row?.user_id;
}

/** Deletes every link of a user (once one was used, the others must not work either). */
export async function deletePasswordResetsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from password_resets where user_id = $1', [userId]);
}

/** Deletes links that expired before `now` (used or not); returns how many. */
export async function deleteExpiredPasswordResets(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>('with gone as (delete from password_resets where expires_at <= $1 returning 1) select count(*)::int as n from gone', [now]);
  return row?.n ?? 0;
}
