/**
 * First sync of a World (issue 14 C): a client holding nothing is answered from the stored state
 * (snapshot, then the log rows) as soon as it is read, before the doc is built from it; a large
 * doc keeps its encoded state for the next new client until it changes. Whatever path answered,
 * a client that says "synced" holds exactly the server's doc. Real providers, PGlite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { ENGINE_KINDS, openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { appendUpdates } from './world-doc-repo';

/** Same state vector and delete set. */
const sameState = (a: Y.Doc, b: Y.Doc) => Buffer.from(Y.encodeSnapshot(Y.snapshot(a))).equals(Buffer.from(Y.encodeSnapshot(Y.snapshot(b))));

for (const kind of ENGINE_KINDS) {
  describe(`[${kind}] first sync of a World`, () => {
    let db: Db;
    let server: ServerHandle;
    let author: TestUser;
    const providers: WebsocketProvider[] = [];
    const editor = (id: string) => {
      const p = connectEditor(server.url, id, author.cookie);
      providers.push(p);
      return p;
    };

    beforeAll(async () => {
      db = await openTestDb(kind);
      server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 60_000, materialiseMaxWaitMs: 60_000 } });
      author = await makeUser(db);
    });
    afterEach(() => destroyAll(providers));
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });

    it('a client holding nothing gets the snapshot and the log rows, all of it applied when it says synced', async () => {
      const id = `w_first_${kind}`;
      await makeWorld(db, { ...exampleTemplate(), id, publicationStatus: 'Draft' }, author.id);
      // Open once so the World has its snapshot, then leave it unloaded.
      const first = editor(id);
      await synced(first);
      const base = Y.encodeStateAsUpdate(first.doc);
      destroyAll(providers);
      await waitFor(() => server.collab.room(id) === null, 10_000, 'unloaded');
      // Log rows after the snapshot, as a process that died before compacting leaves them.
      const writer = new Y.Doc();
      Y.applyUpdate(writer, base);
      const rows: Uint8Array[] = [];
      for (let i = 0; i < 5; i++) {
        const sv = Y.encodeStateVector(writer);
        writer.getMap('probe').set(`row${i}`, i);
        rows.push(Y.encodeStateAsUpdate(writer, sv));
      }
      await appendUpdates(db, rows.map((update) => ({ templateId: id, update, authorId: author.id, byAdmin: false })));

      // On PostgreSQL the test holds the read until the client's first sync waits for it, so the
      // answer comes from the stored state; on PGlite (one session) either path may answer.
      const fromStore = server.collab.metrics.firstSyncsFromStore;
      const queued = server.collab.metrics.framesQueuedWhileLoading;
      let release = async () => {};
      if (kind === 'postgres') {
        let open!: () => void;
        const gate = new Promise<void>((resolve) => (open = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const held = db.transaction(async (tx) => {
          await tx.query('lock table world_snapshots in access exclusive mode');
          locked();
          await gate;
        });
        await isLocked;
        release = async () => {
          open();
          await held;
        };
      }
      const fresh = editor(id);
      if (kind === 'postgres') {
        await waitFor(() => server.collab.metrics.framesQueuedWhileLoading > queued, 10_000, 'the first sync waits for the read');
        await release();
      }
      await synced(fresh);
      if (kind === 'postgres') expect(server.collab.metrics.firstSyncsFromStore).toBe(fromStore + 1);
      expect([...fresh.doc.getMap('probe').keys()].sort()).toEqual(['row0', 'row1', 'row2', 'row3', 'row4']);
      await waitFor(() => server.collab.room(id) !== null, 10_000, 'doc built');
      expect(sameState(fresh.doc, server.collab.room(id)!.doc)).toBe(true);
      expect(sameState(fresh.doc, writer)).toBe(true);
    });

    it('a large World: later new clients get the kept encoding, and an edit replaces it', async () => {
      const id = `w_large_${kind}`;
      await makeWorld(db, { ...exampleTemplate(), id, publicationStatus: 'Draft' }, author.id);
      const a = editor(id);
      await synced(a);
      // Over a megabyte of prose, so the doc keeps its whole encoded state.
      const world = a.doc.getMap('guidelines').get('world') as Y.Text;
      for (let i = 0; i < 12; i++) world.insert(world.length, `${'The tide keeps its own ledger. '.repeat(3500)}\n`);
      await waitFor(() => (server.collab.room(id)?.doc.getMap('guidelines').get('world') as Y.Text | undefined)?.length === world.length, 20_000, 'server has the prose');
      const fromCache = server.collab.metrics.firstSyncsFromCache;
      const b = editor(id);
      await synced(b);
      expect(sameState(b.doc, server.collab.room(id)!.doc)).toBe(true);
      const c = editor(id);
      await synced(c);
      expect(sameState(c.doc, server.collab.room(id)!.doc)).toBe(true);
      // b's sync encoded the state (the edits had changed the doc); c got that encoding.
      expect(server.collab.metrics.firstSyncsFromCache).toBe(fromCache + 1);
      (a.doc.getMap('setup').get('teaser') as Y.Text).insert(0, 'After the kept encoding. ');
      await waitFor(() => (server.collab.room(id)!.doc.getMap('setup').get('teaser') as Y.Text).toString().startsWith('After the kept encoding. '), 10_000, 'server has the edit');
      const d = editor(id);
      await synced(d);
      expect(server.collab.metrics.firstSyncsFromCache).toBe(fromCache + 1);
      expect((d.doc.getMap('setup').get('teaser') as Y.Text).toString().startsWith('After the kept encoding. ')).toBe(true);
      expect(sameState(d.doc, server.collab.room(id)!.doc)).toBe(true);
    }, 60_000);
  });
}
