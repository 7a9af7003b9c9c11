// Issue 13.4: sign-in leaks nothing and cannot be hammered. An unknown e-mail gets the same answer
// after the same work as a wrong password; one address runs out of sign-in attempts across every
// e-mail; changing a password has a budget; hashing runs in a bounded pool off the event loop.
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import { hashPassword, passwordPoolStats, verifyPassword } from './password';

const WINDOW_MS = 10 * 60_000;

forEachEngine('sign-in hardening (13.4)', ({ open }) => {
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    app = testApp(await open(), {}, { rateLimits: { login_address: { limit: 6, windowMs: WINDOW_MS }, change_password: { limit: 3, windowMs: WINDOW_MS } } });
    const r = await browser(app).post('/auth/register', { email: 'known@example.org', username: 'known', password: 'Known-pass-1' });
    expect(r.status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a wrong password, after checking one hash for each', async () => {
    const b = browser(app);
    // A first visit hands out the visitor cookie, so both answers below meet the same browser state.
    await b.get('/health');
    const before = passwordPoolStats().completed;
    const wrong = await b.post('/auth/login', { email: 'known@example.org', password: 'Wrong-pass-1' });
    const afterWrong = passwordPoolStats().completed;
    const unknown = await b.post('/auth/login', { email: 'nobody@example.org', password: 'Wrong-pass-1' });
    const afterUnknown = passwordPoolStats().completed;
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers.getSetCookie()).toEqual(wrong.headers.getSetCookie());
    // The unknown e-mail costs the same scrypt work as the known one (a dummy hash of the same cost).
    expect(afterWrong - before).toBe(1);
    expect(afterUnknown - afterWrong).toBe(1);
  });

  it('limits sign-in attempts per address across many e-mails, answering rate_limited with the time remaining', async () => {
    const b = browser(app);
    // The two attempts above came from the same address: 4 more fill the budget of 6.
    const statuses: string[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await b.post('/auth/login', { email: `someone-${i}@example.org`, password: 'Guess-pass-1' })).body.status);
    expect(statuses).toEqual(['error', 'error', 'error', 'error']);
    const refused = await b.post('/auth/login', { email: 'yet-another@example.org', password: 'Guess-pass-1' });
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe('rate_limited');
    const remaining = (refused.body as { rateLimit?: { timeRemaining: number } }).rateLimit?.timeRemaining ?? 0;
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(WINDOW_MS);
    // The right password from that address is refused too until the window passes: no hash is spent on it.
    const before = passwordPoolStats().completed;
    expect((await b.post('/auth/login', { email: 'known@example.org', password: 'Known-pass-1' })).body.status).toBe('rate_limited');
    expect(passwordPoolStats().completed).toBe(before);
  });

  it('gives POST /auth/password a budget', async () => {
    const own = testApp(await open(), {}, { rateLimits: { change_password: { limit: 3, windowMs: WINDOW_MS } } });
    const b = browser(own);
    await b.post('/auth/register', { email: 'changer@example.org', username: 'changer', password: 'Changer-pass-1' });
    const statuses: string[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await b.post('/auth/password', { currentPassword: `Not-it-${i}`, newPassword: 'Changed-pass-2' })).body.status);
    expect(statuses).toEqual(['error', 'error', 'error']);
    const refused = await b.post('/auth/password', { currentPassword: 'Changer-pass-1', newPassword: 'Changed-pass-2' });
    expect(refused.body.status).toBe('rate_limited');
    expect((refused.body as { rateLimit?: { timeRemaining: number } }).rateLimit?.timeRemaining).toBeGreaterThan(0);
    // Refused means unchanged: the old password still signs in.
    expect((await b.post('/auth/login', { email: 'changer@example.org', password: 'Changer-pass-1' })).status).toBe(200);
  });
});

describe('the password pool (13.4)', () => {
  it('hashes off the main thread: a setImmediate loop keeps turning while a hash is in flight', async () => {
    await hashPassword('Warm-up-pass-1'); // the first hash also starts a thread
    let ticks = 0;
    let done = false;
    const loop = () => {
      ticks += 1;
      if (!done) setImmediate(loop);
    };
    setImmediate(loop);
    const hash = await hashPassword('Tick-tock-pass-1').finally(() => (done = true));
    // A hash on this thread would block the loop for its whole run: one tick, at most two.
    expect(ticks).toBeGreaterThan(20);
    expect(await verifyPassword('Tick-tock-pass-1', hash)).toBe(true);
  });

  it('runs 16 hashes at once through at most its few threads, queueing the rest, and all of them verify', async () => {
    const { maxThreads } = passwordPoolStats();
    expect(maxThreads).toBeGreaterThanOrEqual(1);
    expect(maxThreads).toBeLessThanOrEqual(2);
    let mostThreads = 0;
    let mostQueued = 0;
    let done = false;
    const watch = () => {
      const s = passwordPoolStats();
      mostThreads = Math.max(mostThreads, s.threads);
      mostQueued = Math.max(mostQueued, s.queued);
      if (!done) setImmediate(watch);
    };
    watch();
    const passwords = Array.from({ length: 16 }, (_, i) => `Parallel-pass-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p))).finally(() => (done = true));
    expect(mostThreads).toBeLessThanOrEqual(maxThreads);
    expect(mostQueued).toBeGreaterThanOrEqual(16 - maxThreads - 1);
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(passwords[i]!, h)));
    expect(checks.every(Boolean)).toBe(true);
    expect(await verifyPassword(passwords[1]!, hashes[0]!)).toBe(false);
  });
});
