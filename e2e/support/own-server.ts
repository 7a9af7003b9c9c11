// A second real server for specs about the server's own settings (COMMUNITY_URL, rate-limit
// budgets): the built server (what `npm start` runs) in its own process over the same built app,
// with a fresh embedded database in a temporary folder and the seeded Worlds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../sync-server/testing/server-process';

/** A running server of one spec: its address and how to stop it (the database goes with it). */
export type OwnServer = { url: string; close: () => Promise<void> };

/** Starts a server with `env` on top of the defaults (a free port on 127.0.0.1, LOG_LEVEL warn). */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-own-server-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }, 120_000, { built: true });
  return {
    url: server.url,
    close: async () => {
      await server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
