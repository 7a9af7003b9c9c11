/**
 * Opens the server's database: PostgreSQL when a URL is configured, else the embedded PGlite
 * persisted under the data dir; migrations are applied before it is returned.
 */
import { join } from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';

/** Options of {@link openDb}. */
export interface OpenDbOptions {
  /** A PostgreSQL URL (`DATABASE_URL`); empty or absent means the embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** The server's data dir; PGlite lives in `${dataDir}/pglite`. */
  readonly dataDir: string;
}

/** Describes a URL for logs without its password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** Opens PostgreSQL (databaseUrl) or PGlite (`${dataDir}/pglite`) and runs the migrations. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(join(options.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch((closeError: unknown) => console.error('[db] close after a failed migration failed too:', closeError));
    throw error;
  }
  console.log(
    db.kind === 'postgres' && options.databaseUrl
      ? `[db] PostgreSQL at ${describeUrl(options.databaseUrl)}`
      : `[db] PGlite at ${join(options.dataDir, 'pglite')}`,
  );
  return db;
}
