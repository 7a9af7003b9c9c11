import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeGameServer, fakeEnv, type FakeSocket } from '../../../../testing/fake-socket';
import { makeClientState } from '../../../../testing/story-store-factory';
import { LocalDb } from '../../../shared/local-db/local-db';
import { RealtimeClient } from '../realtime/realtime-client';
import { outboxRows } from './outbox';
import { GameSession, type SessionNotice } from './session';
import { readSessionId, writeSessionId } from './session-id';
import { ownPlayer, readStoryState } from './story-store';

const CODE = 'K7MQ2XP9';
let db: LocalDb;
let env: ReturnType<typeof fakeEnv>;
let client: RealtimeClient;
let server: FakeGameServer;
let session: GameSession;
let notices: SessionNotice[];
let sleeps: number[];

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  db = new LocalDb(`session-${Math.random()}`);
  env = fakeEnv();
  client = new RealtimeClient('ws://test/socket.io', env);
  server = new FakeGameServer(makeClientState({ beats: 2 }), CODE);
  sleeps = [];
  session = new GameSession(CODE.toLowerCase(), { client, db, sleep: async (ms) => void sleeps.push(ms) });
  notices = [];
  session.onNotice((n) => notices.push(n));
});
afterEach(async () => {
  session.stop();
  vi.restoreAllMocks();
  await db.delete();
});

/** Opens the latest socket with the fake server behind it. */
function connect(): FakeSocket {
  const socket = env.sockets.at(-1)!;
  server.attach(socket);
  socket.open();
  return socket;
}

const sentTypes = (socket: FakeSocket) => socket.sent.map((m) => m.type);

describe('game session: joining (spec 1 §4, §8)', () => {
  it('creates a session, stores its id, verifies the code and stores the story state', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    expect(sentTypes(socket)).toEqual(['create_session', 'verify_code']);
    expect(socket.sent[1]).toMatchObject({ code: CODE, sessionId: 'sess-1' });
    expect(await readSessionId(db)).toBe('sess-1');
    expect((await readStoryState(db, CODE))?.storyId).toBe('story-1');
    expect(await db.codeSets.toArray()).toEqual([expect.objectContaining({ codes: [CODE], storyId: 'story-1' })]);
  });

  it('rejoins with the stored session id and the player code', async () => {
    server.sessions.add('sess-old');
    await writeSessionId(db, 'sess-old');
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    expect(socket.sent).toEqual([expect.objectContaining({ type: 'rejoin_session', sessionId: 'sess-old', playerCode: CODE })]);
  });

  it("on 'Session not found' forgets the id, creates a new session and verifies the code", async () => {
    await writeSessionId(db, 'sess-gone');
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    expect(sentTypes(socket)).toEqual(['rejoin_session', 'create_session', 'verify_code']);
    expect(await readSessionId(db)).toBe('sess-1');
  });

  it('retries a failing verification up to 3 times, 1 s apart, then shows the error', async () => {
    const unknown = new FakeGameServer(makeClientState(), 'SOMETHINGELSE');
    session.start();
    const socket = env.sockets.at(-1)!;
    unknown.attach(socket);
    socket.open();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('error'));
    expect(sentTypes(socket)).toEqual(['create_session', 'verify_code', 'verify_code', 'verify_code']);
    expect(sleeps).toEqual([1000, 1000]);
    expect(session.getSnapshot().error).toBe("This code doesn't match any story. Check it and try again.");
  });

  it('merges incremental updates, and rejoins for the full state when one skips beats', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    const partial = (beats: number, from: number) => {
      const full = makeClientState({ beats });
      const own = ownPlayer(full)!;
      return { ...full, historyFrom: from, players: { player1: { ...own, beatHistory: own.beatHistory.filter((b) => b.turn >= from) } } };
    };
    socket.push({ type: 'state_update_notification', state: partial(3, 2), trigger: 'turn_generated', timestamp: 't' });
    await vi.waitFor(async () => expect(ownPlayer((await readStoryState(db, CODE))!.state)!.beatHistory.map((b) => b.turn)).toEqual([1, 2, 3]));
    socket.push({ type: 'state_update_notification', state: partial(6, 5), trigger: 'turn_generated', timestamp: 't' });
    await vi.waitFor(() => expect(sentTypes(socket).at(-1)).toBe('rejoin_session'));
  });

  it('announces beat deltas on every join, and names the signed-in user on verify_code', async () => {
    session.stop();
    session = new GameSession(CODE, { client, db, sleep: async () => {}, currentUserId: () => 'user_42' });
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    expect(socket.sent[1]).toMatchObject({ type: 'verify_code', code: CODE, userId: 'user_42', capabilities: ['beat-deltas', 'beat-stream'] });
    socket.serverClose();
    client.wake();
    const again = connect();
    await vi.waitFor(() => expect(again.sent).toEqual([expect.objectContaining({ type: 'rejoin_session', capabilities: ['beat-deltas', 'beat-stream'] })]));
  });

  it('keeps the newest draft of the next beat in memory only, and drops it for the stored beat', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    const draft = (seq: number, text: string, extra: Record<string, unknown> = {}) => ({
      type: 'beat_stream_notification', storyId: 'story-1', turn: 3, playerSlot: 'player1', seq, text, done: false, timestamp: 't', ...extra,
    });
    socket.push(draft(1, 'The lamp'));
    socket.push(draft(3, 'The lamp flickers', { title: 'Night watch' }));
    socket.push(draft(2, 'The')); // overtaken: older than what is shown
    socket.push(draft(9, 'Not mine', { playerSlot: 'player2' }));
    await vi.waitFor(() => expect(session.getSnapshot().draft).toEqual({ turn: 3, seq: 3, title: 'Night watch', text: 'The lamp flickers', done: false }));
    // Never written to the device: the stored state still ends at beat 2.
    expect(ownPlayer((await readStoryState(db, CODE))!.state)!.beatHistory).toHaveLength(2);
    socket.push({ type: 'state_update_notification', state: makeClientState({ beats: 3 }), trigger: 'turn_generated', timestamp: 't' });
    await vi.waitFor(() => expect(session.getSnapshot().draft).toBeNull());
  });

  it('sends no userId for a visitor', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    expect(socket.sent[1]).not.toHaveProperty('userId');
  });

  it('resync replaces a socket that went silent with a new one and rejoins on it', async () => {
    session.start();
    const silent = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    session.resync();
    expect(silent.closed).toBe(true);
    const fresh = connect();
    expect(fresh).not.toBe(silent);
    await vi.waitFor(() => expect(fresh.sent.map((m) => m.type)).toEqual(['rejoin_session']));
    await vi.waitFor(() => expect(session.getSnapshot().connection).toBe('connected'));
  });

  it('rejoins after the server drops the socket', async () => {
    session.start();
    connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    env.sockets.at(-1)!.serverClose();
    expect(session.getSnapshot().connection).toBe('disconnected');
    client.wake();
    const again = connect();
    await vi.waitFor(() => expect(again.sent.map((m) => m.type)).toEqual(['rejoin_session']));
    await vi.waitFor(() => expect(session.getSnapshot().connection).toBe('connected'));
  });
});

