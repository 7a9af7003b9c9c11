/**
 * The one way a door spends its rate-limit budget: `rateLimit(...)`, a middleware a route adds in
 * one line, and `spendBudget(...)` beneath it for the doors that are not HTTP routes (the game
 * socket) or that charge the budget only after a check of their own (story creation answers a
 * retried request without spending). Both refuse with the 429 `rate_limited` envelope.
 */
import type { Context, Env, Input, MiddlewareHandler } from 'hono';
import type { BlankInput } from 'hono/types';
import type { RateLimitedAction, RateLimiter } from '../limits/rate-limiter';
import { rateLimited } from './api-error';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';

/** Spends one use of `action`'s budget for `key`; throws 429 `rate_limited` (as `operationType`) when it is spent. */
export function spendBudget(limiter: RateLimiter, action: RateLimitedAction, key: string, operationType: string = action): void {
  const result = limiter.take(action, key);
  if (!result.ok) throw rateLimited(result.timeRemaining, operationType);
}

/** Options of {@link rateLimit}. */
export interface RateLimitOptions<E extends Env, P extends string, I extends Input> {
  /** Answers a caller whose budget is spent instead of the 429 (for doors that must never bother anyone). */
  whenSpent?: (c: Context<E, P, I>) => Response | Promise<Response>;
}

/**
 * Middleware that spends one use of `action`'s budget per request, keyed by the caller's address
 * or by `key(c)` (which may read the validated input of the validators before it).
 *
 * @example
 * app.post('/feedback/submit', jsonBody(feedbackSubmitRequestSchema), rateLimit(limiter, 'feedback'), handler);
 * // A key that reads the validated body names its input type (Hono does not infer it here):
 * rateLimit(limiter, 'login', (c: Context<AppEnv, string, { out: { json: LoginRequest } }>) => c.req.valid('json').email)
 */
export function rateLimit<E extends Env = AppEnv, P extends string = string, I extends Input = BlankInput>(
  limiter: RateLimiter,
  action: RateLimitedAction,
  key: (c: Context<E, P, I>) => string = clientIp,
  options: RateLimitOptions<E, P, I> = {},
): MiddlewareHandler<E, P, I> {
  return async (c, next) => {
    const result = limiter.take(action, key(c));
    if (!result.ok) {
      if (options.whenSpent) return options.whenSpent(c);
      throw rateLimited(result.timeRemaining, action);
    }
    await next();
  };
}

/** Who is guessing codes: the caller's address and its session (the account, the visitor's browser or the realtime session). */
export type CodeGuesser = { address: string; session: string };

/**
 * Charges the one join-code budget shared by every door that takes a code (feed, status, verify,
 * rejoin) with the codes that opened nothing; throws 429 `rate_limited` when the caller's address
 * or session has spent it. Call it after the lookup and before answering: a spent budget refuses
 * real codes too (`known`: how many codes of the call did open something), so the answer never
 * tells a guesser which of its codes is real. Real codes never cost anything.
 */
export function spendCodeGuesses(
  limiter: RateLimiter,
  who: CodeGuesser,
  codes: { unknown: readonly string[]; known: number },
  operationType: string,
): void {
  const result = limiter.takeDistinct(
    [
      { action: 'unknown_code_address', key: who.address },
      { action: 'unknown_code_session', key: who.session },
    ],
    codes.unknown,
    codes.known,
  );
  if (!result.ok) throw rateLimited(result.timeRemaining, operationType);
}
