import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's address, held only in memory for rate limits. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
