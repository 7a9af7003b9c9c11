/**
 * Db.batch on a PGlite session (shared by the in-thread engine and the worker): the statements run
 * one after another inside one PGlite transaction, stopping at the first guard that returns no row.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Row, Statement } from './db';

/** Thrown inside the transaction callback to make PGlite roll back after a guard miss. */
const GUARD_MISS = Symbol('guard miss');

/** Runs the batch on pg; params must already be checked (checkParams). */
export async function runPgliteBatch(pg: PGlite, statements: readonly Statement[]): Promise<Row[][] | null> {
  try {
    return await pg.transaction(async (tx) => {
      const results: Row[][] = [];
      for (const statement of statements) {
        const { rows } = await tx.query<Row>(statement.sql, statement.params as unknown[] | undefined);
        if (statement.guard && rows.length === 0) throw GUARD_MISS;
        results.push(rows);
      }
      return results;
    });
  } catch (error) {
    if (error === GUARD_MISS) return null;
    throw error;
  }
}
