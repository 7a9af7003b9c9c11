import { pageViewRequestSchema } from '@schemas';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { AppEnv } from '../http/app-env';
import { jsonBody } from '../http/validate';
import { clientIp } from '../http/client-ip';
import { rateLimit } from '../http/rate-limit';
import type { RateLimiter } from '../limits/rate-limiter';
import { countPageView } from './page-view-repo';

/** Paths whose segments are capabilities or ids: they are counted under a placeholder, never stored. */
const NORMALISE: [RegExp, string][] = [
  [/^\/game\/[^/]+/, '/game/:code'],
  [/^\/story\/[^/]+/, '/story/:id'],
  [/^\/templates\/[^/]+\/configure/, '/templates/:id/configure'],
  [/^\/users\/my-worlds\/[^/]+/, '/users/my-worlds/:id'],
  [/^\/admin\/templates\/[^/]+/, '/admin/templates/:id'],
];

/** The path as it is counted (the client normalises too; the server does not trust it to). */
export function countedPath(path: string): string {
  for (const [pattern, placeholder] of NORMALISE) if (pattern.test(path)) return path.replace(pattern, placeholder);
  return path;
}

/**
 * Privacy-first analytics (the privacy page promises it): a page view increments a counter per
 * day and path. Nothing identifies the visitor: no IP, no cookie, no id.
 */
export function analyticsRoutes(db: Db, limiter: RateLimiter) {
  const app = new Hono<AppEnv>();
  // Over the budget the view is simply not counted: analytics never bothers a visitor.
  const uncounted = rateLimit(limiter, 'pageview', clientIp, { whenSpent: (c) => c.json({ status: 'success' as const, data: {} }) });
  app.post('/analytics/pageview', jsonBody(pageViewRequestSchema), uncounted, async (c) => {
    await countPageView(db, countedPath(c.req.valid('json').path));
    return c.json({ status: 'success' as const, data: {} });
  });
  return app;
}
