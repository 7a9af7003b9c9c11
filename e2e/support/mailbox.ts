// The e2e server's mailbox: support/serve.ts runs a real local SMTP server and writes each message
// it receives here as JSON; specs wait for the one sent to their address.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { CaughtMail } from '../../sync-server/testing/mail-catcher';

/** Where the messages are written. */
export const MAILBOX_DIR = fileURLToPath(new URL('../.artifacts/mail', import.meta.url));

/** Every message delivered to `address` so far, oldest first. */
export function mailTo(address: string): CaughtMail[] {
  if (!existsSync(MAILBOX_DIR)) return [];
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAILBOX_DIR, f), 'utf8')) as CaughtMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits for the first message to `address` and returns the reset link in it. */
export async function waitForResetLink(address: string): Promise<string> {
  await expect.poll(() => mailTo(address).length, { message: `an e-mail to ${address}` }).toBeGreaterThan(0);
  const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mailTo(address)[0]!.text)?.[0];
  if (!link) throw new Error(`no reset link in the e-mail to ${address}`);
  return link;
}

/** The co-author invitation links e-mailed to `address` so far, oldest first. */
export function invitationLinks(address: string): string[] {
  return mailTo(address).flatMap((m) => /https?:\/\/\S+\/invitations\/accept\?token=[A-Za-z0-9_-]+/.exec(m.text)?.[0] ?? []);
}

/** Waits for an invitation link to `address` after the first `seen` ones, and returns it. */
export async function waitForInvitationLink(address: string, seen = 0): Promise<string> {
  await expect.poll(() => invitationLinks(address).length, { message: `an invitation e-mail to ${address}` }).toBeGreaterThan(seen);
  return invitationLinks(address)[seen]!;
}
