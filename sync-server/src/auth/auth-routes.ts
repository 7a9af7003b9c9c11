import {
  changePasswordRequestSchema,
  getQuerySchema,
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
} from '@schemas';
import { Hono, type Context } from 'hono';
import type { Db } from '../db/db';
import { apiError, rateLimited } from '../http/api-error';
import type { AppEnv, Viewer } from '../http/app-env';
import { jsonBody, queryParams } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { clientIp } from '../stories/story-routes';
import { createLogger } from '../util/log';
import { hashPassword, verifyPassword } from './password';
import { endSession, startSession } from './sessions';
import { findUserByEmail, findUserById, insertUser, publicUser } from './user-repo';

const log = createLogger('auth');

/** The signed-in viewer, or 401 with `message`. */
export function requireViewer(c: Context<AppEnv>, message = 'Please sign in to continue.'): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw apiError(401, message);
  return viewer;
}

/** Subscribes an address to the newsletter; false when it already was. */
export async function subscribeNewsletter(db: Db, email: string): Promise<boolean> {
  const rows = await db.query('insert into newsletter_subscribers (email) values ($1) on conflict do nothing returning email', [email.trim().toLowerCase()]);
  return rows.length > 0;
}

/** Accounts (spec 1 §7): register, login, me, logout, change password. */
export function authRoutes(deps: { db: Db; limiter: RateLimiter; secureCookies: boolean }) {
  const { db, limiter, secureCookies } = deps;
  const app = new Hono<AppEnv>();

  app.post('/auth/register', jsonBody(registerRequestSchema), async (c) => {
    const limit = limiter.take('register', clientIp(c));
    if (!limit.ok) throw rateLimited(limit.timeRemaining, 'register');
    const body = c.req.valid('json');
    const inserted = await insertUser(db, { username: body.username, email: body.email, passwordHash: await hashPassword(body.password) });
    if (!inserted.ok) {
      throw apiError(409, inserted.conflict === 'email' ? 'Registration failed: email already in use' : 'Registration failed: username already taken', 'register');
    }
    if (body.newsletter) await subscribeNewsletter(db, body.email);
    log.info(`registered ${inserted.user.id}`);
    return c.json({ status: 'success' as const, data: { user: publicUser(inserted.user) } });
  });

  app.post('/auth/login', jsonBody(loginRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const limit = limiter.take('login', `${clientIp(c)}|${body.email.toLowerCase()}`);
    if (!limit.ok) throw rateLimited(limit.timeRemaining, 'login');
    const user = await findUserByEmail(db, body.email);
    // Same answer whether the e-mail or the password is wrong.
    if (!user || !(await verifyPassword(body.password, user.passwordHash))) throw apiError(401, 'Invalid email or password.', 'login');
    await db.query('update users set last_login_at = now() where id = $1', [user.id]);
    await endSession(c, db, { clearCookie: false });
    await startSession(c, db, user.id, body.rememberMe, secureCookies);
    const fresh = (await findUserById(db, user.id)) ?? user;
    return c.json({ status: 'success' as const, data: { user: publicUser(fresh) } });
  });

  app.get('/auth/me', queryParams(getQuerySchema), async (c) => {
    const viewer = requireViewer(c, 'Not signed in.');
    const user = await findUserById(db, viewer.id);
    if (!user) throw apiError(401, 'Not signed in.');
    return c.json({ status: 'success' as const, data: { user: publicUser(user) } });
  });

  app.post('/auth/logout', jsonBody(logoutRequestSchema), async (c) => {
    await endSession(c, db);
    return c.json({ status: 'success' as const, data: {} });
  });

  app.post('/auth/password', jsonBody(changePasswordRequestSchema), async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    const user = await findUserById(db, viewer.id);
    if (!user || !(await verifyPassword(body.currentPassword, user.passwordHash))) throw apiError(403, 'Your current password is not correct.', 'password');
    await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [user.id, await hashPassword(body.newPassword)]);
    // Every other session of this user ends; this one gets a fresh id.
    await db.query('delete from auth_sessions where user_id = $1', [user.id]);
    await startSession(c, db, user.id, false, secureCookies);
    return c.json({ status: 'success' as const, data: {} });
  });

  return app;
}
