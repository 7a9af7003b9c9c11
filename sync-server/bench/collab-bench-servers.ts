// Child-process entry of `npm run bench:collab` for the two reference servers (ours runs as
// sync-server/src/main.ts). Each loads docs from `<dir>/<name>.bin` when first opened.
//   node --import tsx sync-server/bench/collab-bench-servers.ts reference|hocuspocus <port> <dir>
//
// - reference: @y/websocket-server 0.1.1 `setupWSConnection` on a `ws` server. It keeps updates in
//   memory only (its LevelDB persistence needs the native leveldown addon, not built here).
// - hocuspocus: @hocuspocus/server 4 with file persistence through its onLoadDocument /
//   onStoreDocument hooks (the pattern of @hocuspocus/extension-database, not installed), at its
//   default store debounce (2 s, at most 10 s).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { Server } from '@hocuspocus/server';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';

const [kind, portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
if (!dir || !port || (kind !== 'reference' && kind !== 'hocuspocus')) {
  console.error('usage: collab-bench-servers.ts reference|hocuspocus <port> <dir>');
  process.exit(2);
}
const fileOf = (name: string) => join(dir, `${name.replace(/[^a-z0-9_-]/gi, '_')}.bin`);

type ReferenceUtils = {
  setupWSConnection(ws: WebSocket, req: IncomingMessage, opts?: { docName?: string; gc?: boolean }): void;
  setPersistence(p: { provider: unknown; bindState(name: string, doc: Y.Doc): void; writeState(name: string, doc: Y.Doc): Promise<void> }): void;
};

async function reference(): Promise<void> {
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
  const wss = new WebSocketServer({ noServer: true });
  const http = createServer((_req, res) => res.end('ok'));
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(req, socket, head, (ws) => utils.setupWSConnection(ws, req, { docName: (req.url ?? '/').slice(1).split('?')[0] ?? '' }));
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

await (kind === 'reference' ? reference() : hocuspocus());
