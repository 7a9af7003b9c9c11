/**
 * The admin users table (spec 2 §3 'Admin user row') and what deleting a user takes with them:
 * `users` with the Worlds they created, their permissions, and the stories only they played.
 */
import { permissionSchema, type AdminUserRow, type Permission } from '@schemas';
import type { Queryable } from '../db/db';

type UserRow = {
  id: string;
  username: string;
  email: string;
  role_id: string | null;
  permissions: string[];
  created_at: Date;
  last_login_at: Date | null;
  world_count: number;
};

const SELECT = `select u.id, u.username, u.email, u.role_id, u.permissions, u.created_at, u.last_login_at,
    (select count(*)::int from templates t where t.creator_id = u.id) as world_count
  from users u`;

function toRow(r: UserRow): AdminUserRow {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    roleId: r.role_id,
    permissions: r.permissions.filter((p): p is Permission => permissionSchema.safeParse(p).success),
    createdAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at ? r.last_login_at.toISOString() : null,
    worldCount: r.world_count,
  };
}

/** Users for the admin table, newest first, optionally one window of them. */
export async function listAdminUsers(db: Queryable, window: { limit?: number | undefined; offset?: number | undefined } = {}): Promise<AdminUserRow[]> {
  const rows = await db.query<UserRow>(`${SELECT} order by u.created_at desc, u.id limit $1 offset $2`, [window.limit ?? null, window.offset ?? 0]);
  return rows.map(toRow);
}

/** How many users there are. */
export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from users');
  return row?.n ?? 0;
}

/** One user's admin row, or null. */
export async function findAdminUser(db: Queryable, userId: string): Promise<AdminUserRow | null> {
  const [row] = await db.query<UserRow>(`${SELECT} where u.id = $1`, [userId]);
  return row ? toRow(row) : null;
}

/** Grants or revokes one permission in a single statement (no read-modify-write race); false when there is no such user. */
export async function setUserPermission(db: Queryable, userId: string, permission: Permission, granted: boolean): Promise<boolean> {
  const rows = await db.query(
    `update users set permissions = case
         when $3 then (case when $2 = any(permissions) then permissions else array_append(permissions, $2) end)
         else array_remove(permissions, $2) end,
       updated_at = now()
     where id = $1 returning id`,
    [userId, permission, granted],
  );
  return rows.length > 0;
}

/** Locks a user row for the deletion; null when the user is gone. */
export async function lockUser(tx: Queryable, userId: string): Promise<{ id: string } | null> {
  const [row] = await tx.query<{ id: string }>('select id from users where id = $1 for update', [userId]);
  return row ?? null;
}

/** The Worlds a user created or co-authors (whose open editors must be re-checked after the deletion). */
export async function worldsOfUser(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select id from templates where creator_id = $1
     union select template_id as id from template_coauthors where user_id = $1`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** Hands every World a user created to `heirId` (who stops being a co-author of them); returns how many. */
export async function transferWorlds(tx: Queryable, userId: string, heirId: string): Promise<number> {
  const moved = await tx.query<{ id: string }>('update templates set creator_id = $2 where creator_id = $1 returning id', [userId, heirId]);
  if (moved.length) {
    await tx.query('delete from template_coauthors where user_id = $1 and template_id = any($2::text[])', [heirId, moved.map((m) => m.id)]);
  }
  return moved.length;
}

/**
 * The stories a user alone played: ones they created or hold a slot of, where no other account
 * holds a slot and no slot without an account has been played (by its join code). Stories shared
 * with anyone else stay; the user's slot there just loses its account.
 */
export async function storiesOnlyOf(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select s.id from stories s
     where (s.creator_id = $1 or exists (select 1 from story_players p where p.story_id = s.id and p.user_id = $1))
       and not exists (
         select 1 from story_players p where p.story_id = s.id
           and ((p.user_id is not null and p.user_id <> $1) or (p.user_id is null and p.last_played_at is not null)))`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/**
 * Deletes the user row. Foreign keys take their sessions, reset links, co-author rows and game
 * sessions with it, and unlink their feedback, the stories they shared and their World updates.
 */
export async function deleteUserRow(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from users where id = $1', [userId]);
}
