import { feedbackSubmitRequestSchema, newsletterSubscribeRequestSchema } from '@schemas';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { newId } from '../util/ids';
import { insertFeedback } from './feedback-repo';
import { subscribeNewsletter } from './newsletter-repo';

/** Feedback and newsletter (spec 1 §7). E-mail is stored only for the newsletter. */
export function communityRoutes(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  const app = new Hono<AppEnv>();

  app.post('/feedback/submit', jsonBody(feedbackSubmitRequestSchema), rateLimit(limiter, 'feedback'), async (c) => {
    const f = c.req.valid('json');
    if (f.type === 'beat' && !f.rating) throw invalid('Please rate the beat.');
    const id = newId('fb');
    await insertFeedback(db, id, f, c.get('viewer')?.id ?? null);
    return c.json({ status: 'success' as const, data: { feedbackId: id } });
  });

  app.post('/newsletter/subscribe', jsonBody(newsletterSubscribeRequestSchema), rateLimit(limiter, 'newsletter'), async (c) => {
    const { email } = c.req.valid('json');
    if (!(await subscribeNewsletter(db, email))) throw apiError(409, 'This email is already subscribed.', 'newsletter');
    return c.json({ status: 'success' as const, data: { subscribed: true } });
  });

  return app;
}
