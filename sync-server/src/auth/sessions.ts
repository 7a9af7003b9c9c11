import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Db, Queryable } from '../db/db';
import type { AppEnv, Viewer } from '../http/app-env';
import { randomToken } from '../util/ids';
import { permissionSchema, type Permission } from '@schemas';
import { deleteSession, findSessionUser, insertSession } from './auth-session-repo';

/** The session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export const SESSION_COOKIE = 'tf_session';
/**
 * A cookie scripts may read, set and cleared with the session cookie: it says only 'this browser
 * may be signed in'. Without it the app knows a visitor at once and asks nobody (issue 31: the
 * first page of a visitor loads no HTTP client and no zod for GET /auth/me).
 */
export const SIGNED_IN_HINT_COOKIE = 'tf_signed_in';

/** Sets the hint beside a session (as long-lived as the session cookie). */
export function setSignedInHint(c: Context, secure: boolean, maxAge?: number): void {
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'Lax', secure, ...(maxAge !== undefined ? { maxAge } : {}) });
}

/** Clears the hint (the session ended, or the cookie's session is no longer valid). */
export function clearSignedInHint(c: Context): void {
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** A session without remember-me lasts a day; with it, 30 days. */
export const SESSION_TTL_MS = 24 * 3600_000;
export const REMEMBER_TTL_MS = 30 * 24 * 3600_000;

/** The stored id of a session: the token's SHA-256, so a database leak reveals no usable token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a new session for a user (a fresh id at every login) and sets the cookie. */
export async function startSession(c: Context, db: Queryable, userId: string, remember: boolean, secure: boolean): Promise<void> {
  const token = randomToken(32);
  const ttl = remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  await insertSession(db, { id: sessionIdOf(token), userId, remember, expiresAt: new Date(Date.now() + ttl) });
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    ...(remember ? { maxAge: Math.floor(ttl / 1000) } : {}),
  });
  setSignedInHint(c, secure, remember ? Math.floor(ttl / 1000) : undefined);
}

/** Ends the request's session server-side and (unless a new one replaces it) clears the cookie. */
export async function endSession(c: Context, db: Queryable, opts: { clearCookie?: boolean } = {}): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteSession(db, sessionIdOf(token));
  if (opts.clearCookie ?? true) {
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    clearSignedInHint(c);
  }
}

/** The signed-in user of a session token, if the session is live. */
export async function viewerOfToken(db: Queryable, token: string | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const row = await findSessionUser(db, sessionIdOf(token));
  if (!row) return null;
  const permissions = row.permissions.filter((p): p is Permission => permissionSchema.safeParse(p).success);
  return { id: row.id, username: row.username, roleId: row.role_id, permissions };
}

/** The session token inside a raw Cookie header (for WebSocket upgrades). */
export function sessionTokenFromCookieHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Sets `viewer` on every request from the session cookie (null for visitors). */
export function viewerMiddleware(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('viewer', await viewerOfToken(db, getCookie(c, SESSION_COOKIE)));
    await next();
  };
}
