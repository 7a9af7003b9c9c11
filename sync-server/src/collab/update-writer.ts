/**
 * Group commit of Yjs updates: updates wait in one FIFO queue; everything queued (up to a batch
 * limit) is written by one INSERT statement, with up to `maxInFlight` statements running at once
 * on different pool connections. Whatever order the statements commit in, callers learn
 * "persisted" in the order they enqueued (so "this update is committed" also means "and every
 * update queued before it"). Under load batches grow instead of round trips multiplying.
 *
 * When to write (see {@link WriterPacing}): statements start at least `gatherMs` apart (the first
 * after a quiet spell at once), so a steady stream of edits costs a statement per few milliseconds
 * rather than one per update (each wakes the database, and its result wakes us), and a slow commit
 * (a neighbour's disk writes delaying fsync) is overlapped by the next statements instead of
 * queued behind it: while slots are free, an update waits at most `gatherMs` before its statement
 * leaves, whatever the commits before it are doing.
 *
 * Callers are told by callback (one per update, no promise: this is the hot path of co-authoring);
 * `append` wraps it in a promise for the rare server writes.
 *
 * Other processes hear of committed rows by a NOTIFY sent after the commit, outside the INSERT:
 * NOTIFY serialises the commits of the transactions that send it, so it stays off the ack path.
 * A NOTIFY lost to a crash in between is made up by the rooms' periodic catch-up.
 */
import type { Db } from '../db/db';
import { createLogger } from '../util/log';
import type { UpdatePhases } from './collab-metrics';
import { appendUpdates, notifyAppended, type PendingAppend } from './world-doc-repo';

const log = createLogger('collab');

/** Most updates written by one statement. */
const MAX_BATCH_UPDATES = 400;
/** Most bytes written by one statement (a single larger update still goes alone). */
const MAX_BATCH_BYTES = 4 * 1024 * 1024;

/** Told once an update is committed (`error` null, its seq) or could not be (`error` set). */
export type AppendDone = (error: unknown, seq: number) => void;

/** How the writer spaces its statements. */
export interface WriterPacing {
  /** Statements running at once (PGlite: 1, its one session only queues more). */
  maxInFlight: number;
  /** Least time between two statements' starts: the queue gathers updates meanwhile (0: no pacing). */
  gatherMs: number;
}

interface Queued extends PendingAppend {
  /** performance.now() when queued. */
  at: number;
  done: AppendDone;
  /** Barriers waiting for this update (the last one of its World when they were set). */
  waiters?: ((error: unknown) => void)[];
}

/** A statement started: its updates, and its outcome once known (settled in start order). */
interface Batch {
  items: Queued[];
  outcome: { seqs: Map<string, number[]> } | { error: unknown } | null;
}

/** Appends updates to world_updates with group commit; see the file comment. */
export class UpdateWriter {
  private queue: Queued[] = [];
  private readonly running: Batch[] = [];
  private scheduled: 'immediate' | 'timer' | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiting = new Map<string, number>();
  private readonly idlers = new Map<string, (() => void)[]>();
  /** The last update queued per World (settling in order, it settles after every earlier one). */
  private readonly latest = new Map<string, Queued>();
  private readonly pacing: WriterPacing;
  /** performance.now() when the last statement started. */
  private lastStartAt = -Infinity;

  constructor(
    private readonly db: Db,
    /** How other processes hear of new rows (PostgreSQL): this process's id, and whether anyone listens now; null on PGlite. */
    private readonly notify: { origin: string; wanted: () => boolean } | null,
    /** Told of each batch written, and where to record the queue wait and commit time of each update. */
    private readonly observe: { batch?: (size: number) => void; phases?: Pick<UpdatePhases, 'queued' | 'commit'> } = {},
    pacing: Partial<WriterPacing> = {},
  ) {
    this.pacing = { maxInFlight: pacing.maxInFlight ?? 3, gatherMs: pacing.gatherMs ?? 0 };
  }

  /** Queues an update; `done` is called once it is committed or failed, after every update queued before it. */
  enqueue(item: PendingAppend, done: AppendDone): void {
    this.waiting.set(item.templateId, (this.waiting.get(item.templateId) ?? 0) + 1);
    const queued: Queued = { ...item, at: performance.now(), done };
    this.queue.push(queued);
    this.latest.set(item.templateId, queued);
    this.schedule();
  }

  /** Queues an update; resolves with its seq once it is committed (rejects if the write failed). */
  append(item: PendingAppend): Promise<number> {
    return new Promise((resolve, reject) => this.enqueue(item, (error, seq) => (error ? reject(error) : resolve(seq))));
  }

  /** Updates of this World queued or being written. */
  pending(templateId: string): number {
    return this.waiting.get(templateId) ?? 0;
  }

