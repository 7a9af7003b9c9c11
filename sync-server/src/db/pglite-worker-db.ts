/**
 * The embedded engine off the main thread: PGlite runs in a worker thread (pglite-worker.ts) and
 * this Db forwards every call to it, so a statement never blocks the server's event loop. Same
 * contract and semantics as the in-thread engine: one session, a plain query issued while another
 * caller's transaction is open waits for it, transactions queue, and the outer handle throws when
 * used inside its own transaction.
 *
 * If the worker dies (crash, out of memory), every pending and later call rejects with a `[db]`
 * error and `onFatal` is called once: the database is gone until the process restarts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable, Row, Statement } from './db';
import { checkChannel, checkParams, safeListener } from './pg-codecs';
import { fromWireError, type WorkerData, type WorkerMessage, type WorkerRequest } from './pglite-worker-protocol';
import { assertNotInTransaction, runGuardedTransaction } from './transaction-scope';

/** Options of {@link openPgliteWorker}. */
export interface PgliteWorkerOptions {
  /** Called once if the worker dies unexpectedly, after every pending call was rejected. */
  readonly onFatal?: (error: Error) => void;
}

/** A Db backed by the PGlite worker; `worker` is exposed for diagnostics and crash tests. */
export interface PgliteWorkerDb extends Db {
  readonly worker: Worker;
}

// The worker is TypeScript when this file is (run by tsx or vitest), JavaScript once compiled.
const TYPESCRIPT = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(`./pglite-worker.${TYPESCRIPT ? 'ts' : 'js'}`, import.meta.url);

/**
 * Spawns the worker. A .ts worker starts through ts-worker-entry.mjs, which registers tsx in the
 * worker: neither inheriting the parent's `--import tsx` nor passing it in execArgv works on Node 20
 * (loader flags are ignored in workers), and under vitest the parent runs through Vite, not tsx.
 */
function spawnWorker(data: WorkerData): Worker {
  if (!TYPESCRIPT) return new Worker(WORKER_URL, { workerData: data, name: 'pglite' });
  return new Worker(new URL('./ts-worker-entry.mjs', import.meta.url), {
    argv: [WORKER_URL.href],
    workerData: data,
    execArgv: [],
    name: 'pglite',
  });
}

/** A request before call() gives it its id. */
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  /** The caller's stack, captured when the call was made (the reply arrives on a bare stack). */
  readonly trace: { stack?: string };
}

/** Starts a worker on dataDir and resolves once PGlite is open in it. */
async function startWorker(dataDir: string | undefined): Promise<Worker> {
  const worker = spawnWorker({ dataDir });
  // Only this function's listeners are removed after: removeAllListeners() would also drop the
  // Worker's own hooks that ref its message port, and replies would stop arriving.
  let onMessage!: (message: WorkerMessage) => void;
  let onError!: (error: Error) => void;
  let onExit!: (code: number) => void;
  try {
    await new Promise<void>((resolve, reject) => {
      onMessage = (message) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'open-failed') reject(fromWireError(message.error, undefined));
      };
      onError = reject;
      onExit = (code) => reject(new Error(`[db] the PGlite worker exited with code ${code} while opening`));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    }).finally(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
  } catch (error) {
    await worker.terminate();
    throw new Error(`[db] cannot open PGlite${dataDir ? ` in ${dataDir}` : ''}: ${(error as Error).message}`, { cause: error });
  }
  return worker;
}

/**
 * Opens PGlite in a worker thread: in memory without dataDir, else persisted in dataDir (created if
 * missing). The Db is the same contract as {@link openPglite}'s; close() stops the worker.
 */
