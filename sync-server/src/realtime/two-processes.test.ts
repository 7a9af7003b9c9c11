import type { TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameClient } from '../../testing/game-client';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { awaitingChoice, createReadyStory, joinWithCode, playToEnd, selectCharacters } from '../../testing/play-over-socket';
import { freshPostgresUrl } from '../../testing/test-db';
import { apiCaller } from '../../testing/test-server';

describe('[postgres] two server processes on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  const clients: GameClient[] = [];

  beforeAll(async () => {
    const DATABASE_URL = await freshPostgresUrl();
    // Start one first so the other finds the schema migrated and the seeds loaded (both race safely too).
    [a, b] = await Promise.all([startServerProcess({ DATABASE_URL, SERVER_ID: 'proc-a' }), startServerProcess({ DATABASE_URL, SERVER_ID: 'proc-b' })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([a?.kill(), b?.kill()]);
  });

  it('serves one story to players split across both processes, every update reaching everyone', async () => {
    const api = apiCaller(a.url);
    const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    expect(templates.length).toBeGreaterThanOrEqual(6); // seeds loaded once, not twice
    const world = templates.find((t) => t.playerCountMax >= 3)!;
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 3, maxTurns: world.maxTurnsMin });
    // player1 and player3 on process A, player2 on process B.
    const p1 = await joinWithCode(a.url, codes.player1!);
    const p2 = await joinWithCode(b.url, codes.player2!);
    const p3 = await joinWithCode(a.url, codes.player3!);
    clients.push(p1, p2, p3);
    await selectCharacters([p1, p2, p3]);
    // A choice made on process A reaches the player on process B as a pending-list update.
    await p1.waitFor(awaitingChoice, 20_000, 'first beat');
    const turn = p1.latestBeat()!.turn;
    expect((await p1.request('make_choice', { optionIndex: 0, turn })).status).toBe('success');
    await p2.waitFor((c) => !!c.state && !c.state.pendingPlayers.includes('player1') && c.state.currentTurn === turn, 20_000, 'B sees player1 chose');
    // The reply comes straight back; p1's own state update travels through NOTIFY like everyone
    // else's, so wait for it before playing on (else p1 would still see the beat as unchosen).
    await p1.waitFor((c) => !awaitingChoice(c), 20_000, 'A sees its own choice');
    await playToEnd([p1, p2, p3]);
    for (const p of [p1, p2, p3]) {
      expect(p.state?.gameOver).toBe(true);
      expect(p.redactionViolations).toEqual([]);
    }
    const b2 = apiCaller(b.url);
    const seenByB = ((await b2.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    expect(seenByB.map((t) => t.id).sort()).toEqual(templates.map((t) => t.id).sort());
  }, 120_000);
});
