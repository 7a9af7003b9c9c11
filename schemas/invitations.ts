// Co-author invitations by e-mail as one-time links (issue 26.2): accepting one, and the texts.
import { z } from 'zod';
import { requestIdSchema } from './ids';
import { safeText } from './text';

/** An invitation link's token (the `token` parameter of /invitations/accept). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** What the accept screen and the co-authors dialog say. */
export const INVITATION_TEXTS = {
  invalidLink: "This invitation link has expired or has already been used. Ask the World's creator for a new one.",
  incompleteLink: "This invitation link is incomplete. Open the whole link from the e-mail, or ask the World's creator for a new one.",
  creatorAlready: 'The creator of a World is already one of its authors.',
} as const;

/** POST /invitations/accept: the signed-in user accepts a link's invitation. */
export const acceptInvitationRequestSchema = z.object({
  requestId: requestIdSchema,
  token: safeText().regex(INVITATION_TOKEN_PATTERN, INVITATION_TEXTS.invalidLink),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** Its answer: the World the user now co-authors. */
export const acceptInvitationResponseSchema = z.object({ templateId: z.string(), title: z.string() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;
