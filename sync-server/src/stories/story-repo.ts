/**
 * The `stories` table with its beats (`story_beats`) and action log (`story_log`): one story's
 * row, loaded and saved as one. Writes that race run under the story's advisory lock, and
 * change events are published with NOTIFY from the writing transaction.
 */
import { storySchema, type Beat, type PlayerSlot, type Story, type StorySetupStatus } from '@schemas';
import type { Db, Queryable, Statement } from '../db/db';
import { STORY_CHANNEL, type StoryEvent } from './story-events';

/** A story row's bookkeeping next to the engine story. */
export interface StoryRecord {
  id: string;
  status: StorySetupStatus;
  version: number;
  templateId: string | null;
  creatorId: string | null;
  request: Record<string, unknown>;
  setupProgress: { step: number; total: number; label: string } | null;
  /** The engine story; null while the setup job has not finished. */
  story: Story | null;
}

type StoryRow = {
  id: string;
  status: StorySetupStatus;
  version: number;
  template_id: string | null;
  creator_id: string | null;
  request: Record<string, unknown>;
  setup_progress: StoryRecord['setupProgress'];
  data: Record<string, unknown> | null;
  world: unknown;
  updated_at: Date;
};

type BeatRow = { slot: PlayerSlot; turn: number; data: Beat };

/** Serialises story work inside a transaction across every server process [ARCHITECTURE: scale-out]. */
function lockStoryStatement(storyId: string): Statement {
  return { sql: 'select pg_advisory_xact_lock(hashtext($1))', params: [`story:${storyId}`] };
}

/** {@link lockStoryStatement} run on an open transaction. */
export async function lockStory(tx: Queryable, storyId: string): Promise<void> {
  const lock = lockStoryStatement(storyId);
  await tx.query(lock.sql, lock.params);
}

/** A story's setup progress, as shown while it is being created. */
export type SetupProgress = { step: number; total: number; label: string };

/** A creation request's idempotency key: its caller, the operation and the client's requestId. */
export type CreationKey = { caller: string; operation: string; requestId: string };

/** Serialises two creations with the same key (the second then finds the first's story). */
export async function lockStoryCreation(tx: Queryable, key: CreationKey): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`create:${key.caller}:${key.operation}:${key.requestId}`]);
}

/** The story this caller's creation request made, if any, with the fingerprint of that request's body. */
export async function findStoryByRequest(
  tx: Queryable,
  key: CreationKey,
): Promise<{ id: string; status: StorySetupStatus; request_fingerprint: string | null } | undefined> {
  const [row] = await tx.query<{ id: string; status: StorySetupStatus; request_fingerprint: string | null }>(
    'select id, status, request_fingerprint from stories where request_caller = $1 and request_operation = $2 and request_id = $3',
    [key.caller, key.operation, key.requestId],
  );
  return row;
}

/** Stores a new story, setting up, with its creation request for the setup job and the request's key and fingerprint. */
export async function insertStory(tx: Queryable, story: NewStoryRow): Promise<void> {
  const s = insertStoryStatement(story);
  await tx.query(s.sql, s.params);
}

/** A new story's row as {@link insertStory} stores it. */
export type NewStoryRow = { id: string; key: CreationKey; fingerprint: string; templateId: string | null; creatorId: string | null; title: string; request: unknown; progress: SetupProgress };

/** The statement of {@link insertStory}, for a Db.batch. */
export function insertStoryStatement(story: NewStoryRow): Statement {
  return {
    sql: `insert into stories (id, request_id, request_caller, request_operation, request_fingerprint, template_id, creator_id, title, status, request, setup_progress)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'setting_up', $9::jsonb, $10::jsonb)`,
    params: [
      story.id,
      story.key.requestId,
      story.key.caller,
      story.key.operation,
      story.fingerprint,
      story.templateId,
      story.creatorId,
      story.title,
      JSON.stringify(story.request),
      JSON.stringify(story.progress),
    ],
  };
}

/** Whether a story with this id exists (in any state). */
export async function storyExists(tx: Queryable, storyId: string): Promise<boolean> {
  return (await tx.query('select 1 from stories where id = $1', [storyId])).length > 0;
}

/** The creation request stored on a story's row, or undefined when there is no such story. */
export async function storyRequest(tx: Queryable, storyId: string): Promise<unknown> {
  const [row] = await tx.query<{ request: unknown }>('select request from stories where id = $1', [storyId]);
  return row?.request;
}

