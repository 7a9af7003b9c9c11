import { IMAGE_TEXTS, TEMPLATE_FILE_TEXTS, type ImageReference } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { forEachEngine } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { MAX_PICTURE_BYTES } from './picture-bytes';

// Issue 27 item 7: one's own picture for a World (spec 2 §7 POST /templates/{id}/files, optional
// query subdir, multipart field file), checked as the zip import checks pictures.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c33"/></svg>';

forEachEngine('World picture upload', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  let creator: TestUser;
  let coauthor: TestUser;
  let plain: TestUser;
  let stranger: TestUser;
  const providers: WebsocketProvider[] = [];
  let seq = 0;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { rateLimits: { upload_picture: { limit: 12, windowMs: 60_000 } } });
    [creator, coauthor, plain, stranger] = await Promise.all([makeUser(db), makeUser(db), makeUser(db), makeUser(db)]);
    await db.query(`update users set permissions = array['templates_create', 'templates_images'] where id = any($1::text[])`, [[creator.id, coauthor.id, stranger.id]]);
  });
  afterAll(async () => {
    destroyAll(providers);
    await server.close();
  });

  const newWorld = async () => {
    const id = `w_file_${++seq}`;
    const base = exampleTemplate();
    await makeWorld(db, { ...base, id, storyElements: [{ id: 'old_mill', name: 'The Old Mill', role: '', instructions: '', appearance: 'A mill', facts: [] }] }, creator.id, [coauthor.id]);
    return id;
  };
  const upload = async (user: TestUser | null, id: string, file: { bytes: Uint8Array | string; name: string; type?: string } | null, subdir?: string) => {
    const form = new FormData();
    form.set('requestId', crypto.randomUUID());
    if (file) form.set('file', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
    const res = await fetch(`${server.url}/templates/${id}/files${subdir === undefined ? '' : `?subdir=${encodeURIComponent(subdir)}`}`, {
      method: 'POST',
      headers: { accept: 'application/json', cookie: [user?.cookie, 'XSRF-TOKEN=t'].filter(Boolean).join('; '), 'x-csrf-token': 't' },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { status: string; data?: { image: ImageReference }; errorMessage?: string } };
  };

  it('puts an uploaded cover in the World: served with the type its bytes say, and a co-author sees it live', async () => {
    const id = await newWorld();
    const watcher = connectEditor(server.url, id, coauthor.cookie);
    providers.push(watcher);
    await synced(watcher);
    // A PNG named .jpg and declared as JPEG is stored as what it is.
    const res = await upload(creator, id, { bytes: PNG, name: 'my-cover.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.data?.image).toMatchObject({ id: 'cover', subDirectory: 'cover', fileType: 'png', status: 'ready', source: 'template', sourceId: id });
    await waitFor(() => (watcher.doc.getMap('media').get('coverImage') as ImageReference | undefined)?.status === 'ready');
    const served = await fetch(`${server.url}/images/templates/${id}/cover/cover.png`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("puts an element's picture and a portrait where their file names say; refuses a name that fits nothing", async () => {
    const id = await newWorld();
    const element = await upload(creator, id, { bytes: JPEG, name: 'old_mill.jpeg' }, 'elements');
    expect([element.status, element.body.data?.image.subDirectory, element.body.data?.image.id, element.body.data?.image.description]).toEqual([200, 'elements', 'old_mill', 'The Old Mill']);
    const portrait = await upload(coauthor, id, { bytes: SVG, name: 'player1_2.svg' }, 'players');
    expect([portrait.status, portrait.body.data?.image.fileType]).toEqual([200, 'svg']);
    const gone = await upload(creator, id, { bytes: PNG, name: 'no_such_element.png' }, 'elements');
    expect([gone.status, gone.body.errorMessage]).toEqual([404, TEMPLATE_FILE_TEXTS.elementGone]);
    const badName = await upload(creator, id, { bytes: PNG, name: 'portrait.png' }, 'players');
    expect([badName.status, badName.body.status, badName.body.errorMessage]).toEqual([400, 'invalid', TEMPLATE_FILE_TEXTS.badName('players')]);
    const badDir = await upload(creator, id, { bytes: PNG, name: 'x.png' }, '../../etc');
    expect([badDir.status, badDir.body.status]).toEqual([400, 'invalid']);
  });

  it("refuses what the zip import refuses: a file that is not a picture, a broken SVG, one over 10 MB, no file; a hostile SVG is kept without its script", async () => {
    const id = await newWorld();
    const text = await upload(creator, id, { bytes: 'hello, I am a PNG', name: 'cover.png', type: 'image/png' });
    expect([text.status, text.body.status, text.body.errorMessage]).toEqual([400, 'invalid', TEMPLATE_FILE_TEXTS.notAPicture]);
    const broken = await upload(creator, id, { bytes: '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', name: 'cover.svg' });
    expect([broken.status, broken.body.status]).toEqual([400, 'invalid']);
    expect(broken.body.errorMessage).toMatch(/^The SVG picture was refused because .*not well-formed XML/);
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    big.set(PNG);
    const huge = await upload(creator, id, { bytes: big, name: 'cover.png' });
    expect([huge.status, huge.body.errorMessage]).toEqual([400, 'The picture is larger than 10 MB.']);
    const none = await upload(creator, id, null);
    expect([none.status, none.body.errorMessage]).toEqual([400, TEMPLATE_FILE_TEXTS.noFile]);
    // Nothing was stored for any of them.
    expect(await db.query('select 1 from images where source_id = $1', [id])).toEqual([]);
    // A hostile SVG is rebuilt from the allowlist (issue 26.3): the picture is kept, its script is not.
    const script = await upload(creator, id, { bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>', name: 'cover.svg' });
    expect([script.status, script.body.data?.image.fileType]).toEqual([200, 'svg']);
    const [stored] = await db.query<{ bytes: Uint8Array }>('select bytes from images where source_id = $1', [id]);
    const svg = new TextDecoder().decode(stored!.bytes);
    expect([svg.includes('<rect'), svg.includes('script'), svg.includes('alert')]).toEqual([true, false, false]);
  });

  it('lets in only those who may use images and edit this World, within a budget', async () => {
    const id = await newWorld();
    expect((await upload(null, id, { bytes: PNG, name: 'c.png' })).status).toBe(401);
    const denied = await upload(plain, id, { bytes: PNG, name: 'c.png' });
    expect([denied.status, denied.body.errorMessage]).toEqual([403, IMAGE_TEXTS.mediaTabNoPermission]);
    expect((await upload(stranger, id, { bytes: PNG, name: 'c.png' })).status).toBe(403);
    expect((await upload(creator, 'w_file_missing', { bytes: PNG, name: 'c.png' })).status).toBe(404);
    let last = 0;
    for (let i = 0; i < 14 && last !== 429; i++) last = (await upload(coauthor, id, { bytes: PNG, name: 'c.png' })).status;
    expect(last).toBe(429);
  });
});
