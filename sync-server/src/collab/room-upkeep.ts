/**
 * Loading, catch-up, materialisation and compaction of a World room. Each runs under the World's
 * advisory lock where it writes; the three run one at a time per room (one promise chain).
 */
import { docToTemplateInput, templateToDoc, type WorldDocInput } from '@engine/world-doc';
import type { PublicationStatus } from '@schemas';
import * as Y from 'yjs';
import type { Queryable } from '../db/db';
import { lockTemplateRow, templateExists } from '../templates/template-repo';
import { writeDraftRow, writeMaterialisedRow } from '../templates/world-store';
import { createLogger } from '../util/log';
import { materialise, type TemplateRowState } from './materialise';
import { RemoteOrigin, WorldRoom, type RoomDeps } from './world-room';
import { cleanTextDeep } from './clean-text';
import { initialiseWorldOnce, loadWorldState, lockWorld, logPosition, markMaterialised, readSnapshot, readUpdates, writeCompaction, type StoredWorldState } from './world-doc-repo';

const log = createLogger('collab');

/** The first Yjs state of a World: its template row's data laid out by templateToDoc. */
function initialState(data: unknown): Uint8Array {
  const doc = new Y.Doc();
  templateToDoc(data as WorldDocInput, doc);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/** Reads a World's stored Yjs state (initialising it from the template row the first time); null when the template does not exist. */
export async function readRoomState(templateId: string, deps: RoomDeps): Promise<StoredWorldState | null> {
  const state = await loadWorldState(deps.db, templateId);
  if (state.snapshot || state.updates.length) return state;
  if (!(await initialiseWorldOnce(deps.db, templateId, initialState))) return null;
  return loadWorldState(deps.db, templateId);
}

/** Builds a room's doc from a stored state (the CPU-heavy part of a load). */
export function buildRoom(templateId: string, state: StoredWorldState, deps: RoomDeps): WorldRoom {
  const room = new WorldRoom(templateId, deps);
  room.loadFrom(state);
  deps.metrics.docsLoaded++;
  return room;
}

/** Loads a World doc: {@link readRoomState} then {@link buildRoom}; null when the template does not exist. */
export async function loadRoom(templateId: string, deps: RoomDeps): Promise<WorldRoom | null> {
  const state = await readRoomState(templateId, deps);
  return state ? buildRoom(templateId, state, deps) : null;
}

/**
 * Brings the doc up to every committed row (and a snapshot another process wrote), relaying what
 * it changes to local sockets. Returns the seqs in the log at that moment.
 */
export async function catchUp(room: WorldRoom, q: Queryable): Promise<number[]> {
  const id = room.templateId;
  const pos = await logPosition(q, id);
  if (pos.snapshotUpto !== room.snapshotUpto) {
    const snap = await readSnapshot(q, id);
    if (snap) {
      room.applyPersisted(snap.snapshot, new RemoteOrigin(null));
      room.snapshotUpto = snap.snapshotUpto;
    }
  }
  const missing = pos.seqs.filter((s) => !room.seen.has(s));
  if (missing.length) {
    for (const row of await readUpdates(q, id, missing)) {
      room.applyPersisted(row.update, new RemoteOrigin(row.byAdmin));
      room.seen.add(row.seq);
      room.deps.metrics.remoteUpdates++;
    }
  }
  const present = new Set(pos.seqs);
  for (const s of room.seen) if (!present.has(s) && s <= pos.snapshotUpto) room.seen.delete(s);
  room.uncompacted = Math.max(room.uncompacted, pos.seqs.length);
  return pos.seqs;
}

/**
 * Whether other server processes may write this World now (PostgreSQL with another process heard
 * from lately, collab-bus.ts): then upkeep runs under the World's lock after catching up. Alone
 * (PGlite, or one process on PostgreSQL), every committed update came through this doc, so it
 * needs neither, and a materialisation costs three statements instead of seven.
 */
function othersMayWrite(room: WorldRoom): boolean {
  return room.deps.db.kind === 'postgres' && (room.deps.bus?.hasPeers() ?? false);
}

/**
 * Writes the doc into its template row (see materialise.ts), then sets back admin-only fields the
 * writer could not change. While other processes may write ({@link othersMayWrite}) it runs under
 * the World's lock after catching up, so the last materialisation of any process holds every
 * committed update; a process alone holds them all in its doc already.
 */
export async function materialiseRoom(room: WorldRoom): Promise<void> {
  const { db } = room.deps;
  const outcome =
    !othersMayWrite(room)
      ? await writeMaterialisation(room, db)
      : await db.transaction(async (tx) => {
          await lockWorld(tx, room.templateId);
          await catchUp(room, tx);
          return writeMaterialisation(room, tx);
        });
  if (!outcome) return;
  const id = room.templateId;
  if (outcome.newStatus && outcome.newStatus !== outcome.previousStatus) room.deps.onAccessMayHaveChanged?.(id);
  const fields = Object.entries(outcome.corrections);
  if (fields.length && !room.closed) {
    room.deps.metrics.adminFieldsReverted += fields.length;
    log.info(`${id}: set back admin-only field(s) ${fields.map(([k]) => k).join(', ')} to the template's values`);
    void room.serverWrite((doc) => {
      const setup = doc.getMap('setup');
      for (const [key, value] of fields) setup.set(key, value);
    });
  }
}

/** Reads the row, materialises the doc against it and writes the result; null when the template is gone. */
async function writeMaterialisation(
  room: WorldRoom,
  q: Queryable,
): Promise<{ corrections: Record<string, unknown>; previousStatus: PublicationStatus; newStatus: PublicationStatus | null } | null> {
  const { metrics } = room.deps;
  const id = room.templateId;
  const row = await lockTemplateRow(q, id);
  if (!row) return null;
  const state: TemplateRowState = {
    id,
    creatorId: row.creator_id,
    createdAt: row.data_created_at ?? row.created_at.toISOString(),
    publicationStatus: row.publication_status,
    showOnWelcomeScreen: row.show_on_welcome_screen,
    order: row.sort_order,
  };
  // The log rows this doc holds: recorded with the row so a restart knows what is not materialised.
  let upto = room.snapshotUpto;
  for (const seq of room.seen) if (seq > upto) upto = seq;
  const { value: input, cleaned } = cleanTextDeep(docToTemplateInput(room.doc));
  const fresh = cleaned.filter((path) => !room.cleanedFields.has(path));
  if (fresh.length) {
    for (const path of fresh) room.cleanedFields.add(path);
    log.warn(`${id}: cleaned text the template row cannot hold (NUL, control characters or lone surrogates) in ${fresh.join(', ')}; the row gets the cleaned text`);
  }
  const result = materialise(input, state, room.attribution, new Date().toISOString());
  const draft = result.issues.length ? JSON.stringify({ input: result.input, issues: result.issues }) : null;
  if (!result.template) {
    await writeDraftRow(q, id, draft);
    await markMaterialised(q, id, upto);
    metrics.materialisedInvalid++;
    log.debug(`${id}: doc kept as a draft with ${result.issues.length} issue(s): ${result.issues[0]?.message ?? ''}`);
    return { corrections: result.corrections, previousStatus: row.publication_status, newStatus: null };
  }
  const t = result.template;
  await writeMaterialisedRow(q, id, t, draft);
  await markMaterialised(q, id, upto);
  metrics.materialised++;
  return { corrections: result.corrections, previousStatus: row.publication_status, newStatus: t.publicationStatus };
}

/**
 * Folds the log into the snapshot (the doc's full state) and deletes exactly the rows folded in.
 * While other processes may write, under the World's lock after catching up (another process may
 * have written or compacted); alone, the doc holds exactly the rows it has seen, so only the two
 * writes need a transaction.
 */
export async function compactRoom(room: WorldRoom): Promise<void> {
  const { db, metrics } = room.deps;
  const id = room.templateId;
  const exists = (q: Queryable) => templateExists(q, id);
  let folded: { upto: number; seqs: number[] } | null = null;
  if (!othersMayWrite(room)) {
    const seqs = [...room.seen].sort((a, b) => a - b);
    if (seqs.length) {
      const state = Y.encodeStateAsUpdate(room.doc);
      const upto = seqs.reduce((m, s) => Math.max(m, s), room.snapshotUpto);
      folded = await db.transaction(async (tx) => {
        // A deleted World has nothing left to compact (its log went with it).
        if (!(await exists(tx))) return null;
        await writeCompaction(tx, id, state, upto, seqs);
        return { upto, seqs };
      });
    }
  } else {
    folded = await db.transaction(async (tx) => {
      await lockWorld(tx, id);
      if (!(await exists(tx))) return null;
      const seqs = await catchUp(room, tx);
      if (!seqs.length) return null;
      const upto = seqs.reduce((m, s) => Math.max(m, s), room.snapshotUpto);
      await writeCompaction(tx, id, Y.encodeStateAsUpdate(room.doc), upto, seqs);
      return { upto, seqs };
    });
  }
  if (!folded) return;
  room.snapshotUpto = folded.upto;
  for (const s of folded.seqs) room.seen.delete(s);
  room.uncompacted = Math.max(0, room.uncompacted - folded.seqs.length);
  metrics.compactions++;
  log.debug(`${id}: compacted ${folded.seqs.length} update(s) into the snapshot`);
}

/**
 * The schedule of one room's upkeep: materialise after local edits (debounced, with a maximum
 * wait), compact every N updates or T after the first, catch up periodically when other
 * processes may write, and flush everything when the room unloads.
 */
export class RoomUpkeep {
  private chain: Promise<void> = Promise.resolve();
  private dirty = false;
  private firstDirtyAt = 0;
  private lastDirtyAt = 0;
  private materialiseTimer: NodeJS.Timeout | null = null;
  private compactTimer: NodeJS.Timeout | null = null;
  private compactQueued = false;
  private stopped = false;
  private readonly catchUpTimer: NodeJS.Timeout | null;

  constructor(private readonly room: WorldRoom) {
    const { options, bus, db } = room.deps;
    room.onLocalWrite = () => this.markDirty();
    room.onLogGrew = () => this.logGrew();
    // Catch-up makes up for NOTIFYs lost between processes: pointless without other processes.
    this.catchUpTimer = bus ? setInterval(() => bus.hasPeers() && void this.run(() => catchUp(room, db).then(() => undefined)), options.catchUpMs) : null;
    this.catchUpTimer?.unref();
  }

  /** Runs one upkeep task after the ones already queued; failures are logged. */
  run(task: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(task).catch((error: unknown) => log.error(`upkeep of ${this.room.templateId} failed: ${String(error)}`));
    return this.chain;
  }

  /**
   * Notes a local edit: materialise `materialiseDelayMs` after the last one, at most
   * `materialiseMaxWaitMs` after the first. One timer, re-armed only when it fires early (an edit
   * per keystroke must not cost a timer each).
   */
  private markDirty(): void {
    if (this.stopped) return;
    const now = Date.now();
    if (!this.dirty) this.firstDirtyAt = now;
    this.dirty = true;
    this.lastDirtyAt = now;
    if (!this.materialiseTimer) this.armMaterialise(now);
  }

  private armMaterialise(now: number): void {
    const { materialiseDelayMs, materialiseMaxWaitMs } = this.room.deps.options;
    const due = Math.min(this.lastDirtyAt + materialiseDelayMs, this.firstDirtyAt + materialiseMaxWaitMs);
    this.materialiseTimer = setTimeout(() => {
      this.materialiseTimer = null;
      const at = Date.now();
      if (this.dirty && !this.stopped && at < Math.min(this.lastDirtyAt + materialiseDelayMs, this.firstDirtyAt + materialiseMaxWaitMs)) this.armMaterialise(at);
      else void this.materialiseNow();
    }, Math.max(0, due - now));
    this.materialiseTimer.unref();
  }

  /** Materialises now if there are local edits not materialised yet (or whatever the doc holds, when `force`). */
  materialiseNow(force = false): Promise<void> {
    if (this.materialiseTimer) clearTimeout(this.materialiseTimer);
    this.materialiseTimer = null;
    if (!this.dirty && !force) return this.chain;
    this.dirty = false;
    return this.run(() => this.room.deps.lane.run(() => materialiseRoom(this.room)));
  }

  private logGrew(): void {
    const { compactEvery, compactAfterMs } = this.room.deps.options;
    this.room.uncompacted++;
    if (this.stopped) return;
    if (this.room.uncompacted >= compactEvery) void this.compactNow();
    else if (!this.compactTimer) {
      this.compactTimer = setTimeout(() => void this.compactNow(), compactAfterMs);
      this.compactTimer.unref();
    }
  }

  /** Compacts once the queued tasks are done (at most one compaction queued at a time). */
  compactNow(): Promise<void> {
    if (this.compactTimer) clearTimeout(this.compactTimer);
    this.compactTimer = null;
    if (this.compactQueued) return this.chain;
    this.compactQueued = true;
    return this.run(() =>
      this.room.deps.lane.run(async () => {
        this.compactQueued = false;
        // Materialise first: another process must never see in the snapshot an admin's change that is not in the row yet.
        if (this.dirty) {
          this.dirty = false;
          await materialiseRoom(this.room);
        }
        await compactRoom(this.room);
      }),
    );
  }

  /** Stops every timer without flushing (the room is being dropped). */
  abandon(): void {
    this.stopped = true;
    if (this.catchUpTimer) clearInterval(this.catchUpTimer);
    if (this.materialiseTimer) clearTimeout(this.materialiseTimer);
    if (this.compactTimer) clearTimeout(this.compactTimer);
  }

  /** Flushes before unloading: pending writes applied, materialised, compacted; timers stopped. */
  async close(): Promise<void> {
    if (this.catchUpTimer) clearInterval(this.catchUpTimer);
    const { writer } = this.room.deps;
    await writer.idle(this.room.templateId);
    await this.room.remoteSettled();
    await this.materialiseNow();
    if (this.room.uncompacted > 0) await this.compactNow();
    await this.chain;
    this.stopped = true;
    if (this.materialiseTimer) clearTimeout(this.materialiseTimer);
    if (this.compactTimer) clearTimeout(this.compactTimer);
  }
}
