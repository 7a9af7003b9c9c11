/**
 * Odd text never breaks a World (issue 13.3, the co-authoring part): a NUL or another control
 * character typed into a co-authored World reaches the doc like any text (live edits are never
 * refused), and materialisation cleans it on the way into the template row, logs it once, and
 * keeps materialising later edits. Real y-websocket providers, PGlite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { ENGINE_KINDS, openTestDb } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { cleanText, cleanTextDeep } from './clean-text';

describe('cleanText', () => {
  it('removes NUL and control characters (keeping tab and newlines) and replaces lone surrogates', () => {
    expect(cleanText('a\u0000b\u0007c\td\ne\r\u007f\u009f')).toBe('abc\td\ne\r');
    expect(cleanText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('pair \uD83D\uDE00 kept')).toBe('pair \uD83D\uDE00 kept');
    expect(cleanTextDeep({ title: 'T\u0000', rules: ['ok', 'b\u0001ad'], ['k\u0000ey']: 1 })).toEqual({
      value: { title: 'T', rules: ['ok', 'bad'], key: 1 },
      cleaned: ['title', 'rules[1]', '"key" (key)'],
    });
  });
});

for (const kind of ENGINE_KINDS) {
  describe(`[${kind}] odd text typed into a co-authored World`, () => {
    let db: Db;
    let server: ServerHandle;
    let author: TestUser;
    const providers: WebsocketProvider[] = [];

    beforeAll(async () => {
      db = await openTestDb(kind);
      server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 50, materialiseMaxWaitMs: 200 } });
      author = await makeUser(db);
    });
    afterEach(() => {
      destroyAll(providers);
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });

    it('a NUL in a field does not stop materialisation: the row gets the cleaned text and every later edit; one log line', async () => {
      const warnings = vi.spyOn(console, 'warn');
      const id = `w_nul_${kind}`;
      await makeWorld(db, { ...exampleTemplate(), id, publicationStatus: 'Private' }, author.id);
      const p = connectEditor(server.url, id, author.cookie);
      providers.push(p);
      await synced(p);
      const setup = p.doc.getMap('setup');
      const title = setup.get('title') as Y.Text;
      title.insert(title.length, ' \u0000Vault\u0007');
      const row = async () =>
        (await db.query<{ title: string; teaser: string; draft: unknown }>(`select title, data->>'teaser' as teaser, draft from templates where id = $1`, [id]))[0]!;
      await waitFor(async () => (await row()).title === 'The Lantern Archive Vault', 10_000, 'the cleaned title materialised');

      const teaser = setup.get('teaser') as Y.Text;
      teaser.insert(0, 'A later edit. ');
      await waitFor(async () => (await row()).teaser.startsWith('A later edit. '), 10_000, 'the later edit materialised');
      expect((await row()).draft).toBeNull();
      // What the library and story creation read.
      const full = await apiCaller(server.url).get(`/templates/${id}`);
      expect(full.status).toBe(200);
      expect(full.body.data).toMatchObject({ title: 'The Lantern Archive Vault', teaser: expect.stringMatching(/^A later edit\. /) });
      // The doc keeps what was typed; the log says so once, not on every materialisation.
      expect(title.toString()).toBe('The Lantern Archive \u0000Vault\u0007');
      const lines = warnings.mock.calls.map((c) => String(c[0])).filter((m) => m.includes(id) && m.includes('cleaned text'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('title');
    });
  });
}
