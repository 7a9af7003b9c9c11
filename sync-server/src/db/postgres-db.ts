/**
 * The production engine: PostgreSQL through the `postgres` driver (a pool of connections plus
 * one dedicated LISTEN connection that the driver reconnects and re-subscribes by itself).
 */
import postgres from 'postgres';
import type { Notice } from 'postgres';
import type { Db, Queryable, Row, Statement } from './db';
import {
  OID,
  checkChannel,
  checkParams,
  parseBytea,
  parseInt8,
  parseTimestampUtc,
  safeListener,
  serializeBytea,
  serializeJson,
} from './pg-codecs';
import { assertNotInTransaction, runGuardedTransaction } from './transaction-scope';

/** Options of {@link openPostgres}. */
export interface PostgresDbOptions {
  /** Pool size (default 10). */
  readonly max?: number;
  /** Use named prepared statements (default true; turn off behind pgbouncer in transaction mode). */
  readonly prepare?: boolean;
  /** Seconds to wait for a connection (default 30). */
  readonly connectTimeoutSeconds?: number;
  /** Receives server notices; default: WARNING and worse are logged with `[db]`, the rest dropped. */
  readonly onNotice?: (notice: Notice) => void;
}

/** Default notice handler: NOTICE/INFO/DEBUG (e.g. "already exists, skipping") are noise; warnings are not. */
function logWarnings(notice: Notice): void {
  const severity = String(notice['severity'] ?? '');
  if (severity === 'WARNING') console.warn(`[db] postgres warning: ${String(notice['message'] ?? '')}`);
}

/** Thrown inside sql.begin to roll back a batch whose guard returned no row. */
const GUARD_MISS = Symbol('guard miss');

/** Opens a pool to the PostgreSQL at url and checks that it answers. */
export async function openPostgres(url: string, opts: PostgresDbOptions = {}): Promise<Db> {
  const sql = postgres(url, {
    max: opts.max ?? 10,
    prepare: opts.prepare ?? true,
    connect_timeout: opts.connectTimeoutSeconds ?? 30,
    onnotice: opts.onNotice ?? logWarnings,
    types: {
      int8: { to: OID.int8, from: [OID.int8], parse: parseInt8, serialize: (x: unknown) => String(x) },
      bytea: { to: OID.bytea, from: [OID.bytea], parse: parseBytea, serialize: serializeBytea },
      json: { to: OID.jsonb, from: [OID.json, OID.jsonb], parse: (text: string): unknown => JSON.parse(text), serialize: serializeJson },
      timestamp: {
        to: OID.timestamp,
        from: [OID.timestamp],
        parse: parseTimestampUtc,
        serialize: (x: unknown) => (x instanceof Date ? x.toISOString().replace('Z', '') : String(x)),
      },
    },
  });
  // `simple` is a real driver option missing from its typings. query() always uses the extended
  // protocol (one statement, like PGlite); exec() uses the simple one (multi-statement scripts).
  const extended = { prepare: opts.prepare ?? true, simple: false } as postgres.UnsafeQueryOptions;
  const simple = { simple: true } as postgres.UnsafeQueryOptions;
  let closed = false;
  try {
    await sql.unsafe('select 1', [], extended);
  } catch (error) {
    await sql.end({ timeout: 0 });
    throw new Error(`[db] cannot connect to PostgreSQL: ${(error as Error).message}`, { cause: error });
  }

  const db: Db = {
    kind: 'postgres',

    async query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]> {
      assertNotInTransaction(db, 'query');
      return [...(await sql.unsafe<T[]>(text, checkParams(params) as postgres.ParameterOrJSON<never>[], extended))];
    },

    async exec(script: string): Promise<void> {
      assertNotInTransaction(db, 'exec');
      await sql.unsafe(script, [], simple);
    },

    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertNotInTransaction(db, 'transaction');
      const result = await sql.begin(async (tsql) => {
        const inner: Queryable = {
          query: async <R extends Row = Row>(text: string, params?: readonly unknown[]) =>
            [...(await tsql.unsafe<R[]>(text, checkParams(params) as postgres.ParameterOrJSON<never>[], extended))],
          exec: async (script) => void (await tsql.unsafe(script, [], simple)),
        };
        // Boxed: sql.begin would Promise.all an array returned by fn.
        return { value: await runGuardedTransaction(db, inner, fn) };
      });
      return (result as { value: T }).value;
    },

    async batch(statements: readonly Statement[]): Promise<Row[][] | null> {
      assertNotInTransaction(db, 'batch');
      const checked = statements.map((s) => ({ ...s, params: checkParams(s.params) as postgres.ParameterOrJSON<never>[] }));
      try {
        const result = await sql.begin(async (tsql) => {
          // Sent together (pipelined); read in statement order, so a guard miss before a failure wins.
          const settled = await Promise.allSettled(checked.map((s) => tsql.unsafe<Row[]>(s.sql, s.params, extended)));
          const results: Row[][] = [];
          for (const [i, outcome] of settled.entries()) {
            if (outcome.status === 'rejected') throw outcome.reason;
            if (checked[i]!.guard && outcome.value.length === 0) throw GUARD_MISS;
            results.push([...outcome.value]);
          }
          // Boxed: sql.begin would Promise.all an array returned by its callback.
          return { results };
        });
        return (result as { results: Row[][] }).results;
      } catch (error) {
        if (error === GUARD_MISS) return null;
        throw error;
      }
    },

    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      assertNotInTransaction(db, 'listen');
      const { unlisten } = await sql.listen(checkChannel(channel), safeListener(channel, onPayload));
      let subscribed = true;
      return async () => {
        if (!subscribed || closed) return;
        assertNotInTransaction(db, 'listen() unsubscribe');
        subscribed = false;
        await unlisten();
      };
    },

    async notify(channel: string, payload: string): Promise<void> {
      assertNotInTransaction(db, 'notify');
      await sql.unsafe('select pg_notify($1, $2)', [checkChannel(channel), payload], extended);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
    },
  };
  return db;
}
