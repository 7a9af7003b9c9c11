import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { NEWSLETTER_TEXT, newsletterFailure } from './newsletter-api';

describe('newsletter failures (spec 1 §8)', () => {
  it("counts 'already subscribed' as success", () => {
    const error = new ApiError({ kind: 'envelope', status: 'error', httpStatus: 409, errorMessage: 'This address is already subscribed.' });
    expect(newsletterFailure(error)).toEqual({ ok: true, message: NEWSLETTER_TEXT.success });
  });
  it('maps no connection to the network text, 400 to the e-mail text, and 500 or a missing endpoint (404) to the server text', () => {
    expect(newsletterFailure(new ApiError({ kind: 'network', errorMessage: 'x' })).message).toBe(NEWSLETTER_TEXT.network);
    expect(newsletterFailure(new ApiError({ kind: 'timeout', errorMessage: 'x' })).message).toBe(NEWSLETTER_TEXT.network);
    expect(newsletterFailure(new ApiError({ kind: 'envelope', status: 'invalid', httpStatus: 400, errorMessage: 'x' })).message).toBe(NEWSLETTER_TEXT.invalidEmail);
    expect(newsletterFailure(new ApiError({ kind: 'envelope', status: 'error', httpStatus: 500, errorMessage: 'x' })).message).toBe(NEWSLETTER_TEXT.server);
    expect(newsletterFailure(new ApiError({ kind: 'http', httpStatus: 404, errorMessage: 'Not Found' }))).toEqual({ ok: false, message: NEWSLETTER_TEXT.server });
    expect(newsletterFailure(new Error('boom')).message).toBe(NEWSLETTER_TEXT.server);
  });
  it("treats a gateway that can't reach the server (502, 503, 504 without an envelope) as a network error", () => {
    for (const httpStatus of [502, 503, 504]) {
      expect(newsletterFailure(new ApiError({ kind: 'http', httpStatus, errorMessage: 'Bad Gateway' })).message).toBe(NEWSLETTER_TEXT.network);
    }
  });
  it("counts the server's own 409 answer as success", () => {
    const error = new ApiError({ kind: 'envelope', status: 'error', httpStatus: 409, errorMessage: 'This email is already subscribed.' });
    expect(newsletterFailure(error)).toEqual({ ok: true, message: NEWSLETTER_TEXT.success });
  });
});
