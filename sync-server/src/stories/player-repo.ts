/**
 * The `story_players` table (one row per player slot: its join code, its account once claimed,
 * its status) and `story_actions` (each player action stored under its player and requestId, so
 * a replay gets the stored result): the players of a story and what they did.
 */
import type { PlayerSlot, PlayerStatus } from '@schemas';
import type { Queryable, Statement } from '../db/db';

/** A player slot as the feed shows it, with the account's name. */
export type FeedPlayerRow = {
  story_id: string;
  slot: PlayerSlot;
  code: string;
  user_id: string | null;
  username: string | null;
  status: PlayerStatus;
  last_played_at: Date | null;
};

/** Stores one player slot of a new story. */
export async function insertPlayer(tx: Queryable, player: { storyId: string; slot: PlayerSlot; code: string; userId: string | null }): Promise<void> {
  const s = insertPlayerStatement(player);
  await tx.query(s.sql, s.params);
}

/** The statement of {@link insertPlayer}, for a Db.batch. */
export function insertPlayerStatement(player: { storyId: string; slot: PlayerSlot; code: string; userId: string | null }): Statement {
  return { sql: `insert into story_players (story_id, slot, code, user_id) values ($1, $2, $3, $4)`, params: [player.storyId, player.slot, player.code, player.userId] };
}

/** Whether a join code is already held by a slot of any story. */
export async function codeExists(tx: Queryable, code: string): Promise<boolean> {
  return (await tx.query('select 1 from story_players where code = $1', [code])).length > 0;
}

/** The join code of every slot of a story, by slot. */
export async function codesOfStory(tx: Queryable, storyId: string): Promise<{ slot: PlayerSlot; code: string }[]> {
  return tx.query<{ slot: PlayerSlot; code: string }>('select slot, code from story_players where story_id = $1 order by slot', [storyId]);
}

/** Who holds a slot: its account (if claimed) and its code; undefined when there is no such slot. */
export async function findSlotHolder(db: Queryable, storyId: string, slot: PlayerSlot): Promise<{ user_id: string | null; code: string } | undefined> {
  const [row] = await db.query<{ user_id: string | null; code: string }>('select user_id, code from story_players where story_id = $1 and slot = $2', [storyId, slot]);
  return row;
}

/** The slot a join code opens, if any. */
export async function findPlayerByCode(db: Queryable, code: string): Promise<{ story_id: string; slot: PlayerSlot } | undefined> {
  const [row] = await db.query<{ story_id: string; slot: PlayerSlot }>('select story_id, slot from story_players where code = $1', [code]);
  return row;
}

/** Which of these codes open a slot (of any story, whatever its status). */
export async function existingCodes(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ code: string }>('select code from story_players where code = any($1::text[])', [codes]);
  return new Set(rows.map((r) => r.code));
}

/**
 * Claims a device's stories for an account: of each story whose codes the device holds, only its
 * lowest slot (a device that created a multiplayer story holds the invites too), and only where
 * the slot is unclaimed and the account plays no other slot of that story.
 */
export async function claimDeviceSlots(db: Queryable, userId: string, codes: readonly string[]): Promise<void> {
  await db.query(
    `update story_players p set user_id = $1
     from (select distinct on (story_id) story_id, slot from story_players where code = any($2::text[]) order by story_id, slot) mine
     where p.story_id = mine.story_id and p.slot = mine.slot and p.user_id is null
       and not exists (select 1 from story_players o where o.story_id = p.story_id and o.user_id = $1)`,
    [userId, codes],
  );
}

/** Links one slot to an account (verify_code with the socket's own user): only an unclaimed slot, and only if the account plays no other slot of that story. */
export async function claimSlotForUser(db: Queryable, userId: string, storyId: string, slot: PlayerSlot): Promise<void> {
  await db.query(
    `update story_players p set user_id = $1 where p.story_id = $2 and p.slot = $3 and p.user_id is null
       and not exists (select 1 from story_players o where o.story_id = p.story_id and o.user_id = $1)`,
    [userId, storyId, slot],
  );
}

/** The slots, with the wanted status, that these codes open or this account holds. */
export async function findOwnSlots(db: Queryable, codes: readonly string[], userId: string | null, status: PlayerStatus): Promise<{ story_id: string; slot: PlayerSlot }[]> {
  return db.query<{ story_id: string; slot: PlayerSlot }>(
    `select story_id, slot from story_players where (code = any($1::text[]) or ($2::text is not null and user_id = $2)) and status = $3`,
    [codes, userId, status],
  );
}

/** Every slot of these stories with its account's name, by slot. */
export async function listPlayersOf(db: Queryable, storyIds: readonly string[]): Promise<FeedPlayerRow[]> {
  return db.query<FeedPlayerRow>(
    `select p.story_id, p.slot, p.code, p.user_id, u.username, p.status, p.last_played_at
     from story_players p left join users u on u.id = p.user_id where p.story_id = any($1::text[]) order by p.slot`,
    [storyIds],
  );
}

/** The statement that sets a slot's status (archived, deleted, active), for a Db.batch. */
export function setPlayerStatusStatement(storyId: string, slot: PlayerSlot, status: PlayerStatus): Statement {
  return { sql: 'update story_players set status = $3 where story_id = $1 and slot = $2', params: [storyId, slot, status] };
}

/** In one round trip: this player's stored action of this requestId (a replay), with its payload, and the story's version (null when it is gone). */
export async function findActionOrVersion<R>(
  db: Queryable,
  storyId: string,
  slot: PlayerSlot,
  requestId: string,
): Promise<{ version: number | null; result: R | null; payload: unknown; found: boolean } | undefined> {
  const [row] = await db.query<{ version: number | null; result: R | null; payload: unknown; found: boolean }>(
    `select (select version from stories where id = $1) as version,
            a.result, a.payload, a.request_id is not null as found
     from (select 1) one left join story_actions a on a.story_id = $1 and a.slot = $2 and a.request_id = $3`,
    [storyId, slot, requestId],
  );
  return row;
}

/** The statement that stores a player's action under its requestId and stamps their last play, for a Db.batch. */
export function playerActedStatement(action: { storyId: string; requestId: string; slot: PlayerSlot; turn: number; kind: string; payload: unknown; result: unknown }): Statement {
  return {
    sql: `with acted as (
            insert into story_actions (story_id, request_id, slot, turn, kind, payload, result)
            values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb))
          update story_players set last_played_at = now() where story_id = $1 and slot = $3`,
    params: [action.storyId, action.requestId, action.slot, action.turn, action.kind, JSON.stringify(action.payload), JSON.stringify(action.result)],
  };
}
