import { forgotPasswordRequestSchema, RESET_LINK_INVALID_MESSAGE, resetPasswordRequestSchema, type ForgotPasswordRequest } from '@schemas';
import { Hono, type Context } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { invalid } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit, spendBudget } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { createLogger } from '../util/log';
import { createMailer, type Mailer } from './mailer';
import { createResetLink, resetEmail, resetPasswordWithToken } from './password-reset';
import { endSession, startSession } from './sessions';
import { findUserByEmail, findUserById, publicUser, recordLogin } from './user-repo';

const log = createLogger('auth');

/**
 * 'Forgot password?' (issue 14): ask for a link, then set a new password with it. The request
 * answers the same for every e-mail, and at once: the link is made and sent after the answer.
 */
export function passwordResetRoutes(deps: { db: Db; limiter: RateLimiter; secureCookies: boolean; config: Config; mailer?: Mailer | null }) {
  const { db, limiter, secureCookies, config } = deps;
  const mailer = deps.mailer === undefined ? createMailer(config) : deps.mailer;
  const app = new Hono<AppEnv>();

  app.post(
    '/auth/password/forgot',
    jsonBody(forgotPasswordRequestSchema),
    rateLimit(limiter, 'password_reset_request'),
    async (c: Context<AppEnv, string, { out: { json: ForgotPasswordRequest } }>) => {
      const email = c.req.valid('json').email.toLowerCase();
      // A second budget per e-mail: many addresses cannot flood one inbox either.
      spendBudget(limiter, 'password_reset_request', `email|${email}`);
      if (mailer && config.PUBLIC_URL) {
        const baseUrl = config.PUBLIC_URL;
        void (async () => {
          const user = await findUserByEmail(db, email);
          if (!user) return;
          const { url } = await createResetLink(db, user.id, baseUrl);
          await mailer.send({ to: user.email, ...resetEmail(user.username, url) });
          log.info(`sent a reset link to ${user.id}`);
        })().catch((error: unknown) => log.error(`reset e-mail failed: ${error instanceof Error ? error.message : String(error)}`));
      }
      // Without e-mail the operator makes the link (npm run reset-link); the answer says which, the same for every address.
      return c.json({ status: 'success' as const, data: { delivery: mailer ? ('email' as const) : ('operator' as const) } });
    },
  );

  app.post('/auth/password/reset', jsonBody(resetPasswordRequestSchema), rateLimit(limiter, 'password_reset'), async (c) => {
    const body = c.req.valid('json');
    const userId = await resetPasswordWithToken(db, body.token, body.password);
    if (!userId) throw invalid(RESET_LINK_INVALID_MESSAGE);
    // The link proved the mailbox: sign in with a fresh session (every older one just ended).
    await endSession(c, db, { clearCookie: false });
    await startSession(c, db, userId, false, secureCookies);
    await recordLogin(db, userId);
    const user = await findUserById(db, userId);
    if (!user) throw invalid(RESET_LINK_INVALID_MESSAGE);
    log.info(`password reset for ${userId}`);
    return c.json({ status: 'success' as const, data: { user: publicUser(user) } });
  });

  return app;
}
