import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('refuses past the budget and says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ verify_code: { limit: 3, windowMs: 60_000 } }, () => now);
    for (let i = 0; i < 3; i++) expect(limiter.take('verify_code', '10.0.0.1').ok).toBe(true);
    now += 20_000;
    expect(limiter.take('verify_code', '10.0.0.1')).toEqual({ ok: false, timeRemaining: 40_000 });
    expect(limiter.take('verify_code', '10.0.0.2').ok).toBe(true);
    now += 40_000;
    expect(limiter.take('verify_code', '10.0.0.1').ok).toBe(true);
  });

  it('forgets addresses once their window has passed, and within 24 hours at most', () => {
    let now = 0;
    const limiter = new RateLimiter({ register: { limit: 1, windowMs: 48 * 3600_000 } }, () => now);
    limiter.take('register', '10.0.0.1');
    limiter.take('make_choice', 'session-1');
    now += 61_000;
    limiter.sweep();
    expect(limiter.size).toBe(1);
    now += 24 * 3600_000;
    limiter.sweep();
    expect(limiter.size).toBe(0);
  });
});
