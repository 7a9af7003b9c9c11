// The server as `npm start` runs it: the esbuild bundle in plain Node, found its migrations, seeds,
// PGlite worker and PWA wherever it was started from, and says so plainly when its port is taken.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/test-server';
import { buildServer, SERVER_ENTRY, SERVER_ENV } from './server-build';

function run(env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd, env: { ...process.env, ...SERVER_ENV, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = async (timeoutMs = 60_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const m = /running at http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) return Number(m[1]);
      if (child.exitCode !== null || Date.now() > end) throw new Error(`server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, listening, output: () => out };
}

describe('the built server (npm start)', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'taleforge-built-'));
  const running: ReturnType<typeof run>[] = [];
  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    rmSync(cwd, { recursive: true, force: true });
  });

  it('starts from any folder on PGlite in a worker, serves the seeded Worlds, and names a taken port', async () => {
    await buildServer();
    const first = run({ PORT: '0', DATA_DIR: join(cwd, 'data') }, cwd);
    running.push(first);
    const port = await first.listening();
    expect(first.output()).toContain('database: pglite');
    const published = await apiCaller(`http://127.0.0.1:${port}`).get('/templates/published');
    expect(published.status).toBe(200);
    expect((published.body.data as { templates: unknown[] }).templates).toHaveLength(6);

    const second = run({ PORT: String(port), DATA_DIR: join(cwd, 'data-2') }, cwd);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${port} is already in use. Stop the program using it, or start on another port: PORT=${port + 1} npm start`);
    expect(second.output()).not.toMatch(/\n\s+at /);
  }, 120_000);
});
