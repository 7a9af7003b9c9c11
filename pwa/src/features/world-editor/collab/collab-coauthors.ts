/** Co-authors of a World (spec 2 authoring): list, add by username or invite by e-mail, remove, withdraw an invitation. */
import { addCoauthorResponseSchema, coauthorsResponseSchema, type AddCoauthorResponse, type Coauthor, type Invitation } from '@schemas';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '../../../shared/api/api-client';

/** The co-authors of a World in the order they were added, and (for its creator) the e-mail addresses invited. */
export async function listCoauthors(templateId: string): Promise<{ coauthors: Coauthor[]; invitations: Invitation[] }> {
  return apiGet(`/templates/${encodeURIComponent(templateId)}/coauthors`, coauthorsResponseSchema);
}

/** Adds a user by username, or invites an e-mail address (again: a new link); resolves with the co-author, or the invitation and how its link travels. */
export async function inviteCoauthor(templateId: string, handle: string): Promise<AddCoauthorResponse> {
  return apiPost(`/templates/${encodeURIComponent(templateId)}/coauthors`, addCoauthorResponseSchema, { handle });
}

/** Removes a co-author. */
export async function removeCoauthor(templateId: string, userId: string): Promise<void> {
  await apiDelete(`/templates/${encodeURIComponent(templateId)}/coauthors/${encodeURIComponent(userId)}`, z.object({}).passthrough());
}

/** Withdraws an e-mail invitation. */
export async function withdrawInvitation(templateId: string, invitationId: string): Promise<void> {
  await apiDelete(`/templates/${encodeURIComponent(templateId)}/invitations/${encodeURIComponent(invitationId)}`, z.object({}).passthrough());
}
