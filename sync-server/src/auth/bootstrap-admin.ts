import { PASSWORD_RULE_MESSAGE, passwordMeetsRules, PERMISSIONS, ROLE_ADMIN } from '@schemas';
import type { Queryable } from '../db/db';
import { createLogger } from '../util/log';
import { hashPassword } from './password';
import { findUserByEmail, insertUser, setRole } from './user-repo';

const log = createLogger('auth');

/**
 * Makes sure an admin with this e-mail exists: creates it, or promotes an existing user. The
 * password is used only when the account is created; it is never logged.
 */
export async function ensureAdmin(db: Queryable, input: { email: string; username?: string; password: string }): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (existing.roleId === ROLE_ADMIN) return 'unchanged';
    await setRole(db, existing.id, ROLE_ADMIN, PERMISSIONS);
    log.info(`promoted ${existing.username} to admin`);
    return 'promoted';
  }
  if (!passwordMeetsRules(input.password)) throw new Error(`The admin password is too weak. ${PASSWORD_RULE_MESSAGE}`);
  const username = input.username ?? input.email.split('@')[0] ?? 'admin';
  const inserted = await insertUser(db, {
    username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    roleId: ROLE_ADMIN,
    permissions: [...PERMISSIONS],
  });
  if (!inserted.ok) throw new Error(`Could not create the admin: ${inserted.conflict} already taken.`);
  log.info(`created admin ${username}`);
  return 'created';
}
