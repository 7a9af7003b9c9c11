// Issue 26.2: POST /auth/register tells whether an address has an account ('Registration failed:
// email already in use', spec 1 §5, kept word for word). One address may learn that of at most 20
// distinct e-mails a day; past them every new e-mail is refused alike (429), taken or free, while an
// e-mail it already tried is answered as before.
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/collab-kit';
import { browser, testApp } from '../../testing/test-app';
import { openTestDb } from '../../testing/test-db';

describe('registration cannot list which e-mails have accounts (issue 26.2)', () => {
  it('answers 20 distinct e-mails from one address, then refuses any new one the same way, taken or free', async () => {
    const db = await openTestDb('pglite');
    // The hourly registration budget is opened up: what stops the listing here is the distinct-address budget alone.
    const app = testApp(db, {}, { rateLimits: { register: { limit: 1000, windowMs: 60_000 } } });
    const tag = Date.now().toString(36);
    const accounts = await Promise.all(Array.from({ length: 25 }, () => makeUser(db)));
    const taken = (i: number) => `${accounts[i]!.username}@example.test`;
    const register = (email: string, i: number) => browser(app).post('/auth/register', { email, username: `probe_${tag}_${i}`, password: 'Probe-pass-1' });

    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await register(i % 2 === 0 ? taken(i) : `free-${tag}-${i}@example.org`, i);
      answers.push(r.status === 409 ? r.body.errorMessage! : String(r.status));
    }
    expect(answers.filter((a) => a === 'Registration failed: email already in use')).toHaveLength(10);
    expect(answers.filter((a) => a === '200')).toHaveLength(10);

    const takenPast = await register(taken(21), 21);
    const freePast = await register(`free-${tag}-22@example.org`, 22);
    expect([takenPast.status, takenPast.body.status]).toEqual([429, 'rate_limited']);
    expect([freePast.status, freePast.body.status]).toEqual([429, 'rate_limited']);
    expect(takenPast.body.errorMessage).toBe(freePast.body.errorMessage);
    // An e-mail already tried tells nothing new: still answered.
    expect((await register(taken(0), 23)).body.errorMessage).toBe('Registration failed: email already in use');
  }, 120_000);
});
