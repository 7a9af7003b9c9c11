import 'fake-indexeddb/auto';
import type { User } from '@schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../shared/local-db/local-db';
import { writeCachedUser } from './auth-cache';
import { getAuthState } from './auth-store';
import { hasSignedInHint, mayBeSignedIn } from './signed-in-hint';
import { resetAuthForTests, startAuth } from './use-auth';

const ada: User = { id: 'u1', username: 'ada', email: 'ada@example.org', roleId: null, permissions: [], createdAt: '2026-11-01T10:00:00.000Z', lastLoginAt: null };

let requests: string[];

beforeEach(async () => {
  resetAuthForTests();
  await localDb.delete();
  requests = [];
  vi.stubGlobal('window', { location: { origin: 'https://taleforge.test' }, addEventListener: () => undefined });
  vi.stubGlobal('fetch', (url: URL) => {
    requests.push(new URL(url).pathname);
    return Promise.resolve(new Response(JSON.stringify({ status: 'success', data: { user: ada } }), { status: 200 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('whether this browser may be signed in (issue 31)', () => {
  it('reads the hint cookie among others', () => {
    expect(hasSignedInHint('XSRF-TOKEN=abc; tf_signed_in=1')).toBe(true);
    expect(hasSignedInHint('tf_signed_in=1')).toBe(true);
    expect(hasSignedInHint('XSRF-TOKEN=abc; not_tf_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });

  it('a visitor (no hint, no user kept on the device) is signed out at once, without asking the server', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t0k' });
    expect(await mayBeSignedIn()).toBe(false);
    await startAuth();
    expect(getAuthState()).toEqual({ status: 'signed-out', user: null });
    expect(requests).toEqual([]);
  });

  it('with the hint cookie, GET /auth/me decides', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t0k; tf_signed_in=1' });
    await startAuth();
    expect(requests).toEqual(['/auth/me']);
    expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { username: 'ada' } });
  });

  it('a device that keeps a signed-in user asks too (a session from before the hint existed)', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t0k' });
    await localDb.open();
    await writeCachedUser(ada, localDb);
    localDb.close();
    expect(await mayBeSignedIn()).toBe(true);
    await startAuth();
    expect(requests).toEqual(['/auth/me']);
  });
});
