// 'Forgot password?' (issue 14 B): a one-time link that expires after an hour, e-mailed through a
// real local SMTP server; the request answers the same for every e-mail and has a budget; the
// reset sets a password meeting the rules, signs the user in, ends their other sessions, and the
// link cannot be used again. Without SMTP, `npm run reset-link -- EMAIL` prints such a link.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PASSWORD_RULE_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine, freshPostgresUrl } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import type { ServerHandle } from '../server';
import { createResetLink } from './password-reset';

const PUBLIC_URL = 'http://taleforge.test';
const OLD = 'Old-secret-1';
const NEW = 'New-secret-2';

/** One browser against a real server: its own cookies and the CSRF double submit. */
function visitor(base: string) {
  const jar = new Map<string, string>([['XSRF-TOKEN', 'reset-test']]);
  return async (method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}) => {
    const res = await fetch(`${base}${path}${method === 'GET' ? `?requestId=${crypto.randomUUID()}` : ''}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('XSRF-TOKEN') ?? '', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      ...(method === 'POST' ? { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (/max-age=0/i.test(line)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any envelope's data
    return { status: res.status, body: (await res.json()) as { status: string; data?: any; errorMessage?: string } };
  };
}

/** The link in a message's text, and its token. */
function linkIn(text: string): { url: URL; token: string } {
  const match = /https?:\/\/\S+reset-password\?token=\S+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

forEachEngine('password reset by e-mail', ({ open }) => {
  let db: Db;
  let mail: MailCatcher;
  let server: ServerHandle;
  beforeAll(async () => {
    db = await open();
    mail = await startMailCatcher();
    server = await startTestServer(db, { env: { SMTP_URL: mail.url, PUBLIC_URL, MAIL_FROM: 'Taleforge <hello@taleforge.test>' } });
    const r = await visitor(server.url)('POST', '/auth/register', { email: 'Reader@Example.org', username: 'reader', password: OLD });
    expect(r.body.status).toBe('success');
  });
  afterAll(async () => {
    await server.close();
    await mail.close();
  });

  it('mails a one-time link to a known e-mail only, answering every e-mail the same', async () => {
    const call = visitor(server.url);
    const unknown = await call('POST', '/auth/password/forgot', { email: 'nobody@example.org' });
    const known = await call('POST', '/auth/password/forgot', { email: 'READER@example.org' });
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ status: 'success', data: { delivery: 'email' } });

    const message = await mail.waitFor((m) => m.to.includes('reader@example.org'));
    expect(message.from).toBe('hello@taleforge.test');
    expect(message.subject).toBe('Reset your Taleforge password');
    expect(message.text).toContain('Hello reader,');
    const { url, token } = linkIn(message.text);
    // The link points to the configured site's reset page, never to a Host header.
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/users/reset-password`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(message.html).toContain(url.href.replace(/&/g, '&#38;'));
    // Nothing was sent to the unknown address.
    expect(mail.messages.every((m) => m.to.every((to) => to === 'reader@example.org'))).toBe(true);
  });

  it('sets a new password with the link, signs the user in, ends their other sessions, and the link works once', async () => {
    const elsewhere = visitor(server.url);
    expect((await elsewhere('POST', '/auth/login', { email: 'reader@example.org', password: OLD })).status).toBe(200);
    const { token } = linkIn(mail.messages.find((m) => m.to.includes('reader@example.org'))!.text);
    const page = visitor(server.url);

    // A password that breaks the rules is refused and the link stays good.
    const weak = await page('POST', '/auth/password/reset', { token, password: 'weakling' });
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toContain(PASSWORD_RULE_MESSAGE);

    const reset = await page('POST', '/auth/password/reset', { token, password: NEW });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.username).toBe('reader');
    expect((await page('GET', '/auth/me')).body.data.user.username).toBe('reader');
    expect((await elsewhere('GET', '/auth/me')).body.data).toEqual({ user: null });

    const again = await visitor(server.url)('POST', '/auth/password/reset', { token, password: 'Third-secret-3' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 'invalid', errorMessage: RESET_LINK_INVALID_MESSAGE });

    const fresh = visitor(server.url);
    expect((await fresh('POST', '/auth/login', { email: 'reader@example.org', password: OLD })).status).toBe(401);
    expect((await fresh('POST', '/auth/login', { email: 'reader@example.org', password: NEW })).status).toBe(200);
  });

  it('refuses an expired link and a made-up one with the same invalid answer', async () => {
    const [user] = await db.query<{ id: string }>(`select id from users where email = 'reader@example.org'`);
    const { url } = await createResetLink(db, user!.id, PUBLIC_URL, new Date(Date.now() - 61 * 60_000));
    const call = visitor(server.url);
    const expired = await call('POST', '/auth/password/reset', { token: new URL(url).searchParams.get('token'), password: 'Late-secret-4' });
    const madeUp = await call('POST', '/auth/password/reset', { token: 'A'.repeat(43), password: 'Late-secret-4' });
    expect(expired.body).toEqual({ status: 'invalid', errorMessage: RESET_LINK_INVALID_MESSAGE });
    expect(madeUp.body).toEqual(expired.body);
    expect((await call('POST', '/auth/login', { email: 'reader@example.org', password: NEW })).status).toBe(200);
  });

  it('gives the request and the reset a budget, answering rate_limited with the time remaining', async () => {
    const app = testApp(db, {}, { rateLimits: { password_reset_request: { limit: 2, windowMs: 60_000 }, password_reset: { limit: 2, windowMs: 60_000 } } });
    const b = browser(app);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await b.post('/auth/password/forgot', { email: 'reader@example.org' })).body);
    expect(statuses.slice(0, 2).map((s) => s.status)).toEqual(['success', 'success']);
    expect(statuses[2]).toMatchObject({ status: 'rate_limited', rateLimit: { timeRemaining: expect.any(Number) } });
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push((await b.post('/auth/password/reset', { token: `${'B'.repeat(42)}${i}`, password: 'Guess-secret-5' })).body.status);
    expect(tries).toEqual(['invalid', 'invalid', 'rate_limited']);
  });
});

describe('npm run reset-link (no SMTP)', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const run = (env: Record<string, string>, email: string) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'sync-server/scripts/reset-link.ts', email], { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
      );
    });

  let db: Db;
  let url: string;
  beforeAll(async () => {
    url = await freshPostgresUrl();
    db = await openDb({ databaseUrl: url, dataDir: '/nonexistent' });
  });
  afterAll(async () => db.close());

  it('prints a link that resets the password once; an unknown e-mail is named plainly', async () => {
    const app = testApp(db);
    await browser(app).post('/auth/register', { email: 'operator-help@example.org', username: 'helpme', password: OLD });
    const printed = await run({ DATABASE_URL: url, PUBLIC_URL: 'https://stories.example.org' }, 'operator-help@example.org');
    expect(printed.code).toBe(0);
    expect(printed.out).toContain('Password reset link for helpme (works once, for 60 minutes):');
    const { url: link, token } = linkIn(printed.out);
    expect(link.origin).toBe('https://stories.example.org');
    const b = browser(app);
    expect((await b.post('/auth/password/reset', { token, password: NEW })).status).toBe(200);
    expect((await b.get('/auth/me')).body.data.user.username).toBe('helpme');
    expect((await browser(app).post('/auth/password/reset', { token, password: NEW })).body.status).toBe('invalid');

    const unknown = await run({ DATABASE_URL: url }, 'nobody@example.org');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No account uses nobody@example.org.');
  }, 120_000);
});
