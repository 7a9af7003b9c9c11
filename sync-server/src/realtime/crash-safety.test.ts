import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChoiceResult, TemplateMetadata } from '@schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeReply, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { GameClient } from '../../testing/game-client';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { awaitingChoice, createReadyStory, joinWithCode, playToEnd, selectCharacters } from '../../testing/play-over-socket';
import { freshPostgresUrl } from '../../testing/test-db';
import { apiCaller } from '../../testing/test-server';

// A model that is slow and then fails makes every generation job take seconds (the procedural
// narrator then writes each part), so the server can be killed while a job runs.
for (const engine of ['pglite', 'postgres'] as const) {
  describe(`[${engine}] crash safety`, () => {
    let fake: FakeOpenAi;
    let server: ServerProcess | null = null;
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
    const clients: GameClient[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.close()));
      await server?.kill('SIGKILL');
      await fake?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged choice and resumes the interrupted turn after SIGKILL', async () => {
      fake = await startFakeOpenAi({ chat: () => fakeReply.error(500, 'model unavailable') });
      const env: Record<string, string> = {
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODERATION: 'false',
        SERVER_ID: `crash-${engine}`,
        ...(engine === 'postgres' ? { DATABASE_URL: await freshPostgresUrl() } : { DATA_DIR: dataDir }),
      };
      server = await startServerProcess(env);
      const api = apiCaller(server.url);
      const world = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates.find((t) => t.playerCountMax >= 2)!;
      const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
      const a = await joinWithCode(server.url, codes.player1!);
      const b = await joinWithCode(server.url, codes.player2!);
      clients.push(a, b);
      await selectCharacters([a, b]);
      await Promise.all([a, b].map((c) => c.waitFor(awaitingChoice, 30_000, 'first beat')));
      const turn = a.latestBeat()!.turn;

      // Both choices are acknowledged; the next turn's job starts and waits on the slow model.
      fake.setChat(() => fakeReply.slow(1500, fakeReply.error(500, 'model unavailable')));
      const chatsBefore = fake.chats.length;
      const acks = [
        (await a.request('make_choice', { optionIndex: 1, turn })).data as ChoiceResult,
        (await b.request('make_choice', { optionIndex: 2, turn })).data as ChoiceResult,
      ];
      expect(acks[1]!.pendingPlayers).toEqual([]);
      await vitestWait(() => fake.chats.length > chatsBefore, 15_000);
      await server.kill('SIGKILL');

      // Restart on the same database; the model answers (fails) at once now.
      fake.setChat(() => fakeReply.error(500, 'model unavailable'));
      server = await startServerProcess(env);
      const back = await Promise.all(
        [a, b].map(async (old, i) => {
          const c = await GameClient.connect(server!.url);
          clients.push(c);
          c.sessionId = old.sessionId;
          const r = await c.request('rejoin_session', { playerCode: i === 0 ? codes.player1! : codes.player2! });
          expect(r.status).toBe('success');
          return c;
        }),
      );
      // The acknowledged choices survived with the same rolls, and the interrupted turn is written.
      for (const [i, c] of back.entries()) {
        await c.waitFor((x) => (x.latestBeat()?.turn ?? 0) > turn, 30_000, 'turn after the crash');
        const own = c.state!.players[c.state!.playerSlot] as { beatHistory: { turn: number; choice: number; resolutionDetails?: unknown }[] };
        const chosen = own.beatHistory.find((bt) => bt.turn === turn)!;
        expect(chosen.choice).toBe(i === 0 ? 1 : 2);
        expect(chosen.resolutionDetails).toEqual(acks[i]!.resolutionDetails);
      }
      await playToEnd(back);
      for (const c of back) {
        expect(c.state?.gameOver).toBe(true);
        expect(c.state?.currentTurn).toBe(world.maxTurnsMin);
      }
    }, 180_000);
  });
}

async function vitestWait(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out waiting for the generation job to start');
    await new Promise((r) => setTimeout(r, 20));
  }
}
