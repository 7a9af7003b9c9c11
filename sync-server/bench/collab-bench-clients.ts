// Clients and docs of `npm run bench:collab`: one adapter over y-websocket's WebsocketProvider
// (our server and the reference) and Hocuspocus's own provider, with acknowledgement tracking:
// - ours sends a saved message once an update is committed (engine/world-doc/saved-message.ts):
//   a state vector naming our client's structs up to a clock acknowledges every write up to it
//   (the bench's writes only insert, so the state vector alone decides);
// - the reference echoes each update to its sender as soon as it is applied in memory: an echo
//   carrying our client's structs up to a clock acknowledges every write up to it;
// - Hocuspocus answers each update with a SyncStatus message once applied in memory: the
//   provider's unsyncedChanges count goes down by one per acknowledged update, in order.
import { HocuspocusProvider } from '@hocuspocus/provider';
import { createRng } from '@engine';
import { templateToDoc } from '@engine/world-doc';
import { templateSchema } from '@schemas';
import { AUTH_SAVED_SUBTYPE } from '@engine/world-doc';
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { exampleTemplate } from '../../schemas/testing/examples';

/** Which server a client talks to. */
export type ServerKind = 'ours' | 'reference' | 'hocuspocus';

/** A bench client: a doc, its connection, and acknowledged writes. */
export interface BenchClient {
  readonly doc: Y.Doc;
  /** One edit, as a co-author makes it: a character typed into the World's guidelines, and `key` (with the send time) in the `bench` map. */
  write(key: string): void;
  /** Keys whose writes the server acknowledged. */
  readonly acked: Set<string>;
  /** Milliseconds from write to acknowledgement, per acknowledged write. */
  readonly ackLatency: number[];
  /** Writes not acknowledged yet. */
  unacked(): number;
  /** Whether the provider reports a completed sync. */
  synced(): boolean;
  connect(): void;
  disconnect(): void;
  destroy(): void;
}

type Pending = { key: string; clock: number; at: number };

/** One co-author edit in one transaction (so one update): a typed character plus the timing key. */
function edit(doc: Y.Doc, key: string, at: number): void {
  doc.transact(() => {
    const world = doc.getMap('guidelines').get('world');
    if (world instanceof Y.Text) world.insert(Math.floor(Math.random() * (world.length + 1)), 'a');
    doc.getMap('bench').set(key, at);
  });
}

function withCookie(cookie: string | undefined): typeof WebSocket {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  } as typeof WebSocket;
}

