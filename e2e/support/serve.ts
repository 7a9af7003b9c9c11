// Starts the app for the e2e suite: builds the PWA when needed, then runs the server on E2E_PORT
// with a fresh embedded database (seeded Worlds and one admin, nothing else) and a real local SMTP
// server whose messages land as JSON files in e2e/.artifacts/mail (read them with support/mailbox.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from '../../sync-server/testing/mail-catcher';
import { MAILBOX_DIR } from './mailbox';

const dataDir = fileURLToPath(new URL('../.artifacts/data', import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
rmSync(MAILBOX_DIR, { recursive: true, force: true });
mkdirSync(MAILBOX_DIR, { recursive: true });
let delivered = 0;
const mail = await startMailCatcher((message) => {
  delivered += 1;
  writeFileSync(join(MAILBOX_DIR, `${String(delivered).padStart(4, '0')}.json`), JSON.stringify(message));
});
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '8799';
process.env.LOG_LEVEL ??= 'warn';
// Every spec signs up and plays from one loopback address: ten times the budgets of one person (specs about budgets start their own server).
process.env.RATE_LIMIT_SCALE ??= '10';
// An admin (every permission, templates_images included) for the specs that need one (support/editor-api.ts signInAdmin).
process.env.ADMIN_EMAIL ??= 'e2e-admin@example.org';
process.env.ADMIN_PASSWORD ??= 'Admin-quill-7';
process.env.SMTP_URL = mail.url;
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT}`;
await import('../../sync-server/scripts/start');
