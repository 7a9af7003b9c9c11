/**
 * The embedded engine: PGlite (Postgres compiled to WASM) in this thread. It is ONE session, so
 * transactions and plain queries are serialised: PGlite's own transaction mutex makes a query()
 * or transaction() issued while another caller's transaction runs wait for it to finish.
 * PGlite runs every statement synchronously, blocking the event loop while it runs: the server
 * uses the worker-thread engine (pglite-worker-db.ts); this one stays for fast in-memory tests.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row, Statement } from './db';
import { runPgliteBatch } from './pglite-batch';
import { checkChannel, checkParams, safeListener } from './pg-codecs';
import { pgliteOptions } from './pglite-options';
import { assertNotInTransaction, runGuardedTransaction } from './transaction-scope';

/** Opens PGlite: in memory without dataDir, else persisted in dataDir (created if missing). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, pgliteOptions());
  let closed = false;

  const db: Db = {
    kind: 'pglite',

    async query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      assertNotInTransaction(db, 'query');
      return (await pg.query<T>(sql, checkParams(params))).rows;
    },

    async exec(script: string): Promise<void> {
      assertNotInTransaction(db, 'exec');
      await pg.exec(script);
    },

    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertNotInTransaction(db, 'transaction');
      return await pg.transaction(async (ptx) => {
        const inner: Queryable = {
          query: async <R extends Row = Row>(sql: string, params?: readonly unknown[]) => (await ptx.query<R>(sql, checkParams(params))).rows,
          exec: async (script) => void (await ptx.exec(script)),
        };
        return await runGuardedTransaction(db, inner, fn);
      });
    },

    async batch(statements: readonly Statement[]): Promise<Row[][] | null> {
      assertNotInTransaction(db, 'batch');
      return await runPgliteBatch(pg, statements.map((s) => ({ ...s, params: checkParams(s.params) })));
    },

    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      assertNotInTransaction(db, 'listen');
      // PGlite splices the name into `LISTEN <name>` unquoted; quote it so it stays case-sensitive
      // and may contain ':' like on PostgreSQL. Its returned unlisten re-uses the unquoted name
      // (a syntax error for such names), so unlisten ourselves with the quoted one.
      const quoted = `"${checkChannel(channel)}"`;
      const callback = safeListener(channel, onPayload);
      await pg.listen(quoted, callback);
      let subscribed = true;
      return async () => {
        if (!subscribed || closed) return;
        assertNotInTransaction(db, 'listen() unsubscribe');
        subscribed = false;
        await pg.unlisten(quoted, callback);
      };
    },

    async notify(channel: string, payload: string): Promise<void> {
      assertNotInTransaction(db, 'notify');
      await pg.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
  return db;
}
