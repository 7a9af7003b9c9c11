import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db';
import { apiHeaders, testApp } from '../testing/test-app';

describe('app envelope and CSRF', () => {
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    app = testApp(await openTestDb('pglite'));
  });

  it('answers unknown API routes with a 404 envelope, never HTML', async () => {
    const res = await app.request('/no/such/route', { headers: apiHeaders() });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  it('refuses a non-GET without the double-submit token', async () => {
    const res = await app.request('/stories', { method: 'POST', headers: apiHeaders(), body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ status: 'error', errorMessage: 'Invalid CSRF token' });
  });

  it('answers a malformed JSON body with a 400 invalid envelope, not a 500', async () => {
    const res = await app.request('/stories', { method: 'POST', headers: apiHeaders({ csrf: true }), body: '{"prompt": "a heist",' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'invalid' });
  });

  it('refuses a body over the size cap with 413, not a crash', async () => {
    const res = await app.request('/feedback/submit', {
      method: 'POST',
      headers: apiHeaders({ csrf: true }),
      body: JSON.stringify({ requestId: 'r', type: 'general', comment: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', errorMessage: 'Request body is too large.' });
  });

  it('hands out an XSRF-TOKEN cookie readable by the app', async () => {
    const res = await app.request('/health', { headers: apiHeaders() });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN=')) ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{20,};/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('hands a visitor an HttpOnly caller cookie once, kept on later answers (issue 13.1: idempotency per caller)', async () => {
    const first = await app.request('/health', { headers: apiHeaders() });
    const visitor = first.headers.getSetCookie().find((c) => c.startsWith('tf_visitor=')) ?? '';
    expect(visitor).toMatch(/^tf_visitor=[A-Za-z0-9_-]{16,};/);
    expect(visitor).toContain('HttpOnly');
    expect(visitor).toContain('SameSite=Lax');
    const again = await app.request('/health', { headers: apiHeaders({ cookie: visitor.split(';')[0] }) });
    expect(again.headers.getSetCookie().some((c) => c.startsWith('tf_visitor='))).toBe(false);
  });
});
