/**
 * Test kit for co-authoring: users with live sessions (inserted directly), y-websocket providers
 * in Node (the `ws` package as WebSocket, with the session cookie), raw protocol sockets, waits.
 */
import { ROLE_ADMIN, templateSchema, type TemplateInput } from '@schemas';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { insertSession } from '../src/auth/auth-session-repo';
import { sessionIdOf, SESSION_COOKIE } from '../src/auth/sessions';
import { insertUser } from '../src/auth/user-repo';
import type { Queryable } from '../src/db/db';
import { readSavedFrame } from '../src/collab/protocol';
import { addCoauthor, saveTemplate } from '../src/templates/template-repo';
import { randomToken } from '../src/util/ids';

/** A user with a live session: its id and the Cookie header that carries the session. */
export interface TestUser {
  id: string;
  username: string;
  cookie: string;
}

let userSeq = 0;
// Every y-websocket provider in Node adds a process 'exit' listener; tests run dozens at once.
process.setMaxListeners(200);

/** Inserts a user (admin when asked) and a session for them. */
export async function makeUser(db: Queryable, opts: { admin?: boolean; name?: string } = {}): Promise<TestUser> {
  const username = opts.name ?? `u${process.pid}_${++userSeq}_${randomToken(3).replace(/[^a-z0-9]/gi, '')}`;
  const inserted = await insertUser(db, { username, email: `${username}@example.test`, passwordHash: 'x', roleId: opts.admin ? ROLE_ADMIN : null });
  if (!inserted.ok) throw new Error(`user ${username} exists`);
  const token = randomToken(32);
  await insertSession(db, { id: sessionIdOf(token), userId: inserted.user.id, remember: false, expiresAt: new Date(Date.now() + 24 * 3600_000) });
  return { id: inserted.user.id, username, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Saves a template (parsed from input) owned by `creatorId`, optionally with co-authors. */
export async function makeWorld(db: Queryable, input: TemplateInput, creatorId: string | null, coauthorIds: string[] = []): Promise<void> {
  await saveTemplate(db, templateSchema.parse({ ...input, creatorId }));
  for (const id of coauthorIds) await addCoauthor(db, input.id, id);
}

/** A `ws` WebSocket class that sends the given Cookie header (for y-websocket's WebSocketPolyfill). */
export function wsWithCookie(cookie: string | undefined): typeof WebSocket {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  } as typeof WebSocket;
}

/** A y-websocket provider on `/collab/{templateId}` of a running server, as the editor uses it. */
export function connectEditor(baseUrl: string, templateId: string, cookie: string | undefined, doc = new Y.Doc()): WebsocketProvider {
  return new WebsocketProvider(`${baseUrl.replace(/^http/, 'ws')}/collab`, templateId, doc, {
    WebSocketPolyfill: wsWithCookie(cookie) as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 300,
  });
}

/** Resolves once `provider` has synced with the server. */
export function synced(provider: WebsocketProvider, timeoutMs = 10_000): Promise<void> {
  if (provider.synced) return Promise.resolve();
  return waitFor(() => provider.synced, timeoutMs, `provider ${provider.roomname} synced`);
}

/** Polls `check` every 20 ms until it is true. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The outcome of a raw WebSocket upgrade: the HTTP status when refused, or the open socket. */
export async function rawConnect(baseUrl: string, templateId: string, cookie?: string, headers: Record<string, string> = {}): Promise<{ status: number; ws: WebSocket | null }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/collab/${encodeURIComponent(templateId)}`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  return await new Promise((resolve) => {
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0, ws: null });
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => resolve({ status: 0, ws: null }));
  });
}

/** Destroys providers and their docs. */
export function destroyAll(providers: WebsocketProvider[]): void {
  for (const p of providers.splice(0)) {
    p.destroy();
    p.doc.destroy();
  }
}

/**
 * What the server said is saved on one socket: every saved message's claim, merged. `covers(u)`
 * tells whether the update `u` is wholly durable by those messages (what turns "Saved" on in the
 * editor). Listens on a raw `ws` socket, or on a provider's socket through `feed`.
 */
export function savedClaims(ws?: WebSocket): { covers(update: Uint8Array): boolean; feed(frame: Uint8Array): void; readonly count: number } {
  const sv = new Map<number, number>();
  let ds = Y.createDeleteSet();
  let count = 0;
  const feed = (frame: Uint8Array) => {
    const claim = readSavedFrame(frame);
    if (!claim) return;
    count++;
    for (const [client, clock] of claim.sv) if ((sv.get(client) ?? 0) < clock) sv.set(client, clock);
    ds = Y.mergeDeleteSets([ds, claim.ds]);
  };
  ws?.on('message', (data: Buffer) => feed(new Uint8Array(data)));
  return {
    covers: (update) => Y.snapshotContainsUpdate(Y.createSnapshot(ds, sv), update),
    feed,
    get count() {
      return count;
    },
  };
}

/**
 * Watches the saved messages a y-websocket provider receives (before y-websocket ignores them):
 * `covers(u)` as in {@link savedClaims}. Claims of earlier connections count too (they stay true).
 */
export function watchSaved(provider: WebsocketProvider): ReturnType<typeof savedClaims> {
  const claims = savedClaims();
  const original = provider.messageHandlers[2]!;
  provider.messageHandlers[2] = (encoder, decoder, p, emitSynced, type) => {
    claims.feed(decoder.arr.subarray(0));
    original(encoder, decoder, p, emitSynced, type);
  };
  return claims;
}
