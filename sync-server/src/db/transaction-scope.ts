/**
 * Detects use of the outer Db handle from inside one of its own transactions. On PGlite (one
 * session) that call would wait for the transaction that is waiting for it: a silent deadlock.
 * Both engines throw instead, so the bug shows up whichever engine the tests run on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable, Row } from './db';

interface Scope {
  readonly owner: object;
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs fn marked as "inside a transaction of owner" until it settles. */
export async function runInTransactionScope<T>(owner: object, fn: () => Promise<T>): Promise<T> {
  const scope: Scope = { owner, open: true };
  try {
    return await scopes.run(scope, fn);
  } finally {
    // Timers or promises started inside fn keep the scope; once fn settled they are free to
    // use the outer handle.
    scope.open = false;
  }
}

/** Throws when called from inside a still-running transaction of owner. */
export function assertNotInTransaction(owner: object, method: string): void {
  const scope = scopes.getStore();
  if (scope && scope.open && scope.owner === owner) {
    throw new Error(
      `[db] db.${method}() called inside a transaction of the same Db: use the tx handle (the outer handle would deadlock on PGlite)`,
    );
  }
}


/**
 * Runs fn with a transaction handle over `inner` (the engine's own transaction connection), inside
 * owner's transaction scope: the handle refuses use once fn settled, so a stray late call fails
 * loudly instead of running outside the transaction. Every engine's `transaction()` goes through it.
 */
export async function runGuardedTransaction<T>(owner: object, inner: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let open = true;
  const ensureOpen = (method: string) => {
    if (!open) throw new Error(`[db] tx.${method}() called after its transaction ended`);
  };
  const tx: Queryable = {
    async query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]> {
      ensureOpen('query');
      return await inner.query<R>(sql, params);
    },
    async exec(script: string): Promise<void> {
      ensureOpen('exec');
      await inner.exec(script);
    },
  };
  try {
    return await runInTransactionScope(owner, () => fn(tx));
  } finally {
    open = false;
  }
}
