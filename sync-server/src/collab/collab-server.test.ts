import type { PublicationStatus } from '@schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { updateFrame } from './protocol';
import { connectEditor, destroyAll, makeUser, makeWorld, rawConnect, savedClaims, synced, waitFor, type TestUser } from '../../testing/collab-kit';

let db: Db;
let server: ServerHandle;
const providers: WebsocketProvider[] = [];
const sockets: WebSocket[] = [];
let creator: TestUser;
let coauthor: TestUser;
let admin: TestUser;
let stranger: TestUser;
let worldSeq = 0;

const editor = (templateId: string, user: TestUser | null) => {
  const p = connectEditor(server.url, templateId, user?.cookie);
  providers.push(p);
  return p;
};
const world = async (status: PublicationStatus, overrides: Record<string, unknown> = {}) => {
  const id = `w_${++worldSeq}`;
  await makeWorld(db, { ...exampleTemplate(), id, publicationStatus: status, ...overrides }, creator.id, [coauthor.id]);
  return id;
};
const setup = (p: WebsocketProvider) => p.doc.getMap('setup');
const rowOf = async (id: string) =>
  (await db.query<{ data: Record<string, unknown>; draft: { issues: { message: string }[] } | null; title: string; publication_status: string }>(
    'select data, draft, title, publication_status from templates where id = $1',
    [id],
  ))[0]!;

