import { randomBytes, randomUUID } from 'node:crypto';

/** A new globally unique id, optionally prefixed (`story_5f0c...`). */
export function newId(prefix?: string): string {
  const id = randomUUID().replaceAll('-', '');
  return prefix ? `${prefix}_${id}` : id;
}

/** A random token of `bytes` bytes, base64url-encoded (for sessions and CSRF). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
