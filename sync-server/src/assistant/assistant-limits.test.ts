// Issue 26.5: the assistant never answers 500 on a long word. A prompt of one 125-letter word used
// to build a story element named with all of it (over the 120 a name may have) and answer 500,
// spending the caller's budget. Names are cut to their limits; a failure of the server's own
// making is a clear `invalid` answer and gives the budget back.
import { WORLD_TEXT_LIMITS, templateSchema, worldLimitIssues, type Template } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../testing/collab-kit';
import { browser, testApp } from '../../testing/test-app';
import { openTestDb } from '../../testing/test-db';
import type { Db } from '../db/db';
import type { Assistant } from './assistant';
import { ASSISTANT_TEXTS } from './assistant-routes';

const body = (prompt: string) => ({ prompt, playerCount: 1, maxTurns: 10, gameMode: 'Cooperative', generateImages: false });

describe('the assistant and long words (issue 26.5)', () => {
  let db: Db;
  let creator: TestUser;
  const as = (app: ReturnType<typeof testApp>, user: TestUser) => {
    const b = browser(app);
    b.jar.set(...(user.cookie.split('=') as [string, string]));
    return b;
  };

  beforeAll(async () => {
    db = await openTestDb('pglite');
    creator = await makeUser(db);
  });

  it('drafts a World from one word of 125 letters (and of 5,000), every name cut to its limit', async () => {
    const app = testApp(db);
    for (const prompt of ['x'.repeat(125), `A tale of ${'Q'.repeat(5_000)} and the sea`]) {
      const r = await as(app, creator).post('/templates/generate', body(prompt));
      expect(r.status, r.text.slice(0, 300)).toBe(200);
      const world = r.body.data.template as Template;
      expect(worldLimitIssues(world)).toEqual([]);
      expect(templateSchema.safeParse(world).success).toBe(true);
      for (const e of world.storyElements) expect(e.name.length).toBeLessThanOrEqual(WORLD_TEXT_LIMITS['storyElements[].name']!);
    }
  });

  it('answers a draft the server itself got wrong with `invalid` (never 500), and that costs no budget', async () => {
    // An assistant whose output its own schema refuses: what a bug in a builder looks like from the route.
    const broken: Assistant = {
      name: 'broken',
      draft: async () => templateSchema.parse({ id: 'draft_x', title: 'y'.repeat(500), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }),
      iterate: async () => ({}),
    };
    const app = testApp(db, {}, { assistant: broken, rateLimits: { generate_template: { limit: 2, windowMs: 60_000 } } });
    for (let i = 0; i < 4; i++) {
      const r = await as(app, creator).post('/templates/generate', body('A lighthouse keeper and the fog.'));
      expect([r.status, r.body.status, r.body.errorMessage]).toEqual([400, 'invalid', ASSISTANT_TEXTS.draftFailed]);
    }
    // Four failures and the budget of two is whole: a working assistant behind the same budget still answers.
    const streamed = await app.request('/templates/generate', {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', cookie: `${creator.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), ...body('A lighthouse keeper and the fog.') }),
    });
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain(`"status":"invalid","errorMessage":"${ASSISTANT_TEXTS.draftFailed}"`);
    const spent = await as(app, creator).post('/templates/generate', body('A lighthouse keeper and the fog.'));
    expect(spent.status).toBe(400);
  });
});
