import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomToken } from '../util/ids';
import { apiError } from './api-error';

/** The cookie holding the CSRF token (readable by scripts, by design of the double submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** The header that must echo the cookie on every non-GET request. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * CSRF double submit: every response makes sure the client holds an XSRF-TOKEN cookie; every
 * non-GET must echo it in X-CSRF-TOKEN, else 403 'Invalid CSRF token', which carries a fresh
 * cookie so the client's single retry (spec 1 §8) succeeds.
 */
export function csrf(opts: { secure: boolean }): MiddlewareHandler {
  const issue = (c: Context) => setCookie(c, CSRF_COOKIE, randomToken(24), { path: '/', sameSite: 'Lax', secure: opts.secure, httpOnly: false });
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    if (!SAFE_METHODS.has(c.req.method)) {
      const header = c.req.header(CSRF_HEADER);
      if (!cookie || !header || !sameToken(cookie, header)) {
        // A cross-site page cannot read the new cookie, so handing it out helps only the app itself.
        issue(c);
        throw apiError(403, 'Invalid CSRF token');
      }
    }
    await next();
    if (!cookie) issue(c);
  };
}
