import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md: dependencies go one way, schemas <- engine <- {sync-server, pwa}.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['schemas', 'engine', 'sync-server', 'pwa', 'e2e'] as const;
type Folder = (typeof FOLDERS)[number];

/** Which top-level folders each folder may import from (besides itself). */
const ALLOWED: Record<Folder, Folder[]> = {
  schemas: [],
  engine: ['schemas'],
  'sync-server': ['schemas', 'engine'],
  pwa: ['schemas', 'engine'],
  e2e: ['schemas', 'engine', 'sync-server'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)];
  return specs.map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter(Boolean);
}

function targetFolder(file: string, spec: string): Folder | 'external' {
  if (spec === '@schemas') return 'schemas';
  if (spec === '@engine' || spec.startsWith('@engine/')) return 'engine';
  if (!spec.startsWith('.')) return 'external';
  const top = relative(root, resolve(dirname(file), spec)).split(/[\\/]/)[0];
  return (FOLDERS as readonly string[]).includes(top ?? '') ? (top as Folder) : 'external';
}

describe('dependency direction', () => {
  for (const folder of FOLDERS) {
    it(`${folder}/ imports only ${ALLOWED[folder].join(', ') || 'itself'} among the project's folders`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join(root, folder))) {
        for (const spec of importsOf(file)) {
          const target = targetFolder(file, spec);
          if (target !== 'external' && target !== folder && !ALLOWED[folder].includes(target)) {
            violations.push(`${relative(root, file)} imports ${spec}`);
          }
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('schemas/ imports only zod from outside the project', () => {
    const outside = sourceFiles(join(root, 'schemas'))
      .filter((f) => !f.endsWith('.test.ts'))
      .flatMap((f) => importsOf(f).filter((s) => !s.startsWith('.') && s !== 'zod').map((s) => `${relative(root, f)}: ${s}`));
    expect(outside).toEqual([]);
  });

  // engine/ may also import 'yjs', for the co-authoring document model (engine/world-doc): the
  // Y.Doc <-> Template conversion must be one module shared by the server and the browser editor,
  // and yjs is pure JavaScript with no I/O.
  it('engine/ imports only zod, yjs and @schemas from outside itself', () => {
    const outside = sourceFiles(join(root, 'engine'))
      .filter((f) => !/\.test\.ts$|[\\/](bench|testing)[\\/]/.test(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((s) => !s.startsWith('.') && s !== 'zod' && s !== 'yjs' && s !== '@schemas')
          .map((s) => `${relative(root, f)}: ${s}`),
      );
    expect(outside).toEqual([]);
  });

  // Every screen loads `@engine`; only the World editor needs yjs, through `@engine/world-doc`.
  it("`@engine`'s entry reaches no yjs (the co-authoring model is its own entry)", () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        if (spec === 'yjs') reached.push(relative(root, file));
        if (!spec.startsWith('.')) continue;
        const base = resolve(dirname(file), spec);
        visit([base, `${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile()) ?? base);
      }
    };
    visit(join(root, 'engine/index.ts'));
    expect(seen.size).toBeGreaterThan(10);
    expect(reached).toEqual([]);
  });

  it('engine/ and schemas/ type-check with no Node types and no DOM', () => {
    // tsc prints e.g. "Cannot find name 'document'" when a Node or DOM API is used.
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', 'engine/tsconfig.pure.json'], { cwd: root, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);
});