export async function openPgliteWorker(dataDir?: string, options: PgliteWorkerOptions = {}): Promise<PgliteWorkerDb> {
  if (dataDir !== undefined) {
    const fresh = !existsSync(`${dataDir}/PG_VERSION`);
    mkdirSync(dataDir, { recursive: true });
    // initdb leaves ~450 MB behind in the isolate that ran it (WASM code, buffers PGlite keeps):
    // create the cluster in a throw-away worker, then open it in a clean one.
    if (fresh) await closeWorker(await startWorker(dataDir));
  }
  const worker = await startWorker(dataDir);

  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let fatal: Error | undefined;
  let closing: Promise<void> | undefined;
  let workerError: Error | undefined;

  // Like the in-thread engine, an idle Db does not keep the process alive; a pending call does.
  const refresh = () => (pending.size > 0 ? worker.ref() : worker.unref());
  refresh();

  const fail = (error: Error) => {
    if (fatal) return;
    fatal = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    listeners.clear();
    console.error(error.message);
    options.onFatal?.(error);
  };

  worker.on('message', (message: WorkerMessage) => {
    switch (message.type) {
      case 'reply': {
        const call = pending.get(message.id);
        if (!call) return;
        pending.delete(message.id);
        refresh();
        if (message.ok) call.resolve(message.value);
        else call.reject(fromWireError(message.error, call.trace.stack));
        return;
      }
      case 'notification':
        listeners.get(message.subId)?.(message.payload);
        return;
      case 'ready':
      case 'open-failed':
        return;
    }
  });
  worker.on('messageerror', (error) => console.error('[db] a message from the PGlite worker could not be read:', error));
  worker.on('error', (error) => (workerError = error));
  worker.on('exit', (code) => {
    const cause = workerError ? `: ${workerError.message}` : '';
    if (!closing) {
      fail(new Error(`[db] the PGlite worker died (exit code ${code})${cause}; the database is unavailable until restart`, { cause: workerError }));
      return;
    }
    // Exiting while closing: only a crash in pg.close() leaves calls (the close itself) pending.
    for (const call of pending.values()) call.reject(new Error(`[db] the PGlite worker exited while closing${cause}`, { cause: workerError }));
    pending.clear();
  });

  /**
   * Sends one request and resolves with the worker's reply. Once close() started, only the
   * statements and the end of transactions already open are accepted: PGlite's close waits for
   * them, as it does in-thread.
   */
  function call<T>(request: Request, trace: { stack?: string }): Promise<T> {
    if (fatal) return Promise.reject(new Error(fatal.message, { cause: fatal }));
    const inOpenTransaction = 'txId' in request && request.txId !== null;
    if (closing && !inOpenTransaction && request.type !== 'close') return Promise.reject(new Error('[db] the database is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, trace });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        pending.delete(id);
        reject(new TypeError(`[db] cannot send this ${request.type} to the PGlite worker: ${(error as Error).message}`, { cause: error }));
      }
      refresh();
    });
  }

  /** The caller's stack for error messages (formatted only if an error is built from it). */
  function trace(): { stack?: string } {
    const holder: { stack?: string } = {};
    Error.captureStackTrace(holder, trace);
    return holder;
  }

  const query = <T>(txId: number | null, sql: string, params: readonly unknown[] | undefined, at: { stack?: string }) =>
    call<T[]>({ type: 'query', txId, sql, params: toWireParams(checkParams(params)) }, at);

  const db: PgliteWorkerDb = {
    kind: 'pglite',
    worker,

    async query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      assertNotInTransaction(db, 'query');
      return await query<T>(null, sql, params, trace());
    },

    async exec(script: string): Promise<void> {
      assertNotInTransaction(db, 'exec');
      await call({ type: 'exec', txId: null, script }, trace());
    },

    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertNotInTransaction(db, 'transaction');
      const at = trace();
      const txId = await call<number>({ type: 'begin' }, at);
      const inner: Queryable = {
        query: async <R extends Row = Row>(sql: string, params?: readonly unknown[]) => await query<R>(txId, sql, params, trace()),
        exec: async (script) => void (await call({ type: 'exec', txId, script }, trace())),
      };
      let value: T;
      try {
        value = await runGuardedTransaction(db, inner, fn);
      } catch (error) {
        await call({ type: 'rollback', txId }, at).catch((rollbackError: unknown) => {
          if (!fatal) console.error('[db] rollback after a failed transaction failed too:', rollbackError);
        });
        throw error;
      }
      await call({ type: 'commit', txId }, at);
      return value;
    },

    async batch(statements: readonly Statement[]): Promise<Row[][] | null> {
      assertNotInTransaction(db, 'batch');
      const wire = statements.map((s) => ({ sql: s.sql, params: toWireParams(checkParams(s.params)), guard: s.guard === true }));
      return await call<Row[][] | null>({ type: 'batch', statements: wire }, trace());
    },

    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      assertNotInTransaction(db, 'listen');
      checkChannel(channel);
      const subId = nextId++;
      listeners.set(subId, safeListener(channel, onPayload));
      try {
        await call({ type: 'listen', subId, channel }, trace());
      } catch (error) {
        listeners.delete(subId);
        throw error;
      }
      let subscribed = true;
      return async () => {
        if (!subscribed || closing) return;
        assertNotInTransaction(db, 'listen() unsubscribe');
        subscribed = false;
        listeners.delete(subId);
        if (!fatal) await call({ type: 'unlisten', subId }, trace());
      };
    },

    async notify(channel: string, payload: string): Promise<void> {
      assertNotInTransaction(db, 'notify');
      await query(null, 'select pg_notify($1, $2)', [checkChannel(channel), payload], trace());
    },

    async close(): Promise<void> {
      closing ??= (async () => {
        if (fatal) return;
        try {
          await call({ type: 'close' }, trace());
        } finally {
          listeners.clear();
          await worker.terminate();
        }
      })();
      await closing;
    },
  };
  return db;
}

/** Closes PGlite in a worker and stops it (for the throw-away initdb worker). */
async function closeWorker(worker: Worker): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type !== 'reply') return;
        if (message.ok) resolve();
        else reject(fromWireError(message.error, undefined));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`[db] the PGlite worker exited with code ${code} while closing`)));
      worker.postMessage({ type: 'close', id: 0 } satisfies WorkerRequest);
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Byte parameters as tight, plain Uint8Arrays: structured clone copies a view's whole underlying
 * ArrayBuffer (a small Buffer is a view on an 8 KB pool). Everything else clones as it is.
 */
function toWireParams(params: unknown[]): unknown[] {
  return params.map((p) => (p instanceof Uint8Array && (p.byteOffset !== 0 || p.byteLength !== p.buffer.byteLength) ? new Uint8Array(p) : p));
}
