import 'fake-indexeddb/auto';
import type { User } from '@schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../shared/local-db/local-db';
import { checkAuth, loadAuth, login, logout, register, requestPasswordReset, resetPassword } from './auth-api';
import { AUTH_USER_KEY, readCachedUser, writeCachedUser } from './auth-cache';
import { getAuthState } from './auth-store';
import { resetAuthForTests } from './use-auth';

const ada: User = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.org',
  roleId: null,
  permissions: ['templates_create'],
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
};

type Reply = { status: number; body: unknown } | 'offline';
let replies: Reply[];
let requests: { method: string; path: string; body: Record<string, unknown> | null }[];

beforeEach(async () => {
  resetAuthForTests();
  await localDb.open();
  await localDb.keyValues.clear();
  await localDb.feeds.clear();
  replies = [];
  requests = [];
  vi.stubGlobal('window', { location: { origin: 'https://taleforge.test' }, addEventListener: () => undefined });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t0k' });
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
    requests.push({ method: init.method ?? 'GET', path: new URL(url).pathname, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
    const reply = replies.shift() ?? 'offline';
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const me = (user: User | null) => ({ status: 200, body: { status: 'success', data: { user } } });
const unauthorised = { status: 401, body: { status: 'error', errorMessage: 'Not signed in.' } };

describe('who is signed in (GET /auth/me, cached on the device)', () => {
  it('signs in from /auth/me and keeps the user on the device', async () => {
    replies.push(me(ada));
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'signed-in', user: ada, fromCache: false });
    expect(await readCachedUser(localDb)).toEqual(ada);
  });

  it('a visitor (no user in the answer) is signed out', async () => {
    replies.push(me(null));
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'signed-out', user: null });
    expect(requests).toEqual([{ method: 'GET', path: '/auth/me', body: null }]);
  });

  it("a session that ended signs out and forgets the user and the account's lists, not the visitor's", async () => {
    await writeCachedUser(ada, localDb);
    await localDb.feeds.bulkPut([
      { key: 'user:u1:active', stories: [], fetchedAt: 1 },
      { key: 'visitor', stories: [], fetchedAt: 1 },
    ]);
    await localDb.keyValues.put({ key: 'account:worlds:u1', value: { templates: [], fetchedAt: 1 } });
    replies.push(me(null));
    await loadAuth();
    expect(getAuthState().status).toBe('signed-out');
    expect(await localDb.keyValues.get(AUTH_USER_KEY)).toBeUndefined();
    expect(await localDb.keyValues.get('account:worlds:u1')).toBeUndefined();
    expect((await localDb.feeds.toArray()).map((r) => r.key)).toEqual(['visitor']);
  });

  it('a 401 (from a server before /auth/me answered visitors) signs out too', async () => {
    await writeCachedUser(ada, localDb);
    replies.push(unauthorised);
    await loadAuth();
    expect(getAuthState().status).toBe('signed-out');
    expect(await readCachedUser(localDb)).toBeNull();
  });

  it('offline, the cached user stays signed in; without one the visitor is signed out', async () => {
    await writeCachedUser(ada, localDb);
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'signed-in', user: ada, fromCache: true });

    resetAuthForTests();
    await localDb.keyValues.clear();
    await checkAuth();
    expect(getAuthState().status).toBe('signed-out');
  });
});

describe('login, logout, register', () => {
  it('logs in with remember-me and caches the user', async () => {
    replies.push(me(ada));
    await login({ email: ' ada@example.org ', password: 'pw', rememberMe: true });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/login', body: { email: 'ada@example.org', password: 'pw', rememberMe: true } });
    expect(getAuthState().status).toBe('signed-in');
    expect(await readCachedUser(localDb)).toEqual(ada);
  });

  it('a failed login rejects and changes nothing', async () => {
    replies.push({ status: 401, body: { status: 'error', errorMessage: 'Invalid email or password.' } });
    await expect(login({ email: 'ada@example.org', password: 'nope', rememberMe: false })).rejects.toMatchObject({ httpStatus: 401 });
    expect(getAuthState().status).toBe('unknown');
  });

  it('logs out (the device forgets the user); offline it refuses, since the session would live on', async () => {
    replies.push(me(ada));
    await login({ email: 'ada@example.org', password: 'pw', rememberMe: false });
    await expect(logout()).rejects.toMatchObject({ kind: 'network' });
    expect(getAuthState().status).toBe('signed-in');
    replies.push({ status: 200, body: { status: 'success', data: {} } });
    await logout();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(getAuthState().status).toBe('signed-out');
    expect(await readCachedUser(localDb)).toBeNull();
  });

  it("registers and, with the opt-in, subscribes to the newsletter too ('already subscribed' is fine)", async () => {
    replies.push(me(ada), { status: 409, body: { status: 'error', errorMessage: 'This email is already subscribed.' } });
    await register({ email: ' ada@example.org', username: 'ada ', password: 'Lovelace1815', newsletter: true });
    expect(requests.map((r) => [r.path, r.body?.email])).toEqual([
      ['/auth/register', 'ada@example.org'],
      ['/newsletter/subscribe', 'ada@example.org'],
    ]);
    expect(requests[0]?.body).toMatchObject({ username: 'ada', newsletter: true });
    // Registering signs in: no second typing of the password.
    expect(getAuthState()).toEqual({ status: 'signed-in', user: ada, fromCache: false });
    expect(await readCachedUser(localDb)).toEqual(ada);

    replies.push(me(ada));
    await register({ email: 'b@example.org', username: 'b', password: 'Lovelace1815', newsletter: false });
    expect(requests.at(-1)?.path).toBe('/auth/register');
  });
});

describe("'Forgot password?'", () => {
  it('asks for a link (how it travels comes back) and signs in with the new password', async () => {
    replies.push({ status: 200, body: { status: 'success', data: { delivery: 'email' } } });
    expect(await requestPasswordReset(' ada@example.org ')).toBe('email');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/password/forgot', body: { email: 'ada@example.org' } });
    replies.push(me(ada));
    await resetPassword('tok-en', 'Brand-new-1');
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/auth/password/reset', body: { token: 'tok-en', password: 'Brand-new-1' } });
    expect(getAuthState()).toEqual({ status: 'signed-in', user: ada, fromCache: false });
  });
});
