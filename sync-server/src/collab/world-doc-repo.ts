/**
 * Persistence of World docs: `world_updates` (an append-only log of Yjs updates) and
 * `world_snapshots` (the log compacted into one state). Loading a doc = the snapshot + every row
 * still in the log. Compaction deletes exactly the rows it folded in (by seq), so a row committed
 * late with a lower seq is never lost. Every write that must not race another process runs under
 * the World's advisory lock.
 */
import type { Db, Queryable } from '../db/db';
import { findTemplateData } from '../templates/template-repo';

/** The NOTIFY channel of co-authoring (updates, awareness, access changes). */
export const COLLAB_CHANNEL = 'world_sync';
/** Updates up to this size travel inside their NOTIFY (base64, under PostgreSQL's 8000-byte payload limit). */
export const INLINE_NOTIFY_BYTES = 5400;

/** One persisted update. */
export interface StoredUpdate {
  seq: number;
  update: Uint8Array;
  /** Whether its author is an admin (for admin-only fields). */
  byAdmin: boolean;
}

/** A World's persisted Yjs state. */
export interface StoredWorldState {
  snapshot: Uint8Array | null;
  /** Last seq folded into the snapshot (0 without one); tells whether another process compacted. */
  snapshotUpto: number;
  updates: StoredUpdate[];
}

/** An update waiting to be appended. */
export interface PendingAppend {
  templateId: string;
  update: Uint8Array;
  authorId: string | null;
  /** Whether the author is an admin (told to other processes for admin-only fields). */
  byAdmin: boolean;
}

const seqOf = (v: unknown): number => Number(v);

/** Bytes of a base64 field (PostgreSQL's encode() wraps lines; Buffer ignores the newlines). */
export function fromBase64(text: string): Uint8Array {
  const buf = Buffer.from(text, 'base64');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * The snapshot column as base64 text: a large snapshot (a 16 MB World) comes back about twice as
 * fast from PostgreSQL and eight times as fast from PGlite as the hex text a bytea travels as.
 */
const SNAPSHOT_AS_BASE64 = "encode(snapshot, 'base64') as snapshot";

/** Takes the World's transaction-level advisory lock (initialisation, compaction, materialisation). */
export async function lockWorld(tx: Queryable, templateId: string): Promise<void> {
  // The two-key form lives in its own key space, apart from the one-key locks of stories.
  await tx.query('select pg_advisory_xact_lock(7270415, hashtext($1))', [templateId]);
}

/**
 * Reads the snapshot and every update still in the log, in seq order, under the World's lock: a
 * compaction between the two reads would otherwise hide the rows it folded into a newer snapshot.
 */
export async function loadWorldState(db: Db, templateId: string): Promise<StoredWorldState> {
  return db.transaction(async (tx) => {
    await lockWorld(tx, templateId);
    const [snap] = await tx.query<{ snapshot: string; upto_seq: unknown }>(`select ${SNAPSHOT_AS_BASE64}, upto_seq from world_snapshots where template_id = $1`, [templateId]);
    const updates = await readUpdates(tx, templateId, null);
    return { snapshot: snap ? fromBase64(snap.snapshot) : null, snapshotUpto: snap ? seqOf(snap.upto_seq) : 0, updates };
  });
}

/** Rows of the log (all, or only the given seqs), in seq order, with their author's admin flag. */
export async function readUpdates(db: Queryable, templateId: string, seqs: readonly number[] | null): Promise<StoredUpdate[]> {
  const rows = await db.query<{ seq: unknown; update: Uint8Array; by_admin: boolean }>(
    `select w.seq, w.update, coalesce(u.role_id = 'role_admin', false) as by_admin
     from world_updates w left join users u on u.id = w.author_id
     where w.template_id = $1 ${seqs ? 'and w.seq = any($2::bigint[])' : ''} order by w.seq`,
    seqs ? [templateId, seqs.map(String)] : [templateId],
  );
  return rows.map((r) => ({ seq: seqOf(r.seq), update: r.update, byAdmin: r.by_admin }));
}

/** The seqs still in the log and the snapshot's mark (one cheap query): to find what this process has not seen. */
export async function logPosition(db: Queryable, templateId: string): Promise<{ seqs: number[]; snapshotUpto: number }> {
  const [row] = await db.query<{ seqs: string[]; upto: unknown }>(
    `select array(select seq::text from world_updates where template_id = $1 order by seq) as seqs,
            (select upto_seq from world_snapshots where template_id = $1) as upto`,
    [templateId],
  );
  return { seqs: (row?.seqs ?? []).map(Number), snapshotUpto: row?.upto == null ? 0 : seqOf(row.upto) };
}

/** The snapshot alone. */
export async function readSnapshot(db: Queryable, templateId: string): Promise<{ snapshot: Uint8Array; snapshotUpto: number } | null> {
  const [snap] = await db.query<{ snapshot: string; upto_seq: unknown }>(`select ${SNAPSHOT_AS_BASE64}, upto_seq from world_snapshots where template_id = $1`, [templateId]);
  return snap ? { snapshot: fromBase64(snap.snapshot), snapshotUpto: seqOf(snap.upto_seq) } : null;
}

/**
 * Gives a World its first Yjs state exactly once: under the World's lock, and only if it has
 * neither a snapshot nor updates, `build(data)` turns the template row's data into a state,
 * stored as the snapshot. Returns false when the template does not exist.
 */
export async function initialiseWorldOnce(db: Db, templateId: string, build: (data: unknown) => Uint8Array): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWorld(tx, templateId);
    const row = await findTemplateData(tx, templateId);
    if (!row) return false;
    const [has] = await tx.query<{ n: unknown }>(
      `select (select count(*) from world_snapshots where template_id = $1) + (select count(*) from (select 1 from world_updates where template_id = $1 limit 1) x) as n`,
      [templateId],
    );
    if (Number(has?.n ?? 0) > 0) return true;
    await tx.query('insert into world_snapshots (template_id, snapshot, upto_seq) values ($1, $2, 0)', [templateId, build(row.data)]);
    return true;
  });
}

