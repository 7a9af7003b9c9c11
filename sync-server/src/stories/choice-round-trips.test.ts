import type { TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameClient } from '../../testing/game-client';
import { awaitingChoice, createReadyStory, joinWithCode, selectCharacters } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { Db, Statement } from '../db/db';
import type { ServerHandle } from '../server';

/** The Db the server runs on, with every statement it is sent written down (nothing else changes). */
function recording(db: Db): { db: Db; sql: string[] } {
  const sql: string[] = [];
  const wrapped: Db = Object.create(db) as Db;
  wrapped.query = (text, params) => (sql.push(text), db.query(text, params));
  wrapped.batch = (statements: readonly Statement[]) => (sql.push(...statements.map((s) => s.sql)), db.batch(statements));
  return { db: wrapped, sql };
}

// 1,000 players on one process (issue 30): on PGlite every statement crosses to the database's
// worker thread and back, so what a choice reads before it writes is most of its cost.
forEachEngine('a choice costs one round trip', ({ open }) => {
  let server: ServerHandle;
  let sql: string[];
  const clients: GameClient[] = [];

  beforeAll(async () => {
    const rec = recording(await open());
    sql = rec.sql;
    server = await startTestServer(rec.db, { env: { SEED_WORLDS: 'true' } });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  });

  it("a player's choice on a story the server holds reads neither the socket's session nor the story's version: one batch writes it", async () => {
    const api = apiCaller(server.url);
    const world = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates.find((t) => t.playerCountMax >= 3)!;
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 3, maxTurns: world.maxTurnsMin });
    const players = await Promise.all((['player1', 'player2', 'player3'] as const).map((slot) => joinWithCode(server.url, codes[slot]!)));
    clients.push(...players);
    await selectCharacters(players);
    await Promise.all(players.map((p) => p.waitFor(awaitingChoice, 20_000, 'first beat')));
    const first = players[0]!;
    const from = sql.length;
    const reply = await first.request('make_choice', { optionIndex: 0, turn: first.latestBeat()!.turn });
    expect(reply.status).toBe('success');
    const during = sql.slice(from);
    // What a choice used to read first: the session row, then the stored action and the version.
    expect(during.filter((s) => /realtime_sessions/.test(s))).toEqual([]);
    expect(during.filter((s) => /left join story_actions/.test(s))).toEqual([]);
    expect(during.filter((s) => /insert into story_actions/.test(s))).toHaveLength(1);
    // A replay of it still gets its stored result (read, since the write finds the key taken).
    const again = await first.request('make_choice', { optionIndex: 0, turn: first.latestBeat()!.turn }, reply.requestId);
    expect(again).toMatchObject({ status: 'success', data: reply.data });
  });
});
