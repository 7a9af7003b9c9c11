import {
  changePasswordRequestSchema,
  getQuerySchema,
  loginRequestSchema,
  logoutRequestSchema,
  type LoginRequest,
  registerRequestSchema,
} from '@schemas';
import { Hono, type Context } from 'hono';
import { subscribeNewsletter } from '../community/newsletter-repo';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { rateLimited } from '../http/api-error';
import { rateLimit } from '../http/rate-limit';
import { requireViewer } from '../http/require-viewer';
import { jsonBody, queryParams } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { createLogger } from '../util/log';
import { getCookie, deleteCookie } from 'hono/cookie';
import { endSessionsOfUser } from './auth-session-repo';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { clearSignedInHint, endSession, SESSION_COOKIE, setSignedInHint, SIGNED_IN_HINT_COOKIE, startSession } from './sessions';
import { findUserByEmail, findUserById, insertUser, publicUser, recordLogin, setPasswordHash } from './user-repo';

const log = createLogger('auth');

/** Accounts (spec 1 §7): register (which signs in), login, me, logout, change password. */
export function authRoutes(deps: { db: Db; limiter: RateLimiter; secureCookies: boolean }) {
  const { db, limiter, secureCookies } = deps;
  const app = new Hono<AppEnv>();

  app.post('/auth/register', jsonBody(registerRequestSchema), rateLimit(limiter, 'register'), async (c) => {
    const body = c.req.valid('json');
    // Registering tells whether an address has an account (spec 1's 'email already in use'): one
    // address learns that of a few distinct e-mails a day; past them every new one is refused alike,
    // taken or free, so the refusal tells nothing either (issue 26.2).
    const tried = limiter.takeDistinct([{ action: 'register_email', key: clientIp(c) }], [body.email.trim().toLowerCase()]);
    if (!tried.ok) throw rateLimited(tried.timeRemaining, 'register');
    const inserted = await insertUser(db, { username: body.username, email: body.email, passwordHash: await hashPassword(body.password) });
    if (!inserted.ok) {
      throw apiError(409, inserted.conflict === 'email' ? 'Registration failed: email already in use' : 'Registration failed: username already taken', 'register');
    }
    if (body.newsletter) await subscribeNewsletter(db, body.email);
    log.info(`registered ${inserted.user.id}`);
    // The new account is signed in at once (no second typing of the password).
    await recordLogin(db, inserted.user.id);
    await endSession(c, db, { clearCookie: false });
    await startSession(c, db, inserted.user.id, false, secureCookies);
    const fresh = (await findUserById(db, inserted.user.id)) ?? inserted.user;
    return c.json({ status: 'success' as const, data: { user: publicUser(fresh) } });
  });

  // Two budgets: per address and e-mail (guessing one account's password is slowed, not signing in
  // from a shared address), and per address across every e-mail (trying many accounts is slowed too).
  app.post(
    '/auth/login',
    jsonBody(loginRequestSchema),
    rateLimit(limiter, 'login', (c: Context<AppEnv, string, { out: { json: LoginRequest } }>) => `${clientIp(c)}|${c.req.valid('json').email.toLowerCase()}`),
    rateLimit(limiter, 'login_address'),
    async (c) => {
      const body = c.req.valid('json');
      const user = await findUserByEmail(db, body.email);
      // Same answer, after the same work, whether the e-mail or the password is wrong.
      const ok = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDummy(body.password);
      if (!user || !ok) throw apiError(401, 'Invalid email or password.', 'login');
      await recordLogin(db, user.id);
      await endSession(c, db, { clearCookie: false });
      await startSession(c, db, user.id, body.rememberMe, secureCookies);
      const fresh = (await findUserById(db, user.id)) ?? user;
      return c.json({ status: 'success' as const, data: { user: publicUser(fresh) } });
    },
  );

  // A visitor is an answer, not an error: { user: null } (a 401 here logged a console error on every page).
  app.get('/auth/me', queryParams(getQuerySchema), async (c) => {
    const viewer = c.get('viewer');
    const user = viewer ? await findUserById(db, viewer.id) : null;
    // A cookie whose session ended (expired, signed out elsewhere) is dropped.
    if (!user && getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: '/' });
    // The readable hint follows the answer (a session from before the hint existed gets it here).
    if (user && getCookie(c, SIGNED_IN_HINT_COOKIE) === undefined) setSignedInHint(c, secureCookies);
    if (!user && getCookie(c, SIGNED_IN_HINT_COOKIE) !== undefined) clearSignedInHint(c);
    return c.json({ status: 'success' as const, data: { user: user ? publicUser(user) : null } });
  });

  app.post('/auth/logout', jsonBody(logoutRequestSchema), async (c) => {
    await endSession(c, db);
    return c.json({ status: 'success' as const, data: {} });
  });

  // Budget per account (per address for a visitor, who is refused anyway): guessing the current password is slowed.
  app.post('/auth/password', jsonBody(changePasswordRequestSchema), rateLimit(limiter, 'change_password', (c) => c.get('viewer')?.id ?? clientIp(c)), async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    const user = await findUserById(db, viewer.id);
    if (!user || !(await verifyPassword(body.currentPassword, user.passwordHash))) throw apiError(403, 'Your current password is not correct.', 'password');
    await setPasswordHash(db, user.id, await hashPassword(body.newPassword));
    // Every other session of this user ends; this one gets a fresh id.
    await endSessionsOfUser(db, user.id);
    await startSession(c, db, user.id, false, secureCookies);
    return c.json({ status: 'success' as const, data: {} });
  });

  return app;
}
