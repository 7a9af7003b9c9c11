/**
 * The PGlite worker thread: owns the PGlite instance (same options as the in-thread engine) and
 * runs what the main thread sends (see pglite-worker-protocol.ts). Started by pglite-worker-db.ts.
 * PGlite's own mutexes give the one-session semantics: a plain query sent while a transaction is
 * open waits for it, and transactions queue.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { checkChannel } from './pg-codecs';
import { runPgliteBatch } from './pglite-batch';
import { pgliteOptions } from './pglite-options';
import { toWireError, type WireError, type WorkerData, type WorkerMessage, type WorkerRequest } from './pglite-worker-protocol';

if (!parentPort) throw new Error('[db] pglite-worker.ts must run in a worker thread');
const port = parentPort;
const { dataDir } = workerData as WorkerData;

/** An open transaction: its PGlite handle, how to end its callback, and the transaction() promise. */
interface OpenTransaction {
  readonly tx: Transaction;
  readonly decide: (commit: boolean) => void;
  readonly done: Promise<void>;
}

/** Thrown inside the transaction callback to make PGlite roll back. */
const ROLLBACK = Symbol('rollback');

const transactions = new Map<number, OpenTransaction>();
const subscriptions = new Map<number, { readonly quoted: string; readonly callback: (payload: string) => void }>();

function post(message: WorkerMessage): void {
  port.postMessage(message);
}

function replyError(id: number, error: WireError): void {
  post({ type: 'reply', id, ok: false, error });
}

let pg: PGlite;
try {
  pg = await PGlite.create(dataDir, pgliteOptions());
} catch (error) {
  post({ type: 'open-failed', error: toWireError(error) });
  throw error;
}

/** Opens a transaction whose callback stays open until commit/rollback of txId; resolves with txId once BEGIN ran. */
async function begin(txId: number): Promise<number> {
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  let started!: () => void;
  const start = new Promise<void>((resolve) => (started = resolve));
  const done: Promise<void> = pg.transaction(async (tx) => {
    transactions.set(txId, { tx, decide, done });
    started();
    if (!(await decision)) throw ROLLBACK;
  });
  // done rejects without start when BEGIN itself fails.
  await Promise.race([start, done]);
  return txId;
}

/** Removes and returns the open transaction txId (ended: later statements with it fail). */
function take(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`[db] transaction ${txId} is not open in the PGlite worker`);
  transactions.delete(txId);
  return open;
}

/** The session to run a statement on: the open transaction txId, or PGlite itself. */
function session(txId: number | null): Pick<Transaction, 'query' | 'exec'> {
  if (txId === null) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`[db] transaction ${txId} is not open in the PGlite worker`);
  return open.tx;
}

async function run(request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'query':
      return (await session(request.txId).query(request.sql, request.params)).rows;
    case 'exec':
      await session(request.txId).exec(request.script);
      return null;
    case 'batch':
      return await runPgliteBatch(pg, request.statements);
    case 'begin':
      return await begin(request.id);
    case 'commit': {
      const open = take(request.txId);
      open.decide(true);
      await open.done;
      return null;
    }
    case 'rollback': {
      const open = take(request.txId);
      open.decide(false);
      await open.done.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
      return null;
    }
    case 'listen': {
      // Quoted so it stays case-sensitive and may contain ':' (see pglite-db.ts).
      const quoted = `"${checkChannel(request.channel)}"`;
      const subId = request.subId;
      const callback = (payload: string) => post({ type: 'notification', subId, payload });
      await pg.listen(quoted, callback);
      subscriptions.set(subId, { quoted, callback });
      return null;
    }
    case 'unlisten': {
      const subscription = subscriptions.get(request.subId);
      if (!subscription) return null;
      subscriptions.delete(request.subId);
      await pg.unlisten(subscription.quoted, subscription.callback);
      return null;
    }
    case 'close':
      await pg.close();
      return null;
    default: {
      const unknownRequest: never = request;
      throw new Error(`[db] unknown request ${JSON.stringify(unknownRequest)}`);
    }
  }
}

port.on('message', (request: WorkerRequest) => {
  run(request).then(
    (value) => {
      try {
        post({ type: 'reply', id: request.id, ok: true, value });
      } catch (error) {
        // A value structured clone cannot copy: the caller gets the error, not silence.
        replyError(request.id, toWireError(error));
      }
    },
    (error: unknown) => replyError(request.id, toWireError(error)),
  );
});

post({ type: 'ready' });
