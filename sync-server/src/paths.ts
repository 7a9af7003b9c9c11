/**
 * Folders the server reads at run time, resolved from this module rather than the cwd. This file is
 * sync-server/src/paths.ts when run from source and part of sync-server/dist/*.js once built
 * (`npm start`): two levels below the repository root either way.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The SQL migrations (`NNN_name.sql`). */
export const MIGRATIONS_DIR = join(REPO_ROOT, 'sync-server/migrations');
/** The built PWA the server serves. */
export const PWA_DIST_DIR = join(REPO_ROOT, 'pwa/dist');
