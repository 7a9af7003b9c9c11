/**
 * Co-author invitations by e-mail as one-time links (issue 26.2). Inviting an address makes a link
 * (a random token; the database keeps only its SHA-256) that works for a week and is sent to that
 * address, or, without SMTP, handed to the World's creator to send. Nothing else about the address
 * is looked up or told. Whoever opens the link while signed in, and accepts, becomes a co-author,
 * once: the link proves the mailbox, which registering an account with that address never did.
 */
import { createHash } from 'node:crypto';
import { INVITATION_TEXTS, type AcceptInvitationResponse } from '@schemas';
import type { MailMessage } from '../auth/mailer';
import type { Db } from '../db/db';
import { invalid } from '../http/api-error';
import type { Viewer } from '../http/app-env';
import { randomToken } from '../util/ids';
import { consumeInvitation, findInvitationByToken } from './invitation-repo';
import { addCoauthor, findTemplate } from './template-repo';

/** How long an invitation link works. */
export const INVITATION_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/** The app page a link opens. */
export const INVITATION_PAGE_PATH = '/invitations/accept';

/** The stored form of a token: its SHA-256, hex. */
export const invitationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link from `baseUrl` (the public address): its token's hash to store, its address and expiry. */
export function newInvitationLink(baseUrl: string, now: Date = new Date()): { tokenHash: string; url: string; expiresAt: Date } {
  const token = randomToken(32);
  const url = new URL(INVITATION_PAGE_PATH, baseUrl);
  url.searchParams.set('token', token);
  return { tokenHash: invitationTokenHash(token), url: url.href, expiresAt: new Date(now.getTime() + INVITATION_LINK_TTL_MS) };
}

/** The e-mail that carries a link. */
export function invitationEmail(inviter: string, worldTitle: string, url: string): Omit<MailMessage, 'to'> {
  const title = worldTitle.trim() || 'Untitled World';
  const text = [
    'Hello,',
    '',
    `${inviter} invites you to write the World “${title}” with them on Taleforge. Open this link, sign in (or create an account) and accept:`,
    '',
    url,
    '',
    'The link works once, for seven days. If you do not know who sent it, ignore this e-mail.',
    '',
    '— Taleforge',
  ].join('\n');
  const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const html = `<p>Hello,</p>
<p>${escape(inviter)} invites you to write the World “${escape(title)}” with them on Taleforge. Open this link, sign in (or create an account) and accept:</p>
<p><a href="${escape(url)}">Accept the invitation</a></p>
<p>The link works once, for seven days. If you do not know who sent it, ignore this e-mail.</p>
<p>— Taleforge</p>`;
  return { subject: `${inviter} invites you to co-author “${title}”`, text, html };
}

/**
 * Accepts a link's invitation for the signed-in `viewer`: they become a co-author and the
 * invitation is used up, in one transaction. Throws `invalid` for a link that is unknown, expired
 * or used, and for the World's own creator (whose link stays usable for the right person).
 */
export async function acceptInvitation(db: Db, viewer: Viewer, token: string, now: Date = new Date()): Promise<AcceptInvitationResponse> {
  const tokenHash = invitationTokenHash(token);
  const found = await findInvitationByToken(db, tokenHash, now);
  const world = found ? await findTemplate(db, found.templateId) : null;
  if (!found || !world) throw invalid(INVITATION_TEXTS.invalidLink);
  if (world.creatorId === viewer.id) throw invalid(INVITATION_TEXTS.creatorAlready);
  await db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, found.id, tokenHash, now))) throw invalid(INVITATION_TEXTS.invalidLink);
    await addCoauthor(tx, found.templateId, viewer.id);
  });
  return { templateId: found.templateId, title: world.template.title };
}
