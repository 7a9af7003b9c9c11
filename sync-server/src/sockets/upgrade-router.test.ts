import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { forEachEngine } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

/** The HTTP status an upgrade to `path` is refused with (0 when it opens). */
function upgradeStatus(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`);
    ws.once('open', () => {
      ws.close();
      resolve(0);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? -1);
      ws.terminate();
    });
    ws.once('error', (error) => reject(error));
  });
}

forEachEngine('WebSocket upgrades with odd text (issue 13.3)', ({ open }) => {
  let server: ServerHandle;
  beforeAll(async () => {
    server = await startTestServer(await open(), { env: { SEED_WORLDS: 'false' } });
  });
  afterAll(async () => server.close());

  it('a NUL in the path or query of an upgrade is refused 400 before any route looks it up', async () => {
    expect(await upgradeStatus(server.url, '/collab/%00')).toBe(400);
    expect(await upgradeStatus(server.url, '/collab/tpl%00x')).toBe(400);
    expect(await upgradeStatus(server.url, '/socket.io?sessionId=%00')).toBe(400);
    // Other odd but storable text reaches the route, which answers as for any unknown World.
    expect(await upgradeStatus(server.url, '/collab/%01%7F')).toBe(404);
    expect(await upgradeStatus(server.url, '/socket.io')).toBe(0);
  });
});