beforeAll(async () => {
  db = await openTestDb('postgres');
  server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 100, materialiseMaxWaitMs: 400, compactEvery: 40 } });
  [creator, coauthor, admin, stranger] = await Promise.all([makeUser(db), makeUser(db), makeUser(db, { admin: true }), makeUser(db)]);
});
afterEach(() => {
  destroyAll(providers);
  for (const ws of sockets.splice(0)) ws.terminate();
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('[postgres] co-authoring a World live', () => {
  it('an edit by one co-author reaches the other, lands in templates.data, and a story starts from it', async () => {
    const id = await world('Private');
    const a = editor(id, creator);
    const b = editor(id, coauthor);
    await Promise.all([synced(a), synced(b)]);
    const title = setup(b).get('title') as Y.Text;
    title.delete(0, title.length);
    title.insert(0, 'The Moving Archive');
    await waitFor(() => (setup(a).get('title') as Y.Text).toString() === 'The Moving Archive', 5000, 'A sees B');
    await waitFor(async () => (await rowOf(id)).title === 'The Moving Archive', 5000, 'materialised');
    expect((await rowOf(id)).data.title).toBe('The Moving Archive');
    expect((await rowOf(id)).draft).toBeNull();

    const res = await fetch(`${server.url}/stories/template`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${creator.cookie}; XSRF-TOKEN=t`, 'x-csrf-token': 't' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), templateId: id, playerCount: 2, maxTurns: 20, difficultyLevel: { modifier: 0, title: 'Balanced' } }),
    });
    const created = (await res.json()) as { data: { storyId: string } };
    expect(res.status).toBe(200);
    await waitFor(async () => (await db.query<{ status: string }>('select status from stories where id = $1', [created.data.storyId]))[0]?.status === 'ready', 20_000, 'story ready');
    expect((await db.query<{ title: string }>('select title from stories where id = $1', [created.data.storyId]))[0]?.title).toContain('The Moving Archive');
  });

  it('an invalid doc lands in templates.draft with its issues and leaves templates.data untouched', async () => {
    const id = await world('Draft');
    const before = (await rowOf(id)).data;
    const a = editor(id, creator);
    await synced(a);
    setup(a).set('playerCountMin', 2);
    setup(a).set('playerCountMax', 1);
    await waitFor(async () => (await rowOf(id)).draft !== null, 5000, 'draft written');
    const row = await rowOf(id);
    expect(row.data).toEqual(before);
    expect(row.draft?.issues.map((i) => i.message)).toContain('playerCountMin: playerCountMin must not exceed playerCountMax');
    // Fixing it materialises again and clears the draft.
    setup(a).set('playerCountMax', 2);
    await waitFor(async () => (await rowOf(id)).draft === null, 5000, 'draft cleared');
    expect((await rowOf(id)).data.playerCountMin).toBe(2);
  });

  it("a non-admin's Published is set back in the doc with an issue; an admin's stays", async () => {
    const id = await world('Draft');
    const a = editor(id, coauthor);
    await synced(a);
    setup(a).set('publicationStatus', 'Published');
    await waitFor(() => setup(a).get('publicationStatus') === 'Draft', 5000, 'status set back in the doc');
    expect((await rowOf(id)).publication_status).toBe('Draft');
    expect((await rowOf(id)).draft?.issues.map((i) => i.message)).toContain('Only admins can publish a World; the status stays Draft.');
    const boss = editor(id, admin);
    await synced(boss);
    setup(boss).set('publicationStatus', 'Published');
    await waitFor(async () => (await rowOf(id)).publication_status === 'Published', 5000, 'admin published');
    expect(setup(a).get('publicationStatus')).toBe('Published');
  });

  it('says saved only for updates committed to the database', async () => {
    const id = await world('Draft');
    const { ws } = await rawConnect(server.url, id, coauthor.cookie);
    sockets.push(ws!);
    const saved = savedClaims(ws!);
    await waitFor(() => server.collab.room(id) !== null, 5000, 'doc loaded');
    const doc = new Y.Doc();
    // The server's state first, so our edits build on it.
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server.collab.room(id)!.doc));
    for (let i = 0; i < 20; i++) {
      const sv = Y.encodeStateVector(doc);
      (doc.getMap('setup').get('teaser') as Y.Text).insert(0, `${i}`);
      const update = Y.encodeStateAsUpdate(doc, sv);
      ws!.send(updateFrame(update));
      await waitFor(() => saved.covers(update), 5000, `saved ${i}`);
      const rows = await db.query<{ n: number }>('select count(*)::int as n from world_updates where template_id = $1 and update = $2', [id, update]);
      const snapshotHasIt = Y.snapshotContainsUpdate(Y.snapshot(loadedFromDb(await stateOf(id))), update);
      expect(rows[0]!.n === 1 || snapshotHasIt).toBe(true);
    }
  });
});

/** The World's persisted state: snapshot + log, as a load would read it. */
async function stateOf(id: string): Promise<Uint8Array[]> {
  const snap = await db.query<{ snapshot: Uint8Array }>('select snapshot from world_snapshots where template_id = $1', [id]);
  const log = await db.query<{ update: Uint8Array }>('select update from world_updates where template_id = $1 order by seq', [id]);
  return [...snap.map((s) => s.snapshot), ...log.map((l) => l.update)];
}
function loadedFromDb(updates: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc({ gc: false });
  for (const u of updates) Y.applyUpdate(doc, u);
  return doc;
}

describe('[postgres] who may open a World doc', () => {
  const roles = ['visitor', 'user', 'coauthor', 'creator', 'admin'] as const;
  const userOf = (role: (typeof roles)[number]): TestUser | null =>
    role === 'visitor' ? null : role === 'user' ? stranger : role === 'coauthor' ? coauthor : role === 'creator' ? creator : admin;
  const expected = (role: (typeof roles)[number], status: PublicationStatus): 'write' | 'read' | 401 | 403 => {
    if (role === 'coauthor' || role === 'creator' || role === 'admin') return 'write';
    if (status === 'Published' || status === 'Private') return 'read';
    return role === 'visitor' ? 401 : 403;
  };

  it('matrix: visitor, user, co-author, creator, admin x Draft, Private, Published x connect, read, write', async () => {
    const statuses: PublicationStatus[] = ['Draft', 'Private', 'Published'];
    const worlds = Object.fromEntries(await Promise.all(statuses.map(async (s) => [s, await world(s, { title: `World ${s}` })] as const)));
    const droppedBefore = server.collab.metrics.droppedReadOnlyUpdates;
    let readers = 0;
    const table: string[] = [];
    await Promise.all(
      statuses.flatMap((status) =>
        roles.map(async (role) => {
          const id = worlds[status]!;
          const want = expected(role, status);
          const { status: code, ws } = await rawConnect(server.url, id, userOf(role)?.cookie);
          ws?.terminate();
          if (typeof want === 'number') {
            table.push(`${role}/${status}: ${code}`);
            expect(code, `${role} on ${status}`).toBe(want);
            return;
          }
          expect(code, `${role} on ${status}`).toBe(101);
          const p = editor(id, userOf(role));
          await synced(p);
          expect((setup(p).get('title') as Y.Text).toString(), `${role} reads ${status}`).toBe(`World ${status}`);
          if (want === 'read') readers++;
          p.doc.getMap('probe').set(role, true);
          table.push(`${role}/${status}: ${want}`);
        }),
      ),
    );
    // Writers' probes reach the server's doc; readers' are dropped, counted, never persisted.
    for (const status of statuses) {
      // On a loaded machine a heartbeat may drop every socket of a room for a moment: the room
      // unloads, and the reconnecting editors load it again from what was persisted.
      const room = () => server.collab.room(worlds[status]!);
      for (const role of roles) {
        if (expected(role, status) === 'write') await waitFor(() => room()?.doc.getMap('probe').get(role) === true, 5000, `${role} wrote ${status}`);
      }
    }
    await waitFor(() => server.collab.metrics.droppedReadOnlyUpdates >= droppedBefore + readers, 5000, 'reader updates counted');
    for (const status of statuses) {
      await waitFor(() => server.collab.room(worlds[status]!) !== null, 5000, `${status} loaded`);
      const probe = server.collab.room(worlds[status]!)!.doc.getMap('probe');
      expect(probe.has('visitor') || probe.has('user'), `no reader probe in ${status}`).toBe(false);
    }
    const persisted = await db.query<{ n: number }>('select count(*)::int as n from world_updates where author_id = $1', [stranger.id]);
    expect(persisted[0]!.n).toBe(0);
    expect(readers).toBe(4);
    expect(table).toHaveLength(15);
  });

  it('refuses a cross-origin upgrade and an unknown World', async () => {
    const id = await world('Published');
    expect((await rawConnect(server.url, id, creator.cookie, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await rawConnect(server.url, 'no_such_world', creator.cookie)).status).toBe(404);
  });

  it('a World moved back to Draft closes the sockets of those who may no longer view it', async () => {
    const id = await world('Published');
    const viewer = editor(id, stranger);
    await synced(viewer);
    const closed = new Promise<number>((resolve) => viewer.on('connection-close', (e) => resolve(e?.code ?? 0)));
    const a = editor(id, creator);
    await synced(a);
    setup(a).set('publicationStatus', 'Draft');
    expect(await closed).toBe(4403);
    expect((await rowOf(id)).publication_status).toBe('Draft');
  });

  it('removing a co-author closes their socket; they cannot reconnect to a Draft', async () => {
    const id = await world('Draft');
    const p = editor(id, coauthor);
    await synced(p);
    const closed = new Promise<number>((resolve) => p.on('connection-close', (e) => resolve(e?.code ?? 0)));
    await db.query('delete from template_coauthors where template_id = $1 and user_id = $2', [id, coauthor.id]);
    await server.collab.accessChanged(id);
    expect(await closed).toBe(4403);
    expect((await rawConnect(server.url, id, coauthor.cookie)).status).toBe(403);
  });
});
