import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeGameServer, fakeEnv } from '../../../../testing/fake-socket';
import { makeClientState } from '../../../../testing/story-store-factory';
import { LocalDb } from '../../../shared/local-db/local-db';
import { RealtimeClient } from '../realtime/realtime-client';
import { enqueueAction, outboxRows } from './outbox';
import { codesToDeliver, deliverQueuedActions } from './outbox-delivery';
import { GameSession } from './session';
import type { HeldSession } from './session-hooks';

const CODE = 'K7MQ2XP9';
let db: LocalDb;
let env: ReturnType<typeof fakeEnv>;
let client: RealtimeClient;
let server: FakeGameServer;
let sessions: GameSession[];

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  db = new LocalDb(`delivery-${Math.random()}`);
  env = fakeEnv();
  client = new RealtimeClient('ws://test/socket.io', env);
  server = new FakeGameServer(makeClientState({ beats: 2 }), CODE);
  sessions = [];
});
afterEach(async () => {
  for (const s of sessions) s.stop();
  vi.restoreAllMocks();
  await db.delete();
});

/** A held session over the fake server's socket (released as the app releases it: session stopped, socket closed). */
function hold(code: string): HeldSession {
  const session = new GameSession(code, { client, db, sleep: async () => {} });
  sessions.push(session);
  let held = true;
  session.start();
  const socket = env.sockets.at(-1)!;
  if (!socket.onSend) {
    server.attach(socket);
    queueMicrotask(() => socket.open());
  }
  return {
    session,
    held: () => held,
    release: () => {
      held = false;
      session.stop();
      client.stop();
    },
  };
}

describe('the app-wide outbox delivery (issue 27; ARCHITECTURE: on reconnect the app, not one page, flushes the outbox)', () => {
  it('sends a choice queued offline with no game page open, exactly once, and empties the outbox', async () => {
    const row = await enqueueAction(db, CODE, { type: 'make_choice', payload: { optionIndex: 1, turn: 2 } });
    expect(await codesToDeliver(db)).toEqual([CODE]);
    const report = await deliverQueuedActions({ db, hold });
    expect(report).toEqual({ [CODE]: 'delivered' });
    expect(server.applied).toEqual([row.requestId]);
    expect(await outboxRows(db, CODE)).toEqual([]);
    // A second pass (another reconnect) has nothing to send and sends nothing.
    expect(await deliverQueuedActions({ db, hold })).toEqual({});
    expect(server.applied).toEqual([row.requestId]);
  });

  it('a reply lost on the way back: the row is sent again with its requestId, and the server applies it once', async () => {
    const row = await enqueueAction(db, CODE, { type: 'make_choice', payload: { optionIndex: 0, turn: 2 } });
    server.replying = false;
    const first = await deliverQueuedActions({ db, hold, setTimer: (fn, ms) => (ms >= 60_000 ? (setTimeout(fn, 50), () => {}) : ((h) => () => clearTimeout(h))(setTimeout(fn, ms))) });
    expect(first).toEqual({ [CODE]: 'timed_out' });
    expect(await outboxRows(db, CODE)).toHaveLength(1);
    server.replying = true;
    expect(await deliverQueuedActions({ db, hold })).toEqual({ [CODE]: 'delivered' });
    expect(server.applied).toEqual([row.requestId]);
  });

  it('leaves alone a story played offline that is not on the server yet, and stops when a page takes the socket', async () => {
    await enqueueAction(db, CODE, { type: 'make_choice', payload: { optionIndex: 0, turn: 2 } });
    await db.offlineStories.put({ code: CODE, storyId: 's', status: 'playing', updatedAt: 1 } as never);
    expect(await codesToDeliver(db)).toEqual([]);
    await db.offlineStories.clear();
    expect(await deliverQueuedActions({ db, hold: () => null })).toEqual({ [CODE]: 'busy' });
    expect(server.applied).toEqual([]);
  });
});
