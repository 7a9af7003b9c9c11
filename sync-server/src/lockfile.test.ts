import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm ci` (what CI runs) refuses a lockfile that lacks an entry for any optional dependency, even
// one for another platform. This machine's registry mirror serves only some platform binaries, so
// `npm install` here can leave those entries out; `node sync-server/scripts/complete-lockfile.mjs`
// puts them back (version and platform only, so npm skips them everywhere they do not apply).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface LockEntry { optionalDependencies?: Record<string, string> }

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so `npm ci` accepts it on a fresh machine', () => {
    const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${key === '' ? '' : `${key}/`}node_modules/${dep}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`]) missing.push(`${dep} (of ${key || 'root'})`);
      }
    }
    expect(missing, 'run: node sync-server/scripts/complete-lockfile.mjs').toEqual([]);
  });
});
