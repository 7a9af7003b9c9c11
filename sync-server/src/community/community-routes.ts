import { feedbackSubmitRequestSchema, newsletterSubscribeRequestSchema } from '@schemas';
import { Hono } from 'hono';
import { subscribeNewsletter } from '../auth/auth-routes';
import type { Db } from '../db/db';
import { apiError, invalid, rateLimited } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { jsonBody } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { clientIp } from '../stories/story-routes';
import { newId } from '../util/ids';

/** Feedback and newsletter (spec 1 §7). E-mail is stored only for the newsletter. */
export function communityRoutes(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  const app = new Hono<AppEnv>();

  app.post('/feedback/submit', jsonBody(feedbackSubmitRequestSchema), async (c) => {
    const limit = limiter.take('feedback', clientIp(c));
    if (!limit.ok) throw rateLimited(limit.timeRemaining, 'feedback');
    const f = c.req.valid('json');
    if (f.type === 'beat' && !f.rating) throw invalid('Please rate the beat.');
    const id = newId('fb');
    await db.query(
      `insert into feedback (id, type, rating, comment, contact_info, story_id, story_title, story_text, user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, f.type, f.rating ?? null, f.comment, f.contactInfo?.trim() || null, f.storyId ?? null, f.storyTitle ?? null, f.storyText ?? null, c.get('viewer')?.id ?? null],
    );
    return c.json({ status: 'success' as const, data: { feedbackId: id } });
  });

  app.post('/newsletter/subscribe', jsonBody(newsletterSubscribeRequestSchema), async (c) => {
    const limit = limiter.take('newsletter', clientIp(c));
    if (!limit.ok) throw rateLimited(limit.timeRemaining, 'newsletter');
    const { email } = c.req.valid('json');
    if (!(await subscribeNewsletter(db, email))) throw apiError(409, 'This email is already subscribed.', 'newsletter');
    return c.json({ status: 'success' as const, data: { subscribed: true } });
  });

  return app;
}
