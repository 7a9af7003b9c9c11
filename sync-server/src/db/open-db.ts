/**
 * Opens the server's database: PostgreSQL when a URL is configured, else the embedded PGlite
 * persisted under the data dir, run in a worker thread so its statements never block the event
 * loop; migrations are applied before it is returned.
 */
import { join } from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteWorker } from './pglite-worker-db';
import { openPostgres } from './postgres-db';

/** Options of {@link openDb}. */
export interface OpenDbOptions {
  /** A PostgreSQL URL (`DATABASE_URL`); empty or absent means the embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** The server's data dir; PGlite lives in `${dataDir}/pglite`. */
  readonly dataDir: string;
  /**
   * Called if PGlite's worker thread dies: every call then fails. Default: exit the process with
   * code 1 (after the `[db]` log line), so a supervisor restarts it instead of a server that can
   * only answer errors.
   */
  readonly onFatal?: (error: Error) => void;
}

/** The default onFatal: the database is gone, stop rather than serve errors. */
function exitOnFatal(): void {
  process.exit(1);
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
    : await openPgliteWorker(join(options.dataDir, 'pglite'), { onFatal: options.onFatal ?? exitOnFatal });
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch((closeError: unknown) => console.error('[db] close after a failed migration failed too:', closeError));
    throw error;
  }
  console.log(
    db.kind === 'postgres' && options.databaseUrl
      ? `[db] PostgreSQL at ${describeUrl(options.databaseUrl)}`
      : `[db] PGlite at ${join(options.dataDir, 'pglite')} (in a worker thread)`,
  );
  return db;
}
