/** Co-authors of a World (spec 2 authoring): list, invite by username or e-mail, remove. */
import { coauthorSchema, coauthorsResponseSchema, type Coauthor } from '@schemas';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '../../../shared/api/api-client';

/** The co-authors of a World, in the order they were added. */
export async function listCoauthors(templateId: string): Promise<Coauthor[]> {
  const { coauthors } = await apiGet(`/templates/${encodeURIComponent(templateId)}/coauthors`, coauthorsResponseSchema);
  return coauthors;
}

/** Invites a user (username or e-mail) as co-author; resolves with the new co-author. */
export async function inviteCoauthor(templateId: string, handle: string): Promise<Coauthor | undefined> {
  const { coauthor } = await apiPost(`/templates/${encodeURIComponent(templateId)}/coauthors`, z.object({ coauthor: coauthorSchema.optional() }), { handle });
  return coauthor;
}

/** Removes a co-author. */
export async function removeCoauthor(templateId: string, userId: string): Promise<void> {
  await apiDelete(`/templates/${encodeURIComponent(templateId)}/coauthors/${encodeURIComponent(userId)}`, z.object({}).passthrough());
}
