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

// pwa/src by feature (ARCHITECTURE.md "Inside", pwa/CONTEXT.md): features/{name}/ meet only through
// their index.ts (a face: re-exports only) over shared/, which knows no feature; thin screens in
// routes/ compose features and only the router loads them. Each rule is a function over the file
// tree, checked on the real tree and shown failing on a synthetic violation.
describe('pwa layers', () => {
  /** A pwa source file: its path from pwa/, the pwa files it imports (type-only and dynamic included) and its text. */
  type PwaFile = { path: string; imports: string[]; text: string };
  type Rule = { name: string; check: (files: PwaFile[]) => string[]; allowed: PwaFile[]; violation: PwaFile[]; expected: string[] };

  const pwaRoot = join(root, 'pwa');
  const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
  const layerOf = (path: string) => /^src\/(features|shared|routes|app)\//.exec(path)?.[1];
  const isTest = (path: string) => /\.test\.tsx?$/.test(path);
  const file = (path: string, imports: string[] = [], text = ''): PwaFile => ({ path, imports, text });
  const edges = (files: PwaFile[]) => files.flatMap((f) => f.imports.map((to) => ({ from: f.path, to })));

  function readPwaTree(): PwaFile[] {
    const resolveSpec = (from: string, spec: string) => {
      const base = resolve(dirname(from), spec);
      const hit = [`${base}.ts`, `${base}.tsx`, base, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
      return hit ? relative(pwaRoot, hit).split(/[\\/]/).join('/') : null;
    };
    return sourceFiles(pwaRoot).map((f) => ({
      path: relative(pwaRoot, f).split(/[\\/]/).join('/'),
      imports: importsOf(f)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolveSpec(f, spec))
        .filter((p): p is string => p !== null && !p.startsWith('..')),
      text: readFileSync(f, 'utf8'),
    }));
  }

  /** A feature is entered only through its index.ts, and looks only down (other faces, shared/), never up to routes/ or app/. */
  function featureBoundaryViolations(files: PwaFile[]): string[] {
    return edges(files)
      .filter(({ from, to }) => {
        const target = featureOf(to);
        const entersFeature = target !== undefined && featureOf(from) !== target && to !== `src/features/${target}/index.ts`;
        const looksUp = featureOf(from) !== undefined && (layerOf(to) === 'routes' || layerOf(to) === 'app');
        return entersFeature || looksUp;
      })
      .map(({ from, to }) => `${from} -> ${to}`);
  }

  /** shared/ is what several features use: it imports no feature, screen or app file. */
  function sharedViolations(files: PwaFile[]): string[] {
    return edges(files)
      .filter(({ from, to }) => layerOf(from) === 'shared' && layerOf(to) !== 'shared' && to.startsWith('src/'))
      .map(({ from, to }) => `${from} -> ${to}`);
  }

  /** A screen (a module of routes/) imports no other screen, and only the router loads screens. */
  function screenViolations(files: PwaFile[]): string[] {
    return edges(files)
      .filter(({ from, to }) => layerOf(to) === 'routes' && from !== 'src/app/router.tsx')
      .map(({ from, to }) => `${from} -> ${to}`);
  }

  /** A face holds only re-exports, so the build may treat it as free of side effects (pwa/build/feature-faces-plugin.ts). */
  function faceViolations(files: PwaFile[]): string[] {
    const reExport = /^export\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?)\s+from\s+['"][^'"]+['"]$/;
    return files
      .filter((f) => /^src\/features\/[^/]+\/index\.ts$/.test(f.path))
      .flatMap((f) =>
        f.text
          .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
          .split(';')
          .map((s) => s.trim())
          .filter((s) => s !== '' && !reExport.test(s))
          .map((s) => `${f.path}: ${s.split('\n')[0]}`),
      );
  }

  /** Test doubles live in pwa/testing/ and only tests import them. */
  function testingViolations(files: PwaFile[]): string[] {
    return edges(files)
      .filter(({ from, to }) => to.startsWith('testing/') && !isTest(from) && !from.startsWith('testing/'))
      .map(({ from, to }) => `${from} -> ${to}`);
  }

  /** Import circles among pwa/src files (dynamic imports count: they tie the two files together as well). */
  function importCycles(files: PwaFile[]): string[] {
    const graph = new Map(files.map((f) => [f.path, f.imports]));
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const cycles: string[] = [];
    const visit = (path: string) => {
      state.set(path, 'open');
      stack.push(path);
      for (const next of graph.get(path) ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(path, 'done');
    };
    for (const path of graph.keys()) if (!state.has(path)) visit(path);
    return cycles;
  }

  /** Folders of pwa/ that hold more than 25 files: past that a folder is a pile again. */
  function crowdedFolders(files: PwaFile[]): string[] {
    const counts = new Map<string, number>();
    for (const f of files) counts.set(dirname(f.path), (counts.get(dirname(f.path)) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 25).map(([dir, n]) => `${dir}: ${n} files`);
  }

  const rules: Rule[] = [
    {
      name: 'features import each other only through index.ts',
      check: featureBoundaryViolations,
      allowed: [file('src/features/game/game-page.tsx', ['src/features/feedback/index.ts', 'src/features/game/beat/beat-page.tsx', 'src/shared/ui/modal.tsx']), file('src/routes/game.tsx', ['src/features/game/index.ts'])],
      violation: [file('src/features/game/game-page.tsx', ['src/features/feedback/feedback-modal.tsx', 'src/app/top-bar.tsx']), file('src/app/top-bar.tsx', ['src/features/auth/auth-store.ts'])],
      expected: ['src/features/game/game-page.tsx -> src/features/feedback/feedback-modal.tsx', 'src/features/game/game-page.tsx -> src/app/top-bar.tsx', 'src/app/top-bar.tsx -> src/features/auth/auth-store.ts'],
    },
    {
      name: 'shared code imports no feature',
      check: sharedViolations,
      allowed: [file('src/shared/toast/api-error-toast.ts', ['src/shared/ui/rate-limit-notice.tsx', 'src/shared/api/api-error.ts'])],
      violation: [file('src/shared/ui/modal.tsx', ['src/features/auth/index.ts'])],
      expected: ['src/shared/ui/modal.tsx -> src/features/auth/index.ts'],
    },
    {
      name: 'no screen imports another (only the router loads screens)',
      check: screenViolations,
      allowed: [file('src/app/router.tsx', ['src/routes/home.tsx', 'src/routes/game.tsx']), file('src/routes/home.tsx', ['src/features/library/index.ts'])],
      violation: [file('src/routes/my-worlds.tsx', ['src/routes/account.tsx']), file('src/features/library/library-page.tsx', ['src/routes/home.tsx'])],
      expected: ['src/routes/my-worlds.tsx -> src/routes/account.tsx', 'src/features/library/library-page.tsx -> src/routes/home.tsx'],
    },
    {
      name: 'a face holds only re-exports',
      check: faceViolations,
      allowed: [file('src/features/game/index.ts', [], "// game: the game page.\nexport { GamePage } from './game-page';\nexport type { SocketLike } from './realtime/realtime-client';\n")],
      violation: [file('src/features/game/index.ts', [], "export { GamePage } from './game-page';\nexport const ready = startSession();\n")],
      expected: ['src/features/game/index.ts: export const ready = startSession()'],
    },
    {
      name: 'test doubles are imported only by tests',
      check: testingViolations,
      allowed: [file('src/features/game/session/session.test.ts', ['testing/fake-socket.ts'])],
      violation: [file('src/features/game/session/session.ts', ['testing/fake-socket.ts'])],
      expected: ['src/features/game/session/session.ts -> testing/fake-socket.ts'],
    },
    {
      name: 'no import circle (the auth-api <-> auth-store one is broken)',
      check: importCycles,
      allowed: [file('src/features/auth/use-auth.ts', ['src/features/auth/auth-api.ts', 'src/features/auth/auth-store.ts']), file('src/features/auth/auth-api.ts', ['src/features/auth/auth-store.ts']), file('src/features/auth/auth-store.ts')],
      violation: [file('src/features/auth/auth-api.ts', ['src/features/auth/auth-store.ts']), file('src/features/auth/auth-store.ts', ['src/features/auth/auth-api.ts'])],
      expected: ['src/features/auth/auth-api.ts -> src/features/auth/auth-store.ts -> src/features/auth/auth-api.ts'],
    },
    {
      name: 'no folder holds more than 25 files',
      check: crowdedFolders,
      allowed: Array.from({ length: 25 }, (_, i) => file(`src/features/game/f${i}.ts`)),
      violation: Array.from({ length: 26 }, (_, i) => file(`src/features/game/f${i}.ts`)),
      expected: ['src/features/game: 26 files'],
    },
  ];

  const tree = readPwaTree();

  it('reads the real tree (features with faces, shared, screens, the router)', () => {
    const paths = new Set(tree.map((f) => f.path));
    expect(tree.length).toBeGreaterThan(250);
    expect(tree.filter((f) => /^src\/features\/[^/]+\/index\.ts$/.test(f.path)).length).toBeGreaterThanOrEqual(10);
    expect(['src/app/router.tsx', 'src/routes/home.tsx', 'src/shared/api/api-client.ts', 'testing/fake-socket.ts'].filter((p) => !paths.has(p))).toEqual([]);
    expect(tree.find((f) => f.path === 'src/app/router.tsx')?.imports).toContain('src/routes/game.tsx');
  });

  for (const rule of rules) {
    describe(rule.name, () => {
      it('holds in pwa/', () => {
        expect(rule.check(tree)).toEqual([]);
      });
      it('accepts the allowed form and reports a deliberate violation', () => {
        expect(rule.check(rule.allowed)).toEqual([]);
        expect(rule.check(rule.violation)).toEqual(rule.expected);
      });
    });
  }
});