describe('game session: choices through the outbox', () => {
  async function joinedThenOffline(): Promise<void> {
    session.start();
    connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    env.sockets.at(-1)!.serverClose();
  }

  it('queues a choice made offline and delivers it exactly once after reconnecting', async () => {
    await joinedThenOffline();
    const row = await session.choose(1, 2);
    expect(await outboxRows(db, CODE)).toEqual([expect.objectContaining({ requestId: row.requestId, status: 'queued' })]);
    client.wake();
    const socket = connect();
    await vi.waitFor(async () => expect(await outboxRows(db, CODE)).toEqual([]));
    expect(sentTypes(socket)).toEqual(['rejoin_session', 'make_choice']);
    expect(socket.sent[1]).toMatchObject({ requestId: row.requestId, optionIndex: 1, turn: 2, sessionId: 'sess-1' });
    expect(server.applied).toEqual([row.requestId]);
    await vi.waitFor(async () => expect(ownPlayer((await readStoryState(db, CODE))!.state)!.beatHistory[1]!.choice).toBe(1));
  });

  it('resends with the same requestId when the reply was lost, and the server applies it once', async () => {
    session.start();
    connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    server.replying = false;
    const row = await session.choose(0, 2);
    await vi.waitFor(() => expect(server.applied).toEqual([row.requestId]));
    env.sockets.at(-1)!.serverClose(); // the reply never came
    server.replying = true;
    client.wake();
    const socket = connect();
    await vi.waitFor(async () => expect(await outboxRows(db, CODE)).toEqual([]));
    expect(socket.sent.filter((m) => m.type === 'make_choice').map((m) => m.requestId)).toEqual([row.requestId]);
    expect(server.applied).toEqual([row.requestId]);
  });

  it('shows a refused choice as an error toast and drops it', async () => {
    server.state = makeClientState({ beats: 2, chosen: [1, 2] });
    session.start();
    connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    await session.choose(2, 2);
    await vi.waitFor(() => expect(notices).toEqual([{ kind: 'error', title: 'Error: make_choice', message: 'You have already chosen.', duration: 5000 }]));
    await vi.waitFor(async () => expect(await outboxRows(db, CODE)).toEqual([]));
  });

  it('sends nothing while another window holds the game, and resumes when taken back', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    socket.push({ type: 'connection_stale', message: 'This game was opened in another window.', timestamp: 't' });
    expect(session.getSnapshot().stale).toBe('This game was opened in another window.');
    await session.choose(0, 2);
    await new Promise((r) => setTimeout(r, 20));
    expect(sentTypes(socket)).not.toContain('make_choice');
    session.takeBack();
    await vi.waitFor(async () => expect(await outboxRows(db, CODE)).toEqual([]));
    expect(sentTypes(socket).slice(-2)).toEqual(['rejoin_session', 'make_choice']);
  });

  it('shows the rate-limit notice from a rate_limited push', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    socket.push({ type: 'rate_limited', rateLimit: { timeRemaining: 90_000 }, timestamp: 't' });
    expect(session.getSnapshot().rateLimit?.timeRemaining).toBe(90_000);
    session.clearRateLimit();
    expect(session.getSnapshot().rateLimit).toBeNull();
  });

  it('leaving sends exit_story, forgets the session id and closes the socket for good', async () => {
    session.start();
    const socket = connect();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('joined'));
    await session.exit();
    expect(sentTypes(socket).at(-1)).toBe('exit_story');
    expect(await readSessionId(db)).toBeNull();
    expect(client.state).toBe('disconnected');
    expect(socket.closed).toBe(true);
  });
});
