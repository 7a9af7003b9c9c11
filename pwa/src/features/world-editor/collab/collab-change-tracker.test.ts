import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ChangeTracker } from './collab-change-tracker';

/**
 * A client doc with its tracker and a server doc, wired the way y-websocket and our server are:
 * local updates are tracked; `send` delivers them to the server, which stores and echoes them.
 */
function setup() {
  let clock = 0;
  const tracker = new ChangeTracker({ mergeWindowMs: 1000, now: () => clock });
  const client = new Y.Doc();
  const server = new Y.Doc();
  const outbox: Uint8Array[] = [];
  client.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === 'server') return;
    tracker.local(update);
    outbox.push(update);
  });
  const text = client.getText('teaser');
  return {
    tracker,
    client,
    server,
    text,
    outbox,
    wait: (ms: number) => (clock += ms),
    /** The server stores an update and echoes it to its sender (the acknowledgement). */
    serverReceives(update: Uint8Array, echo = true) {
      Y.applyUpdate(server, update);
      if (echo) tracker.serverUpdate(update);
    },
    /** A reconnect: the server's step 1, the reply to our step 1, then our step 2 stored and echoed. */
    reconnect() {
      outbox.length = 0; // a fresh socket: what was queued on the old one is resent by the sync below
      tracker.serverStateVector(Y.encodeStateVector(server));
      const step2FromServer = Y.encodeStateAsUpdate(server, Y.encodeStateVector(client));
      Y.applyUpdate(client, step2FromServer, 'server');
      tracker.serverUpdate(step2FromServer);
      // The server stores and echoes our step 2 only when it adds something (a redundant one is dropped).
      const step2FromClient = Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
      let added = false;
      server.once('update', () => (added = true));
      Y.applyUpdate(server, step2FromClient);
      if (added) tracker.serverUpdate(step2FromClient);
    },
  };
}

describe('ChangeTracker: changes waiting for the server', () => {
  it('online: a change waits until the server echoes it back', () => {
    const s = setup();
    s.text.insert(0, 'Fog');
    expect(s.tracker.count).toBe(1);
    for (const u of s.outbox.splice(0)) s.serverReceives(u);
    expect(s.tracker.count).toBe(0);
  });

  it('offline: bursts of typing count as one change each; reconnecting confirms them all', () => {
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
    expect(s.tracker.count).toBe(0);
    expect(s.server.getText('teaser').toString()).toBe('Fog rolls in');
  });

  it('an echo lost with the connection is confirmed by the next handshake (insertions and deletions)', () => {
    const s = setup();
    s.text.insert(0, 'Harbour');
    for (const u of s.outbox.splice(0)) s.serverReceives(u);
    s.wait(5000);
    s.text.delete(0, 3);
    s.wait(5000);
    s.text.insert(0, 'The ');
    // The server stored both, but the connection dropped before the echoes arrived.
    for (const u of s.outbox.splice(0)) s.serverReceives(u, false);
    expect(s.tracker.count).toBe(2);
    s.reconnect();
    expect(s.tracker.count).toBe(0);
  });

  it('changes the server never got stay waiting across a handshake that does not carry them', () => {
    const s = setup();
    s.text.insert(0, 'Lost');
    s.outbox.length = 0; // never sent
    s.tracker.serverStateVector(Y.encodeStateVector(s.server));
    s.tracker.serverUpdate(Y.encodeStateAsUpdate(s.server, Y.encodeStateVector(s.client)));
    expect(s.tracker.count).toBe(1);
  });

  it("a co-author's edits are not our changes", () => {
    const s = setup();
    const other = new Y.Doc();
    other.getText('teaser').insert(0, 'Theirs');
    const update = Y.encodeStateAsUpdate(other);
    Y.applyUpdate(s.client, update, 'server');
    s.tracker.serverUpdate(update);
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
    reloaded.serverStateVector(Y.encodeStateVector(server));
    reloaded.serverUpdate(Y.encodeStateAsUpdate(server, Y.encodeStateVector(s.client)));
    expect(reloaded.count).toBe(0);
  });

  it('tells subscribers when the count changes', () => {
    const s = setup();
    const seen: number[] = [];
    s.tracker.subscribe(() => seen.push(s.tracker.count));
    s.text.insert(0, 'a');
    for (const u of s.outbox.splice(0)) s.serverReceives(u);
    expect(seen).toEqual([1, 0]);
  });
});
