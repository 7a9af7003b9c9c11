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

/**
 * Characters a username may not hold: control and format characters (zero-width spaces and
 * joiners, bidirectional controls, soft hyphen), lone surrogates, private use, line and paragraph
 * separators, and every other default-ignorable (invisible) code point.
 */
export const USERNAME_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** The answer to a username with such a character. */
export const USERNAME_CHARACTERS_MESSAGE = "Usernames can't contain invisible or control characters.";

/**
 * What makes two usernames the same: NFKC-normalised, lower-cased, invisible characters dropped
 * and spaces collapsed, so 'Ada', 'ＡＤＡ' and 'ada' cannot all be taken by different people.
 * @example usernameKey('Ａda ') // 'ada'
 */
export function usernameKey(username: string): string {
  const invisible = new RegExp(USERNAME_FORBIDDEN.source, 'gu');
  return username.normalize('NFKC').replace(invisible, '').toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** A username as a person types it: 1-40 characters, none of them invisible or control characters. */
export const usernameSchema = safeText()
  .trim()
  .min(1, 'Please choose a username.')
  .max(40, 'Usernames can be at most 40 characters long.')
  .refine((u) => !USERNAME_FORBIDDEN.test(u), USERNAME_CHARACTERS_MESSAGE);

export const registerRequestSchema = z.object({
  requestId: requestIdSchema,
  email: safeText().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  username: usernameSchema,
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

/** GET /auth/me: the signed-in user, or null for a visitor (a success either way). */
export const meResponseSchema = z.object({ user: userSchema.nullable() });

/** POST /auth/password/forgot: ask for a reset link by e-mail (the answer never says whether the account exists). */
export const forgotPasswordRequestSchema = z.object({
  requestId: requestIdSchema,
  email: safeText().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** The answer to a reset request: how the link travels (the same for every e-mail, so it reveals no account). */
export const forgotPasswordResponseSchema = z.object({ delivery: z.enum(['email', 'operator']) });
/** What a reset link's token looks like (base64url); anything else is no valid link. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;
/** The answer to a reset link that is unknown, expired or already used. */
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or has already been used. Please ask for a new one.';
/** POST /auth/password/reset: a new password with the token from the link; signs the user in. */
export const resetPasswordRequestSchema = z.object({
  requestId: requestIdSchema,
  token: safeText().regex(RESET_TOKEN_PATTERN, RESET_LINK_INVALID_MESSAGE),
  password: safeText().max(200).refine(passwordMeetsRules, PASSWORD_RULE_MESSAGE),
});

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
