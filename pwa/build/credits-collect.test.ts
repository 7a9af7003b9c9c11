import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectCredits, fontStacks, importedPackages, isTypesOnly, licenseOf, packageUrl, repositoryUrl } from './credits-collect';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('credits collection (build time)', () => {
  it('turns repository fields into https URLs', () => {
    expect(repositoryUrl('github:openai/openai-node')).toBe('https://github.com/openai/openai-node');
    expect(repositoryUrl('porsager/postgres')).toBe('https://github.com/porsager/postgres');
    expect(repositoryUrl({ type: 'git', url: 'git+https://github.com/honojs/hono.git' })).toBe('https://github.com/honojs/hono');
    expect(repositoryUrl({ url: 'git@github.com:a/b.git' })).toBe('https://github.com/a/b');
    expect(repositoryUrl({ url: 'git://github.com/a/b.git' })).toBe('https://github.com/a/b');
    expect(repositoryUrl(undefined)).toBeNull();
    expect(packageUrl({}, 'left-pad')).toBe('https://www.npmjs.com/package/left-pad');
    expect(packageUrl({ homepage: 'http://example.org/', repository: 'a/b' }, 'x')).toBe('https://example.org/');
  });

  it('reads SPDX licences and the old object and list forms', () => {
    expect(licenseOf({ license: 'MIT' })).toBe('MIT');
    expect(licenseOf({ license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause');
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenseOf({})).toBe('Unknown');
  });

  it('finds the packages a source file imports, skipping aliases, relative paths and builtins', () => {
    const source = `import { a } from 'react';\nimport type { B } from '@schemas';\nimport x from './x';\nimport 'node:fs';\nconst m = await import('@scope/pkg/sub');\nimport { z } from 'zod/mini';\nimport { useRegisterSW } from 'virtual:pwa-register/react';`;
    expect([...importedPackages(source)].sort()).toEqual(['@scope/pkg', 'react', 'workbox-window', 'zod']);
  });

  it('recognises packages of type declarations only', () => {
    expect(isTypesOnly('@types/react', null)).toBe(true);
    expect(isTypesOnly('csstype', { main: '', types: 'index.d.ts' })).toBe(true);
    expect(isTypesOnly('zod', { main: './index.cjs', types: './index.d.cts' })).toBe(false);
  });

  it('reads the font stacks of the design tokens', () => {
    expect(fontStacks(`--font-sans: ui-sans-serif, 'Segoe UI', sans-serif;`)).toEqual([{ token: 'sans', families: ['ui-sans-serif', 'Segoe UI', 'sans-serif'] }]);
  });

  it('lists exactly the runtime dependencies of package.json, never devDependencies', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const credits = collectCredits(root);
    expect(credits.packages.map((p) => p.name)).toEqual(Object.keys(pkg.dependencies).sort());
    const listed = new Set([...credits.packages, ...credits.transitive].map((p) => p.name));
    // Build tools never appear, unless a runtime package needs the same package itself (the
    // tests' pngjs is also what qrcode draws with): then it is credited as that package's, never
    // as one of ours. Type-only packages (which some runtime packages pull in) never appear.
    const transitive = new Set(credits.transitive.map((p) => p.name));
    for (const dev of Object.keys(pkg.devDependencies)) expect(listed.has(dev) && !transitive.has(dev), dev).toBe(false);
    expect([...listed].filter((n) => n.startsWith('@types/') || n === 'csstype')).toEqual([]);
    const react = credits.packages.find((p) => p.name === 'react');
    expect(react).toMatchObject({ license: 'MIT', runtimes: ['device'] });
    expect(react?.url).toMatch(/^https:\/\//);
    expect(credits.fonts.map((f) => f.token)).toEqual(['sans', 'display', 'prose']);
  });
});
