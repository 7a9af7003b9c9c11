import type { TemplateMetadata } from '@schemas';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { forEachEngine } from '../../testing/test-db';
import { loadSeedWorlds } from '../seeds/load-seeds';
import { browser, testApp } from '../../testing/test-app';

forEachEngine('feed claims on sign-in', ({ open }) => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    await loadSeedWorlds(db, new Date());
    app = testApp(db);
  });

  it("claims the device's own slot of a story it created, not its friends' invite slots", async () => {
    const visitor = browser(app);
    const templates = ((await visitor.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    const world = templates.find((t) => t.playerCountMax >= 3)!;
    const created = await visitor.post('/stories/template', {
      templateId: world.id,
      playerCount: 3,
      maxTurns: world.maxTurnsMin,
      difficultyLevel: { modifier: 0, title: 'Balanced' },
    });
    const { storyId, codes } = created.body.data as { storyId: string; codes: Record<string, string> };

    await visitor.post('/auth/register', { email: 'claim@example.org', username: 'claimer', password: 'Claim-it-42' });
    await visitor.post('/auth/login', { email: 'claim@example.org', password: 'Claim-it-42' });
    const feed = await visitor.get(`/users/stories/feed?clientStoryCodes=${Object.values(codes).join(',')}`);
    expect(feed.status).toBe(200);
    const rows = await db.query<{ slot: string; user_id: string | null }>('select slot, user_id from story_players where story_id = $1 order by slot', [storyId]);
    expect(rows.map((r) => [r.slot, r.user_id !== null])).toEqual([
      ['player1', true],
      ['player2', false],
      ['player3', false],
    ]);
  });
});
