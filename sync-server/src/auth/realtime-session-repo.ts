/** The `realtime_sessions` table: game-socket sessions that survive reconnects, each bound to at most one story slot. */
import type { PlayerSlot } from '@schemas';
import type { Queryable } from '../db/db';

/** A session row: its story slot and the code that opened it, once joined. */
export type RealtimeSessionRow = { id: string; story_id: string | null; slot: PlayerSlot | null; player_code: string | null };

/** Stores a new session. */
export async function insertRealtimeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('insert into realtime_sessions (id) values ($1)', [sessionId]);
}

/** Reads a session; with `touch`, also stamps its last_seen_at in the same statement. */
export async function findRealtimeSession(db: Queryable, sessionId: string, touch: boolean): Promise<RealtimeSessionRow | undefined> {
  const [row] = await db.query<RealtimeSessionRow>(
    touch
      ? 'update realtime_sessions set last_seen_at = now() where id = $1 returning id, story_id, slot, player_code'
      : 'select id, story_id, slot, player_code from realtime_sessions where id = $1',
    [sessionId],
  );
  return row;
}

/** Binds a session to a story slot (joined with `code`), or unbinds it with null. */
export async function bindRealtimeSession(db: Queryable, sessionId: string, binding: { storyId: string; slot: PlayerSlot; code: string } | null): Promise<void> {
  if (!binding) {
    await db.query('update realtime_sessions set story_id = null, slot = null, player_code = null, last_seen_at = now() where id = $1', [sessionId]);
    return;
  }
  await db.query('update realtime_sessions set story_id = $2, slot = $3, player_code = $4, last_seen_at = now() where id = $1', [
    sessionId,
    binding.storyId,
    binding.slot,
    binding.code,
  ]);
}

/**
 * Deletes game sessions idle since before the cut-offs: `unbound` for sessions that never joined
 * a story (they hold nothing), `bound` for the others. Returns how many.
 */
export async function deleteIdleRealtimeSessions(db: Queryable, cutoffs: { unbound: Date; bound: Date }): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `with gone as (
       delete from realtime_sessions
       where (story_id is null and last_seen_at < $1) or (story_id is not null and last_seen_at < $2)
       returning 1
     ) select count(*)::int as n from gone`,
    [cutoffs.unbound, cutoffs.bound],
  );
  return row?.n ?? 0;
}
