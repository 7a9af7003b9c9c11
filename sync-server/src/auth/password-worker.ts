/**
 * One scrypt derivation, run in a thread of the password pool (password.ts). The synchronous call
 * is deliberate: it keeps the work on this pool thread instead of libuv's shared thread pool,
 * whose four threads would otherwise hash side by side with the event loop on a small machine.
 */
import { scryptSync } from 'node:crypto';

/** What the pool sends: the (normalised) password, the salt and the cost. */
export interface DeriveTask {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
}

/** Derives the key (the pool's task handler). */
export default function derive(task: DeriveTask): Uint8Array {
  const { password, salt, keyLength, N, r, p } = task;
  return scryptSync(password, salt, keyLength, { N, r, p, maxmem: 128 * N * r * 2 });
}
