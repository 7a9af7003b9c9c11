// Issue 13.9: story settings are checked up front. maxTurns must be a multiple of 5 from 5 to 50
// [B1] and within the World's bounds; playerCount a whole number from 1 to 6 and within the
// World's bounds. Anything else is an `invalid` envelope at creation, and no story is written
// (before, such stories were accepted and their setup then failed five times).
import type { TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { GameClient } from '../../testing/game-client';
import { waitForStatus } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

const balanced = { modifier: 0, title: 'Balanced' };

forEachEngine('story settings are checked at creation [13.9]', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  let api: ReturnType<typeof apiCaller>;
  let world: TemplateMetadata;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { env: { SEED_WORLDS: 'true' }, rateLimits: { create_story: { limit: 1000, windowMs: 60_000 } } });
    api = apiCaller(server.url);
    const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    // A World whose bounds are narrower than the global ones on both counts.
    world = templates.find((t) => t.playerCountMax < 6 && t.maxTurnsMax < 50 && t.maxTurnsMin < t.maxTurnsMax)!;
    expect(world).toBeDefined();
  });
  afterAll(async () => server.close());

  const storyCount = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from stories'))[0]!.n);

  it('refuses prompt stories whose maxTurns or playerCount break [B1], naming the field, writing nothing', async () => {
    const before = await storyCount();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ maxTurns: 7 }, 'maxTurns', /multiple of 5 from 5 to 50/],
      [{ maxTurns: 0 }, 'maxTurns', /multiple of 5/],
      [{ maxTurns: 55 }, 'maxTurns', /multiple of 5/],
      [{ maxTurns: 12.5 }, 'maxTurns', /multiple of 5/],
      [{ playerCount: 2.5 }, 'playerCount', /whole number from 1 to 6/],
      [{ playerCount: '3' }, 'playerCount', /whole number from 1 to 6/],
      [{ playerCount: 0 }, 'playerCount', /whole number from 1 to 6/],
      [{ playerCount: 7 }, 'playerCount', /whole number from 1 to 6/],
    ];
    for (const [override, field, message] of cases) {
      const res = await api.post('/stories', { prompt: 'A garden that grows backwards', playerCount: 2, maxTurns: 10, ...override });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.status).toBe('invalid');
      expect(res.body.errorMessage).toMatch(message);
      expect((res.body as { issues?: { path: string }[] }).issues?.[0]?.path).toBe(field);
    }
    expect(await storyCount()).toBe(before);
  });

  it("refuses template stories outside the World's own bounds, and sets up one within them", async () => {
    const before = await storyCount();
    const base = { templateId: world.id, playerCount: world.playerCountMin, maxTurns: world.maxTurnsMin, difficultyLevel: balanced };
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ playerCount: world.playerCountMax + 1 }, /This World is for/],
      [{ maxTurns: world.maxTurnsMax + 5 }, /This World's stories last/],
      [{ maxTurns: world.maxTurnsMin + 2 }, /multiple of 5/],
    ];
    if (world.maxTurnsMin > 5) refusals.push([{ maxTurns: world.maxTurnsMin - 5 }, /This World's stories last/]);
    if (world.playerCountMin > 1) refusals.push([{ playerCount: world.playerCountMin - 1 }, /This World is for/]);
    for (const [override, message] of refusals) {
      const res = await api.post('/stories/template', { ...base, ...override });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body).toMatchObject({ status: 'invalid', errorMessage: expect.stringMatching(message) });
    }
    expect(await storyCount()).toBe(before);
    // The largest allowed settings are fine and the setup succeeds.
    const ok = await api.post('/stories/template', { ...base, playerCount: world.playerCountMax, maxTurns: world.maxTurnsMax });
    expect(ok.status).toBe(200);
    await waitForStatus(api, (ok.body.data as { storyId: string }).storyId, 'ready');
  });

  it('refuses the same settings over the game socket with an invalid reply, the socket left open', async () => {
    const client = await GameClient.connect(server.url);
    try {
      await client.createSession();
      const prompt = await client.request('initialize_story', { prompt: 'A violin that plays alone', playerCount: 2, maxTurns: 7 });
      expect(prompt).toMatchObject({ type: 'initialize_story_response', status: 'invalid', errorMessage: expect.stringMatching(/multiple of 5/) });
      const template = await client.request('initialize_from_template', { templateId: world.id, playerCount: world.playerCountMax + 1, maxTurns: world.maxTurnsMin, difficultyLevel: balanced });
      expect(template).toMatchObject({ status: 'invalid', errorMessage: expect.stringMatching(/This World is for/) });
      expect((await client.request('create_session')).status).toBe('success');
    } finally {
      await client.close();
    }
  });
});
