/**
 * The messages between the main thread (pglite-worker-db.ts) and the PGlite worker
 * (pglite-worker.ts), and how errors cross between them. Values travel by structured clone, which
 * keeps every normalised type of db.ts (Date, Uint8Array, bigint, arrays, JSON objects).
 */

import type { Statement } from './db';

/** What the worker needs to open PGlite (its `workerData`). */
export interface WorkerData {
  /** Persisted in this dir (created by the main thread); in memory when undefined. */
  readonly dataDir: string | undefined;
}

/**
 * Main thread to worker. The worker answers every request with one `reply` of the same id. A
 * `begin` opens a PGlite transaction() whose callback stays open until the `commit` or `rollback`
 * of that txId (the begin's id); `query`/`exec` with a txId run inside it, in the order sent.
 * A `batch` is a whole transaction in one request (Db.batch).
 */
export type WorkerRequest =
  | { readonly type: 'query'; readonly id: number; readonly txId: number | null; readonly sql: string; readonly params: unknown[] }
  | { readonly type: 'exec'; readonly id: number; readonly txId: number | null; readonly script: string }
  | { readonly type: 'batch'; readonly id: number; readonly statements: readonly Statement[] }
  | { readonly type: 'begin'; readonly id: number }
  | { readonly type: 'commit'; readonly id: number; readonly txId: number }
  | { readonly type: 'rollback'; readonly id: number; readonly txId: number }
  | { readonly type: 'listen'; readonly id: number; readonly subId: number; readonly channel: string }
  | { readonly type: 'unlisten'; readonly id: number; readonly subId: number }
  | { readonly type: 'close'; readonly id: number };

/** Worker to main thread. */
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'open-failed'; readonly error: WireError }
  | { readonly type: 'reply'; readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly type: 'reply'; readonly id: number; readonly ok: false; readonly error: WireError }
  | { readonly type: 'notification'; readonly subId: number; readonly payload: string };

/** An error as it crosses the thread boundary. */
export interface WireError {
  readonly name: string;
  readonly message: string;
  readonly stack: string | undefined;
  /** The error's own primitive fields: Postgres `code`, `detail`, `constraint`, `table`, `query`... */
  readonly fields: Readonly<Record<string, string | number | boolean>>;
}

/** Describes any thrown value for the other thread (structured clone would drop `code` and friends). */
export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const ERROR_CLASSES: Readonly<Record<string, new (message: string) => Error>> = { TypeError, RangeError, SyntaxError };

/**
 * Rebuilds a worker's error in the main thread: same message, name and fields (so `error.code`
 * is the SQLSTATE), with the caller's stack first and the worker's frames after it.
 */
export function fromWireError(wire: WireError, callerStack: string | undefined): Error {
  const ErrorClass = ERROR_CLASSES[wire.name] ?? Error;
  const error = Object.assign(new ErrorClass(wire.message), wire.fields);
  if (error.name !== wire.name) Object.defineProperty(error, 'name', { value: wire.name, enumerable: false, configurable: true, writable: true });
  const frames = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  error.stack = [
    `${wire.name}: ${wire.message}`,
    ...frames(callerStack),
    '    --- in the PGlite worker thread ---',
    ...frames(wire.stack),
  ].join('\n');
  return error;
}
