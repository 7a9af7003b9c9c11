import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';

// Template writes from the API go through the World's Y.Doc (issue 16): an editor that has the
// World open sees a PUT and a carousel order live and never writes the old value back; a World
// nobody has open gets the change in its stored doc; and the editor path keeps the admin-only
// fields admin-only.
let db: Db;
let server: ServerHandle;
const providers: WebsocketProvider[] = [];
let creator: TestUser;
let admin: TestUser;
let worldSeq = 0;

const world = async (overrides: Record<string, unknown> = {}) => {
  const id = `live_${++worldSeq}`;
  await makeWorld(db, { ...exampleTemplate(), id, ...overrides }, creator.id);
  return id;
};
const editor = async (id: string, user: TestUser) => {
  const p = connectEditor(server.url, id, user.cookie);
  providers.push(p);
  await synced(p);
  return p;
};
const setup = (p: WebsocketProvider) => p.doc.getMap('setup');
const text = (p: WebsocketProvider, key: string) => (setup(p).get(key) as Y.Text).toString();
const row = async (id: string) =>
  (await db.query<{ title: string; sort_order: number; show_on_welcome_screen: boolean; data: Record<string, unknown>; draft: { issues: { message: string }[] } | null }>(
    'select title, sort_order, show_on_welcome_screen, data, draft from templates where id = $1',
    [id],
  ))[0]!;
const put = async (user: TestUser, path: string, body: Record<string, unknown>) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${user.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' },
    body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }),
  });
  return { status: res.status, body: (await res.json()) as { status: string } };
};

beforeAll(async () => {
  db = await openTestDb('postgres');
  server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 100, materialiseMaxWaitMs: 400 } });
  [creator, admin] = await Promise.all([makeUser(db), makeUser(db, { admin: true })]);
});
afterEach(() => destroyAll(providers));
afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('[postgres] template writes through the World doc', () => {
  it('an open editor sees a PUT live, and its own later edits keep it', async () => {
    const id = await world({ title: 'Old Name' });
    const a = await editor(id, creator);
    const res = await put(admin, `/templates/${id}`, { id, template: { title: 'New Name', tags: ['Harbour'] } });
    expect(res.status).toBe(200);
    await waitFor(() => text(a, 'title') === 'New Name', 5000, 'the editor sees the new title');
    expect((setup(a).get('tags') as Y.Array<string>).toArray()).toEqual(['Harbour']);
    // The editor keeps working; what it materialises holds both its edit and the PUT.
    (setup(a).get('teaser') as Y.Text).insert(0, 'Edited live. ');
    await waitFor(async () => String((await row(id)).data.teaser).startsWith('Edited live. '), 5000, 'the edit materialised');
    expect(await row(id)).toMatchObject({ title: 'New Name', data: expect.objectContaining({ title: 'New Name', tags: ['Harbour'] }) });
  });

  it('a PUT leaves the fields it does not change as the editor has them, unsaved typing included', async () => {
    const id = await world();
    const a = await editor(id, creator);
    const full = (await row(id)).data;
    (setup(a).get('teaser') as Y.Text).insert(0, 'Typed just now. ');
    // A full template from before the typing, changing only the title.
    expect((await put(admin, `/templates/${id}`, { ...full, title: 'Renamed' })).status).toBe(200);
    await waitFor(() => text(a, 'title') === 'Renamed', 5000, 'renamed in the editor');
    await waitFor(async () => (await row(id)).title === 'Renamed' && String((await row(id)).data.teaser).startsWith('Typed just now. '), 5000, 'both kept');
    expect(text(a, 'teaser').startsWith('Typed just now. ')).toBe(true);
  });

  it('the carousel order reaches an open editor, and the editor never writes the old order back', async () => {
    const id = await world({ publicationStatus: 'Published', showOnWelcomeScreen: true, order: 7 });
    const a = await editor(id, creator);
    expect((await put(admin, '/admin/carousel/order', { templates: [{ id, template: { order: 2 } }] })).status).toBe(200);
    await waitFor(() => setup(a).get('order') === 2, 5000, 'the editor sees order 2');
    (setup(a).get('teaser') as Y.Text).insert(0, 'Still here. ');
    await waitFor(async () => String((await row(id)).data.teaser).startsWith('Still here. '), 5000, 'materialised');
    expect(await row(id)).toMatchObject({ sort_order: 2, data: expect.objectContaining({ order: 2 }) });
  });

  it('a World nobody has open gets the change in its stored doc: the next editor opens with it', async () => {
    const id = await world({ title: 'Closed' });
    // Open and close once, so the World has a stored doc of its own.
    const first = await editor(id, creator);
    first.destroy();
    await waitFor(() => server.collab.room(id) === null, 5000, 'unloaded');
    expect((await put(admin, `/templates/${id}`, { template: { title: 'Changed While Closed' } })).status).toBe(200);
    await waitFor(() => server.collab.room(id) === null, 5000, 'unloaded after the write');
    const b = await editor(id, creator);
    expect(text(b, 'title')).toBe('Changed While Closed');
  });

  it("the editor path: a non-admin's showOnWelcomeScreen and order are set back in the doc; an admin's stay", async () => {
    const id = await world({ publicationStatus: 'Published', showOnWelcomeScreen: false, order: 5 });
    const a = await editor(id, creator);
    setup(a).set('showOnWelcomeScreen', true);
    setup(a).set('order', 1);
    await waitFor(() => setup(a).get('showOnWelcomeScreen') === false && setup(a).get('order') === 5, 5000, 'set back');
    expect(await row(id)).toMatchObject({ show_on_welcome_screen: false, sort_order: 5 });
    expect((await row(id)).draft?.issues.map((i) => i.message)).toContain('Only admins can change showOnWelcomeScreen; it stays false.');
    const boss = await editor(id, admin);
    setup(boss).set('showOnWelcomeScreen', true);
    await waitFor(async () => (await row(id)).show_on_welcome_screen, 5000, 'admin placed it on the welcome screen');
    expect(setup(a).get('showOnWelcomeScreen')).toBe(true);
  });
});
