// Player actions waiting to reach the server (ARCHITECTURE 'Offline'). A choice is written here
// first, with a fresh requestId, and the page shows it at once as queued. The outbox is flushed
// strictly in order whenever the session is joined; each row is sent with its own requestId every
// time, and the server stores actions by requestId, so a resend after a lost reply returns the
// stored result instead of acting twice: delivered exactly once.
import { newRequestId } from '../../../shared/api/request-id';
import type { LocalDb, OutboxRow } from '../../../shared/local-db/local-db';
import { storyKey } from './story-store';

/** The actions the outbox carries, with their payloads. */
export type OutboxAction =
  | { type: 'make_choice'; payload: { optionIndex: number; turn: number } }
  | { type: 'select_character'; payload: { identityIndex: number; backgroundIndex: number; learnerName?: string } };

/** How sending one row went. */
export type SendOutcome =
  /** The server accepted it (now or earlier: a replay answers the same). */
  | { kind: 'accepted'; data: unknown }
  /** The server refused it (invalid or error): it will never succeed as it is. */
  | { kind: 'refused'; message: string; operationType: string | undefined }
  /** Too many requests: try again after this long. */
  | { kind: 'rate_limited'; timeRemaining: number }
  /** No reply (offline, socket closed, time-out): keep it and try again later. */
  | { kind: 'unavailable' };

/** What a flush did. */
export type FlushReport = { accepted: number; refused: number; stoppedBy: 'done' | 'unavailable' | 'rate_limited' };

/** Callbacks of a flush: after a row was accepted or refused. */
export type FlushHooks = {
  onAccepted?: (row: OutboxRow, data: unknown) => Promise<void> | void;
  onRefused?: (row: OutboxRow, message: string, operationType: string | undefined) => Promise<void> | void;
  onRateLimited?: (row: OutboxRow, timeRemaining: number) => void;
};

/** Whether two actions are the same decision (one choice per turn, one character selection). */
function sameDecision(row: OutboxRow, action: OutboxAction): boolean {
  if (row.type !== action.type || row.status !== 'queued') return false;
  return action.type === 'select_character' || row.payload.turn === action.payload.turn;
}

/**
 * Adds an action for a code to the end of its queue and returns the stored row. A second action
 * for the same decision (a double tap) returns the row already queued instead of adding one.
 */
export async function enqueueAction(db: LocalDb, code: string, action: OutboxAction, now = Date.now()): Promise<OutboxRow> {
  const key = storyKey(code);
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.where('[code+createdAt]').between([key, -Infinity], [key, Infinity]).toArray();
    const existing = rows.find((r) => sameDecision(r, action));
    if (existing) return existing;
    const last = rows.at(-1);
    // Strictly increasing per code, even when two actions land in the same millisecond.
    const createdAt = Math.max(now, (last?.createdAt ?? 0) + 1);
    const row: OutboxRow = {
      requestId: newRequestId(),
      code: key,
      type: action.type,
      payload: { ...action.payload },
      createdAt,
      status: 'queued',
      attempts: 0,
    };
    await db.outbox.add(row);
    return row;
  });
}

/** A code's rows in the order they were made. */
export async function outboxRows(db: LocalDb, code: string): Promise<OutboxRow[]> {
  const key = storyKey(code);
  return db.outbox.where('[code+createdAt]').between([key, -Infinity], [key, Infinity]).toArray();
}

/** Forgets every row of a code. */
export async function clearOutbox(db: LocalDb, code: string): Promise<void> {
  await db.outbox.where('code').equals(storyKey(code)).delete();
}

/**
 * Sends a code's queued rows one after another, in order, each with its stored requestId.
 * Accepted rows are deleted; refused rows are marked failed, reported, then dropped; the flush
 * stops at the first row that could not be delivered (kept, attempts counted) so order holds.
 */
export async function flushOutbox(
  db: LocalDb,
  code: string,
  send: (row: OutboxRow) => Promise<SendOutcome>,
  hooks: FlushHooks = {},
): Promise<FlushReport> {
  const report: FlushReport = { accepted: 0, refused: 0, stoppedBy: 'done' };
  for (;;) {
    const rows = await outboxRows(db, code);
    const row = rows.find((r) => r.status === 'queued');
    if (!row) return report;
    await db.outbox.update(row.requestId, { attempts: row.attempts + 1 });
    const outcome = await send(row);
    switch (outcome.kind) {
      case 'accepted':
        // Apply the result before the row goes, so the page never shows the choice undone.
        await hooks.onAccepted?.(row, outcome.data);
        await db.outbox.delete(row.requestId);
        report.accepted += 1;
        break;
      case 'refused':
        await db.outbox.update(row.requestId, { status: 'failed', error: outcome.message });
        report.refused += 1;
        await hooks.onRefused?.(row, outcome.message, outcome.operationType);
        await db.outbox.delete(row.requestId);
        break;
      case 'rate_limited':
        hooks.onRateLimited?.(row, outcome.timeRemaining);
        report.stoppedBy = 'rate_limited';
        return report;
      case 'unavailable':
        report.stoppedBy = 'unavailable';
        return report;
      default: {
        const never: never = outcome;
        throw new Error(`[outbox] unknown outcome ${String(never)}`);
      }
    }
  }
}
