import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../limits/rate-limiter';
import type { AppEnv } from './app-env';
import { onError } from './on-error';
import { rateLimit } from './rate-limit';
import { jsonBody } from './validate';

const post = (app: Hono<AppEnv>, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('rateLimit middleware', () => {
  it('lets the budget through, then answers 429 rate_limited with the wait and the action, without running the route', async () => {
    let now = 0;
    let ran = 0;
    const limiter = new RateLimiter({ feedback: { limit: 2, windowMs: 60_000 } }, () => now);
    const app = new Hono<AppEnv>().onError(onError);
    app.post('/f', rateLimit(limiter, 'feedback', () => 'one caller'), (c) => c.json({ status: 'success', data: { n: ++ran } }));
    expect((await post(app, '/f', {})).status).toBe(200);
    now = 15_000;
    expect((await post(app, '/f', {})).status).toBe(200);
    const refused = await post(app, '/f', {});
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      status: 'rate_limited',
      errorMessage: "You've reached the maximum number of requests for this action.",
      rateLimit: { timeRemaining: 45_000 },
      operationType: 'feedback',
    });
    expect(ran).toBe(2);
  });

  it('keys by what the key function reads from the validated body, and may answer a spent budget itself', async () => {
    const limiter = new RateLimiter({ login: { limit: 1, windowMs: 60_000 } });
    const app = new Hono<AppEnv>().onError(onError);
    app.post(
      '/login',
      jsonBody(z.object({ email: z.string() })),
      rateLimit(limiter, 'login', (c: Context<AppEnv, string, { out: { json: { email: string } } }>) => c.req.valid('json').email, { whenSpent: (c) => c.json({ status: 'success', data: { counted: false } }) }),
      (c) => c.json({ status: 'success', data: { counted: true } }),
    );
    expect(await (await post(app, '/login', { email: 'a@example.org' })).json()).toMatchObject({ data: { counted: true } });
    expect(await (await post(app, '/login', { email: 'b@example.org' })).json()).toMatchObject({ data: { counted: true } });
    const spent = await post(app, '/login', { email: 'a@example.org' });
    expect(spent.status).toBe(200);
    expect(await spent.json()).toMatchObject({ data: { counted: false } });
  });
});
