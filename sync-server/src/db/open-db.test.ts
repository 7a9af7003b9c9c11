/**
 * openDb's embedded default: PGlite in a worker thread, and a process that exits when it dies.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'open-db-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('[pglite-worker] the server process exits with code 1 when the PGlite worker dies, instead of serving errors', async () => {
  // The child opens the server's database as main.ts does, then its worker dies (terminate() stands in for a crash).
  const script = `
    const { openDb } = await import(${JSON.stringify(new URL('./open-db.ts', import.meta.url).href)});
    const db = await openDb({ dataDir: ${JSON.stringify(join(root, 'data'))} });
    console.log('opened', db.kind, db.worker.threadId > 0);
    setInterval(() => {}, 1000); // a server keeps the loop busy: only the fatal handler can end it
    await db.worker.terminate();
  `;
  const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not exit within 90 s:\n${out}`));
    }, 90_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect({ code, out }).toMatchObject({
    code: 1,
    out: expect.stringMatching(/opened pglite true[\s\S]*\[db\] the PGlite worker died/),
  });
});
