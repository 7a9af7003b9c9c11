// Accounts for the audit's attacks: each registered and signed in from an address of its own (the
// registration budget is per address), its caller keeping the session cookie.
import { randomUUID } from 'node:crypto';
import { AuditCaller } from './audit-client';
import type { AuditContext } from './audit-context';

/** The audit's password for every account it makes. */
export const AUDIT_PASSWORD = 'Audit-pass-1';

/** A signed-in account of the audit. */
export type AuditAccount = { caller: AuditCaller; email: string; username: string; id: string };

/** Registers and signs in a fresh account (`email` when given) from a new address. */
export async function auditAccount(ctx: AuditContext, prefix: string, email?: string): Promise<AuditAccount> {
  const caller = new AuditCaller(ctx.url, ctx.addresses.next());
  const tag = randomUUID().slice(0, 8);
  const address = email ?? `${prefix}-${tag}@example.org`;
  const username = `${prefix}_${tag}`;
  const reg = await caller.send('POST', '/auth/register', { email: address, username, password: AUDIT_PASSWORD });
  if (reg.json?.status !== 'success') throw new Error(`registration failed: ${reg.text}`);
  const login = await caller.send('POST', '/auth/login', { email: address, password: AUDIT_PASSWORD });
  return { caller, email: address, username, id: (login.json?.data as { user: { id: string } }).user.id };
}
