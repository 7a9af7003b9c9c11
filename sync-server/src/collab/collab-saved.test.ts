/**
 * Relay first, commit in groups, then say "saved" (issue 14 C): real y-websocket providers on a
 * real server, on PGlite and PostgreSQL. The commit is held back by a transaction that locks
 * world_updates, so "relayed before committed" and "saved only after committed" are states the
 * test waits for, not timings.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { connectEditor, destroyAll, makeUser, makeWorld, synced, waitFor, watchSaved, type TestUser } from '../../testing/collab-kit';
import { ENGINE_KINDS, openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';

const teaser = (p: WebsocketProvider) => p.doc.getMap('setup').get('teaser') as Y.Text;

/** Makes one local edit and returns the update it produced (what the provider sends). */
function edit(p: WebsocketProvider, change: () => void): Uint8Array {
  const before = Y.encodeStateVector(p.doc);
  change();
  return Y.encodeStateAsUpdate(p.doc, before);
}

/** Holds every INSERT into world_updates until `release()` (a transaction holding an exclusive lock on the table). */
async function holdCommits(db: Db): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.query('lock table world_updates in exclusive mode');
    locked();
    await held;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

for (const kind of ENGINE_KINDS) {
  describe(`[${kind}] relay at once, commit in groups, then say saved`, () => {
    let db: Db;
    let server: ServerHandle;
    let creator: TestUser;
    let coauthor: TestUser;
    let seq = 0;
    const providers: WebsocketProvider[] = [];
    const editor = (id: string, user: TestUser) => {
      const p = connectEditor(server.url, id, user.cookie);
      providers.push(p);
      return p;
    };
    const world = async () => {
      const id = `w_saved_${kind}_${++seq}`;
      await makeWorld(db, { ...exampleTemplate(), id, publicationStatus: 'Draft' }, creator.id, [coauthor.id]);
      return id;
    };

    beforeAll(async () => {
      db = await openTestDb(kind);
      server = await startTestServer(db, { env: { SEED_WORLDS: 'false' }, collab: { materialiseDelayMs: 60_000, materialiseMaxWaitMs: 60_000 } });
      [creator, coauthor] = await Promise.all([makeUser(db), makeUser(db)]);
    });
    afterEach(() => {
      destroyAll(providers);
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });

    it('an edit reaches the other editor while its commit is held back; its sender hears "saved" only once it is committed', async () => {
      const id = await world();
      const a = editor(id, creator);
      const b = editor(id, coauthor);
      const savedA = watchSaved(a);
      await Promise.all([synced(a), synced(b)]);
      const hold = await holdCommits(db);
      const update = edit(a, () => teaser(a).insert(0, 'Relayed first. '));
      await waitFor(() => teaser(b).toString().startsWith('Relayed first. '), 10_000, 'B sees the edit while its commit waits');
      expect(savedA.covers(update)).toBe(false);
      await hold.release();
      await waitFor(() => savedA.covers(update), 10_000, 'A hears saved');
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from world_updates where template_id = $1 and update = $2', [id, update]);
      expect(row!.n).toBe(1);
    });

    it("y-websocket's own client passes over the saved message without a word and stays connected", async () => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      const id = await world();
      const a = editor(id, creator);
      // watchSaved hands every auth message on to y-websocket's own handler after looking at it.
      const saved = watchSaved(a);
      await synced(a);
      const updates = [1, 2, 3].map((n) => edit(a, () => teaser(a).insert(0, `${n} `)));
      await waitFor(() => updates.every((u) => saved.covers(u)), 10_000, 'all three saved');
      expect(saved.count).toBeGreaterThan(0);
      const fromClient = [...errors.mock.calls, ...warnings.mock.calls].map((c) => String(c[0])).filter((m) => /Unable to compute message|Permission denied/.test(m));
      expect(fromClient).toEqual([]);
      expect(a.wsconnected).toBe(true);
    });

    it('a commit that fails drops the doc and closes its sockets; the editors send their edits again and they are saved', async () => {
      const id = await world();
      const a = editor(id, creator);
      const b = editor(id, coauthor);
      const savedA = watchSaved(a);
      await Promise.all([synced(a), synced(b)]);
      // Every new row of this World is refused until the constraint goes.
      await db.query(`alter table world_updates add constraint refuse_${kind}_${seq} check (template_id <> '${id}') not valid`);
      const failuresBefore = server.collab.metrics.persistFailures;
      const update = edit(a, () => teaser(a).insert(0, 'Not stored yet. '));
      await waitFor(() => server.collab.metrics.persistFailures > failuresBefore, 10_000, 'the commit failed');
      expect(savedA.covers(update)).toBe(false);
      await db.query(`alter table world_updates drop constraint refuse_${kind}_${seq}`);
      await waitFor(() => savedA.covers(update), 15_000, 'saved after the resync');
      await Promise.all([synced(a), synced(b)]);
      await waitFor(() => teaser(b).toString().startsWith('Not stored yet. '), 10_000, 'B has it');
      const stored = new Y.Doc();
      const [snap] = await db.query<{ snapshot: Uint8Array }>('select snapshot from world_snapshots where template_id = $1', [id]);
      if (snap) Y.applyUpdate(stored, snap.snapshot);
      for (const r of await db.query<{ update: Uint8Array }>('select update from world_updates where template_id = $1 order by seq', [id])) Y.applyUpdate(stored, r.update);
      expect((stored.getMap('setup').get('teaser') as Y.Text).toString().startsWith('Not stored yet. ')).toBe(true);
    });
  });
}
