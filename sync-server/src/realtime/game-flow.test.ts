import { randomUUID } from 'node:crypto';
import type { ChoiceResult, TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameClient } from '../../testing/game-client';
import { createReadyStory, joinWithCode, playToEnd, selectCharacters, awaitingChoice } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

forEachEngine('game over real sockets', ({ open }) => {
  let server: ServerHandle;
  let api: ReturnType<typeof apiCaller>;
  let world: TemplateMetadata;
  const clients: GameClient[] = [];

  beforeAll(async () => {
    server = await startTestServer(await open(), { env: { SEED_WORLDS: 'true' } });
    api = apiCaller(server.url);
    const list = await api.get('/templates/published');
    const templates = (list.body.data as { templates: TemplateMetadata[] }).templates;
    world = templates.find((t) => t.playerCountMax >= 3)!;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  });

  async function join(code: string) {
    const c = await joinWithCode(server.url, code);
    clients.push(c);
    return c;
  }

  it('plays a 3-player story from creation to game over, each client seeing only its own data', async () => {
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 3, maxTurns: world.maxTurnsMin });
    const players = await Promise.all(['player1', 'player2', 'player3'].map((s) => join(codes[s as 'player1']!)));
    expect(players.map((p) => p.state?.playerSlot)).toEqual(['player1', 'player2', 'player3']);
    await selectCharacters(players);
    const choices = await playToEnd(players);
    for (const p of players) {
      expect(p.state?.gameOver).toBe(true);
      expect(p.state?.currentTurn).toBe(world.maxTurnsMin);
      expect(p.redactionViolations).toEqual([]);
      expect(p.gaps).toBe(0);
      const own = p.state!.players[p.state!.playerSlot] as { beatHistory: unknown[] };
      expect(own.beatHistory).toHaveLength(world.maxTurnsMin);
    }
    expect(choices).toBeGreaterThanOrEqual(3 * (world.maxTurnsMin - 1));
  });

  it('answers a replayed make_choice with the same stored roll, never a second one; the same requestId with another option is refused', async () => {
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 1, maxTurns: world.maxTurnsMin });
    const solo = await join(codes.player1!);
    await selectCharacters([solo]);
    // Reach a challenge beat if there is one within the story; any beat proves idempotency.
    await solo.waitFor(awaitingChoice, 20_000, 'first beat');
    const turn = solo.latestBeat()!.turn;
    const requestId = randomUUID();
    const first = await solo.request('make_choice', { optionIndex: 1, turn }, requestId);
    const again = await solo.request('make_choice', { optionIndex: 1, turn }, requestId);
    expect(first.status).toBe('success');
    expect(again.status).toBe('success');
    expect(again.data as ChoiceResult).toEqual(first.data as ChoiceResult);
    const reused = await solo.request('make_choice', { optionIndex: 2, turn }, requestId);
    expect(reused.status).toBe('invalid');
    expect(reused.errorMessage).toMatch(/already used for a different request/);
    const other = await solo.request('make_choice', { optionIndex: 2, turn });
    expect(other.status).toBe('invalid');
  });

  it('stores choices sent at the same instant once each: a request doubled in flight gets one roll, the turn advances once', async () => {
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 3, maxTurns: world.maxTurnsMin });
    const players = await Promise.all(['player1', 'player2', 'player3'].map((s) => join(codes[s as 'player1']!)));
    await selectCharacters(players);
    await Promise.all(players.map((p) => p.waitFor(awaitingChoice, 20_000, 'first beat')));
    const turn = players[0]!.latestBeat()!.turn;
    const doubled = randomUUID();
    // Everything leaves at once: the three players' choices race for the story, and player1's
    // request is sent twice (a resend before the first reply) racing itself.
    const replies = await Promise.all([
      players[0]!.request('make_choice', { optionIndex: 0, turn }, doubled),
      players[0]!.request('make_choice', { optionIndex: 0, turn }, doubled),
      players[1]!.request('make_choice', { optionIndex: 1, turn }),
      players[2]!.request('make_choice', { optionIndex: 2, turn }),
    ]);
    expect(replies.map((r) => r.status)).toEqual(['success', 'success', 'success', 'success']);
    expect(replies[1]!.data).toEqual(replies[0]!.data);
    await Promise.all(players.map((p) => p.waitFor((c) => (c.latestBeat()?.turn ?? 0) > turn, 20_000, 'the next beat')));
    for (const [i, p] of players.entries()) {
      const own = p.state!.players[p.state!.playerSlot] as { beatHistory: { turn: number; choice: number }[] };
      // One beat per turn, the choice made is the one sent, and the story moved on exactly once.
      expect(own.beatHistory.map((b) => b.turn)).toEqual([turn, turn + 1]);
      expect(own.beatHistory[0]!.choice).toBe(i);
      expect(p.state!.currentTurn).toBe(turn + 1);
    }
  });

  it('lets a player reconnect mid-turn with rejoin_session and carry on', async () => {
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
    const [a, b] = await Promise.all([join(codes.player1!), join(codes.player2!)]);
    await selectCharacters([a!, b!]);
    await a!.waitFor(awaitingChoice, 20_000, 'beat for a');
    const turn = a!.latestBeat()!.turn;
    expect((await a!.request('make_choice', { optionIndex: 0, turn })).status).toBe('success');
    // b drops mid-turn and comes back on a new socket with its stored session.
    const sessionId = b!.sessionId!;
    await b!.close();
    const back = await GameClient.connect(server.url);
    clients.push(back);
    back.sessionId = sessionId;
    const rejoined = await back.request('rejoin_session', { playerCode: codes.player2! });
    expect(rejoined.status).toBe('success');
    expect(back.state?.pendingPlayers).toEqual(['player2']);
    expect((await back.request('make_choice', { optionIndex: 1, turn })).status).toBe('success');
    await a!.waitFor((c) => (c.latestBeat()?.turn ?? 0) > turn, 20_000, 'next turn for a');
    expect(back.redactionViolations).toEqual([]);
  });

  it('stops waiting for a player who left', async () => {
    const { storyId, codes } = await createReadyStory(api, { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
    const [a, b] = await Promise.all([join(codes.player1!), join(codes.player2!)]);
    await selectCharacters([a!, b!]);
    await a!.waitFor(awaitingChoice, 20_000, 'beat for a');
    const turn = a!.latestBeat()!.turn;
    await a!.request('make_choice', { optionIndex: 0, turn });
    const left = await api.put('/stories/status', { storyId, playerSlot: 'player2', status: 'deleted', playerCode: codes.player2 });
    expect(left.body.status).toBe('success');
    await a!.waitFor((c) => (c.latestBeat()?.turn ?? 0) > turn, 20_000, 'turn advances without player2');
    expect(a!.state?.leftPlayers).toEqual(['player2']);
  });

  it('refuses a code for nobody and a choice before joining, keeping the socket open', async () => {
    const c = await GameClient.connect(server.url);
    clients.push(c);
    await c.createSession();
    const bad = await c.request('verify_code', { code: 'ZZZZZZZZZZ' });
    expect(bad.status).toBe('error');
    const early = await c.request('make_choice', { optionIndex: 0 });
    expect(early.status).toBe('invalid');
    expect((await c.request('create_session')).status).toBe('success');
  });
});
