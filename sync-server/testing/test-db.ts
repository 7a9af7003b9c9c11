/**
 * Database helpers for test files: run one suite against both engines (PGlite in this thread and
 * PostgreSQL); the Db contract suite also runs against PGlite in its worker thread.
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
import { openPgliteWorker } from '../src/db/pglite-worker-db';
import { openPostgres } from '../src/db/postgres-db';
import { createDatabase } from './postgres-server';

/** Both engines, in the order suites run them. */
export const ENGINE_KINDS: readonly DbKind[] = ['pglite', 'postgres'];

/**
 * A Db implementation tests can open: an engine kind, or `pglite-worker` (kind 'pglite', run in a
 * worker thread as the server does). Other suites run on ENGINE_KINDS only: the contract suite
 * shows the worker behaves like in-thread PGlite, which opens faster and is simpler to debug.
 */
export type TestEngineName = DbKind | 'pglite-worker';

/** Every implementation, for the Db contract suite. */
export const ALL_ENGINES: readonly TestEngineName[] = ['pglite', 'pglite-worker', 'postgres'];

/** One engine as a test sees it. */
export interface TestEngine {
  /** Which engine kind (what the server branches on). */
  readonly kind: DbKind;
  /** Which implementation. */
  readonly name: TestEngineName;
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

/** Opens a NEW Db (in-memory PGlite, here or in a worker, or a fresh PostgreSQL database), migrated unless told not to; the caller closes it. */
export async function openTestDb(engine: TestEngineName, options: { migrate?: boolean } = {}): Promise<Db> {
  const db =
    engine === 'pglite' ? await openPglite()
    : engine === 'pglite-worker' ? await openPgliteWorker()
    : await openPostgres(await freshPostgresUrl(), { max: 10 });
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

/** Runs `describe('[engine] name')` once per engine (default ENGINE_KINDS); `open()` gives that engine's Db, shared by the file's tests. */
export function forEachEngine(name: string, fn: (engine: TestEngine) => void, engines: readonly TestEngineName[] = ENGINE_KINDS): void {
  for (const engine of engines) {
    describe(`[${engine}] ${name}`, () => {
      let opened: Promise<Db> | undefined;
      afterAll(async () => {
        // A failed open already failed the tests that called open(); only close what opened.
        const db = await opened?.catch(() => undefined);
        await db?.close();
      });
      fn({
        kind: engine === 'postgres' ? 'postgres' : 'pglite',
        name: engine,
        open: () => (opened ??= openTestDb(engine)),
      });
    });
  }
}