/**
 * Appends updates (of any Worlds) in ONE statement, which is its own transaction. Returns the new
 * seqs per template, ascending (rows of one template are numbered in the order given).
 */
export async function appendUpdates(db: Queryable, batch: readonly PendingAppend[]): Promise<Map<string, number[]>> {
  // One statement text whatever the batch size, so it is prepared once per connection and every
  // batch is one round trip (a new text costs a describe round trip first). Updates travel as
  // hex, which is how a bytea parameter is sent anyway.
  const rows = await db.query<{ seq: unknown; template_id: string }>(
    `insert into world_updates (template_id, update, author_id)
     select t, decode(u, 'hex'), a from unnest($1::text[], $2::text[], $3::text[]) as x(t, u, a)
     returning seq, template_id`,
    [
      batch.map((p) => p.templateId),
      batch.map((p) => Buffer.from(p.update.buffer, p.update.byteOffset, p.update.byteLength).toString('hex')),
      batch.map((p) => p.authorId),
    ],
  );
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const list = out.get(r.template_id) ?? [];
    list.push(seqOf(r.seq));
    out.set(r.template_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => a - b);
  return out;
}

/** Publishes committed rows on COLLAB_CHANNEL, one NOTIFY each (small updates inline, base64), in one statement. */
export async function notifyAppended(db: Queryable, origin: string, rows: readonly { templateId: string; seq: number; update: Uint8Array; byAdmin: boolean }[]): Promise<void> {
  const payloads = rows.map((r) =>
    JSON.stringify({
      k: 'u',
      t: r.templateId,
      s: r.seq,
      o: origin,
      a: r.byAdmin,
      ...(r.update.byteLength <= INLINE_NOTIFY_BYTES ? { u: Buffer.from(r.update.buffer, r.update.byteOffset, r.update.byteLength).toString('base64') } : {}),
    }),
  );
  await db.query('select pg_notify($1, p) from unnest($2::text[]) as p', [COLLAB_CHANNEL, payloads]);
}

/** Replaces the snapshot with `state` (folding in log rows up to `upto`) and deletes exactly `seqs`. */
export async function writeCompaction(tx: Queryable, templateId: string, state: Uint8Array, upto: number, seqs: readonly number[]): Promise<void> {
  await tx.query(
    `insert into world_snapshots (template_id, snapshot, upto_seq, updated_at) values ($1, $2, $3, now())
     on conflict (template_id) do update set snapshot = excluded.snapshot, upto_seq = excluded.upto_seq, updated_at = now()`,
    [templateId, state, upto],
  );
  if (seqs.length) await tx.query('delete from world_updates where template_id = $1 and seq = any($2::bigint[])', [templateId, seqs.map(String)]);
}

/** Records that the template row holds the doc up to log row `upto` (never lowers the mark). */
export async function markMaterialised(q: Queryable, templateId: string, upto: number): Promise<void> {
  await q.query('update world_snapshots set materialised_seq = greatest(materialised_seq, $2) where template_id = $1', [templateId, upto]);
}

/** Worlds whose log or snapshot holds rows their template row was not materialised from (a process died first). */
export async function worldsBehindTheirRow(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ template_id: string }>(
    `select s.template_id from world_snapshots s
     where s.upto_seq > s.materialised_seq
        or exists (select 1 from world_updates w where w.template_id = s.template_id and w.seq > s.materialised_seq)
     order by s.template_id`,
  );
  return rows.map((r) => r.template_id);
}
