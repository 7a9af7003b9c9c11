// Collects what the credits page lists, at build time: the runtime dependencies of package.json
// (never devDependencies) read from their own package.json in node_modules, the production
// packages they pull in (from the lockfile; type declarations left out, as nothing of them ships),
// and the font stacks of the design tokens.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreditRuntime, CreditsData, FontCredit, PackageCredit } from 'virtual:credits';

type PackageJson = {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  homepage?: unknown;
  repository?: unknown;
  dependencies?: Record<string, string>;
  main?: unknown;
  module?: unknown;
  exports?: unknown;
  types?: unknown;
  typings?: unknown;
};

type LockEntry = { version?: string; license?: unknown; dev?: boolean; devOptional?: boolean; link?: boolean };

/** Source folders whose imports run on the player's device, and on the server. */
const RUNTIME_SOURCES: Record<CreditRuntime, readonly string[]> = {
  device: ['pwa/src', 'engine', 'schemas'],
  server: ['sync-server/src', 'engine', 'schemas'],
};

/** Imports that stand for a package without naming it (vite-plugin-pwa's register module uses workbox-window). */
const IMPLIED_IMPORTS: Readonly<Record<string, string>> = { 'virtual:pwa-register': 'workbox-window' };

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The licence of a package.json: its SPDX `license`, an old `{type}` object or `licenses` list, else 'Unknown'. */
export function licenseOf(pkg: Pick<PackageJson, 'license' | 'licenses'>): string {
  const one = (value: unknown): string | null => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (value && typeof value === 'object' && 'type' in value && typeof value.type === 'string') return value.type;
    return null;
  };
  const direct = one(pkg.license);
  if (direct) return direct;
  if (Array.isArray(pkg.licenses)) {
    const all = pkg.licenses.map(one).filter((l): l is string => l !== null);
    if (all.length > 0) return all.length === 1 ? all[0]! : `(${all.join(' OR ')})`;
  }
  return 'Unknown';
}

/**
 * A package.json `repository` as a browsable https URL, or null.
 * @example repositoryUrl('github:openai/openai-node') // 'https://github.com/openai/openai-node'
 */
export function repositoryUrl(repository: unknown): string | null {
  const raw =
    typeof repository === 'string'
      ? repository
      : repository && typeof repository === 'object' && 'url' in repository && typeof repository.url === 'string'
        ? repository.url
        : null;
  if (!raw) return null;
  const hosts: Record<string, string> = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' };
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (shorthand) return `https://${hosts[shorthand[1] ?? 'github']}/${shorthand[2]}`;
  const url = raw
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@/, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '');
  return /^https?:\/\//.test(url) ? url.replace(/^http:/, 'https:') : null;
}

/** Whether a package holds type declarations only (nothing of it runs or ships): @types/* and the like. */
export function isTypesOnly(name: string, pkg: PackageJson | null): boolean {
  if (name.startsWith('@types/')) return true;
  if (!pkg) return false;
  return !pkg.main && !pkg.module && !pkg.exports && Boolean(pkg.types || pkg.typings);
}

/** Where to read about a package: its homepage, else its repository, else its npm page. */
export function packageUrl(pkg: Pick<PackageJson, 'homepage' | 'repository'>, name: string): string {
  if (typeof pkg.homepage === 'string' && /^https?:\/\//.test(pkg.homepage)) return pkg.homepage.replace(/^http:/, 'https:');
  return repositoryUrl(pkg.repository) ?? `https://www.npmjs.com/package/${name}`;
}

/** The package names a source file imports (bare specifiers only; aliases, relative paths and node: builtins are skipped). */
export function importedPackages(source: string): Set<string> {
  const names = new Set<string>();
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(specifiers)) {
    const spec = m[1] ?? '';
    const implied = IMPLIED_IMPORTS[spec.split('/')[0] ?? ''];
    if (implied) names.add(implied);
    if (/^(\.|\/|@schemas|@engine|node:|virtual:)/.test(spec)) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'testing', 'bench'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function importsUnder(root: string, folders: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const folder of folders) for (const file of sourceFiles(join(root, folder))) for (const n of importedPackages(readFileSync(file, 'utf8'))) all.add(n);
  return all;
}

/** The font stacks of the design tokens (`--font-*` in the stylesheet's @theme). */
export function fontStacks(css: string): FontCredit[] {
  return [...css.matchAll(/--font-([\w-]+):\s*([^;]+);/g)].map((m) => ({
    token: m[1] ?? '',
    families: (m[2] ?? '')
      .split(',')
      .map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
      .filter((f) => f !== ''),
  }));
}

/** Everything the credits page lists, read from the project at `root` (the folder of package.json). */
export function collectCredits(root: string): CreditsData {
  const project = readJson<PackageJson>(join(root, 'package.json'));
  if (!project) throw new Error(`[credits] no package.json in ${root}`);
  const used: Record<CreditRuntime, Set<string>> = {
    device: importsUnder(root, RUNTIME_SOURCES.device),
    server: importsUnder(root, RUNTIME_SOURCES.server),
  };

  const direct = Object.keys(project.dependencies ?? {}).sort();
  const packages: PackageCredit[] = direct.map((name) => {
    const pkg = readJson<PackageJson>(join(root, 'node_modules', name, 'package.json'));
    if (!pkg) throw new Error(`[credits] ${name} is a dependency but is not installed in node_modules`);
    return {
      name,
      version: pkg.version ?? 'Unknown',
      license: licenseOf(pkg),
      url: packageUrl(pkg, name),
      runtimes: (['device', 'server'] as const).filter((r) => used[r].has(name)),
    };
  });

  const lock = readJson<{ packages?: Record<string, LockEntry> }>(join(root, 'package-lock.json'));
  const seen = new Set(direct.map((name) => `${name}@${packages.find((p) => p.name === name)?.version}`));
  const transitive: PackageCredit[] = [];
  for (const [path, entry] of Object.entries(lock?.packages ?? {})) {
    if (path === '' || entry.dev || entry.devOptional || entry.link) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const pkg = readJson<PackageJson>(join(root, path, 'package.json'));
    if (isTypesOnly(name, pkg)) continue;
    const version = pkg?.version ?? entry.version ?? 'Unknown';
    if (seen.has(`${name}@${version}`)) continue;
    seen.add(`${name}@${version}`);
    transitive.push({ name, version, license: licenseOf(pkg ?? entry), url: packageUrl(pkg ?? {}, name), runtimes: [] });
  }
  transitive.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));

  const css = readFileSync(join(root, 'pwa/src/styles/app.css'), 'utf8');
  return { packages, transitive, fonts: fontStacks(css) };
}
