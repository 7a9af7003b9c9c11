// Starts the app for the e2e suite: builds the PWA when needed, then runs the server on E2E_PORT
// with a fresh embedded database (seeded Worlds, nothing else).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dataDir = fileURLToPath(new URL('../.artifacts/data', import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '8799';
process.env.LOG_LEVEL ??= 'warn';
await import('../../sync-server/scripts/start');
