/**
 * The admin stories table (spec 2 §3 'Admin story row'): every story with its players' status
 * counts and names (usernames; 'Guest' for one who played without an account, 'Not joined yet'), read from `stories` (the columns migration 070 derives from each story's JSON, so no
 * story's JSON is opened) and `story_players`; and deleting stories with everything hanging from them.
 */
import type { AdminStoryRow } from '@schemas';
import type { Queryable } from '../db/db';

/** A player's name as the admin reads it: the username; 'Guest' for one who played without an account; 'Not joined yet'. */
const PLAYER_NAME = `coalesce(u.username, case when sp.last_played_at is null then 'Not joined yet' else 'Guest' end)`;

type StoryRow = {
  id: string;
  title: string;
  status: string;
  max_turns: number | null;
  current_turn: number | null;
  selection_done: boolean | null;
  created_at: Date;
  updated_at: Date;
  players: number;
  names: string[] | null;
  active: number;
  archived: number;
  deleted: number;
};

/** Stories for the admin table, most recently updated first, optionally one window of them. */
export async function listAdminStories(db: Queryable, window: { limit?: number | undefined; offset?: number | undefined } = {}): Promise<AdminStoryRow[]> {
  // One window of stories by the index, then each one's players (by the players' primary key).
  const rows = await db.query<StoryRow>(
    `select s.id, s.title, s.status, s.created_at, s.updated_at, s.max_turns, s.current_turn, s.selection_done,
       p.players, p.names, p.active, p.archived, p.deleted
     from (select id, title, status, created_at, updated_at, max_turns, current_turn, selection_done
           from stories order by updated_at desc, id limit $1 offset $2) s
     cross join lateral (
       select count(*)::int as players,
         array_agg(${PLAYER_NAME} order by sp.slot) as names,
         (count(*) filter (where sp.status = 'active'))::int as active,
         (count(*) filter (where sp.status = 'archived'))::int as archived,
         (count(*) filter (where sp.status = 'deleted'))::int as deleted
       from story_players sp left join users u on u.id = sp.user_id where sp.story_id = s.id
     ) p
     order by s.updated_at desc, s.id`,
    [window.limit ?? null, window.offset ?? 0],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title.trim() || null,
    error: r.status === 'failed',
    playerCount: r.players,
    playerNames: r.names ?? [],
    playerStatusCounts: { active: r.active, archived: r.archived, deleted: r.deleted },
    currentBeat: r.current_turn ?? 0,
    maxTurns: r.max_turns ?? 0,
    characterSelectionCompleted: r.selection_done ?? false,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** One story's player names by slot (GET /admin/stories/{id}). */
export async function storyPlayerNames(db: Queryable, storyId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ slot: string; name: string }>(
    `select sp.slot, ${PLAYER_NAME} as name from story_players sp left join users u on u.id = sp.user_id where sp.story_id = $1`,
    [storyId],
  );
  return new Map(rows.map((r) => [r.slot, r.name]));
}

/** The title of a story's World; null when the World is gone. */
export async function worldTitle(db: Queryable, templateId: string | null): Promise<string | null> {
  if (!templateId) return null;
  const [row] = await db.query<{ title: string }>('select title from templates where id = $1', [templateId]);
  return row?.title.trim() || null;
}

/** How many stories there are. */
export async function countStories(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from stories');
  return row?.n ?? 0;
}

/** Deletes stories with their beats, log, players, actions, jobs and sessions (foreign keys) and their pictures; returns how many rows went. */
export async function deleteStories(tx: Queryable, storyIds: readonly string[]): Promise<number> {
  if (storyIds.length === 0) return 0;
  // Pictures have two possible parents, so no foreign key: delete them by hand.
  await tx.query(`delete from images where source = 'story' and source_id = any($1::text[])`, [storyIds]);
  const rows = await tx.query('delete from stories where id = any($1::text[]) returning id', [storyIds]);
  return rows.length;
}