  /**
   * Resolves once every update of this World queued so far is committed (rejects when the last of
   * them failed). Later appends are not waited for, so a steady stream of edits cannot starve it.
   */
  barrier(templateId: string): Promise<void> {
    const last = this.latest.get(templateId);
    if (!last) return Promise.resolve();
    return new Promise((resolve, reject) => (last.waiters ??= []).push((error) => (error ? reject(error) : resolve())));
  }

  /** Resolves once no update of this World is queued or being written (and the written ones were applied). */
  idle(templateId: string): Promise<void> {
    if (!this.waiting.has(templateId)) return Promise.resolve();
    return new Promise((resolve) => {
      const list = this.idlers.get(templateId) ?? [];
      list.push(resolve);
      this.idlers.set(templateId, list);
    });
  }

  /**
   * Plans the next statement while a slot is free: `gatherMs` after the last one started, or (that
   * long ago already) once the current I/O phase is over, so frames read together share it.
   */
  private schedule(): void {
    if (!this.queue.length || this.running.length >= this.pacing.maxInFlight) return;
    const wait = this.lastStartAt + this.pacing.gatherMs - performance.now();
    if (wait <= 0) {
      if (this.scheduled === 'immediate') return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.scheduled = 'immediate';
      setImmediate(() => {
        this.scheduled = null;
        this.pump();
      });
    } else if (!this.scheduled) {
      this.scheduled = 'timer';
      this.timer = setTimeout(() => {
        this.timer = null;
        this.scheduled = null;
        this.pump();
      }, Math.ceil(wait));
    }
  }

  private take(): Queued[] {
    let bytes = 0;
    let n = 0;
    while (n < this.queue.length && n < MAX_BATCH_UPDATES) {
      const size = this.queue[n]!.update.byteLength;
      if (n > 0 && bytes + size > MAX_BATCH_BYTES) break;
      bytes += size;
      n++;
    }
    return this.queue.splice(0, n);
  }

  private pump(): void {
    if (!this.queue.length || this.running.length >= this.pacing.maxInFlight) return;
    const items = this.take();
    const batch: Batch = { items, outcome: null };
    this.running.push(batch);
    const started = performance.now();
    this.lastStartAt = started;
    const phases = this.observe.phases;
    if (phases) for (const item of items) phases.queued.add(started - item.at);
    appendUpdates(this.db, items).then(
      (seqs) => {
        this.observe.batch?.(items.length);
        if (phases) {
          const ms = performance.now() - started;
          for (let i = 0; i < items.length; i++) phases.commit.add(ms);
        }
        batch.outcome = { seqs };
        this.finished();
      },
      (error: unknown) => {
        batch.outcome = { error };
        this.finished();
      },
    );
    // What is left (a batch limit was hit, or more came) goes next, paced again.
    this.schedule();
  }

  /** Settles finished statements in the order they started, then plans the next one. */
  private finished(): void {
    while (this.running.length && this.running[0]!.outcome) {
      const { items, outcome } = this.running.shift()!;
      if ('error' in outcome!) this.fail(items, outcome.error);
      else this.settle(items, outcome!.seqs);
    }
    this.schedule();
  }

  private settle(batch: Queued[], seqs: Map<string, number[]>): void {
    const next = new Map<string, number>();
    const rows: { templateId: string; seq: number; update: Uint8Array; byAdmin: boolean }[] = [];
    for (const item of batch) {
      const i = next.get(item.templateId) ?? 0;
      next.set(item.templateId, i + 1);
      const seq = seqs.get(item.templateId)?.[i] ?? 0;
      this.done(item, null, seq);
      rows.push({ templateId: item.templateId, seq, update: item.update, byAdmin: item.byAdmin });
    }
    if (this.notify?.wanted()) {
      notifyAppended(this.db, this.notify.origin, rows).catch((error: unknown) => log.warn(`NOTIFY of ${rows.length} update(s) failed (catch-up will deliver them): ${String(error)}`));
    }
  }

  private fail(batch: Queued[], error: unknown): void {
    for (const item of batch) this.done(item, error, 0);
  }

  private done(item: Queued, error: unknown, seq: number): void {
    try {
      item.done(error, seq);
    } catch (thrown) {
      log.error(`an update's commit callback threw: ${String(thrown)}`);
    }
    for (const waiter of item.waiters ?? []) waiter(error);
    if (this.latest.get(item.templateId) === item) this.latest.delete(item.templateId);
    this.settled(item.templateId);
  }

  private settled(templateId: string): void {
    const n = (this.waiting.get(templateId) ?? 1) - 1;
    if (n > 0) {
      this.waiting.set(templateId, n);
      return;
    }
    this.waiting.delete(templateId);
    const idlers = this.idlers.get(templateId);
    this.idlers.delete(templateId);
    // After the update's own callbacks (called before), so "idle" means applied too.
    for (const resolve of idlers ?? []) queueMicrotask(resolve);
  }
}
