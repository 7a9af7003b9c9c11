// Issue 18: a collection with a new, a newer, an older and a same World and one broken
// template.json: the summary says what happened to each, and the database agrees with it. And a
// World open in the co-authoring editor is replaced through its doc: the editor sees the import.
import type { ImportCollectionResponse } from '@schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import { pngBytes } from '../../testing/test-pictures';
import { blobOf, templateJson, zipOf } from '../../testing/zip-fixtures';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { findTemplate } from '../templates/template-repo';

describe('collection import and live replacement (issue 18)', () => {
  let db: Db;
  let server: ServerHandle;
  let creator: TestUser;
  const providers: WebsocketProvider[] = [];

  beforeAll(async () => {
    db = await openTestDb('pglite');
    server = await startTestServer(db, { env: { SEED_WORLDS: 'false' } });
    creator = await makeUser(db);
  });
  afterAll(async () => {
    destroyAll(providers);
    await server?.close();
  });

  const upload = async (user: TestUser, path: string, field: string, bytes: Uint8Array, extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.append(field, blobOf(bytes), 'worlds.zip');
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { accept: 'application/json', cookie: `${user.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' }, body: form });
    return { status: res.status, body: (await res.json()) as { status: string; data?: unknown; errorMessage?: string } };
  };
  const world = (id: string, title: string, updatedAt: string) => ({ ...exampleTemplate(), id, title, createdAt: '2026-01-01T00:00:00.000Z', updatedAt });

  it('imports new and newer, skips older and same with why, warns about the broken template.json; the database agrees', async () => {
    const t = '2026-04-01T12:00:00.000Z';
    for (const [id, title] of [['tpl_c_newer', 'Newer Here Before'], ['tpl_c_older', 'Older In File'], ['tpl_c_same', 'Same Version']] as const) {
      await makeWorld(db, world(id, title, t), creator.id);
    }
    const bytes = await zipOf({
      'brand-new/template.json': templateJson(world('tpl_c_new', 'Brand New', t)),
      'brand-new/cover.png': pngBytes(),
      'newer/template.json': templateJson(world('tpl_c_newer', 'Newer In File', '2026-04-02T00:00:00.000Z')),
      'older/template.json': templateJson(world('tpl_c_older', 'Older In File (stale)', '2026-03-01T00:00:00.000Z')),
      'same/template.json': templateJson(world('tpl_c_same', 'Same Version (file)', t)),
      'broken/template.json': '{"id": "tpl_c_broken", "title": ',
    });
    const r = await upload(creator, '/templates/import-collection', 'file', bytes);
    expect(r.status).toBe(200);
    const summary = r.body.data as ImportCollectionResponse;
    expect(summary.imported).toEqual([
      { templateId: 'tpl_c_new', title: 'Brand New', comparison: 'new', filesImported: 2 },
      { templateId: 'tpl_c_newer', title: 'Newer In File', comparison: 'newer', filesImported: 1 },
    ]);
    expect(summary.skipped.map((s) => [s.templateId, s.reason, s.folder])).toEqual([
      ['tpl_c_older', 'older', 'older/'],
      ['tpl_c_same', 'same', 'same/'],
    ]);
    expect(summary.skipped[0]!.message).toBe('The World here is newer (2026-04-01T12:00:00.000Z) than the one in the file (2026-03-01T00:00:00.000Z).');
    expect(summary.warnings).toHaveLength(1);
    expect(summary.warnings[0]).toMatch(/^Skipped broken\/template\.json is not valid JSON/);

    // The database says the same.
    const title = async (id: string) => (await findTemplate(db, id))?.template.title ?? null;
    expect(await title('tpl_c_new')).toBe('Brand New');
    expect((await findTemplate(db, 'tpl_c_new'))!.creatorId).toBe(creator.id);
    expect(await title('tpl_c_newer')).toBe('Newer In File');
    expect(await title('tpl_c_older')).toBe('Older In File');
    expect(await title('tpl_c_same')).toBe('Same Version');
    expect(await title('tpl_c_broken')).toBeNull();
    const pictures = await db.query<{ source_id: string }>(`select source_id from images where source = 'template' and source_id like 'tpl_c_%'`);
    expect(pictures.map((p) => p.source_id)).toEqual(['tpl_c_new']);
  });

  it('a World open in the editor is replaced through its doc: the editor sees the imported World, whole', async () => {
    const id = 'tpl_live_replace';
    await makeWorld(db, world(id, 'Before The Import', '2026-02-01T00:00:00.000Z'), creator.id);
    const editor = connectEditor(server.url, id, creator.cookie);
    providers.push(editor);
    await synced(editor);
    const setup = editor.doc.getMap('setup');
    expect((setup.get('title') as Y.Text).toString()).toBe('Before The Import');
    // Watch every change the editor receives: the replacement arrives as one transaction, never half of it.
    const seen: string[] = [];
    editor.doc.on('afterTransaction', () => {
      const t = setup.get('title');
      const teaser = setup.get('teaser');
      seen.push(`${t instanceof Y.Text ? t.toString() : ''}|${teaser instanceof Y.Text ? teaser.toString() : ''}`);
    });
    const replacement = { ...world(id, 'After The Import', '2026-06-01T00:00:00.000Z'), teaser: 'Replaced whole.' };
    const r = await upload(creator, '/templates/import', 'zip', await zipOf({ 'template.json': templateJson(replacement) }));
    expect(r.body).toMatchObject({ status: 'success', data: { outcome: 'imported', comparison: 'newer', isNewTemplate: false } });
    await waitFor(() => (setup.get('title') as Y.Text | undefined)?.toString() === 'After The Import', 10_000, 'the editor sees the imported title');
    expect((setup.get('teaser') as Y.Text).toString()).toBe('Replaced whole.');
    expect(seen.filter((s) => s.startsWith('After The Import|') && !s.endsWith('|Replaced whole.'))).toEqual([]);
    // The row follows the doc.
    await waitFor(async () => (await findTemplate(db, id))?.template.title === 'After The Import', 10_000, 'materialised');
  });
});
