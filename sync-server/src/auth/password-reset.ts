/**
 * 'Forgot password?': one-time links that expire after an hour. A link carries a random token;
 * the database keeps only its SHA-256, marks it used on first use, and drops the user's other
 * links once one worked. Setting the new password ends every session of the user.
 */
import type { Db } from '../db/db';
import { randomToken } from '../util/ids';
import { endSessionsOfUser } from './auth-session-repo';
import type { MailMessage } from './mailer';
import { hashPassword } from './password';
import { consumePasswordReset, deletePasswordResetsOfUser, insertPasswordReset } from './password-reset-repo';
import { sessionIdOf } from './sessions';
import { setPasswordHash } from './user-repo';

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** The PWA page a link opens. */
export const RESET_PAGE_PATH = '/users/reset-password';

/** Makes a link for a user: `{base}/users/reset-password?token=...`, valid for an hour from `now`. */
export async function createResetLink(db: Db, userId: string, baseUrl: string, now: Date = new Date()): Promise<{ url: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  await insertPasswordReset(db, { id: sessionIdOf(token), userId, expiresAt });
  const url = new URL(RESET_PAGE_PATH, baseUrl);
  url.searchParams.set('token', token);
  return { url: url.href, expiresAt };
}

/** The e-mail that carries a link. */
export function resetEmail(username: string, url: string): Omit<MailMessage, 'to'> {
  const text = [
    `Hello ${username},`,
    '',
    'Someone (we hope you) asked to reset the password of your Taleforge account. Open this link to choose a new one:',
    '',
    url,
    '',
    'The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    '',
    '— Taleforge',
  ].join('\n');
  const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const html = `<p>Hello ${escape(username)},</p>
<p>Someone (we hope you) asked to reset the password of your Taleforge account. Open this link to choose a new one:</p>
<p><a href="${escape(url)}">Choose a new password</a></p>
<p>The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>— Taleforge</p>`;
  return { subject: 'Reset your Taleforge password', text, html };
}

/**
 * Sets a new password with a link's token: the link is used up, the user's other links and every
 * session of theirs end, all in one transaction. The user's id, or null when the link is unknown,
 * expired or used. The hash is computed first, so a bad token costs as much as a good one.
 */
export async function resetPasswordWithToken(db: Db, token: string, password: string, now: Date = new Date()): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, sessionIdOf(token), now);
    if (!userId) return null;
    await setPasswordHash(tx, userId, passwordHash);
    await deletePasswordResetsOfUser(tx, userId);
    await endSessionsOfUser(tx, userId);
    return userId;
  });
}
