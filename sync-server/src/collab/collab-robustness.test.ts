import { docToTemplateInput } from '@engine/world-doc';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db, DbKind } from '../db/db';
import type { ServerHandle } from '../server';
import { DEFAULT_COLLAB_OPTIONS } from './collab-connection';
import { newCollabMetrics } from './collab-metrics';
import { syncStep1Frame, updateFrame } from './protocol';
import { loadRoom } from './room-upkeep';
import { connectEditor, destroyAll, makeUser, makeWorld, rawConnect, savedClaims, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { UpdateWriter } from './update-writer';
import { UpkeepLane } from './upkeep-lane';

const providers: WebsocketProvider[] = [];
const sockets: WebSocket[] = [];
afterEach(() => {
  destroyAll(providers);
  for (const ws of sockets.splice(0)) ws.terminate();
});

/** One server per engine; materialisation only when a doc unloads (long delays), compaction every 40 updates. */
function serverSuite(kind: DbKind, fn: (ctx: { db: () => Db; server: () => ServerHandle; author: () => TestUser }) => void): void {
  describe(`[${kind}] collab server`, () => {
    let db: Db;
    let server: ServerHandle;
    let author: TestUser;
    beforeAll(async () => {
      db = await openTestDb(kind);
      server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 60_000, materialiseMaxWaitMs: 60_000, compactEvery: 40 } });
      author = await makeUser(db);
    });
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });
    fn({ db: () => db, server: () => server, author: () => author });
  });
}

const teaser = (p: WebsocketProvider | Y.Doc) => ((p instanceof Y.Doc ? p : p.doc).getMap('setup').get('teaser') as Y.Text);

for (const kind of ['pglite', 'postgres'] as const) {
  serverSuite(kind, ({ db, server, author }) => {
    it('syncs two editors, compacts the log, flushes materialisation on unload, and reloads the same doc', async () => {
      const id = `w_compact_${kind}`;
      await makeWorld(db(), { ...exampleTemplate(), id, publicationStatus: 'Draft' }, author().id);
      const a = connectEditor(server().url, id, author().cookie);
      const b = connectEditor(server().url, id, author().cookie);
      providers.push(a, b);
      await Promise.all([synced(a), synced(b)]);
      for (let i = 0; i < 100; i++) teaser(i % 2 ? a : b).insert(0, `${i % 10}`);
      await waitFor(() => teaser(a).toString() === teaser(b).toString() && teaser(a).length === 100 + exampleTemplate().teaser!.length, 10_000, 'editors agree');
      const text = teaser(a).toString();
      await waitFor(() => server().collab.metrics.compactions > 0, 10_000, 'a compaction');
      const unloaded = server().collab.metrics.docsUnloaded;
      destroyAll(providers);
      await waitFor(() => server().collab.metrics.docsUnloaded > unloaded, 10_000, 'doc unloaded');
      // Unloading materialised (the 60 s debounce never fired) and compacted everything.
      const [row] = await db().query<{ data: { teaser: string } }>('select data from templates where id = $1', [id]);
      expect(row!.data.teaser).toBe(text);
      const [log] = await db().query<{ n: number }>('select count(*)::int as n from world_updates where template_id = $1', [id]);
      expect(log!.n).toBe(0);
      const c = connectEditor(server().url, id, author().cookie);
      providers.push(c);
      await synced(c);
      expect(teaser(c).toString()).toBe(text);
    });

    it('ignores malformed frames and oversized updates with the socket still open for valid traffic', async () => {
      const id = `w_garbage_${kind}`;
      await makeWorld(db(), { ...exampleTemplate(), id, publicationStatus: 'Draft' }, author().id);
      const { ws } = await rawConnect(server().url, id, author().cookie);
      sockets.push(ws!);
      const saved = savedClaims(ws!);
      await waitFor(() => server().collab.room(id) !== null, 5000, 'doc loaded');
      const m = server().collab.metrics;
      const before = { malformed: m.malformedFrames, oversized: m.oversizedFrames, persisted: m.persistedUpdates };
      const big = new Y.Doc();
      big.getText('blob').insert(0, 'x'.repeat(DEFAULT_COLLAB_OPTIONS.maxUpdateBytes + 1000));
      const garbage = [
        'not binary',
        Buffer.alloc(0),
        Buffer.from([9]),
        Buffer.from([0, 7, 1, 0]),
        updateFrame(new Uint8Array([5, 1, 2, 3, 200])),
        Buffer.from([1, 3, 1, 2, 3]),
        Buffer.from([0, 0, 4, 3, 200, 200, 200]),
      ];
      for (const g of garbage) ws!.send(g);
      ws!.send(updateFrame(Y.encodeStateAsUpdate(big)));
      ws!.send(Buffer.alloc(DEFAULT_COLLAB_OPTIONS.maxFrameBytes + 1));
      // Still open: a valid edit is persisted and said saved.
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(server().collab.room(id)!.doc));
      const sv = Y.encodeStateVector(doc);
      teaser(doc).insert(0, 'still here ');
      const update = Y.encodeStateAsUpdate(doc, sv);
      ws!.send(updateFrame(update));
      await waitFor(() => saved.covers(update), 5000, 'the valid update saved');
      expect(m.malformedFrames - before.malformed).toBe(garbage.length);
      expect(m.oversizedFrames - before.oversized).toBe(2);
      expect(m.persistedUpdates - before.persisted).toBe(1);
      expect(teaser(server().collab.room(id)!.doc).toString().startsWith('still here ')).toBe(true);
      expect(server().collab.room(id)!.doc.share.has('blob')).toBe(false);
      ws!.send(syncStep1Frame(new Y.Doc()));
      expect(ws!.readyState).toBe(ws!.OPEN);
    });
  });
}

describe('[postgres] first load of a World', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('postgres');
  });
  afterAll(async () => db?.close());

  it('initialises the Yjs state from the template row exactly once when loads race', async () => {
    const user = await makeUser(db);
    await makeWorld(db, { ...exampleTemplate(), id: 'w_race' }, user.id);
    const deps = () => ({ db, writer: new UpdateWriter(db, null), lane: new UpkeepLane(), bus: null, metrics: newCollabMetrics(), options: DEFAULT_COLLAB_OPTIONS });
    const rooms = await Promise.all(Array.from({ length: 6 }, () => loadRoom('w_race', deps())));
    const [snaps] = await db.query<{ n: number }>("select count(*)::int as n from world_snapshots where template_id = 'w_race'");
    expect(snaps!.n).toBe(1);
    const states = rooms.map((r) => Buffer.from(Y.encodeStateVector(r!.doc)).toString('hex'));
    expect(new Set(states).size).toBe(1);
    expect(docToTemplateInput(rooms[0]!.doc).title).toBe('The Lantern Archive');
    // A World that does not exist loads as null and creates nothing.
    expect(await loadRoom('w_missing', deps())).toBeNull();
    for (const r of rooms) r!.destroy();
  });
});