/** A story's setup status and progress, or undefined when it does not exist. */
export async function findStoryStatus(db: Queryable, storyId: string): Promise<{ status: StorySetupStatus; setup_progress: SetupProgress | null } | undefined> {
  const [row] = await db.query<{ status: StorySetupStatus; setup_progress: SetupProgress | null }>('select status, setup_progress from stories where id = $1', [storyId]);
  return row;
}

/** The statement that sets a story's setup progress, for a Db.batch. */
export function setupProgressStatement(storyId: string, progress: SetupProgress): Statement {
  return { sql: `update stories set setup_progress = $2::jsonb where id = $1`, params: [storyId, JSON.stringify(progress)] };
}

/** Sets a story's setup progress. */
export async function setSetupProgress(db: Queryable, storyId: string, progress: SetupProgress): Promise<void> {
  const s = setupProgressStatement(storyId, progress);
  await db.query(s.sql, s.params);
}

/** Marks a story still setting up as failed (with the reason as its progress label); its new version, or null when it was not setting up. */
export async function markSetupFailed(tx: Queryable, storyId: string, progress: SetupProgress): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>(
    `update stories set status = 'failed', setup_progress = $2::jsonb, version = version + 1, updated_at = now()
     where id = $1 and status = 'setting_up' returning version`,
    [storyId, JSON.stringify(progress)],
  );
  return row?.version ?? null;
}

/** Publishes a story change from inside the transaction that made it: delivered only on commit. */
export async function publishStoryEvent(tx: Queryable, event: StoryEvent): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [STORY_CHANNEL, JSON.stringify(event)]);
}

/** The story's version without loading it (to validate a cached copy). */
export async function storyVersion(tx: Queryable, storyId: string): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>('select version from stories where id = $1', [storyId]);
  return row?.version ?? null;
}

/** Loads a story row and, once set up, the whole engine story (core + world + beats). */
export async function loadStory(tx: Queryable, storyId: string): Promise<StoryRecord | null> {
  const [row] = await tx.query<StoryRow>(
    `select id, status, version, template_id, creator_id, request, setup_progress, data, world, updated_at from stories where id = $1`,
    [storyId],
  );
  if (!row) return null;
  let story: Story | null = null;
  if (row.data) {
    const beats = await tx.query<BeatRow>('select slot, turn, data from story_beats where story_id = $1 order by slot, turn', [storyId]);
    const bySlot = new Map<string, Beat[]>();
    for (const b of beats) bySlot.set(b.slot, [...(bySlot.get(b.slot) ?? []), b.data]);
    const core = row.data as { players: Record<string, Record<string, unknown>> };
    const players = Object.fromEntries(
      Object.entries(core.players).map(([slot, p]) => [slot, { ...p, beatHistory: bySlot.get(slot) ?? [] }]),
    );
    // A choice does not rewrite the core (see coreChanged), so the row's clock is the story's.
    story = storySchema.parse({ ...core, updatedAt: row.updated_at.toISOString(), world: row.world, players });
  }
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    templateId: row.template_id,
    creatorId: row.creator_id,
    request: row.request,
    setupProgress: row.setup_progress,
    story,
  };
}

/** {@link loadStory} in one transaction that sees one moment (repeatable read on PostgreSQL), so core and beats agree. */
export async function loadStoryConsistent(db: Db, storyId: string): Promise<StoryRecord | null> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('set transaction isolation level repeatable read');
    return loadStory(tx, storyId);
  });
}

/**
 * Whether anything outside the beats (and the clock) differs between two versions. The engine
 * replaces what it changes and shares the rest, so identity answers it: a choice touches only a
 * beat, and then the core is not written again.
 */
export function coreChanged(prev: Story, next: Story): boolean {
  for (const key of Object.keys(next) as (keyof Story)[]) {
    if (key === 'players' || key === 'updatedAt' || key === 'world') continue;
    if (prev[key] !== next[key]) return true;
  }
  const slots = new Set([...Object.keys(prev.players), ...Object.keys(next.players)]) as Set<keyof Story['players']>;
  for (const slot of slots) {
    const a = prev.players[slot];
    const b = next.players[slot];
    if (!a || !b) return true;
    for (const key of Object.keys(b) as (keyof typeof b)[]) {
      if (key !== 'beatHistory' && a[key] !== b[key]) return true;
    }
  }
  return false;
}

