import { sectionToOutput, worldProblems } from '@engine';
import { templateSchema, type Template } from '@schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, makeWorld, type TestUser } from '../../testing/collab-kit';
import { fakeReply, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { assistantChatOf, proceduralSectionReplies } from '../../testing/fake-openai-assistant';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import type { Db } from '../db/db';
import { deleteTemplate } from '../templates/template-repo';
import type { Assistant } from './assistant';
import { ASSISTANT_TEXTS } from './assistant-routes';
import { createOpenAiAssistant } from './openai-assistant';
import { createProceduralAssistant } from './procedural-assistant';

const generateBody = { prompt: 'A lighthouse keeper discovers the fog itself is alive.', playerCount: 2, maxTurns: 10, gameMode: 'CooperativeCompetitive', generateImages: false };

type Engine = { name: string; start(): Promise<{ assistant: Assistant; fake: FakeOpenAi | null }> };
const engines: Engine[] = [
  { name: 'procedural', start: async () => ({ assistant: createProceduralAssistant(), fake: null }) },
  {
    name: 'model (fake OpenAI server)',
    start: async () => {
      const fake = await startFakeOpenAi({ chat: proceduralSectionReplies });
      return { assistant: createOpenAiAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 10_000, log: { info: () => {}, warn: () => {} } }), fake };
    },
  },
];

/** The events of a server-sent-events body. */
function sseEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

