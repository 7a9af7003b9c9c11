/**
 * Bulk rows for the admin tables (route tests and `npm run bench:admin`): users and stories made
 * in a few set-based statements, each story carrying the core of a real engine story (the size the
 * stories list reads through), with varied players, statuses and beats.
 */
import { makeStory } from '../../engine/testing';
import type { Queryable } from '../src/db/db';

/** The stored core of a real two-player story (the story without its World and beats), as JSON text. */
async function realStoryCore(): Promise<string> {
  const { story } = await makeStory({ seed: 'admin-fixtures', playerCount: 2 });
  const { world: _world, players, ...rest } = story;
  const corePlayers = Object.fromEntries(Object.entries(players).map(([slot, p]) => [slot, { ...p, beatHistory: undefined }]));
  return JSON.stringify({ ...rest, players: corePlayers });
}

/**
 * Inserts `users` users (ids `{prefix}u{n}`) and `stories` stories (ids `{prefix}s{n}`): the n-th
 * story belongs to user n (mod users), has 1-3 slots, every 7th failed, every 5th with an
 * archived slot, every 3rd still in character selection.
 */
export async function seedAdminTables(db: Queryable, counts: { users: number; stories: number; prefix?: string }): Promise<void> {
  const p = counts.prefix ?? 'fx_';
  await db.query(
    `insert into users (id, username, username_key, email, password_hash, permissions, created_at, last_login_at)
     select $1 || 'u' || g, $1 || 'reader' || g, $1 || 'reader' || g, $1 || 'reader' || g || '@example.org', 'x', '{templates_create}',
       now() - g * interval '1 minute', case when g % 4 = 0 then null else now() - g * interval '30 seconds' end
     from generate_series(1, $2::int) g`,
    [p, counts.users],
  );
  if (counts.stories === 0) return;
  const core = await realStoryCore();
  await db.query(
    `insert into stories (id, request_id, creator_id, title, status, request, data, created_at, updated_at)
     select $1 || 's' || g, $1 || 'r' || g, case when $3::int > 0 then $1 || 'u' || (1 + g % $3::int) end,
       case when g % 11 = 0 then '' else 'Story number ' || g end,
       case when g % 7 = 0 then 'failed' else 'ready' end,
       jsonb_build_object('maxTurns', 25),
       case when g % 7 = 0 then null else
         jsonb_set(jsonb_set($4::jsonb, '{currentTurn}', to_jsonb(g % 25)), '{characterSelectionCompleted}', to_jsonb(g % 3 <> 0)) end,
       now() - g * interval '2 minutes', now() - g * interval '1 minute'
     from generate_series(1, $2::int) g`,
    [p, counts.stories, counts.users, core],
  );
  await db.query(
    `insert into story_players (story_id, slot, code, user_id, status)
     select $1 || 's' || g, 'player' || k, upper($1) || 'C' || g || 'K' || k,
       case when k = 1 and $3::int > 0 then $1 || 'u' || (1 + g % $3::int) end,
       case when k = 2 and g % 5 = 0 then 'archived' else 'active' end
     from generate_series(1, $2::int) g, generate_series(1, 1 + g % 3) k`,
    [p, counts.stories, counts.users],
  );
}
