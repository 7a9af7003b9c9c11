/** The `auth_sessions` table: signed-in sessions, stored by the SHA-256 of their token. */
import type { Queryable } from '../db/db';

/** A live session's user, as the viewer middleware reads it. */
export type SessionUserRow = { id: string; username: string; role_id: string | null; permissions: string[] };

/** Stores a session (its id is the token's hash). */
export async function insertSession(db: Queryable, session: { id: string; userId: string; remember: boolean; expiresAt: Date }): Promise<void> {
  await db.query(`insert into auth_sessions (id, user_id, remember, expires_at) values ($1, $2, $3, $4)`, [
    session.id,
    session.userId,
    session.remember,
    session.expiresAt,
  ]);
}

/** Deletes one session. */
export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from auth_sessions where id = $1', [sessionId]);
}

/** Deletes every session of a user (a password change signs them out everywhere). */
export async function endSessionsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth_sessions where user_id = $1', [userId]);
}

/** The user of a session that has not expired, or undefined. */
export async function findSessionUser(db: Queryable, sessionId: string): Promise<SessionUserRow | undefined> {
  const [row] = await db.query<SessionUserRow>(
    `select u.id, u.username, u.role_id, u.permissions from auth_sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.expires_at > now()`,
    [sessionId],
  );
  return row;
}

/** Deletes sessions that expired before `now`; returns how many. */
export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>('with gone as (delete from auth_sessions where expires_at <= $1 returning 1) select count(*)::int as n from gone', [now]);
  return row?.n ?? 0;
}