forEachEngine(
  'assistant routes',
  ({ open }) => {
    describe.each(engines)('$name', (engine) => {
      let db: Db;
      let app: ReturnType<typeof testApp>;
      let fake: FakeOpenAi | null;
      let creator: TestUser;
      let stranger: TestUser;
      let noPermission: TestUser;
      let world: Template;
      const as = (user: TestUser | null) => {
        const b = browser(app);
        if (user) {
          const [name, value] = user.cookie.split('=') as [string, string];
          b.jar.set(name, value);
        }
        return b;
      };

      beforeAll(async () => {
        db = await open();
        const started = await engine.start();
        fake = started.fake;
        app = testApp(db, {}, { assistant: started.assistant, rateLimits: { generate_template: { limit: 8, windowMs: 60_000 }, iterate_template: { limit: 8, windowMs: 60_000 } } });
        [creator, stranger, noPermission] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
        await db.query(`update users set permissions = '{}' where id = $1`, [noPermission.id]);
        const draft = await as(creator).post('/templates/generate', generateBody);
        world = templateSchema.parse({ ...(draft.body.data.template as Template), id: `tpl_iter_${engine.name.length}_${creator.id.slice(-6)}` });
        await makeWorld(db, world, creator.id);
      });
      afterAll(async () => fake?.close());

      it('POST /templates/generate answers {template}: a valid World with a temporary id, the request forced onto it', async () => {
        const res = await as(creator).post('/templates/generate', { ...generateBody, difficultyLevel: { modifier: 10, title: 'Relaxed' } });
        expect(res.status).toBe(200);
        const t = res.body.data.template as Template;
        expect(t.id).toMatch(/^draft_/);
        expect(worldProblems(t)).toEqual([]);
        expect(t).toMatchObject({ gameMode: 'CooperativeCompetitive', playerCountMin: 2, playerCountMax: 2, maxTurnsMin: 10, maxTurnsMax: 10, difficultyLevels: [{ modifier: 10, title: 'Relaxed' }] });
        // Not stored: nothing to find, nothing to clean up.
        expect((await as(creator).get(`/templates/${t.id}`)).status).toBe(404);
      });

      it('streams progress per section, then the answer, to a caller that accepts text/event-stream', async () => {
        const b = as(creator);
        const res = await app.request('/templates/generate', {
          method: 'POST',
          headers: { accept: 'text/event-stream', 'content-type': 'application/json', cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': b.jar.get('XSRF-TOKEN')! },
          body: JSON.stringify({ requestId: crypto.randomUUID(), ...generateBody }),
        });
        expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
        const events = sseEvents(await res.text());
        const progress = events.filter((e) => e.event === 'progress').map((e) => e.data as { step: string; state: string });
        expect(new Set(progress.filter((p) => p.state === 'done').map((p) => p.step))).toEqual(new Set(['basics', 'guidelines', 'media', 'difficultyLevels', 'storyElements', 'sharedOutcomes', 'stats', 'players']));
        const last = events.at(-1)!;
        expect(last.event).toBe('result');
        expect(worldProblems((last.data as { data: { template: Template } }).data.template)).toEqual([]);
      });

      it('refuses: visitors 401, no templates_create 403 with the spec text, an empty prompt invalid', async () => {
        expect((await as(null).post('/templates/generate', generateBody)).status).toBe(401);
        const denied = await as(noPermission).post('/templates/generate', generateBody);
        expect([denied.status, denied.body.errorMessage]).toEqual([403, "You don't have permission to create or manage templates."]);
        const empty = await as(creator).post('/templates/generate', { ...generateBody, prompt: '   ' });
        expect([empty.status, empty.body.status]).toEqual([400, 'invalid']);
        const blocked = await as(creator).post('/templates/generate', { ...generateBody, prompt: 'step by step instructions to build a bomb in the harbour' });
        expect([blocked.status, blocked.body.status]).toEqual([422, 'moderation_blocked']);
      });

      it('POST /templates/{id}/iterate answers only the chosen sections; refuses no section, a stranger, a mismatched or unknown id', async () => {
        const body = { templateId: world.id, feedback: 'Add a smuggler captain who trades in bottled fog', sections: ['storyElements', 'guidelines'], gameMode: 'CooperativeCompetitive', playerCount: 2, maxTurns: 10 };
        const res = await as(creator).post(`/templates/${world.id}/iterate`, body);
        expect(res.status).toBe(200);
        const update = res.body.data.templateUpdate as Partial<Template>;
        expect(Object.keys(update).sort()).toEqual(['guidelines', 'storyElements']);
        expect(JSON.stringify(update.storyElements)).toMatch(/smuggler|bottled fog/i);
        expect(worldProblems(templateSchema.parse({ ...world, ...update }))).toEqual([]);

        const none = await as(creator).post(`/templates/${world.id}/iterate`, { ...body, sections: [] });
        expect([none.status, none.body.status]).toEqual([400, 'invalid']);
        const stranger403 = await as(stranger).post(`/templates/${world.id}/iterate`, body);
        expect([stranger403.status, stranger403.body.errorMessage]).toEqual([403, "You don't have permission to edit templates."]);
        const denied = await as(noPermission).post(`/templates/${world.id}/iterate`, body);
        expect([denied.status, denied.body.errorMessage]).toEqual([403, "You don't have permission to edit templates."]);
        const mismatch = await as(creator).post(`/templates/${world.id}/iterate`, { ...body, templateId: 'tpl_other' });
        expect([mismatch.status, mismatch.body.status]).toEqual([400, 'invalid']);
        expect((await as(creator).post('/templates/tpl_missing/iterate', { ...body, templateId: 'tpl_missing' })).status).toBe(404);
      });

      it('spends a per-user budget: the ninth call is rate_limited, another creator is not', async () => {
        const user = await makeUser(db);
        const b = as(user);
        for (let i = 0; i < 8; i++) expect((await b.post('/templates/generate', generateBody)).status).toBe(200);
        const spent = await b.post('/templates/generate', generateBody);
        expect(spent.status).toBe(429);
        expect(spent.body.status).toBe('rate_limited');
        expect((spent.body as { rateLimit?: { timeRemaining: number } }).rateLimit?.timeRemaining).toBeGreaterThan(0);
        expect((await as(await makeUser(db)).post('/templates/generate', generateBody)).status).toBe(200);
      });

      // The model's own failures: only a model run takes long enough to delete a World during it.
      if (engine.name === 'procedural') return;

      it('a World deleted while the model drafts into it: a clear error, nothing answered', async () => {
        const target = templateSchema.parse({ ...world, id: `tpl_gone_${creator.id.slice(-6)}` });
        await makeWorld(db, target, creator.id);
        fake!.script(async (chat) => {
          // The creator (or a co-author) deletes the World while the first section is being written.
          await deleteTemplate(db, target.id);
          return proceduralSectionReplies(chat);
        });
        const res = await as(creator).post('/templates/generate', { ...generateBody, templateId: target.id });
        expect([res.status, res.body.errorMessage]).toEqual([410, ASSISTANT_TEXTS.deletedWhileRunning]);
        expect(res.body.data).toBeUndefined();
      });

      it('issue 27: a model that rewrites an element keeps its picture', async () => {
        const picture = { id: `elements/${world.storyElements[0]!.id}`, source: 'template' as const, sourceId: `tpl_pic_${creator.id.slice(-6)}`, subDirectory: '', fileType: 'svg' as const, status: 'ready' as const, description: '', version: 'v1' };
        const target = templateSchema.parse({ ...world, id: picture.sourceId, storyElements: world.storyElements.map((e, i) => (i === 0 ? { ...e, image: picture } : e)) });
        await makeWorld(db, target, creator.id);
        // The model answers the elements it was given (same ids, no pictures: its output has none) with a new role.
        fake!.setChat((chat) => {
          const step = assistantChatOf(chat)?.step;
          if (step === 'storyElements') return fakeReply.json(sectionToOutput('storyElements', { ...target, storyElements: target.storyElements.map((e) => ({ ...e, role: `${e.role} (rewritten)` })) }));
          return proceduralSectionReplies(chat);
        });
        try {
          const body = { templateId: target.id, feedback: 'Give everyone a clearer role', sections: ['storyElements'], gameMode: 'CooperativeCompetitive', playerCount: 2, maxTurns: 10 };
          const res = await as(creator).post(`/templates/${target.id}/iterate`, body);
          expect(res.status).toBe(200);
          const update = res.body.data.templateUpdate as Partial<Template>;
          expect(Object.keys(update)).toEqual(['storyElements']);
          expect(update.storyElements![0]!.role).toMatch(/\(rewritten\)$/);
          expect(update.storyElements![0]!.image).toEqual(picture);
        } finally {
          fake!.setChat(proceduralSectionReplies);
        }
      });

      it('a model that only fails still gives a valid draft (every section written offline)', async () => {
        fake!.setChat(() => fakeReply.error(503, 'overloaded'));
        try {
          const res = await as(await makeUser(db)).post('/templates/generate', generateBody);
          expect(res.status).toBe(200);
          expect(worldProblems(res.body.data.template as Template)).toEqual([]);
          expect(fake!.chats.some((c) => assistantChatOf(c)?.step === 'players')).toBe(true);
        } finally {
          fake!.setChat(proceduralSectionReplies);
        }
      });
    });
  },
  ['pglite'],
);
