// Starts the app for the e2e suite: builds the PWA when needed, then runs the server on E2E_PORT
// with a fresh embedded database (seeded Worlds and one admin, nothing else).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dataDir = fileURLToPath(new URL('../.artifacts/data', import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '8799';
process.env.LOG_LEVEL ??= 'warn';
// An admin (every permission, templates_images included) for the specs that need one.
process.env.ADMIN_EMAIL ??= 'e2e-admin@example.org';
process.env.ADMIN_PASSWORD ??= 'Admin-quill-7';
await import('../../sync-server/scripts/start');
