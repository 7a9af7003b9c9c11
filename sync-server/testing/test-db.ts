/**
 * Database helpers for test files: run one suite against both engines.
 *
 * @example
 * forEachEngine('stories repo', ({ kind, open }) => {
 *   it('saves a story', async () => {
 *     const db = await open();
 *     ...
 *   });
 * });
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, inject } from 'vitest';
import type { Db, DbKind } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite-db';
import { openPostgres } from '../src/db/postgres-db';
import { createDatabase } from './postgres-server';

/** Both engines, in the order suites run them. */
export const ENGINE_KINDS: readonly DbKind[] = ['pglite', 'postgres'];

/** One engine as a test sees it. */
export interface TestEngine {
  /** Which engine. */
  readonly kind: DbKind;
  /** This file's Db of the engine, migrated; opened on first call, the same Db afterwards, closed after the file. */
  open(): Promise<Db>;
}

/** Creates a fresh, empty database on the run's PostgreSQL server (from globalSetup) and returns its URL. */
export async function freshPostgresUrl(): Promise<string> {
  const serverUrl = inject('pgUrl');
  if (!serverUrl) {
    throw new Error("[test-db] no PostgreSQL for this run: add globalSetup: ['./sync-server/testing/global-setup.ts'] to the vitest project");
  }
  return await createDatabase(serverUrl, `t_${randomBytes(6).toString('hex')}`);
}

/** Opens a NEW Db of kind (in-memory PGlite, or a fresh PostgreSQL database), migrated unless told not to; the caller closes it. */
export async function openTestDb(kind: DbKind, options: { migrate?: boolean } = {}): Promise<Db> {
  const db = kind === 'pglite' ? await openPglite() : await openPostgres(await freshPostgresUrl(), { max: 10 });
  if (options.migrate ?? true) {
    try {
      await migrate(db, { log: () => {} });
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

/** Runs `describe('[kind] name')` once per engine; `open()` gives that engine's Db, shared by the file's tests. */
export function forEachEngine(name: string, fn: (engine: TestEngine) => void): void {
  for (const kind of ENGINE_KINDS) {
    describe(`[${kind}] ${name}`, () => {
      let opened: Promise<Db> | undefined;
      afterAll(async () => {
        // A failed open already failed the tests that called open(); only close what opened.
        const db = await opened?.catch(() => undefined);
        await db?.close();
      });
      fn({
        kind,
        open: () => (opened ??= openTestDb(kind)),
      });
    });
  }
}
