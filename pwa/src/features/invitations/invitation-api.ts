// POST /invitations/accept (issue 26.2): the signed-in user accepts a co-author invitation's link.
import { acceptInvitationResponseSchema, type AcceptInvitationResponse } from '@schemas';
import { apiPost } from '../../shared/api/api-client';

/** Accepts the invitation of a link's token; resolves with the World now shared with the user. */
export function acceptInvitation(token: string): Promise<AcceptInvitationResponse> {
  return apiPost('/invitations/accept', acceptInvitationResponseSchema, { token });
}
