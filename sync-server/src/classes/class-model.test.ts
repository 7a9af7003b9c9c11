// Issue 33 with a model narrating (a fake OpenAI-compatible server): the class is answered at once,
// its stories are set up by their jobs as the model answers, and the board shows each story's
// setup state and fills in as each job finishes.
import type { TemplateMetadata } from '@schemas';
import { afterAll, expect, it } from 'vitest';
import { BoardWatcher, createTestClass } from '../../testing/class-kit';
import { makeUser } from '../../testing/collab-kit';
import { fakeReply } from '../../testing/fake-openai';
import { startModelServer, type ModelServer } from '../../testing/model-server';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller } from '../../testing/test-server';
import { configSchema } from '../config';

const config = configSchema.parse({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_WORLDS: 'true' });

forEachEngine(
  'a class narrated by a model (issue 33)',
  (engine) => {
    let m: ModelServer;
    let board: BoardWatcher | null = null;
    afterAll(async () => {
      await board?.close();
      await m?.close();
    });

    it('shows every story setting up, then each ready as its job finishes', async () => {
      m = await startModelServer(config, { db: await engine.open(), distDir: '/nonexistent', tokensPerSecond: 0 });
      // Every model call waits for a release of its own, in the order the calls come.
      const releases: (() => void)[] = [];
      m.fake.setChat(async (chat) => {
        const out = await m.replies.outputFor(chat);
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        releases.push(release);
        return fakeReply.held(out, 0, released);
      });
      const teacher = await makeUser(m.server.db);
      const api = apiCaller(m.server.url, teacher.cookie);
      const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
      const world = templates.find((t) => t.title === 'What the River Knows')!;

      const cls = await createTestClass(api, world, [1, 1, 1]);
      board = await BoardWatcher.open(m.server.url, teacher.cookie, cls.id);
      expect([...board.tiles.values()].map((t) => t.phase)).toEqual(['setting_up', 'setting_up', 'setting_up']);
      expect([...board.tiles.values()].every((t) => t.setupLabel !== undefined)).toBe(true);

      // The model answers one call at a time: the board fills in story by story, not all at once.
      const readyCount = () => [...board!.tiles.values()].filter((t) => t.setup === 'ready').length;
      const counts = new Set<number>();
      const until = Date.now() + 60_000;
      while (readyCount() < 3 && Date.now() < until) {
        counts.add(readyCount());
        const next = releases.shift();
        if (next) next();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(readyCount()).toBe(3);
      expect([...counts]).toEqual(expect.arrayContaining([0, 1, 2]));
      expect([...board.tiles.values()].map((t) => t.phase)).toEqual(['character', 'character', 'character']);
    }, 120_000);
  },
  ['pglite'],
);
