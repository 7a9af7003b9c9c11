import { permissionSchema, usernameKey, type Permission, type User } from '@schemas';
import type { Queryable } from '../db/db';
import { newId } from '../util/ids';

type UserRow = {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role_id: string | null;
  permissions: string[];
  created_at: Date;
  last_login_at: Date | null;
};

/** A user row with its password hash (never leaves the server). */
export type StoredUser = User & { passwordHash: string };

const COLUMNS = 'id, username, email, password_hash, role_id, permissions, created_at, last_login_at';

/** Permissions a newly registered user gets: every user may author Worlds. */
export const DEFAULT_PERMISSIONS: Permission[] = ['templates_create'];

function toUser(r: UserRow): StoredUser {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    roleId: r.role_id,
    permissions: r.permissions.filter((p): p is Permission => permissionSchema.safeParse(p).success),
    createdAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at ? r.last_login_at.toISOString() : null,
    passwordHash: r.password_hash,
  };
}

/** The public view of a user: no hash. */
export function publicUser(u: StoredUser): User {
  const { passwordHash: _hash, ...user } = u;
  return user;
}

/** Finds a user by e-mail (case-insensitive). */
export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where email = $1`, [email.trim().toLowerCase()]);
  return row ? toUser(row) : null;
}

/** Finds a user by id. */
export async function findUserById(db: Queryable, id: string): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return row ? toUser(row) : null;
}

/** Finds a user by username (compared as {@link usernameKey}) or e-mail (for inviting co-authors). */
export async function findUserByHandle(db: Queryable, handle: string): Promise<StoredUser | null> {
  const h = handle.trim();
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where username_key = $2 or email = lower($1) limit 1`, [h, usernameKey(h)]);
  return row ? toUser(row) : null;
}

/** What made an insert fail: a taken e-mail or username. */
export type UserConflict = 'email' | 'username';

/** Inserts a user, or reports which unique field is taken. */
export async function insertUser(
  db: Queryable,
  input: { username: string; email: string; passwordHash: string; roleId?: string | null; permissions?: Permission[] },
): Promise<{ ok: true; user: StoredUser } | { ok: false; conflict: UserConflict }> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const key = usernameKey(username);
  const clashOf = async (): Promise<UserConflict | null> => {
    const [clash] = await db.query<{ email: string }>('select email from users where email = $1 or username_key = $2 or username = $3 limit 1', [email, key, username]);
    return clash ? (clash.email === email ? 'email' : 'username') : null;
  };
  const before = await clashOf();
  if (before) return { ok: false, conflict: before };
  const [row] = await db.query<UserRow>(
    `insert into users (id, username, username_key, email, password_hash, role_id, permissions) values ($1, $2, $3, $4, $5, $6, $7::text[])
     on conflict do nothing returning ${COLUMNS}`,
    [newId('user'), username, key, email, input.passwordHash, input.roleId ?? null, input.permissions ?? DEFAULT_PERMISSIONS],
  );
  // Someone took the e-mail or the name between the check and the insert: say which.
  if (!row) return { ok: false, conflict: (await clashOf()) ?? 'email' };
  return { ok: true, user: toUser(row) };
}

/**
 * Gives every user without a username_key (rows from before migration 020) its key, oldest
 * first. A name that looks like an earlier one keeps its account and display name; its key gets
 * its id appended, so the unique index holds and nobody new can take either look-alike.
 * Returns how many rows were keyed.
 */
export async function backfillUsernameKeys(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string; username: string }>('select id, username from users where username_key is null order by created_at, id');
  for (const r of rows) {
    const key = usernameKey(r.username);
    const [taken] = await db.query('select 1 from users where username_key = $1', [key]);
    await db.query('update users set username_key = $2 where id = $1 and username_key is null', [r.id, taken ? `${key}#${r.id}` : key]);
  }
  return rows.length;
}

/** Stamps a user's last sign-in. */
export async function recordLogin(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set last_login_at = now() where id = $1', [userId]);
}

/** Replaces a user's password hash. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

/** Gives a user a role and its permissions (making an admin). */
export async function setRole(db: Queryable, userId: string, roleId: string, permissions: readonly Permission[]): Promise<void> {
  await db.query('update users set role_id = $2, permissions = $3::text[], updated_at = now() where id = $1', [userId, roleId, [...permissions]]);
}
