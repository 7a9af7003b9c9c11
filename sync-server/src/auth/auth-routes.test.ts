import { beforeAll, expect, it } from 'vitest';
import { forEachEngine } from '../../testing/test-db';
import { browser, testApp } from '../../testing/test-app';

const good = { email: 'Ada@Example.org', username: 'ada', password: 'Lantern-42' };

forEachEngine('accounts', ({ open }) => {
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    app = testApp(await open());
  });

  it('registers and signs the new user in, then refuses a taken e-mail (any case) and a taken username with the spec texts', async () => {
    const b = browser(app);
    expect((await b.get('/auth/me')).body.data).toEqual({ user: null });
    const r = await b.post('/auth/register', good);
    expect(r.status).toBe(200);
    expect(r.body.data.user).toMatchObject({ username: 'ada', email: 'ada@example.org', roleId: null, permissions: ['templates_create'] });
    expect(r.text).not.toMatch(/passwordHash|password_hash|scrypt/);
    // Signed in at once: an HttpOnly session cookie, and /auth/me knows the user.
    expect(r.headers.getSetCookie().find((c) => c.startsWith('tf_session='))).toMatch(/HttpOnly/);
    expect((await b.get('/auth/me')).body.data.user.username).toBe('ada');
    const email = await b.post('/auth/register', { ...good, email: 'ADA@example.org', username: 'other' });
    expect(email.status).toBe(409);
    expect(email.body.errorMessage).toContain('email already in use');
    const user = await b.post('/auth/register', { ...good, email: 'new@example.org' });
    expect(user.body.errorMessage).toContain('username already taken');
  });

  it('refuses a weak password and a bad e-mail as invalid, with the spec messages', async () => {
    const b = browser(app);
    const weak = await b.post('/auth/register', { ...good, email: 'w@example.org', username: 'weak', password: 'lowercase' });
    expect(weak.status).toBe(400);
    expect(weak.body.status).toBe('invalid');
    expect(weak.body.errorMessage).toContain('Password must be 8+ characters and meet at least 3 of: lowercase, uppercase, number, special char.');
    const bad = await b.post('/auth/register', { ...good, email: 'not-an-email', username: 'bad' });
    expect(bad.body.errorMessage).toContain('Please enter a valid email address');
  });

  it('logs in with an HttpOnly SameSite=Lax session, a new id at every login, and logs out server-side', async () => {
    const b = browser(app);
    const first = await b.post('/auth/login', { email: 'ada@example.org', password: good.password });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('tf_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/); // no remember-me: a browser-session cookie
    const token1 = b.jar.get('tf_session');
    expect((await b.get('/auth/me')).body.data.user.username).toBe('ada');

    const second = await b.post('/auth/login', { email: 'ada@example.org', password: good.password, rememberMe: true });
    expect(second.headers.getSetCookie().find((c) => c.startsWith('tf_session='))).toMatch(/Max-Age=2592000/);
    const token2 = b.jar.get('tf_session');
    expect(token2).not.toBe(token1);

    // The old token is dead after the new login (a visitor again, and the dead cookie is dropped);
    // logout kills the new one on the server too.
    const stale = browser(app);
    stale.jar.set('tf_session', token1!);
    const staleMe = await stale.get('/auth/me');
    expect(staleMe.status).toBe(200);
    expect(staleMe.body.data).toEqual({ user: null });
    expect(stale.jar.has('tf_session')).toBe(false);
    await b.post('/auth/logout');
    const replay = browser(app);
    replay.jar.set('tf_session', token2!);
    expect((await replay.get('/auth/me')).body.data).toEqual({ user: null });
    // A route that needs an account still refuses a visitor with 401.
    expect((await replay.get('/templates/user')).status).toBe(401);
  });

  it('beside the session, a readable cookie says only "may be signed in"; it follows the session (issue 31)', async () => {
    const b = browser(app);
    const login = await b.post('/auth/login', { email: 'ada@example.org', password: good.password, rememberMe: true });
    const hint = login.headers.getSetCookie().find((c) => c.startsWith('tf_signed_in='))!;
    expect(hint).toMatch(/^tf_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/Max-Age=2592000/); // as long as the remembered session
    expect(b.jar.get('tf_signed_in')).toBe('1');
    await b.post('/auth/logout');
    expect(b.jar.has('tf_signed_in')).toBe(false);

    // A session from before the hint existed gets it from /auth/me; a hint without a live session is dropped there.
    await b.post('/auth/login', { email: 'ada@example.org', password: good.password });
    b.jar.delete('tf_signed_in');
    expect((await b.get('/auth/me')).body.data.user.username).toBe('ada');
    expect(b.jar.get('tf_signed_in')).toBe('1');
    const visitor = browser(app);
    visitor.jar.set('tf_signed_in', '1');
    expect((await visitor.get('/auth/me')).body.data).toEqual({ user: null });
    expect(visitor.jar.has('tf_signed_in')).toBe(false);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const b = browser(app);
    const wrong = await b.post('/auth/login', { email: 'ada@example.org', password: 'Wrong-pass-1' });
    const unknown = await b.post('/auth/login', { email: 'nobody@example.org', password: 'Wrong-pass-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('changes the password only with the current one, ending other sessions', async () => {
    const a = browser(app);
    const other = browser(app);
    await a.post('/auth/register', { email: 'pw@example.org', username: 'pw', password: 'First-pass-1' });
    await a.post('/auth/login', { email: 'pw@example.org', password: 'First-pass-1' });
    await other.post('/auth/login', { email: 'pw@example.org', password: 'First-pass-1' });
    expect((await a.post('/auth/password', { currentPassword: 'nope', newPassword: 'Second-pass-2' })).status).toBe(403);
    expect((await a.post('/auth/password', { currentPassword: 'First-pass-1', newPassword: 'Second-pass-2' })).status).toBe(200);
    expect((await a.get('/auth/me')).body.data.user.username).toBe('pw');
    expect((await other.get('/auth/me')).body.data).toEqual({ user: null });
    expect((await a.post('/auth/login', { email: 'pw@example.org', password: 'Second-pass-2' })).status).toBe(200);
  });

  it("answers a stale CSRF cookie with 403 'Invalid CSRF token' and a fresh XSRF-TOKEN, with which the retry succeeds (spec 1 §8)", async () => {
    const b = browser(app);
    b.jar.delete('XSRF-TOKEN'); // the cookie expired or was cleared
    const refused = await b.post('/feedback/submit', { type: 'general', comment: 'First try' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toBe('Invalid CSRF token');
    const fresh = refused.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(fresh).toBeDefined();
    expect(fresh).not.toMatch(/HttpOnly/i); // the page must read it
    expect(b.jar.get('XSRF-TOKEN')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const retried = await b.post('/feedback/submit', { type: 'general', comment: 'First try' });
    expect(retried.status).toBe(200);
    // A mismatching header gets a fresh token too (never the one the header guessed).
    const mismatch = await app.request('/feedback/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=old-one', 'x-csrf-token': 'other' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), type: 'general' }),
    });
    expect(mismatch.status).toBe(403);
    const set = mismatch.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(set).toBeDefined();
    expect(set).not.toMatch(/^XSRF-TOKEN=(old-one|other);/);
  });

  it('rate-limits login attempts', async () => {
    const b = browser(app);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await b.post('/auth/login', { email: 'limit@example.org', password: 'Wrong-pass-1' })).body.status);
    expect(statuses.slice(0, 10).every((s) => s === 'error')).toBe(true);
    expect(statuses.at(-1)).toBe('rate_limited');
  });

  it('stores feedback and treats an already subscribed address as already subscribed', async () => {
    const b = browser(app);
    const fb = await b.post('/feedback/submit', { type: 'general', comment: 'Lovely!' });
    expect(fb.body.data.feedbackId).toMatch(/^fb_/);
    expect((await b.post('/feedback/submit', { type: 'beat' })).body.status).toBe('invalid');
    expect((await b.post('/newsletter/subscribe', { email: 'news@example.org' })).body.status).toBe('success');
    const again = await b.post('/newsletter/subscribe', { email: 'NEWS@example.org' });
    expect(again.body.errorMessage).toContain('already subscribed');
  });
});
