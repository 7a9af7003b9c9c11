import { IMAGE_TEXTS, type ImageReference } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { forEachEngine } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { createOfflineIllustrator, type Illustrator } from './illustrator';
import { createOpenAiIllustrator } from './openai-illustrator';

// Issue 17 "template images" (spec 2 §4-§7): generating -> ready / failed in the World's doc, seen
// live by a co-author; the permission enforced by the server with the spec's text; the editor's
// tooltip texts for an unsaved World and blank prompts.
forEachEngine('World picture generation', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  let fake: FakeOpenAi;
  let creator: TestUser;
  let coauthor: TestUser;
  let plain: TestUser;
  let stranger: TestUser;
  let current: Illustrator = createOfflineIllustrator();
  /** Holds each picture until the test lets it go (to see "generating" first). */
  let gate: Promise<void> | null = null;
  const providers: WebsocketProvider[] = [];
  let seq = 0;

  beforeAll(async () => {
    db = await open();
    fake = await startFakeOpenAi();
    server = await startTestServer(db, {
      illustrator: {
        name: 'test',
        async paint(r, signal) {
          await gate;
          return current.paint(r, signal);
        },
      },
    });
    [creator, coauthor, plain, stranger] = await Promise.all([makeUser(db), makeUser(db), makeUser(db), makeUser(db)]);
    await db.query(`update users set permissions = array['templates_create', 'templates_images'] where id = any($1::text[])`, [[creator.id, coauthor.id, stranger.id]]);
  });
  afterAll(async () => {
    destroyAll(providers);
    await server.close();
    await fake.close();
  });

  const newWorld = async () => {
    const id = `w_img_${++seq}`;
    const base = exampleTemplate();
    await makeWorld(db, { ...base, id, imageInstructions: { ...base.imageInstructions, coverPrompt: 'A lighthouse in a storm', colorPalette: 'slate blue and rust' } }, creator.id, [coauthor.id]);
    return id;
  };
  const post = async (user: TestUser | null, kind: string, body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/image-generation/template/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: [user?.cookie, 'XSRF-TOKEN=t'].filter(Boolean).join('; '), 'x-csrf-token': 't' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), imageInstructions: {}, ...body }),
    });
    return { status: res.status, body: (await res.json()) as { status: string; data?: { image: ImageReference }; errorMessage?: string } };
  };
  const editor = async (templateId: string, user: TestUser) => {
    const p = connectEditor(server.url, templateId, user.cookie);
    providers.push(p);
    await synced(p);
    return p;
  };
  const rowData = async (id: string) => (await db.query<{ data: Record<string, unknown> }>('select data from templates where id = $1', [id]))[0]!.data;

  it('a co-author sees the cover go from generating to ready live, and the picture is served and materialised', async () => {
    const id = await newWorld();
    const watcher = await editor(id, coauthor);
    const cover = () => watcher.doc.getMap('media').get('coverImage') as ImageReference | undefined;
    let release!: () => void;
    gate = new Promise<void>((r) => (release = r));
    const call = post(creator, 'cover', { templateId: id, coverPrompt: 'A lighthouse in a storm' });
    await waitFor(() => cover()?.status === 'generating', 10_000, 'generating seen by the co-author');
    release();
    gate = null;
    const res = await call;
    expect(res.status).toBe(200);
    const image = res.body.data!.image;
    expect(image).toMatchObject({ id: 'cover', source: 'template', sourceId: id, subDirectory: 'cover', fileType: 'svg', status: 'ready' });
    await waitFor(() => cover()?.status === 'ready', 10_000, 'ready seen by the co-author');
    expect(cover()).toEqual(image);
    const served = await fetch(`${server.url}/images/templates/${id}/cover/cover.svg?t=${image.version}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toMatch(/^<svg/);
    // The library reads the template row: the doc's cover reaches it (materialised when the room unloads).
    watcher.destroy();
    await waitFor(async () => ((await rowData(id)).coverImage as ImageReference | undefined)?.status === 'ready', 10_000, 'materialised cover');
  });

  it('an element picture and a portrait land on their element and identity', async () => {
    const id = await newWorld();
    const base = exampleTemplate();
    const element = base.storyElements![0]!;
    const el = await post(creator, 'element', { templateId: id, elementId: element.id, appearance: `${element.name}\nA tall tower of white stone` });
    expect(el.status).toBe(200);
    expect(el.body.data!.image).toMatchObject({ id: element.id, subDirectory: 'elements', status: 'ready' });
    const pl = await post(coauthor, 'player', { templateId: id, playerSlot: 'player1', identityIndex: 1, appearance: 'Mara, she/her. Salt-grey coat, a lantern' });
    expect(pl.status).toBe(200);
    expect(pl.body.data!.image).toMatchObject({ id: 'player1_1', subDirectory: 'players', status: 'ready' });
    const p = await editor(id, creator);
    const elements = (p.doc.getMap('elements').get('storyElements') as Y.Array<Y.Map<unknown>>).toArray();
    expect(elements.find((m) => m.get('id') === element.id)?.get('image')).toEqual(el.body.data!.image);
    const identity = ((p.doc.getMap('players').get('player1') as Y.Map<unknown>).get('possibleCharacterIdentities') as Y.Array<Y.Map<unknown>>).get(1);
    expect(identity.get('image')).toEqual(pl.body.data!.image);
  });

  it('refuses without the permission (403, the spec\'s text), signed out (401), and for a World one may not edit (403)', async () => {
    const id = await newWorld();
    for (const kind of ['cover', 'element', 'player']) {
      const body = { templateId: id, coverPrompt: 'x', elementId: 'e', appearance: 'A\nB', playerSlot: 'player1', identityIndex: 0 };
      const none = await post(plain, kind, body);
      expect([none.status, none.body.errorMessage]).toEqual([403, IMAGE_TEXTS.coverNoPermission]);
      expect((await post(null, kind, body)).status).toBe(401);
      expect((await post(stranger, kind, body)).status).toBe(403);
    }
    expect((await rowData(id)).coverImage ?? null).toBeNull();
  });

  it('answers an unsaved World and blank prompts with the editor\'s tooltip texts as invalid', async () => {
    const id = await newWorld();
    const cases: [string, Record<string, unknown>, string][] = [
      ['cover', { templateId: '', coverPrompt: 'A lighthouse' }, IMAGE_TEXTS.saveFirst],
      ['cover', { templateId: 'w_never_saved', coverPrompt: 'A lighthouse' }, IMAGE_TEXTS.saveFirst],
      ['cover', { templateId: id, coverPrompt: '   ' }, IMAGE_TEXTS.addCoverPrompt],
      ['element', { templateId: id, elementId: 'e1', appearance: 'The Tower\n  ' }, IMAGE_TEXTS.needsAppearance],
      ['player', { templateId: id, playerSlot: 'player1', identityIndex: 0, appearance: 'Mara, she/her. ' }, IMAGE_TEXTS.identityNeedsAppearance],
    ];
    for (const [kind, body, message] of cases) {
      const res = await post(creator, kind, body);
      expect([res.status, res.body.status, res.body.errorMessage], `${kind} ${JSON.stringify(body)}`).toEqual([400, 'invalid', message]);
    }
  });

  it('a provider failure marks the picture failed in the doc with its message, stores no bytes and answers an error envelope', async () => {
    const id = await newWorld();
    current = createOpenAiIllustrator({ apiKey: 'test', baseURL: fake.baseURL, model: 'gpt-image-1', timeoutMs: 5_000 });
    fake.scriptImages({ type: 'error', status: 500, message: 'the model is down' });
    const res = await post(creator, 'cover', { templateId: id, coverPrompt: 'A lighthouse in a storm' });
    current = createOfflineIllustrator();
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ status: 'error', errorMessage: 'The image service answered HTTP 500: the model is down' });
    const p = await editor(id, creator);
    expect((p.doc.getMap('media').get('coverImage') as ImageReference).status).toBe('failed');
    const [row] = await db.query<{ status: string; bytes: unknown; error_message: string }>(`select status, bytes, error_message from images where source_id = $1`, [id]);
    expect(row).toEqual({ status: 'failed', bytes: null, error_message: 'The image service answered HTTP 500: the model is down' });
    expect((await fetch(`${server.url}/images/templates/${id}/cover/cover.png`)).status).toBe(404);
  });
});
