import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ChangeTracker } from './collab-change-tracker';

/** What a saved message tells: the state vector and delete set the server holds durably. */
type Claim = { sv: Map<number, number>; ds: ReturnType<typeof Y.createDeleteSet> };

/**
 * A client doc with its tracker and a server doc, wired the way y-websocket and our server are:
 * local updates are tracked; `send` delivers them to the server, which applies them at once and
 * says "saved" (what of the update's clients it holds, and the update's deletions) only when it
 * commits them.
 */
function setup() {
  let clock = 0;
  const tracker = new ChangeTracker({ mergeWindowMs: 1000, now: () => clock });
  const client = new Y.Doc();
  const server = new Y.Doc();
  const outbox: Uint8Array[] = [];
  const uncommitted: Claim[] = [];
  client.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === 'server') return;
    tracker.local(update);
    outbox.push(update);
  });
  const text = client.getText('teaser');
  const claimOf = (update: Uint8Array, whole: boolean): Claim => {
    const decoded = Y.decodeUpdate(update);
    const sv = whole ? Y.decodeStateVector(Y.encodeStateVector(server)) : new Map<number, number>();
    if (!whole) for (const s of decoded.structs) sv.set(s.id.client, Y.getState(server.store, s.id.client));
    return { sv, ds: decoded.ds };
  };
  return {
    tracker,
    client,
    server,
    text,
    outbox,
    wait: (ms: number) => (clock += ms),
    /** The server applies (and relays) an update; "saved" comes with commit(). */
    serverReceives(update: Uint8Array, whole = false) {
      Y.applyUpdate(server, update);
      uncommitted.push(claimOf(update, whole));
    },
    /** The group commit: every update received so far is durable, and each sender hears so. */
    commit() {
      for (const c of uncommitted.splice(0)) tracker.durable(c.sv, c.ds);
    },
    /** A crash before the commit: the server forgets what it had not committed. */
    crash() {
      uncommitted.length = 0;
    },
    /** A reconnect: the server's state reaches us; our step 2 (all it lacks, and our whole delete set) reaches it. */
    reconnect(serverState: Y.Doc = server) {
      outbox.length = 0; // a fresh socket: what was queued on the old one is resent by the sync below
      Y.applyUpdate(client, Y.encodeStateAsUpdate(serverState, Y.encodeStateVector(client)), 'server');
      const step2FromClient = Y.encodeStateAsUpdate(client, Y.encodeStateVector(serverState));
      Y.applyUpdate(serverState, step2FromClient);
      uncommitted.push(claimOf(step2FromClient, true));
    },
  };
}

describe('ChangeTracker: changes waiting for the server', () => {
  it('online: a change waits until the server says it is committed, not when it has merely received it', () => {
    const s = setup();
    s.text.insert(0, 'Fog');
    expect(s.tracker.count).toBe(1);
    for (const u of s.outbox.splice(0)) s.serverReceives(u);
    expect(s.tracker.count).toBe(1);
    s.commit();
    expect(s.tracker.count).toBe(0);
  });

  it('offline: bursts of typing count as one change each; the reconnect handshake, once committed, confirms them all', () => {
    const s = setup();
    for (const ch of 'Fog rolls in') {
      s.text.insert(s.text.length, ch);
      s.wait(150);
    }
    s.wait(5000);
    s.text.insert(0, 'Grey ');
    s.wait(5000);
    s.text.delete(0, 5); // a deletion alone is a change too
    expect(s.tracker.count).toBe(3);
    s.reconnect();
    expect(s.tracker.count).toBe(3);
    s.commit();
    expect(s.tracker.count).toBe(0);
    expect(s.server.getText('teaser').toString()).toBe('Fog rolls in');
  });

  it('a change received but lost in a crash before its commit stays waiting, and is confirmed after the resync', () => {
    const s = setup();
    s.text.insert(0, 'Harbour');
    for (const u of s.outbox.splice(0)) s.serverReceives(u);
    s.crash();
    expect(s.tracker.count).toBe(1);
    // The restarted server loads what was committed (nothing of ours); the handshake sends it again.
    const restarted = new Y.Doc();
    s.reconnect(restarted);
    s.commit();
    expect(s.tracker.count).toBe(0);
    expect(restarted.getText('teaser').toString()).toBe('Harbour');
  });

  it('a change the server got from a co-author after a crash is confirmed by our handshake (insertions and deletions)', () => {
    const s = setup();
    s.text.insert(0, 'Harbour');
    s.wait(5000);
    s.text.delete(0, 3);
    // A co-author held our changes and resupplied them: the server has them, our step 2 adds nothing.
    Y.applyUpdate(s.server, Y.encodeStateAsUpdate(s.client));
    s.commit();
    expect(s.tracker.count).toBe(2);
    s.reconnect();
    s.commit();
    expect(s.tracker.count).toBe(0);
  });

  it("a co-author's edits are not our changes", () => {
    const s = setup();
    const other = new Y.Doc();
    other.getText('teaser').insert(0, 'Theirs');
    Y.applyUpdate(s.client, Y.encodeStateAsUpdate(other), 'server');
    expect(s.tracker.count).toBe(0);
  });

  it('waiting changes saved on the device are restored after a reload and confirmed later', () => {
    const s = setup();
    s.text.insert(0, 'Offline words');
    s.wait(5000);
    s.text.insert(0, 'More ');
    const saved = s.tracker.saved();
    const reloaded = new ChangeTracker();
    reloaded.restore(saved);
    expect(reloaded.count).toBe(2);
    const server = new Y.Doc();
    Y.applyUpdate(server, Y.encodeStateAsUpdate(s.client));
    reloaded.durable(Y.decodeStateVector(Y.encodeStateVector(server)), Y.decodeUpdate(Y.encodeStateAsUpdate(s.client)).ds);
    expect(reloaded.count).toBe(0);
  });

  it('tells subscribers when the count changes', () => {
    const s = setup();
    const seen: number[] = [];
    s.tracker.subscribe(() => seen.push(s.tracker.count));
    s.text.insert(0, 'a');
    for (const u of s.outbox.splice(0)) s.serverReceives(u);
    s.commit();
    expect(seen).toEqual([1, 0]);
  });
});
