// Child-process entry of `npm run bench:collab` for the two reference servers (ours runs as
// sync-server/src/main.ts). Each loads docs from `<dir>/<name>.bin` when first opened.
//   node --import tsx sync-server/bench/collab-bench-servers.ts reference|reference-commit|hocuspocus <port> <dir>
//
// - reference: @y/websocket-server 0.1.1 `setupWSConnection` on a `ws` server. It keeps updates in
//   memory only (its LevelDB persistence needs the native leveldown addon, not built here).
// - reference-commit: the same server, except that each sync message carrying an update is held
//   (in order, per socket) until a one-row INSERT of it commits in PostgreSQL ($BENCH_DATABASE_URL),
//   and only then handed to the reference's handler, which applies and relays it. It is the floor
//   any persist-before-relay server pays on this machine, on the reference's own relay path; it
//   never reads the rows back, so it is measured for broadcast only.
// - hocuspocus: @hocuspocus/server 4 with file persistence through its onLoadDocument /
//   onStoreDocument hooks (the pattern of @hocuspocus/extension-database, not installed), at its
//   default store debounce (2 s, at most 10 s).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { Server } from '@hocuspocus/server';
import postgres from 'postgres';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';

const [kind, portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
if (!dir || !port || (kind !== 'reference' && kind !== 'reference-commit' && kind !== 'hocuspocus')) {
  console.error('usage: collab-bench-servers.ts reference|reference-commit|hocuspocus <port> <dir>');
  process.exit(2);
}
const fileOf = (name: string) => join(dir, `${name.replace(/[^a-z0-9_-]/gi, '_')}.bin`);

type ReferenceUtils = {
  setupWSConnection(ws: WebSocket, req: IncomingMessage, opts?: { docName?: string; gc?: boolean }): void;
  setPersistence(p: { provider: unknown; bindState(name: string, doc: Y.Doc): void; writeState(name: string, doc: Y.Doc): Promise<void> }): void;
};

/** y-protocols: message type sync (0), and its step 1 (a state vector: nothing to persist). */
const MESSAGE_SYNC = 0;
const SYNC_STEP1 = 0;

/**
 * For reference-commit: wraps the socket's 'message' listeners so that a sync message carrying an
 * update reaches them only once its row is committed; messages of a socket keep their order.
 */
function commitBeforeHandling(ws: WebSocket, sql: postgres.Sql, docName: string): void {
  const on = ws.on.bind(ws);
  let chain: Promise<void> = Promise.resolve();
  ws.on = ((event: string, listener: (...args: unknown[]) => void) => {
    if (event !== 'message') return on(event, listener);
    return on('message', (data: Buffer) => {
      const bytes = new Uint8Array(data);
      const persist = bytes[0] === MESSAGE_SYNC && bytes[1] !== SYNC_STEP1;
      chain = chain
        .then(async () => {
          if (persist) await sql`insert into updates (doc, body) values (${docName}, ${Buffer.from(bytes)})`;
          listener(data);
        })
        .catch((error: unknown) => console.error(`commit failed: ${String(error)}`));
    });
  }) as typeof ws.on;
}

async function reference(commit: boolean): Promise<void> {
  // No type declarations ship with 0.1.1: load it untyped.
  const moduleName: string = '@y/websocket-server/utils';
  const utils = (await import(moduleName)) as ReferenceUtils;
  utils.setPersistence({
    provider: null,
    // Synchronous, so the doc holds its content before the first sync message is written.
    bindState: (name, doc) => {
      const file = fileOf(name);
      if (existsSync(file)) Y.applyUpdate(doc, readFileSync(file));
    },
    writeState: async () => {},
  });
  const sql = commit ? postgres(process.env.BENCH_DATABASE_URL!, { max: 10, onnotice: () => {} }) : null;
  await sql?.unsafe('create table if not exists updates (seq bigserial primary key, doc text not null, body bytea not null)');
  const wss = new WebSocketServer({ noServer: true });
  const http = createServer((_req, res) => res.end('ok'));
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const docName = (req.url ?? '/').slice(1).split('?')[0] ?? '';
      if (sql) commitBeforeHandling(ws, sql, docName);
      utils.setupWSConnection(ws, req, { docName });
    });
  });
  http.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
}

async function hocuspocus(): Promise<void> {
  const server = new Server({
    port,
    address: '127.0.0.1',
    quiet: true,
    async onLoadDocument({ document, documentName }) {
      const file = fileOf(documentName);
      if (existsSync(file)) Y.applyUpdate(document, readFileSync(file));
      return document;
    },
    async onStoreDocument({ document, documentName }) {
      const file = fileOf(documentName);
      writeFileSync(`${file}.tmp`, Y.encodeStateAsUpdate(document));
      renameSync(`${file}.tmp`, file);
    },
  });
  await server.listen();
  console.log(`listening on ${port}`);
}

// A clean exit on SIGTERM, so a `--cpu-prof` profile is written (SIGKILL, the crash phase's, writes none).
process.once('SIGTERM', () => process.exit(0));

await (kind === 'hocuspocus' ? hocuspocus() : reference(kind === 'reference-commit'));
