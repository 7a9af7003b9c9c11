/**
 * PGlite-only behaviour: persistence in a data dir, in this thread and in the worker thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite-db';
import { openPgliteWorker } from './pglite-worker-db';

const root = mkdtempSync(join(tmpdir(), 'pglite-db-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const IMPLEMENTATIONS: ReadonlyArray<readonly [string, (dataDir: string) => Promise<Db>]> = [
  ['pglite', openPglite],
  ['pglite-worker', openPgliteWorker],
];

describe.each(IMPLEMENTATIONS)('[%s] persisted PGlite', (name, open) => {
  it('keeps rows and applied migrations after close and reopen, with the memory settings applied', async () => {
    const dir = join(root, name, 'nested', 'pglite'); // created on open
    const first = await open(dir);
    try {
      expect(await migrate(first, { log: () => {} })).toEqual(loadMigrations().map((m) => m.name));
      await first.query('insert into newsletter_subscribers (email) values ($1)', ['kept@example.com']);
    } finally {
      await first.close();
    }
    const second = await open(dir);
    try {
      expect(await migrate(second, { log: () => {} })).toEqual([]);
      expect(await second.query('select email from newsletter_subscribers')).toEqual([{ email: 'kept@example.com' }]);
      // Set on the command line, not by rewriting postgresql.conf: initdb's timezone stays.
      expect(await second.query(`select current_setting('shared_buffers') as sb, current_setting('timezone') as tz`)).toEqual([{ sb: '32MB', tz: 'UTC' }]);
    } finally {
      await second.close();
    }
  });
});
