// Builds the PWA into its own directory and serves it with the real server (fresh embedded
// database, seeded Worlds), so measurements never race another build writing pwa/dist.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '../../sync-server/src/config';
import { startServer, type ServerHandle } from '../../sync-server/src/server';
import { setLogLevel } from '../../sync-server/src/util/log';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A built app served by a running server; close() stops it and removes its files. */
export type ServedBuild = { url: string; distDir: string; close: () => Promise<void> };

/** Runs `vite build` into a fresh temporary directory and returns it. */
export function buildInto(dir = mkdtempSync(join(tmpdir(), 'pwa-dist-'))): string {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return dir;
}

/** Starts the server on a free port over `distDir` with a temporary data directory. */
export async function serveBuild(distDir: string, port = 0): Promise<ServedBuild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pwa-data-'));
  const parsed = parseConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: undefined });
  if (!parsed.ok) throw new Error(parsed.message);
  setLogLevel(parsed.config.LOG_LEVEL);
  const handle: ServerHandle = await startServer(parsed.config, { distDir });
  return {
    url: handle.url.replace('localhost', '127.0.0.1'),
    distDir,
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
