/**
 * Who is calling, for what belongs to a caller: idempotency records (a retried request finds only
 * its own caller's result) and the per-session budget of code guesses. A signed-in caller is their
 * account; a visitor is a random HttpOnly cookie this middleware hands out, like the CSRF cookie,
 * on the first response that finds none. Only its hash is kept anywhere.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomToken } from '../util/ids';
import type { AppEnv } from './app-env';

/** The visitor cookie: a random token that names one browser, nothing else. */
export const VISITOR_COOKIE = 'tf_visitor';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The caller key of a realtime session or a visitor token, as stored: never the token itself. */
export function hashedCaller(kind: 'visitor' | 'session', token: string): string {
  return `${kind}:${createHash('sha256').update(token).digest('hex').slice(0, 40)}`;
}

/** The caller key of a signed-in account. */
export function userCaller(userId: string): string {
  return `user:${userId}`;
}

/**
 * Sets `visitor` (the hashed caller key of the browser) on every request; a request without a
 * usable cookie gets a fresh one, sent back on its response.
 */
export function visitorMiddleware(opts: { secure: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const held = getCookie(c, VISITOR_COOKIE);
    const token = held && TOKEN_PATTERN.test(held) ? held : randomToken(18);
    c.set('visitor', hashedCaller('visitor', token));
    await next();
    if (token !== held) setCookie(c, VISITOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure: opts.secure });
  };
}

/** The caller of an HTTP request: the signed-in account, else the visitor's browser. */
export function httpCaller(c: Context<AppEnv>): string {
  const viewer = c.get('viewer');
  if (viewer) return userCaller(viewer.id);
  const visitor = c.get('visitor');
  if (!visitor) throw new Error('[caller] visitorMiddleware is not installed');
  return visitor;
}
