// Starts the app for the e2e suite: builds the PWA when needed, then runs the server on E2E_PORT
// with a fresh embedded database (seeded Worlds, nothing else) and a real local SMTP server whose
// messages land as JSON files in e2e/.artifacts/mail (read them with support/mailbox.ts).
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
process.env.SMTP_URL = mail.url;
// The admin the admin-area spec signs in as (support/admin-account.ts).
process.env.ADMIN_EMAIL ??= 'admin-e2e@example.org';
process.env.ADMIN_PASSWORD ??= 'Admin-quill-e2e-9';
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT}`;
await import('../../sync-server/scripts/start');
