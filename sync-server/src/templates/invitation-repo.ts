/** Accepting an invitation's one-time link (issue 26.2): the `template_invitations` rows by their token's hash. */
import type { Queryable } from '../db/db';

/** An invitation a link opens. */
export type LinkedInvitation = { id: string; templateId: string; email: string };

/** The invitation whose link has this token hash and still works at `now`, or undefined. */
export async function findInvitationByToken(db: Queryable, tokenHash: string, now: Date): Promise<LinkedInvitation | undefined> {
  const [row] = await db.query<{ id: string; template_id: string; email: string }>(
    'select id, template_id, email from template_invitations where token_hash = $1 and expires_at > $2',
    [tokenHash, now],
  );
  return row ? { id: row.id, templateId: row.template_id, email: row.email } : undefined;
}

/** Uses an invitation up (deletes it) if its link still works at `now`, in one statement so two acceptances cannot both win; false when it was gone. */
export async function consumeInvitation(db: Queryable, id: string, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query('delete from template_invitations where id = $1 and token_hash = $2 and expires_at > $3 returning id', [id, tokenHash, now]);
  return rows.length > 0;
}
