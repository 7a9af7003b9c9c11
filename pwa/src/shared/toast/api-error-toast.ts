// Turns a failed API call into the toast of spec 1 §8.
import { API_ERROR_TEXT, isApiError } from '../api/api-error';
import { DEFAULT_RATE_LIMIT_MS, formatWait } from '../ui/rate-limit-notice';
import { showToast } from './toast-store';

/** Texts of spec 1 §8, word for word. */
export const API_TOAST_TEXT = {
  moderationTitle: 'Content Moderation',
  moderationMessage: (reason: string) => `Story creation blocked. Reason: ${reason}`,
  rateLimitTitle: 'Rate Limit Exceeded',
  rateLimitMessage: "You've reached the maximum number of requests for this action.",
  networkTitle: 'Network/Server Error',
} as const;

/** Shows the toast for a failed call: moderation and rate limits stay until closed; others close themselves. */
export function showApiErrorToast(error: unknown): void {
  if (!isApiError(error)) {
    showToast({ kind: 'error', title: 'Error', message: API_ERROR_TEXT.unexpectedServer });
    return;
  }
  switch (error.kind) {
    case 'aborted':
      return;
    case 'envelope':
      if (error.status === 'moderation_blocked') {
        showToast({
          kind: 'error',
          title: API_TOAST_TEXT.moderationTitle,
          message: API_TOAST_TEXT.moderationMessage(error.moderation?.reason ?? error.errorMessage),
          duration: null,
        });
      } else if (error.status === 'rate_limited') {
        const wait = error.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS;
        showToast({
          kind: 'warning',
          title: API_TOAST_TEXT.rateLimitTitle,
          message: `${API_TOAST_TEXT.rateLimitMessage} Time remaining: ${formatWait(wait)}.`,
          duration: null,
        });
      } else {
        showToast({
          kind: 'error',
          title: error.operationType ? `Error: ${error.operationType}` : 'Error',
          message: error.errorMessage || API_ERROR_TEXT.unexpectedServer,
        });
      }
      return;
    case 'unknown-status':
    case 'invalid-response':
      showToast({ kind: 'error', title: 'Error', message: error.errorMessage });
      return;
    case 'unexpected-status':
      showToast({ kind: 'error', title: 'Error', message: error.errorMessage, duration: 7000 });
      return;
    default:
      showToast({ kind: 'error', title: API_TOAST_TEXT.networkTitle, message: error.errorMessage, duration: 7000 });
  }
}
