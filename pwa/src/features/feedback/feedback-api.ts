// POST /feedback/submit (spec 1 §3 'Feedback submission', §5, §7).
import { feedbackSubmitResponseSchema, type FEEDBACK_RATINGS, type FEEDBACK_TYPES } from '@schemas';
import { apiPost } from '../../shared/api/api-client';

/** Feedback types (spec 1 §3). */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Ratings of a beat (spec 1 §3). */
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** The failure text of spec 1 §8, word for word. */
export const FEEDBACK_FAILED_TEXT = 'Failed to submit feedback. Please try again.';

/** What the feedback form collects; the story fields come from where it was opened. */
export type FeedbackInput = {
  type: FeedbackType;
  rating?: FeedbackRating | null;
  comment: string;
  contactInfo?: string;
  storyId?: string;
  storyTitle?: string;
  storyText?: string;
};

/**
 * The request body: the comment trimmed, the contact only when non-empty (spec 1 §5), story fields
 * only when known, the rating only when given.
 */
export function feedbackBody(input: FeedbackInput): Record<string, unknown> {
  const contact = input.contactInfo?.trim() ?? '';
  return {
    type: input.type,
    comment: input.comment.trim(),
    ...(input.rating ? { rating: input.rating } : {}),
    ...(contact !== '' ? { contactInfo: contact } : {}),
    ...(input.storyId ? { storyId: input.storyId } : {}),
    ...(input.storyTitle ? { storyTitle: input.storyTitle.slice(0, 200) } : {}),
    ...(input.storyText ? { storyText: input.storyText.slice(0, 20000) } : {}),
  };
}

/** Sends feedback; resolves with the new feedback id, rejects with the ApiError. */
export async function submitFeedback(input: FeedbackInput): Promise<string> {
  const { feedbackId } = await apiPost('/feedback/submit', feedbackSubmitResponseSchema, feedbackBody(input));
  return feedbackId;
}
