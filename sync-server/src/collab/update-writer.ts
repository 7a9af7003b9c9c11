/**
 * Group commit of Yjs updates: updates wait in one FIFO queue; everything queued (up to a batch
 * limit) is written by one INSERT statement, with up to `maxInFlight` statements running at once
 * on different pool connections. Whatever order the statements commit in, callers learn
 * "persisted" in the order they enqueued (so "this update is committed" also means "and every
 * update queued before it"). Under load batches grow instead of round trips multiplying.
 *
 * Other processes hear of committed rows by a NOTIFY sent after the commit, outside the INSERT:
 * NOTIFY serialises the commits of the transactions that send it, so it stays off the ack path.
 * A NOTIFY lost to a crash in between is made up by the rooms' periodic catch-up.
 */
import type { Db } from '../db/db';
import { createLogger } from '../util/log';
import { appendUpdates, notifyAppended, type PendingAppend } from './world-doc-repo';

const log = createLogger('collab');

/** Most updates written by one statement. */
const MAX_BATCH_UPDATES = 400;
/** Most bytes written by one statement (a single larger update still goes alone). */
const MAX_BATCH_BYTES = 4 * 1024 * 1024;

interface Queued extends PendingAppend {
  resolve: (seq: number) => void;
  reject: (error: unknown) => void;
}

/** Appends updates to world_updates with group commit; see the file comment. */
export class UpdateWriter {
  private queue: Queued[] = [];
  private inFlight = 0;
  private pumpScheduled = false;
  /** Settles batches in the order they were started. */
  private ordered: Promise<void> = Promise.resolve();
  private readonly waiting = new Map<string, number>();
  private readonly idlers = new Map<string, (() => void)[]>();
  /** The last update queued per World (settling in order, it settles after every earlier one). */
  private readonly latest = new Map<string, Promise<number>>();

  constructor(
    private readonly db: Db,
    /** How other processes hear of new rows (PostgreSQL): this process's id, and whether anyone listens now; null on PGlite. */
    private readonly notify: { origin: string; wanted: () => boolean } | null,
    private readonly onBatch: (size: number) => void = () => {},
    private readonly maxInFlight = 3,
  ) {}

  /** Queues an update; resolves with its seq once it is committed (rejects if the write failed). */
  append(item: PendingAppend): Promise<number> {
    this.waiting.set(item.templateId, (this.waiting.get(item.templateId) ?? 0) + 1);
    const done = new Promise<number>((resolve, reject) => this.queue.push({ ...item, resolve, reject }));
    this.latest.set(item.templateId, done);
    const forget = () => {
      if (this.latest.get(item.templateId) === done) this.latest.delete(item.templateId);
    };
    done.then(forget, forget);
    // Pump once the current I/O phase is over, so frames read together share one statement.
    if (!this.pumpScheduled) {
      this.pumpScheduled = true;
      setImmediate(() => {
        this.pumpScheduled = false;
        this.pump();
      });
    }
    return done;
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
    return last ? last.then(() => undefined) : Promise.resolve();
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
    while (this.queue.length && this.inFlight < this.maxInFlight) {
      const batch = this.take();
      this.inFlight++;
      const written = appendUpdates(this.db, batch);
      // A free slot starts the next batch at once; this one settles after the ones started before it.
      void written
        .then(
          () => this.onBatch(batch.length),
          () => {},
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
      this.ordered = this.ordered.then(() => written.then((seqs) => this.settle(batch, seqs), (error: unknown) => this.fail(batch, error)));
    }
  }

  private settle(batch: Queued[], seqs: Map<string, number[]>): void {
    const next = new Map<string, number>();
    const rows: { templateId: string; seq: number; update: Uint8Array; byAdmin: boolean }[] = [];
    for (const item of batch) {
      const i = next.get(item.templateId) ?? 0;
      next.set(item.templateId, i + 1);
      const seq = seqs.get(item.templateId)?.[i] ?? 0;
      item.resolve(seq);
      this.settled(item.templateId);
      rows.push({ templateId: item.templateId, seq, update: item.update, byAdmin: item.byAdmin });
    }
    if (this.notify?.wanted()) {
      notifyAppended(this.db, this.notify.origin, rows).catch((error: unknown) => log.warn(`NOTIFY of ${rows.length} update(s) failed (catch-up will deliver them): ${String(error)}`));
    }
  }

  private fail(batch: Queued[], error: unknown): void {
    for (const item of batch) {
      item.reject(error);
      this.settled(item.templateId);
    }
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
    // After the update's own callbacks (queued before), so "idle" means applied too.
    for (const resolve of idlers ?? []) queueMicrotask(resolve);
  }
}
