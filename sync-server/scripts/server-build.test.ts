// The server as `npm start` runs it: the esbuild bundle in plain Node, found its migrations, seeds,
// PGlite worker and PWA wherever it was started from, and says so plainly when its port is taken.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { apiCaller } from '../testing/test-server';
import { buildServer } from './server-build';

describe('the built server (npm start)', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'taleforge-built-'));
  let first: ServerProcess | undefined;
  afterAll(async () => {
    await first?.kill('SIGKILL');
    rmSync(cwd, { recursive: true, force: true });
  });

  it('starts from any folder on PGlite in a worker, serves the seeded Worlds, and names a taken port', async () => {
    await buildServer();
    first = await startServerProcess({ DATA_DIR: join(cwd, 'data') }, 60_000, { built: true, cwd });
    expect(first.output()).toContain('database: pglite');
    const published = await apiCaller(first.url).get('/templates/published');
    expect(published.status).toBe(200);
    expect((published.body.data as { templates: unknown[] }).templates).toHaveLength(6);

    const port = Number(new URL(first.url).port);
    const refused = await startServerProcess({ PORT: String(port), DATA_DIR: join(cwd, 'data-2') }, 60_000, { built: true, cwd }).then(
      async (unexpected) => {
        await unexpected.kill('SIGKILL');
        throw new Error('a second server started on a taken port');
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain('exited with 1 before listening');
    expect(refused).toContain(`Port ${port} is already in use. Stop the program using it, or start on another port: PORT=${port + 1} npm start`);
    expect(refused).not.toMatch(/\n\s+at /);
  }, 120_000);
});