function coreOf(story: Story): Record<string, unknown> {
  const { world: _world, players, ...rest } = story;
  const corePlayers = Object.fromEntries(
    Object.entries(players).map(([slot, p]) => {
      const { beatHistory: _beats, ...playerCore } = p;
      return [slot, playerCore];
    }),
  );
  return { ...rest, players: corePlayers };
}

/** What a save may expect of the stored row; a save whose expectation fails writes nothing. */
export type SaveExpectation = { readonly version: number } | { readonly status: StorySetupStatus };

/**
 * The statements that write `next` over `prev` (null when the story was just set up) and publish
 * the change, to start a Db.batch with: the story's lock; the version bump, a guard that holds
 * only while the row is still as `expect` says (another process or turn got there first
 * otherwise), with the NOTIFY in the same statement and `version` in its row; then the small core
 * only when it changed, the world only the first time, only new or changed beats, and the action
 * appended to the story's log.
 */
export function saveStoryStatements(
  storyId: string,
  prev: Story | null,
  next: Story,
  action: unknown,
  opts: { status?: StorySetupStatus; expect: SaveExpectation; event: Pick<StoryEvent, 'trigger' | 'slot'> },
): Statement[] {
  const notify = `pg_notify('${STORY_CHANNEL}', jsonb_strip_nulls(jsonb_build_object('storyId', id, 'version', version, 'trigger', $2::text, 'slot', $3::text))::text)`;
  const expectation = 'version' in opts.expect ? opts.expect.version : opts.expect.status;
  const where = `where id = $1 and ${'version' in opts.expect ? 'version = $4::int' : 'status = $4::text'}`;
  const head = [storyId, opts.event.trigger, opts.event.slot ?? null, expectation];
  const bump: Statement =
    prev && !opts.status && !coreChanged(prev, next)
      ? { sql: `update stories set version = version + 1, updated_at = now() ${where} returning version, ${notify}`, params: head, guard: true }
      : {
          sql: `update stories set data = $5::jsonb, world = coalesce(world, $6::jsonb), title = $7, status = coalesce($8, status),
                  version = version + 1, updated_at = now()
                ${where} returning version, ${notify}`,
          params: [...head, JSON.stringify(coreOf(next)), prev ? null : JSON.stringify(next.world), next.title, opts.status ?? null],
          guard: true,
        };
  const statements = [lockStoryStatement(storyId), bump];
  // The engine shares unchanged beats between versions, so identity tells what to write.
  const prevBeats = new Map<string, unknown>();
  if (prev) {
    for (const p of Object.values(prev.players)) for (const b of p.beatHistory) prevBeats.set(`${p.slot}:${b.turn}`, b);
  }
  const changedBeats: { slot: string; turn: number; data: unknown }[] = [];
  for (const p of Object.values(next.players)) {
    for (const b of p.beatHistory) if (prevBeats.get(`${p.slot}:${b.turn}`) !== b) changedBeats.push({ slot: p.slot, turn: b.turn, data: b });
  }
  if (changedBeats.length > 0) {
    statements.push({
      sql: `insert into story_beats (story_id, slot, turn, data)
            select $1, b->>'slot', (b->>'turn')::int, b->'data' from jsonb_array_elements($2::jsonb) b
            on conflict (story_id, slot, turn) do update set data = excluded.data`,
      params: [storyId, JSON.stringify(changedBeats)],
    });
  }
  statements.push(appendLogStatement(storyId, action));
  return statements;
}

/** The statement that appends one action to a story's log. */
export function appendLogStatement(storyId: string, action: unknown): Statement {
  return {
    sql: `insert into story_log (story_id, seq, action) values ($1, (select coalesce(max(seq), 0) + 1 from story_log where story_id = $1), $2::jsonb)`,
    params: [storyId, JSON.stringify(action)],
  };
}

/** The new version, from the rows of a batch that started with {@link saveStoryStatements}. */
export function savedVersion(results: readonly (readonly Record<string, unknown>[])[]): number {
  // The lock comes first, the version bump second.
  const version = results[1]?.[0]?.['version'];
  if (typeof version !== 'number') throw new Error(`[stories] the save's version bump returned no version`);
  return version;
}

/** The story's action log in order (for audit and replay). */
export async function loadStoryLog(tx: Queryable, storyId: string): Promise<unknown[]> {
  const rows = await tx.query<{ action: unknown }>('select action from story_log where story_id = $1 order by seq', [storyId]);
  return rows.map((r) => r.action);
}
