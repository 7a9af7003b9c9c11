/**
 * Storage for a server run as its own process (crash and restart tests): a fresh PostgreSQL
 * database or a fresh PGlite data dir, migrated and seeded here first, then handed to the server
 * through its environment (`DATABASE_URL` or `DATA_DIR`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, DbKind } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { openPostgres } from '../src/db/postgres-db';
import { freshPostgresUrl } from './test-db';

/** Prepared storage: the server's environment for it, and how to remove it. */
export interface ServerStorage {
  env: Record<string, string>;
  cleanup(): void;
}

/** Creates storage of `kind`, runs `seed` on it, closes it, and returns the server env that opens it. */
export async function prepareServerStorage(kind: DbKind, seed: (db: Db) => Promise<void>): Promise<ServerStorage> {
  if (kind === 'postgres') {
    const url = await freshPostgresUrl();
    const db = await openPostgres(url, { max: 2 });
    try {
      await migrate(db, { log: () => {} });
      await seed(db);
    } finally {
      await db.close();
    }
    return { env: { DATABASE_URL: url }, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'server-storage-'));
  // The server's own opener, so the data lands where the server looks (`${DATA_DIR}/pglite`).
  const db = await openDb({ dataDir: dir, onFatal: (error) => console.error(`[server-storage] PGlite died: ${error.message}`) });
  try {
    await seed(db);
  } finally {
    await db.close();
  }
  return { env: { DATA_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
