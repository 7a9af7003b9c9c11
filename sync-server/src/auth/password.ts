/**
 * Password hashing with scrypt, in a small bounded pool of worker threads (piscina): a burst of
 * sign-ins or password changes queues there instead of taking the cores the event loop needs
 * (`npm run bench:auth`). Unknown e-mails are checked against a dummy hash of the same cost, so a
 * sign-in answers in the same time whether the account exists or not.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { apiError } from '../http/api-error';
import type { DeriveTask } from './password-worker';

const KEY_LENGTH = 64;
/** scrypt cost: N=2^15, r=8, p=1 (about 50-100 ms and 32 MiB per hash here). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Hashes waiting beyond this are refused with 503: the budgets keep people far below it. */
const MAX_QUEUE = 256;

/**
 * Threads of the pool: one core is left to the event loop (and the PGlite worker); at most two,
 * since each hash holds 32 MiB while it runs.
 */
export const PASSWORD_POOL_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

// The worker is TypeScript when this file is (run by tsx or vitest), JavaScript once bundled.
const TYPESCRIPT = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(`./password-worker.${TYPESCRIPT ? 'ts' : 'js'}`, import.meta.url);

let pool: Piscina<DeriveTask, Uint8Array> | null = null;

function thePool(): Piscina<DeriveTask, Uint8Array> {
  pool ??= new Piscina<DeriveTask, Uint8Array>({
    name: 'default',
    filename: fileURLToPath(TYPESCRIPT ? new URL('../util/ts-task-entry.mjs', import.meta.url) : WORKER_URL),
    ...(TYPESCRIPT ? { argv: [WORKER_URL.href], execArgv: [] } : {}),
    minThreads: 0,
    maxThreads: PASSWORD_POOL_THREADS,
    // An idle thread goes after a minute; the next hash starts one again.
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
  });
  return pool;
}

/** The pool as tests and metrics see it: its bound, live threads, queued and completed hashes. */
export function passwordPoolStats(): { maxThreads: number; threads: number; queued: number; completed: number } {
  const p = thePool();
  return { maxThreads: p.maxThreads, threads: p.threads.length, queued: p.queueSize, completed: p.completed };
}

/** Stops the pool's threads (the next hash starts it again). */
export async function closePasswordPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  try {
    const key = await thePool().run({ password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, ...params });
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  } catch (error) {
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw apiError(503, 'The server is busy. Please try again in a moment.');
    throw error;
  }
}

/** Hashes a password with scrypt and a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a stored hash (constant-time compare). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password nobody kept, with the current cost: what an unknown e-mail's sign-in
 * is checked against. Fixed, so even the first such sign-in costs exactly one hash.
 */
const DUMMY_HASH = 'scrypt$32768$8$1$2kNP8ObUXXgnrZNPcILyrA$HjDICdNuLg8_8JbR1xi3HydUkdcDqc_q6zh-ZAOQhGxUMBRJKCmpzMmDcKIjallIv9PvnOJHEGEATIrGagtDSA';

/**
 * Spends the same work as checking a real password, for a sign-in whose e-mail has no account:
 * the answer then takes as long as a wrong password would. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
