import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { LocalDb } from '../../../shared/local-db/local-db';
import { enqueueAction, flushOutbox, outboxRows, type SendOutcome } from './outbox';

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`outbox-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

const choice = (optionIndex: number, turn: number) => ({ type: 'make_choice' as const, payload: { optionIndex, turn } });

/** A server that applies each requestId once and answers a replay with the stored result. */
function idempotentServer() {
  const applied: string[] = [];
  const results = new Map<string, unknown>();
  return {
    applied,
    receive(row: OutboxRow): unknown {
      if (!results.has(row.requestId)) {
        applied.push(row.requestId);
        results.set(row.requestId, { turn: row.payload.turn, roll: applied.length });
      }
      return results.get(row.requestId);
    },
  };
}

describe('outbox', () => {
  it('queues actions per code in the order they were made, each with a fresh requestId', async () => {
    const a = await enqueueAction(db, 'abc', choice(0, 1), 1000);
    const b = await enqueueAction(db, 'ABC', choice(1, 2), 1000); // same millisecond
    await enqueueAction(db, 'OTHER', choice(2, 1), 500);
    const rows = await outboxRows(db, 'ABC');
    expect(rows.map((r) => r.requestId)).toEqual([a.requestId, b.requestId]);
    expect(a.requestId).not.toBe(b.requestId);
    expect(rows.every((r) => r.status === 'queued' && r.code === 'ABC')).toBe(true);
  });

  it('keeps one row per decision: a double tap on an option queues it once', async () => {
    const first = await enqueueAction(db, 'ABC', choice(0, 4));
    const second = await enqueueAction(db, 'ABC', choice(2, 4));
    expect(second.requestId).toBe(first.requestId);
    expect(await outboxRows(db, 'ABC')).toHaveLength(1);
    await enqueueAction(db, 'ABC', choice(1, 5));
    expect(await outboxRows(db, 'ABC')).toHaveLength(2);
  });

  it('flushes strictly in order and deletes each accepted row', async () => {
    const a = await enqueueAction(db, 'ABC', choice(0, 1));
    const b = await enqueueAction(db, 'ABC', { type: 'select_character', payload: { identityIndex: 1, backgroundIndex: 2 } });
    const order: string[] = [];
    const report = await flushOutbox(db, 'ABC', async (row) => {
      order.push(row.requestId);
      return { kind: 'accepted', data: {} };
    });
    expect(order).toEqual([a.requestId, b.requestId]);
    expect(report).toEqual({ accepted: 2, refused: 0, stoppedBy: 'done' });
    expect(await outboxRows(db, 'ABC')).toEqual([]);
  });

  it('applies an accepted reply before deleting the row, so the page never shows the choice undone', async () => {
    const a = await enqueueAction(db, 'ABC', choice(0, 1));
    let rowDuringApply: unknown;
    await flushOutbox(db, 'ABC', async () => ({ kind: 'accepted', data: {} }), {
      onAccepted: async () => {
        rowDuringApply = await db.outbox.get(a.requestId);
      },
    });
    expect(rowDuringApply).toMatchObject({ requestId: a.requestId });
    expect(await outboxRows(db, 'ABC')).toEqual([]);
  });

  it('keeps a row that could not be delivered and stops there, so later rows never overtake it', async () => {
    const a = await enqueueAction(db, 'ABC', choice(0, 1));
    await enqueueAction(db, 'ABC', choice(1, 2));
    const sent: string[] = [];
    const report = await flushOutbox(db, 'ABC', async (row) => {
      sent.push(row.requestId);
      return { kind: 'unavailable' };
    });
    expect(report.stoppedBy).toBe('unavailable');
    expect(sent).toEqual([a.requestId]);
    const rows = await outboxRows(db, 'ABC');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.attempts).toBe(1);
  });

  it('delivers exactly once: a reply lost on the way back is resent with the same requestId and applied once', async () => {
    const server = idempotentServer();
    const row = await enqueueAction(db, 'ABC', choice(2, 3));
    // First flush: the server applies it, but the socket drops before the reply arrives.
    await flushOutbox(db, 'ABC', async (r) => {
      server.receive(r);
      return { kind: 'unavailable' };
    });
    // Reconnected: the same row goes again with the same requestId.
    const seenIds: string[] = [];
    let data: unknown;
    await flushOutbox(db, 'ABC', async (r) => {
      seenIds.push(r.requestId);
      data = server.receive(r);
      return { kind: 'accepted', data };
    });
    expect(seenIds).toEqual([row.requestId]);
    expect(server.applied).toEqual([row.requestId]);
    expect(data).toEqual({ turn: 3, roll: 1 });
    expect(await outboxRows(db, 'ABC')).toEqual([]);
  });

  it('marks a refused row failed, reports its message, drops it and goes on with the next', async () => {
    const a = await enqueueAction(db, 'ABC', choice(0, 1));
    const b = await enqueueAction(db, 'ABC', choice(1, 2));
    const refused: { id: string; message: string; status: string | undefined }[] = [];
    const outcomes: Record<string, SendOutcome> = {
      [a.requestId]: { kind: 'refused', message: 'You have already chosen.', operationType: 'make_choice' },
      [b.requestId]: { kind: 'accepted', data: {} },
    };
    const report = await flushOutbox(db, 'ABC', async (row) => outcomes[row.requestId]!, {
      onRefused: async (row, message) => {
        refused.push({ id: row.requestId, message, status: (await db.outbox.get(row.requestId))?.status });
      },
    });
    expect(refused).toEqual([{ id: a.requestId, message: 'You have already chosen.', status: 'failed' }]);
    expect(report).toEqual({ accepted: 1, refused: 1, stoppedBy: 'done' });
    expect(await outboxRows(db, 'ABC')).toEqual([]);
  });

  it('stops on a rate limit and keeps the row for later', async () => {
    await enqueueAction(db, 'ABC', choice(0, 1));
    let waited = 0;
    const report = await flushOutbox(db, 'ABC', async () => ({ kind: 'rate_limited', timeRemaining: 120_000 }), {
      onRateLimited: (_row, ms) => (waited = ms),
    });
    expect(report.stoppedBy).toBe('rate_limited');
    expect(waited).toBe(120_000);
    expect(await outboxRows(db, 'ABC')).toHaveLength(1);
  });
});
