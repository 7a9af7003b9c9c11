/**
 * After a crash the template row catches up with the World's doc at start-up (issue 13.12).
 * The server runs as its own process with materialisation held off (COLLAB_MATERIALISE_DELAY_MS
 * of ten minutes), so edits that were committed to the doc's log but never materialised are a
 * state, not a race; it is SIGKILLed and restarted on the same storage, and the row that the
 * library and story creation read shows the edits without any further edit. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, makeUser, makeWorld, synced, waitFor, watchSaved, type TestUser } from '../../testing/collab-kit';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { prepareServerStorage, type ServerStorage } from '../../testing/server-storage';
import { ENGINE_KINDS } from '../../testing/test-db';

const WORLD = 'w_catch_up';

for (const kind of ENGINE_KINDS) {
  describe(`[${kind}] template row after a crash`, () => {
    let storage: ServerStorage;
    let server: ServerProcess | null = null;
    let author: TestUser;
    const env = () => ({ ...storage.env, SEED_WORLDS: 'false', COLLAB_MATERIALISE_DELAY_MS: '600000', SERVER_ID: `catch-up-${kind}` });
    /** The World as the library reads it (GET /templates/full/:id as its creator). */
    const read = async () => {
      const res = await fetch(`${server!.url}/templates/full/${WORLD}?requestId=${crypto.randomUUID()}`, { headers: { accept: 'application/json', cookie: author.cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { title: string; teaser: string } }).data;
    };

    beforeAll(async () => {
      storage = await prepareServerStorage(kind, async (db) => {
        author = await makeUser(db);
        await makeWorld(db, { ...exampleTemplate(), id: WORLD, publicationStatus: 'Draft' }, author.id);
      });
    }, 60_000);
    afterAll(async () => {
      await server?.kill('SIGKILL');
      storage?.cleanup();
    });

    it('edits committed but not materialised when the server died are in the row after the restart, with no further edit', async () => {
      server = await startServerProcess(env());
      const p = connectEditor(server.url, WORLD, author.cookie);
      const saved = watchSaved(p);
      await synced(p);
      const setup = p.doc.getMap('setup');
      const title = setup.get('title') as Y.Text;
      const teaser = setup.get('teaser') as Y.Text;
      title.delete(0, title.length);
      title.insert(0, 'The Archive After the Fire');
      teaser.insert(0, 'Rebuilt from its ashes. ');
      await waitFor(() => saved.covers(Y.encodeStateAsUpdate(p.doc)), 10_000, 'both edits saved');
      // Saved, and still not in the row: materialisation is ten minutes away.
      expect((await read()).title).toBe('The Lantern Archive');
      p.destroy();
      await server.kill('SIGKILL');

      server = await startServerProcess(env());
      await waitFor(async () => (await read()).title === 'The Archive After the Fire', 30_000, 'the row caught up');
      expect((await read()).teaser.startsWith('Rebuilt from its ashes. ')).toBe(true);
    }, 120_000);
  });
}
