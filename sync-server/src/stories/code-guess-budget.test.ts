// Issue 13.2: join codes cannot be guessed faster anywhere than through verify_code. Every door
// that takes a code (the feed, PUT /stories/status, verify_code, rejoin_session) spends one budget
// per address and per session, on codes that open nothing only; a spent budget answers the spec's
// rate_limited with the time remaining. A learner with 20 real codes is never limited.
import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, type CreateStoryResponse, type ResponseMessage } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { GameClient } from '../../testing/game-client';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import { DEFAULT_RATE_LIMITS } from '../limits/rate-limiter';
import type { ServerHandle } from '../server';

const PER_ADDRESS = DEFAULT_RATE_LIMITS.unknown_code_address.limit;
const PER_SESSION = DEFAULT_RATE_LIMITS.unknown_code_session.limit;
const WINDOW_MS = DEFAULT_RATE_LIMITS.unknown_code_address.windowMs;

/** A well-formed code that (with 2^49 of them) opens nothing. */
const guess = () => Array.from({ length: 10 }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
const guesses = (n: number) => Array.from({ length: n }, guess);

type Http = { status: number; body: { status: string; rateLimit?: { timeRemaining: number }; operationType?: string } };

function expectHttpRefused(res: Http): void {
  expect(res.status).toBe(429);
  expect(res.body.status).toBe('rate_limited');
  expect(res.body.rateLimit!.timeRemaining).toBeGreaterThan(0);
  expect(res.body.rateLimit!.timeRemaining).toBeLessThanOrEqual(WINDOW_MS);
}

function expectSocketRefused(reply: ResponseMessage, socket: GameClient): void {
  expect(reply.status).toBe('rate_limited');
  expect(reply.rateLimit!.timeRemaining).toBeGreaterThan(0);
  expect(reply.rateLimit!.timeRemaining).toBeLessThanOrEqual(WINDOW_MS);
  // The spec's rate_limited message goes out too, and the socket stays open.
  expect(socket.notifications.some((n) => n.type === 'rate_limited' && n.rateLimit.timeRemaining > 0)).toBe(true);
  expect(socket.ws.readyState).toBe(socket.ws.OPEN);
}

forEachEngine('one budget for join-code guesses at every door [13.2]', ({ open }) => {
  let db: Db;
  const servers: ServerHandle[] = [];
  const sockets: GameClient[] = [];

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    for (const s of servers) await s.close();
  });

  /** A server of its own (its own in-memory budgets), default limits, over the file's database. */
  async function freshServer(): Promise<ServerHandle> {
    const server = await startTestServer(db, { env: { SEED_WORLDS: 'false' } });
    servers.push(server);
    return server;
  }

  async function socket(server: ServerHandle): Promise<GameClient> {
    const client = await GameClient.connect(server.url);
    sockets.push(client);
    await client.createSession();
    return client;
  }

  async function storyWithCodes(server: ServerHandle, players: number): Promise<CreateStoryResponse> {
    const created = await apiCaller(server.url).post('/stories', { prompt: 'A tide that forgets to turn', playerCount: players, maxTurns: 10 });
    expect(created.status).toBe(200);
    return created.body.data as CreateStoryResponse;
  }

  it('the feed refuses a visitor past the session budget, with the time remaining, and the same codes again cost nothing', async () => {
    const server = await freshServer();
    const visitor = apiCaller(server.url);
    const first = guesses(PER_SESSION);
    expect((await visitor.get(`/users/stories/feed?clientStoryCodes=${first.join(',')}`)).status).toBe(200);
    // Asking about the same codes again (a device with stale codes polling) costs nothing more.
    for (let i = 0; i < 5; i++) expect((await visitor.get(`/users/stories/feed?clientStoryCodes=${first.join(',')}`)).status).toBe(200);
    const refused = await visitor.get(`/users/stories/feed?clientStoryCodes=${guess()}`);
    expectHttpRefused(refused as Http);
    expect((refused as Http).body.operationType).toBe('feed');
    // A batch that would pass the budget is refused whole: it reveals nothing about its codes.
    const other = apiCaller(server.url);
    expectHttpRefused((await other.get(`/users/stories/feed?clientStoryCodes=${guesses(PER_SESSION + 1).join(',')}`)) as Http);
  });

  it('PUT /stories/status with a wrong playerCode spends the budget, then refuses even the right code', async () => {
    const server = await freshServer();
    const story = await storyWithCodes(server, 2);
    const visitor = apiCaller(server.url);
    for (const code of guesses(PER_SESSION)) {
      const wrong = await visitor.put('/stories/status', { storyId: story.storyId, playerSlot: 'player2', status: 'archived', playerCode: code });
      expect(wrong.status).toBe(403);
    }
    const refused = await visitor.put('/stories/status', { storyId: story.storyId, playerSlot: 'player2', status: 'archived', playerCode: story.codes.player2 });
    expectHttpRefused(refused as Http);
    // Another browser holding the real code is not this guesser.
    const owner = apiCaller(server.url);
    expect((await owner.put('/stories/status', { storyId: story.storyId, playerSlot: 'player2', status: 'archived', playerCode: story.codes.player2 })).status).toBe(200);
  });

  it('verify_code and rejoin_session refuse a session past its budget, while a fresh session still joins with a real code', async () => {
    const server = await freshServer();
    const story = await storyWithCodes(server, 1);
    const guesser = await socket(server);
    const codes = guesses(PER_SESSION);
    for (const [i, code] of codes.entries()) {
      const reply = await guesser.request(i % 2 === 0 ? 'verify_code' : 'rejoin_session', i % 2 === 0 ? { code } : { playerCode: code });
      expect(reply.status).toBe('error');
    }
    expectSocketRefused(await guesser.request('verify_code', { code: guess() }), guesser);
    expectSocketRefused(await guesser.request('rejoin_session', { playerCode: story.codes.player1 }), guesser);
    const learner = await socket(server);
    expect((await learner.request('verify_code', { code: story.codes.player1 })).status).toBe('success');
  });

  it('every door shares one budget per address: guesses spread over the four doors are counted together', async () => {
    const server = await freshServer();
    const story = await storyWithCodes(server, 1);
    const quarter = PER_ADDRESS / 4;
    // Four callers from one address, one per door, each well within its own session budget.
    expect((await apiCaller(server.url).get(`/users/stories/feed?clientStoryCodes=${guesses(quarter).join(',')}`)).status).toBe(200);
    const statusCaller = apiCaller(server.url);
    for (const code of guesses(quarter)) {
      expect((await statusCaller.put('/stories/status', { storyId: story.storyId, playerSlot: 'player1', status: 'archived', playerCode: code })).status).toBe(403);
    }
    const verifier = await socket(server);
    for (const code of guesses(quarter)) expect((await verifier.request('verify_code', { code })).status).toBe('error');
    const rejoiner = await socket(server);
    for (const code of guesses(quarter)) expect((await rejoiner.request('rejoin_session', { playerCode: code })).status).toBe('error');

    // The address has spent its budget: every door now refuses, real codes included.
    const code = story.codes.player1!;
    expectHttpRefused((await apiCaller(server.url).get(`/users/stories/feed?clientStoryCodes=${code}`)) as Http);
    expectHttpRefused((await apiCaller(server.url).put('/stories/status', { storyId: story.storyId, playerSlot: 'player1', status: 'active', playerCode: code })) as Http);
    const late = await socket(server);
    expectSocketRefused(await late.request('verify_code', { code }), late);
    const lateRejoin = await socket(server);
    expectSocketRefused(await lateRejoin.request('rejoin_session', { playerCode: code }), lateRejoin);
  });

  it('a learner with 20 real codes is never limited, however often each door is asked', async () => {
    const server = await freshServer();
    const stories = await Promise.all([5, 5, 5, 5].map((n) => storyWithCodes(server, n)));
    const codes = stories.flatMap((s) => Object.values(s.codes) as string[]);
    expect(codes).toHaveLength(20);
    const learner = apiCaller(server.url);
    // Far more lookups than any budget: 20 codes x 10 feeds, 20 status changes, 20 x 4 joins.
    for (let i = 0; i < 10; i++) {
      const feed = await learner.get(`/users/stories/feed?clientStoryCodes=${codes.join(',')}`);
      expect(feed.status).toBe(200);
      expect((feed.body.data as { stories: unknown[] }).stories).toHaveLength(4);
    }
    for (const story of stories) {
      for (const [slot, code] of Object.entries(story.codes)) {
        expect((await learner.put('/stories/status', { storyId: story.storyId, playerSlot: slot, status: 'active', playerCode: code })).status).toBe(200);
      }
    }
    const device = await socket(server);
    for (let round = 0; round < 2; round++) {
      for (const code of codes) {
        expect((await device.request('verify_code', { code })).status).toBe('success');
        expect((await device.request('rejoin_session', { playerCode: code })).status).toBe('success');
      }
    }
    expect(device.notifications.filter((n) => n.type === 'rate_limited')).toEqual([]);
  });
});
