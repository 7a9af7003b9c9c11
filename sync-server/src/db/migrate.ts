/**
 * Applies the SQL files of sync-server/migrations (`NNN_name.sql`) in order, each in its own
 * transaction, recorded in schema_migrations. Safe when several server processes start at once on
 * one PostgreSQL: every step runs under one transaction-level advisory lock and re-checks what is
 * applied after taking it, so each migration is applied exactly once and in order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './db';

/** Fixed advisory-lock key of the migration run (any constant shared by every server process). */
export const MIGRATION_LOCK_KEY = 7_270_415_001;

/** One migration file. */
export interface Migration {
  /** The `NNN` prefix; the key in schema_migrations. */
  readonly version: string;
  /** The file name without `.sql`, e.g. `001_init`. */
  readonly name: string;
  /** The SQL script. */
  readonly sql: string;
}

/** Options of {@link migrate}. */
export interface MigrateOptions {
  /** Folder of the migration files (default {@link MIGRATIONS_DIR}). */
  readonly dir?: string;
  /** Where to log applied migrations (default console.log). */
  readonly log?: (line: string) => void;
}

const FILE_PATTERN = /^(\d{3,})_([a-z0-9_-]+)\.sql$/;

/** Reads and orders the migration files of dir; throws on a misnamed file or a duplicate version. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = FILE_PATTERN.exec(file);
    if (!match || match[1] === undefined) throw new Error(`[db] migration file ${file} is not named NNN_name.sql`);
    const version = match[1];
    if (migrations.some((m) => m.version === version)) throw new Error(`[db] two migrations share version ${version}`);
    migrations.push({ version, name: file.slice(0, -'.sql'.length), sql: readFileSync(join(dir, file), 'utf8') });
  }
  return migrations.sort((a, b) => Number(a.version) - Number(b.version));
}

/** Applies every pending migration to db; returns the names applied by this call (empty when up to date). */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const migrations = loadMigrations(options.dir);
  const lock = 'select pg_advisory_xact_lock($1::bigint)';

  // Even `create table if not exists` races between processes (pg_type unique violation): lock it.
  const applied = await db.transaction(async (tx) => {
    await tx.query(lock, [MIGRATION_LOCK_KEY]);
    await tx.query(
      `create table if not exists schema_migrations (
         version text primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const rows = await tx.query<{ version: string }>('select version from schema_migrations');
    return new Set(rows.map((r) => r.version));
  });

  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const didApply = await db.transaction(async (tx) => {
      await tx.query(lock, [MIGRATION_LOCK_KEY]);
      // Another process may have applied it while we waited for the lock.
      const [row] = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (row) return false;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`[db] migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) {
      log(`[db] applied migration ${migration.name}`);
      done.push(migration.name);
    }
  }
  return done;
}
