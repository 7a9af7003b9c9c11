/** The `beat_streams` table: the draft of each player's next beat while a model writes it. */
import type { PlayerSlot } from '@schemas';
import type { Queryable, Statement } from '../db/db';
import { BEAT_STREAM_CHANNEL, INLINE_DRAFT_BYTES } from './beat-stream-events';

/** A stored draft. */
export type BeatStreamRow = { storyId: string; slot: PlayerSlot; turn: number; seq: number; title: string | null; text: string; done: boolean };

/**
 * Stores a draft and announces it in one statement; `seq` counts the row's writes. Nothing is
 * written once the player holds a beat of that turn (a late draft never outlives the saved turn).
 */
export async function writeBeatDraft(db: Queryable, d: { storyId: string; slot: PlayerSlot; turn: number; title: string | null; text: string; done: boolean }): Promise<void> {
  const inline = Buffer.byteLength(JSON.stringify(d), 'utf8') + 100 <= INLINE_DRAFT_BYTES;
  await db.query(
    `with w as (
       insert into beat_streams (story_id, slot, turn, seq, title, text, done)
       select $1, $2, $3, 0, $4, $5, $6
       where not exists (select 1 from story_beats where story_id = $1 and slot = $2 and turn >= $3)
       on conflict (story_id, slot) do update set turn = excluded.turn, seq = beat_streams.seq + 1, title = excluded.title,
         text = excluded.text, done = excluded.done, updated_at = now()
       returning seq)
     select pg_notify($7, (jsonb_build_object('storyId', $1::text, 'slot', $2::text, 'turn', $3::int, 'seq', w.seq, 'done', $6::boolean)
       || case when $8::boolean then jsonb_build_object('title', $4::text, 'text', $5::text) else '{}'::jsonb end)::text)
     from w`,
    [d.storyId, d.slot, d.turn, d.title, d.text, d.done, BEAT_STREAM_CHANNEL, inline],
  );
}

/** The current draft of a player's next beat, if one is being written. */
export async function findBeatDraft(db: Queryable, storyId: string, slot: PlayerSlot): Promise<BeatStreamRow | undefined> {
  const [row] = await db.query<{ turn: number; seq: number; title: string | null; text: string; done: boolean }>(
    'select turn, seq, title, text, done from beat_streams where story_id = $1 and slot = $2',
    [storyId, slot],
  );
  return row ? { storyId, slot, ...row } : undefined;
}

/** Deletes a story's drafts: part of the batch that saves its turn. */
export function deleteBeatDraftsStatement(storyId: string): Statement {
  return { sql: 'delete from beat_streams where story_id = $1', params: [storyId] };
}
