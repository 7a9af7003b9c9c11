import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as decoding from 'lib0/decoding';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { freshPostgresUrl } from '../../testing/test-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres-db';
import { updateFrame } from './protocol';
import { connectEditor, destroyAll, makeUser, makeWorld, rawConnect, savedClaims, synced, waitFor, type TestUser } from '../../testing/collab-kit';
import { loadWorldState } from './world-doc-repo';

describe('[postgres] co-authoring across two server processes', () => {
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  let alice: TestUser;
  let bob: TestUser;
  const providers: WebsocketProvider[] = [];

  beforeAll(async () => {
    const DATABASE_URL = await freshPostgresUrl();
    db = await openPostgres(DATABASE_URL, { max: 4 });
    await migrate(db, { log: () => {} });
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL, SERVER_ID: 'collab-a', SEED_WORLDS: 'false' }),
      startServerProcess({ DATABASE_URL, SERVER_ID: 'collab-b', SEED_WORLDS: 'false' }),
    ]);
    [alice, bob] = await Promise.all([makeUser(db), makeUser(db)]);
  }, 120_000);
  afterAll(async () => {
    destroyAll(providers);
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.close();
  });

  it('keeps co-authors on different processes in sync: edits (small and large), presence, materialisation', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'w_two', publicationStatus: 'Draft' }, alice.id, [bob.id]);
    const onA = [connectEditor(a.url, 'w_two', alice.cookie), connectEditor(a.url, 'w_two', bob.cookie)];
    const onB = [connectEditor(b.url, 'w_two', bob.cookie), connectEditor(b.url, 'w_two', alice.cookie)];
    providers.push(...onA, ...onB);
    await Promise.all(providers.map((p) => synced(p)));
    const teaser = (p: WebsocketProvider) => p.doc.getMap('setup').get('teaser') as Y.Text;
    teaser(onA[0]!).insert(0, 'From A. ');
    teaser(onB[0]!).insert(0, 'From B. ');
    // Larger than a NOTIFY can carry (INLINE_NOTIFY_BYTES): the other process reads the row; within
    // the field's limit (10,000 characters, issue 26.4), or the World would stay a draft.
    const world = onB[1]!.doc.getMap('guidelines').get('world') as Y.Text;
    world.insert(world.length, ' ' + 'The river remembers. '.repeat(400));
    await waitFor(() => new Set(providers.map((p) => teaser(p).toString())).size === 1 && teaser(onA[1]!).toString().includes('From B.'), 10_000, 'teasers agree');
    await waitFor(() => providers.every((p) => (p.doc.getMap('guidelines').get('world') as Y.Text).length === world.length), 10_000, 'large edit everywhere');
    expect(teaser(onA[1]!).toString()).toContain('From A.');

    onA[0]!.awareness.setLocalStateField('user', { name: 'Alice on A' });
    await waitFor(() => [...onB[0]!.awareness.getStates().values()].some((s) => (s as { user?: { name: string } }).user?.name === 'Alice on A'), 10_000, 'presence crosses processes');

    await waitFor(
      async () => ((await db.query<{ teaser: string }>(`select data->>'teaser' as teaser from templates where id = 'w_two'`))[0]?.teaser ?? '') === teaser(onA[0]!).toString(),
      15_000,
      'materialised with both edits',
    );
  }, 60_000);

  it('every update said saved before a SIGKILL is in the database; the other process keeps serving', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'w_kill', publicationStatus: 'Draft' }, alice.id);
    const { ws } = await rawConnect(a.url, 'w_kill', alice.cookie);
    const saved = savedClaims(ws!);
    let serverState: Uint8Array | null = null;
    ws!.on('message', (data: Buffer) => {
      const d = decoding.createDecoder(new Uint8Array(data));
      if (decoding.readVarUint(d) !== 0) return;
      const sub = decoding.readVarUint(d);
      const payload = decoding.readVarUint8Array(d);
      if (sub === 1) serverState = payload;
    });
    ws!.send(Buffer.from([0, 0, 1, 0])); // sync step 1 with an empty state vector: send me everything
    await waitFor(() => serverState !== null, 10_000, 'server state');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, serverState!);
    const sent: Uint8Array[] = [];
    const writing = (async () => {
      for (let i = 0; i < 400 && ws!.readyState === ws!.OPEN; i++) {
        const sv = Y.encodeStateVector(doc);
        doc.getMap('probe').set(`k${i}`, i);
        const u = Y.encodeStateAsUpdate(doc, sv);
        sent.push(u);
        ws!.send(updateFrame(u));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    await waitFor(() => sent.filter((u) => saved.covers(u)).length >= 50, 10_000, 'some updates saved');
    await a.kill('SIGKILL');
    await writing;
    const acked = sent.filter((u) => saved.covers(u));
    const count = acked.length;
    expect(count).toBeGreaterThan(0);
    const persisted = new Y.Doc();
    const stored = await loadWorldState(db, 'w_kill');
    if (stored.snapshot) Y.applyUpdate(persisted, stored.snapshot);
    for (const row of stored.updates) Y.applyUpdate(persisted, row.update);
    const probe = persisted.getMap('probe');
    const snapshot = Y.snapshot(persisted);
    const lost = acked.filter((u) => !Y.snapshotContainsUpdate(snapshot, u));
    expect(lost).toEqual([]);
    expect(probe.size).toBeGreaterThanOrEqual(count);
    // Process B still serves the World, with every acknowledged edit.
    const late = connectEditor(b.url, 'w_kill', alice.cookie);
    providers.push(late);
    await synced(late);
    expect(late.doc.getMap('probe').size).toBeGreaterThanOrEqual(count);
  }, 60_000);
});