/** A y-websocket client of our server (`/collab/{name}`) or the reference (`/{name}`). */
function yWebsocketClient(kind: 'ours' | 'reference', baseUrl: string, name: string, cookie: string | undefined): BenchClient {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(kind === 'ours' ? `${baseUrl}/collab` : baseUrl, name, doc, {
    WebSocketPolyfill: withCookie(cookie) as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 500,
  });
  const pending: Pending[] = [];
  const acked = new Set<string>();
  const ackLatency: number[] = [];
  let ackedClock = 0;
  const acknowledge = (to: number | undefined) => {
    if (to === undefined || to <= ackedClock) return;
    ackedClock = to;
    const now = performance.now();
    while (pending.length && pending[0]!.clock <= ackedClock) {
      const w = pending.shift()!;
      acked.add(w.key);
      ackLatency.push(now - w.at);
    }
  };
  if (kind === 'ours') {
    const original = provider.messageHandlers[2]!;
    provider.messageHandlers[2] = (encoder, decoder, p, emitSynced, type) => {
      const peek = decoding.clone(decoder);
      if (decoding.readVarUint(peek) === AUTH_SAVED_SUBTYPE) acknowledge(Y.decodeSnapshot(decoding.readVarUint8Array(peek)).sv.get(doc.clientID));
      else original(encoder, decoder, p, emitSynced, type);
    };
  } else {
    const original = provider.messageHandlers[0]!;
    provider.messageHandlers[0] = (encoder, decoder, p, emitSynced, type) => {
      const peek = decoding.clone(decoder);
      const sub = decoding.readVarUint(peek);
      if (sub === 1 || sub === 2) acknowledge(Y.parseUpdateMeta(decoding.readVarUint8Array(peek)).to.get(doc.clientID));
      original(encoder, decoder, p, emitSynced, type);
    };
  }
  return {
    doc,
    acked,
    ackLatency,
    unacked: () => pending.length,
    write(key) {
      const at = performance.now();
      edit(doc, key, at);
      pending.push({ key, clock: Y.getState(doc.store, doc.clientID), at });
    },
    synced: () => provider.synced,
    connect: () => provider.connect(),
    disconnect: () => provider.disconnect(),
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}

/** A Hocuspocus client (its own provider and socket). */
function hocuspocusClient(baseUrl: string, name: string): BenchClient {
  const doc = new Y.Doc();
  const pending: Pending[] = [];
  const acked = new Set<string>();
  const ackLatency: number[] = [];
  let last = 0;
  const provider = new HocuspocusProvider({ url: baseUrl, name, document: doc, WebSocketPolyfill: WebSocket } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  provider.on('unsyncedChanges', ({ number }: { number: number }) => {
    const now = performance.now();
    for (let n = last - number; n > 0 && pending.length; n--) {
      const w = pending.shift()!;
      acked.add(w.key);
      ackLatency.push(now - w.at);
    }
    last = number;
  });
  return {
    doc,
    acked,
    ackLatency,
    unacked: () => pending.length,
    write(key) {
      const at = performance.now();
      pending.push({ key, clock: 0, at });
      edit(doc, key, at);
    },
    synced: () => provider.isSynced && provider.unsyncedChanges === 0,
    connect: () => void provider.connect(),
    disconnect: () => provider.disconnect(),
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}

/** A client of `kind` on doc `name`. */
export function benchClient(kind: ServerKind, baseUrl: string, name: string, cookie?: string): BenchClient {
  const ws = baseUrl.replace(/^http/, 'ws');
  return kind === 'hocuspocus' ? hocuspocusClient(ws, name) : yWebsocketClient(kind, ws, name, cookie);
}

/** Length of the prose that the bench docs are made of (to tell when a client holds the whole doc). */
export function worldLength(doc: Y.Doc): number {
  const world = doc.getMap('guidelines').get('world');
  return world instanceof Y.Text ? world.length : 0;
}

/**
 * A World doc of about `bytes` encoded bytes with an editing history: the example World laid out
 * by templateToDoc, then its guidelines text typed in chunks at random places with some deletions.
 */
export function buildWorldState(bytes: number, seed = 1): { state: Uint8Array; worldLength: number } {
  const doc = new Y.Doc();
  templateToDoc(templateSchema.parse({ ...exampleTemplate(), id: 'bench' }), doc);
  const text = doc.getMap('guidelines').get('world') as Y.Text;
  const source = createRng(`collab-bench/${seed}`);
  const random = () => source.next();
  const chunk = Math.max(20, Math.round(bytes / 2000));
  const words = 'the archive shelves move at midnight while lanterns hum over maps of rivers and silver keys '.split(' ');
  let size = Y.encodeStateAsUpdate(doc).byteLength;
  while (size < bytes) {
    for (let i = 0; i < 50; i++) {
      let s = '';
      while (s.length < chunk) s += `${words[Math.floor(random() * words.length)]} `;
      text.insert(Math.floor(random() * (text.length + 1)), s);
      if (random() < 0.2 && text.length > chunk) text.delete(Math.floor(random() * (text.length - chunk)), Math.floor(random() * chunk));
    }
    size = Y.encodeStateAsUpdate(doc).byteLength;
  }
  const state = Y.encodeStateAsUpdate(doc);
  const length = text.length;
  doc.destroy();
  return { state, worldLength: length };
}
