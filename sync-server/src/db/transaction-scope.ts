/**
 * Detects use of the outer Db handle from inside one of its own transactions. On PGlite (one
 * session) that call would wait for the transaction that is waiting for it: a silent deadlock.
 * Both engines throw instead, so the bug shows up whichever engine the tests run on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

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

