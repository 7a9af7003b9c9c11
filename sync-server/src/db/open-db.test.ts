/**
 * openDb's embedded default: PGlite in a worker thread, and a process that exits when it dies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runNodeScript } from '../../testing/node-script';

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
  const { code, out } = await runNodeScript(script, 90_000);
  expect({ code, out }).toMatchObject({
    code: 1,
    out: expect.stringMatching(/opened pglite true[\s\S]*\[db\] the PGlite worker died/),
  });
});
