import { z } from 'zod';
import { safeText } from './text';
import { FEEDBACK_RATINGS, FEEDBACK_TYPES, permissionSchema } from './constants';
import { isoDateSchema, requestIdSchema } from './ids';

/** A user as the API returns it: never a password, hash or session id. */
export const userSchema = z.object({
  id: safeText(),
  username: safeText(),
  email: safeText(),
  roleId: safeText().nullable(),
  permissions: z.array(permissionSchema),
  createdAt: isoDateSchema,
  lastLoginAt: isoDateSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Password rule of spec 1 §5: 8+ characters and 3 of 4 classes. */
export function passwordMeetsRules(password: string): boolean {
  if (password.length < 8) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  return classes >= 3;
}
/** The spec's message when a password breaks the rule. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be 8+ characters and meet at least 3 of: lowercase, uppercase, number, special char.';
/** The spec's simple e-mail pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const registerRequestSchema = z.object({
  requestId: requestIdSchema,
  email: safeText().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  username: safeText().trim().min(1).max(40),
  password: safeText().max(200).refine(passwordMeetsRules, PASSWORD_RULE_MESSAGE),
  newsletter: z.boolean().default(false),
});
export const loginRequestSchema = z.object({
  requestId: requestIdSchema,
  email: safeText().trim().min(1).max(254),
  password: safeText().min(1).max(200),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const changePasswordRequestSchema = z.object({
  requestId: requestIdSchema,
  currentPassword: safeText().min(1).max(200),
  newPassword: safeText().max(200).refine(passwordMeetsRules, PASSWORD_RULE_MESSAGE),
});
export const logoutRequestSchema = z.object({ requestId: requestIdSchema });

/** A feedback submission (spec 1 §3). */
export const feedbackSubmitRequestSchema = z.object({
  requestId: requestIdSchema,
  type: z.enum(FEEDBACK_TYPES),
  rating: z.enum(FEEDBACK_RATINGS).nullable().optional(),
  comment: safeText().max(5000).default(''),
  storyId: safeText().max(64).optional(),
  storyTitle: safeText().max(200).optional(),
  contactInfo: safeText().max(200).optional(),
  storyText: safeText().max(20000).optional(),
});
export type FeedbackSubmitRequest = z.infer<typeof feedbackSubmitRequestSchema>;
export const feedbackSubmitResponseSchema = z.object({ feedbackId: safeText() });

/** A feedback row in the admin table (spec 2 §3). */
export const feedbackSchema = z.object({
  id: safeText(),
  type: z.enum(FEEDBACK_TYPES),
  rating: z.enum(FEEDBACK_RATINGS).nullable(),
  comment: safeText(),
  username: safeText().nullable(),
  storyTitle: safeText().nullable(),
  createdAt: isoDateSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const newsletterSubscribeRequestSchema = z.object({
  requestId: requestIdSchema,
  email: safeText().trim().max(254).regex(EMAIL_PATTERN, 'Invalid email address. Please check and try again.'),
});
