/**
 * PGlite-only behaviour: persistence in a data dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';

const root = mkdtempSync(join(tmpdir(), 'pglite-db-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('[pglite] persisted to a dir keeps rows and applied migrations after close and reopen', async () => {
  const dir = join(root, 'nested', 'pglite'); // created on open
  const first = await openPglite(dir);
  try {
    expect(await migrate(first, { log: () => {} })).toEqual(['001_init']);
    await first.query('insert into newsletter_subscribers (email) values ($1)', ['kept@example.com']);
  } finally {
    await first.close();
  }
  const second = await openPglite(dir);
  try {
    expect(await migrate(second, { log: () => {} })).toEqual([]);
    expect(await second.query('select email from newsletter_subscribers')).toEqual([{ email: 'kept@example.com' }]);
  } finally {
    await second.close();
  }
});
