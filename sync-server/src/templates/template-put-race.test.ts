import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';

// Issue 32.1, the race of two write paths: a co-author's edit is being materialised (its doc read,
// its row write not yet in) when a PUT /templates/{id} arrives. Once the PUT has answered, the
// World must never be read with the value the PUT replaced. The interleaving is held in place by
// the real database: the test holds a SHARE lock on `templates` (rows may still be read and locked,
// and co-authors' updates committed, but not written) until the materialisation, its doc read,
// and the PUT both wait to write, then lets go.
let db: Db;
let server: ServerHandle;
const providers: WebsocketProvider[] = [];
let creator: TestUser;
let admin: TestUser;

/** Statements of the server waiting to write `templates` (the materialisation's, the PUT's). */
const waitingOnTemplateRow = async () =>
  Number(
    (
      await db.query<{ n: unknown }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query ~* '(insert into|update) templates'`,
      )
    )[0]?.n ?? 0,
  );

const holdTemplateWrites = () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.query('lock table templates in share mode');
    locked();
    await released;
  });
  return { isLocked, release: () => (release(), done) };
};

beforeAll(async () => {
  db = await openTestDb('postgres');
  // A long debounce: the row only follows a later write if something makes it follow at once.
  server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 300, materialiseMaxWaitMs: 300 } });
  [creator, admin] = await Promise.all([makeUser(db), makeUser(db, { admin: true })]);
});
afterEach(() => destroyAll(providers));
afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('[postgres] one write path per World: a PUT and a running materialisation', () => {
  it('a GET after the PUT answers never shows the value the PUT replaced', async () => {
    const id = 'race_put_1';
    await makeWorld(db, { ...exampleTemplate(), id, title: 'Before The Put' }, creator.id);
    const editor = connectEditor(server.url, id, creator.cookie);
    providers.push(editor);
    await synced(editor);

    const lock = holdTemplateWrites();
    await lock.isLocked;
    // A co-author types; its materialisation reads the doc and waits to write the row.
    (editor.doc.getMap('setup').get('teaser') as Y.Text).insert(0, 'Typed by a co-author. ');
    await waitFor(async () => (await waitingOnTemplateRow()) === 1, 10_000, 'the materialisation waits to write');
    // Right after, an admin renames the World.
    const putting = fetch(`${server.url}/templates/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${admin.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), id, template: { title: 'After The Put' } }),
    });
    // The PUT has gone as far as it can while writes are held: waiting to write the row, or (through
    // the doc) already in the open editor.
    const editorTitle = () => (editor.doc.getMap('setup').get('title') as Y.Text).toString();
    await waitFor(async () => editorTitle() === 'After The Put' || (await waitingOnTemplateRow()) === 2, 10_000, 'the PUT waits to write too');
    await lock.release();

    const res = await putting;
    expect(res.status).toBe(200);
    const got = await fetch(`${server.url}/templates/${id}`, { headers: { accept: 'application/json', cookie: admin.cookie } });
    expect(((await got.json()) as { data: { title: string } }).data.title).toBe('After The Put');
    // The co-author's edit is kept, and the open editor has the new title.
    await waitFor(() => editorTitle() === 'After The Put', 5000, 'the editor sees the title');
    const [row] = await db.query<{ title: string; data: { teaser: string } }>('select title, data from templates where id = $1', [id]);
    expect(row).toMatchObject({ title: 'After The Put', data: expect.objectContaining({ teaser: expect.stringMatching(/^Typed by a co-author\. /) }) });
  });
});

describe('[postgres] one write path per World: a PUT while the doc does not validate', () => {
  it("the PUT's change reaches the World's row even while a co-author's doc does not validate", async () => {
    const id = 'race_put_2';
    await makeWorld(db, { ...exampleTemplate(), id, title: 'Valid Before' }, creator.id);
    const editor = connectEditor(server.url, id, creator.cookie);
    providers.push(editor);
    await synced(editor);
    // A co-author's half-made change: no template has 99 players, so the doc goes to the row's draft.
    editor.doc.getMap('setup').set('playerCountMin', 99);
    await waitFor(async () => ((await db.query<{ draft: unknown }>('select draft from templates where id = $1', [id]))[0]?.draft ?? null) !== null, 5000, 'kept as a draft');
    const res = await fetch(`${server.url}/templates/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${admin.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), id, template: { title: 'Renamed Anyway' } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { template: { title: string } } }).data.template.title).toBe('Renamed Anyway');
    const got = await fetch(`${server.url}/templates/${id}`, { headers: { accept: 'application/json', cookie: admin.cookie } });
    expect(((await got.json()) as { data: { title: string } }).data.title).toBe('Renamed Anyway');
  });
});
