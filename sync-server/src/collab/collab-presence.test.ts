/**
 * Presence cannot be forged (issue 13.6), over real sockets on a real server, PGlite and
 * PostgreSQL. Each party is a raw y-websocket-protocol socket that keeps the presence it hears.
 * "The server has handled what I sent, and the others have heard what it relayed" is a state, not
 * a wait: a sync step 1 is answered by a sync step 2 only after every earlier frame of that socket
 * was handled (and any relay written to the other sockets), so the sender round-trips first, then
 * each observer round-trips.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { makeUser, makeWorld, rawConnect, waitFor, type TestUser } from '../../testing/collab-kit';
import { ENGINE_KINDS, openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { encodeAwarenessEntries, type AwarenessEntry } from './awareness-guard';
import { syncStep1Frame } from './protocol';

/** A raw socket on a World that keeps the presence it hears: clientID -> state. */
interface PresenceSocket {
  ws: WebSocket;
  states: Map<number, Record<string, unknown>>;
  /** Sends awareness entries (state objects, or null for a removal). */
  announce(entries: { clientId: number; clock: number; state: unknown }[]): void;
  /** Resolves once the server has answered a sync step 1 sent now (see the file comment). */
  roundTrip(): Promise<void>;
}

async function presenceSocket(url: string, templateId: string, cookie?: string): Promise<PresenceSocket> {
  const { ws, status } = await rawConnect(url, templateId, cookie);
  if (!ws) throw new Error(`upgrade refused: ${status}`);
  const states = new Map<number, Record<string, unknown>>();
  const clocks = new Map<number, number>();
  let step2s = 0;
  ws.on('message', (data: Buffer) => {
    const d = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(d);
    if (type === 0 && decoding.readVarUint(d) === 1) step2s++;
    if (type !== 1) return;
    const u = decoding.createDecoder(decoding.readVarUint8Array(d));
    for (let n = decoding.readVarUint(u); n > 0; n--) {
      const clientId = decoding.readVarUint(u);
      const clock = decoding.readVarUint(u);
      const state = JSON.parse(decoding.readVarString(u)) as Record<string, unknown> | null;
      if ((clocks.get(clientId) ?? -1) > clock) continue;
      clocks.set(clientId, clock);
      if (state === null) states.delete(clientId);
      else states.set(clientId, state);
    }
  });
  return {
    ws,
    states,
    announce(entries) {
      const e = encoding.createEncoder();
      encoding.writeVarUint(e, 1);
      const list: AwarenessEntry[] = entries.map((x) => ({ clientId: x.clientId, clock: x.clock, state: JSON.stringify(x.state) }));
      encoding.writeVarUint8Array(e, encodeAwarenessEntries(list));
      ws.send(encoding.toUint8Array(e));
    },
    async roundTrip() {
      const before = step2s;
      ws.send(syncStep1Frame(new Y.Doc()));
      await waitFor(() => step2s > before, 10_000, 'sync step 2 answer');
    },
  };
}

for (const kind of ENGINE_KINDS) {
  describe(`[${kind}] presence cannot be forged`, () => {
    let db: Db;
    let server: ServerHandle;
    let creator: TestUser;
    let coauthor: TestUser;
    let mallory: TestUser;
    let seq = 0;
    const open: WebSocket[] = [];
    const socket = async (id: string, user: TestUser | null) => {
      const s = await presenceSocket(server.url, id, user?.cookie);
      open.push(s.ws);
      return s;
    };
    /** Everyone has heard whatever the server relayed from what `sender` sent so far. */
    const settle = async (sender: PresenceSocket, ...observers: PresenceSocket[]) => {
      await sender.roundTrip();
      for (const o of observers) await o.roundTrip();
    };
    const world = async (status: 'Draft' | 'Published') => {
      const id = `w_presence_${kind}_${++seq}`;
      await makeWorld(db, { ...exampleTemplate(), id, publicationStatus: status }, creator.id, [coauthor.id, mallory.id]);
      return id;
    };

    beforeAll(async () => {
      db = await openTestDb(kind);
      server = await startTestServer(db, { env: { SEED_WORLDS: 'false' } });
      [creator, coauthor, mallory] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    });
    afterEach(() => {
      for (const ws of open.splice(0)) ws.terminate();
    });
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });

    it("a read-only visitor's presence is dropped like its edits", async () => {
      const id = await world('Published');
      const ada = await socket(id, creator);
      const visitor = await socket(id, null);
      ada.announce([{ clientId: 101, clock: 1, state: { user: { name: 'Ada' } } }]);
      visitor.announce([{ clientId: 202, clock: 1, state: { user: { name: 'Visitor' } } }]);
      await settle(visitor, ada);
      await settle(ada, visitor);
      expect(ada.states.has(202)).toBe(false);
      // The visitor still sees who is there.
      expect(visitor.states.get(101)).toEqual({ user: { name: 'Ada' } });
    });

    it('a client sets only its own entry: the id first seen on its socket; others are dropped', async () => {
      const id = await world('Draft');
      const ada = await socket(id, creator);
      const ben = await socket(id, coauthor);
      const mal = await socket(id, mallory);
      ada.announce([{ clientId: 101, clock: 3, state: { user: { name: 'Ada' } } }]);
      await settle(ada, ben, mal);
      expect(ben.states.get(101)).toEqual({ user: { name: 'Ada' } });

      // Mallory's first message claims her own id; the entry for Ada's id in it is refused.
      mal.announce([
        { clientId: 303, clock: 1, state: { user: { name: 'Mallory' } } },
        { clientId: 101, clock: 9, state: { user: { name: 'Ada' }, field: 'title', note: 'forged' } },
      ]);
      await settle(mal, ben, ada);
      expect(ben.states.get(303)).toEqual({ user: { name: 'Mallory' } });
      expect(ben.states.get(101)).toEqual({ user: { name: 'Ada' } });
      expect(ada.states.get(101)).toEqual({ user: { name: 'Ada' } });

      // Removing Ada, and a second id after her first claim: refused too. Her own entry still moves.
      mal.announce([{ clientId: 101, clock: 10, state: null }]);
      mal.announce([{ clientId: 404, clock: 1, state: { user: { name: 'Someone else' } } }]);
      mal.announce([{ clientId: 303, clock: 2, state: { user: { name: 'Mallory' }, tab: 'Setup' } }]);
      await settle(mal, ben);
      expect(ben.states.get(101)).toEqual({ user: { name: 'Ada' } });
      expect(ben.states.has(404)).toBe(false);
      expect(ben.states.get(303)).toEqual({ user: { name: 'Mallory' }, tab: 'Setup' });

      // Ada's own update still goes through.
      ada.announce([{ clientId: 101, clock: 4, state: { user: { name: 'Ada' }, tab: 'Lore' } }]);
      await settle(ada, ben);
      expect(ben.states.get(101)).toEqual({ user: { name: 'Ada' }, tab: 'Lore' });
    });

    it('a presence state over 8 KB is refused; one under it is relayed', async () => {
      const id = await world('Draft');
      const ada = await socket(id, creator);
      const ben = await socket(id, coauthor);
      ben.announce([{ clientId: 505, clock: 1, state: { user: { name: 'Ben' }, blob: 'x'.repeat(50_000) } }]);
      await settle(ben, ada);
      expect(ada.states.has(505)).toBe(false);
      ben.announce([{ clientId: 505, clock: 2, state: { user: { name: 'Ben' }, note: 'y'.repeat(7000) } }]);
      await settle(ben, ada);
      expect((ada.states.get(505)?.note as string | undefined)?.length).toBe(7000);
    });
  });
}
