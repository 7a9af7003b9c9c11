import { z } from 'zod';
import { apiPost } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';

/** Newsletter texts of spec 1 §8, word for word. */
export const NEWSLETTER_TEXT = {
  success: 'Thanks for subscribing!',
  network: 'Network error. Please check your connection and try again.',
  invalidEmail: 'Invalid email address. Please check and try again.',
  server: 'Server error. Please try again later.',
} as const;

/** How a subscription attempt ended, with the message to show. */
export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * POST /newsletter/subscribe. Never rejects: 'already subscribed' counts as success, a missing
 * endpoint (404) or any other failure maps to the spec's messages (spec 1 §8).
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterResult> {
  try {
    await apiPost('/newsletter/subscribe', z.unknown(), { email: email.trim() });
    return { ok: true, message: NEWSLETTER_TEXT.success };
  } catch (error) {
    return newsletterFailure(error);
  }
}

/** Maps a failed subscription call to its result. */
export function newsletterFailure(error: unknown): NewsletterResult {
  if (!isApiError(error)) return { ok: false, message: NEWSLETTER_TEXT.server };
  if (/already subscribed/i.test(error.errorMessage)) return { ok: true, message: NEWSLETTER_TEXT.success };
  // Network-like: no answer at all, or a gateway saying the server can't be reached.
  if (error.isConnectivity || (error.kind === 'http' && [502, 503, 504].includes(error.httpStatus ?? 0))) {
    return { ok: false, message: NEWSLETTER_TEXT.network };
  }
  if (error.httpStatus === 400 || error.status === 'invalid') return { ok: false, message: NEWSLETTER_TEXT.invalidEmail };
  return { ok: false, message: NEWSLETTER_TEXT.server };
}
