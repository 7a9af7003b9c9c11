/**
 * The database interface the whole server uses. Two engines implement it (PGlite in-process: in a
 * worker thread for the server, pglite-worker-db.ts, or in the calling thread, pglite-db.ts; and
 * PostgreSQL over the network) and return the same JS values for the same SQL:
 *
 * | SQL type                         | JS value                                               |
 * |----------------------------------|--------------------------------------------------------|
 * | text, varchar, uuid, numeric     | string (numeric stays a string: no silent rounding)    |
 * | int2, int4, float4, float8       | number                                                 |
 * | int8 / bigint / count(*)         | number when it is a safe integer, else bigint          |
 * | bool                             | boolean                                                |
 * | json, jsonb                      | the parsed value                                       |
 * | bytea                            | Uint8Array (never a Node Buffer)                       |
 * | timestamptz, timestamp, date     | Date (timestamp without zone is read as UTC)           |
 * | arrays (text[], int4[], ...)     | arrays of the element values above                     |
 * | NULL                             | null                                                   |
 *
 * Parameters are positional (`$1..$n`). JSON: pass `JSON.stringify(x)` with a `$1::jsonb` cast (a
 * string is sent as JSON text as-is; any other value is JSON.stringify'd). Binary: pass a
 * Uint8Array for a bytea parameter. Arrays: pass a JS array with a cast (`$1::text[]`).
 */

/** One result row: column name to normalised value. */
export type Row = Record<string, unknown>;

/** Something that runs SQL: the Db itself or the handle of one transaction. */
export interface Queryable {
  /** Runs ONE statement with positional parameters and returns its rows (empty for DDL/DML without RETURNING). */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a parameterless script of one or more statements (used for migrations); returns nothing. */
  exec(script: string): Promise<void>;
}

/** One statement of a {@link Db.batch}. */
export interface Statement {
  readonly sql: string;
  readonly params?: readonly unknown[];
  /**
   * A guard: when this statement returns no row, the batch stops there, rolls back everything
   * it did, and resolves with null (an optimistic check such as `... where version = $2 returning`).
   */
  readonly guard?: boolean;
}

/** Which implementation a Db is. */
export type DbKind = 'pglite' | 'postgres';

/** A database: PGlite or PostgreSQL behind one contract (see the table above). */
export interface Db extends Queryable {
  /** Which engine this is. */
  readonly kind: DbKind;
  /**
   * Runs fn in one transaction; rolls back and rethrows when fn throws. All queries of the
   * transaction MUST go through tx: using the outer Db (query, exec, transaction, listen, notify)
   * from inside fn throws, because on PGlite (one session) it would deadlock. To notify from a
   * transaction, run `select pg_notify($1, $2)` on tx: it is delivered at commit.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs statements in order in one transaction, in one round trip: PGlite's worker runs them all
   * on receipt (its single session is never held while this thread is busy), PostgreSQL gets them
   * pipelined. Resolves with each statement's rows; null, rolled back, when a guard returned no
   * row; rejects, rolled back, with the first failing statement's error. Whichever of a guard
   * miss or an error comes first in statement order decides.
   */
  batch(statements: readonly Statement[]): Promise<Row[][] | null>;
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. Channel names are
   * case-sensitive, at most 63 bytes, without `"`. A listener that throws is logged, not rethrown.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a NOTIFY (`pg_notify`) outside any transaction. */
  notify(channel: string, payload: string): Promise<void>;
  /** Closes the database (PGlite) or the pool (PostgreSQL). */
  close(): Promise<void>;
}
