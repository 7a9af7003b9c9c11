import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('refuses past the budget and says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ feedback: { limit: 3, windowMs: 60_000 } }, () => now);
    for (let i = 0; i < 3; i++) expect(limiter.take('feedback', '10.0.0.1').ok).toBe(true);
    now += 20_000;
    expect(limiter.take('feedback', '10.0.0.1')).toEqual({ ok: false, timeRemaining: 40_000 });
    expect(limiter.take('feedback', '10.0.0.2').ok).toBe(true);
    now += 40_000;
    expect(limiter.take('feedback', '10.0.0.1').ok).toBe(true);
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

  it('counts distinct items for code guesses: repeats are free, a spent budget refuses anything that would reveal something', () => {
    let now = 0;
    const limiter = new RateLimiter({ unknown_code_address: { limit: 3, windowMs: 60_000 }, unknown_code_session: { limit: 2, windowMs: 60_000 } }, () => now);
    const pairs = (session: string) => [
      { action: 'unknown_code_address' as const, key: '10.0.0.1' },
      { action: 'unknown_code_session' as const, key: session },
    ];
    expect(limiter.takeDistinct(pairs('s1'), ['AAA', 'BBB'])).toEqual({ ok: true });
    // The same codes again cost nothing, even with the session's budget spent.
    expect(limiter.takeDistinct(pairs('s1'), ['AAA', 'BBB', 'AAA'])).toEqual({ ok: true });
    now = 10_000;
    // A new code, or a real one (`others`), would tell the spent session something: refused.
    expect(limiter.takeDistinct(pairs('s1'), ['CCC'])).toEqual({ ok: false, timeRemaining: 50_000 });
    expect(limiter.takeDistinct(pairs('s1'), [], 1)).toEqual({ ok: false, timeRemaining: 50_000 });
    // Another session from the address has room for one more: a batch of two is refused whole, counting nothing.
    expect(limiter.takeDistinct(pairs('s2'), ['DDD', 'EEE']).ok).toBe(false);
    expect(limiter.takeDistinct(pairs('s2'), ['DDD']).ok).toBe(true);
    expect(limiter.takeDistinct(pairs('s3'), [], 5).ok).toBe(false);
    now = 60_000;
    expect(limiter.takeDistinct(pairs('s1'), ['CCC'], 1).ok).toBe(true);
    now = 200_000;
    limiter.sweep();
    expect(limiter.size).toBe(0);
  });
});
