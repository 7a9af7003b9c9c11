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
  // and yjs is pure JavaScript with no I/O. And 'compromise' (a part-of-speech tagger, pure
  // JavaScript, no I/O) in engine/language/noun-phrase.ts only: prompts are read as sentences and
  // names checked as noun phrases (issue 28) by the World builder, on the server.
  it('engine/ imports only zod, yjs, compromise (noun-phrase.ts) and @schemas from outside itself', () => {
    const outside = sourceFiles(join(root, 'engine'))
      .filter((f) => !/\.test\.ts$|[\\/](bench|testing)[\\/]/.test(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((s) => !s.startsWith('.') && s !== 'zod' && s !== 'yjs' && s !== '@schemas')
          .filter((s) => !(s === 'compromise' && /[\\/]language[\\/]noun-phrase\.ts$/.test(f)))
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

// ---- Server layering (issue 15): SQL lives only in repositories and the database layer ----
// A table's statements sit in its `*-repo.ts` (one per table or tightly bound group of tables);
// `db/` (the engines, migrations) is the database layer. Routes and services call repositories.
// Tests may query the database to check what was stored, so `*.test.ts` files are exempt.

/** The contents of a TypeScript source's string and template literals; comments are skipped, `${...}` becomes `?`. */
function stringLiterals(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  const read = (quote: string): string => {
    let s = '';
    i++;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\\') {
        s += text[i + 1] ?? '';
        i += 2;
      } else if (quote === '`' && text.startsWith('${', i)) {
        // An expression: skip it (strings inside it are literals of their own), keep a placeholder.
        i += 2;
        for (let depth = 1; i < text.length && depth > 0; ) {
          const c = text[i];
          if (c === '"' || c === "'" || c === '`') out.push(read(c));
          else {
            depth += c === '{' ? 1 : c === '}' ? -1 : 0;
            i++;
          }
        }
        s += '?';
      } else if (quote !== '`' && text[i] === '\n') break;
      else s += text[i++];
    }
    i++;
    return s;
  };
  while (i < text.length) {
    if (text.startsWith('//', i)) i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (text.startsWith('/*', i)) i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 2;
    else if (text[i] === '"' || text[i] === "'" || text[i] === '`') out.push(read(text[i] as string));
    else i++;
  }
  return out;
}

// A statement's shape, not a lone keyword: "Select a character." is prose; `select id from stories where ...` is SQL.
const SQL_SHAPES = [
  /\bselect\s[\s\S]*?\bfrom\s+[a-z_][\w.]*(\s+(as\s+)?[a-z_]\w*)?\s*($|where\b|join\b|left\b|inner\b|order\b|group\b|limit\b|for\b|\)|,|;)/i,
  /\bselect\s+(pg_\w+\s*\(|\d+\s*($|\)|,|from\b|as\b)|count\s*\(|\$\d)/i,
  /\binsert\s+into\s+[a-z_]\w*\s*(\(|select\b|values\b|default\b)/i,
  /\bupdate\s+[a-z_]\w*(\s+[a-z_]\w*)?\s+set\s+[a-z_]\w*\s*=/i,
  /\bdelete\s+from\s+[a-z_]\w*\s*($|where\b|returning\b|using\b|;)/i,
  /\b(create|alter|drop)\s+(table|index|unique\s+index|schema|extension)\b/i,
  /\bon\s+conflict\b|\bset\s+transaction\b|\bfor\s+update\b|\bpg_(notify|advisory_\w+)\s*\(/i,
];

/** Whether a source text holds SQL in any of its string or template literals. */
function holdsSql(text: string): boolean {
  return stringLiterals(text).some((s) => SQL_SHAPES.some((shape) => shape.test(s)));
}

/** Whether a file of sync-server/src (path relative to it, `/`-separated) may hold SQL. */
function mayHoldSql(path: string): boolean {
  return path.startsWith('db/') || path.endsWith('-repo.ts') || path.endsWith('.test.ts');
}

/** The files (path relative to sync-server/src -> text) that hold SQL outside repositories and the database layer. */
function sqlOutsideRepositories(files: Iterable<readonly [string, string]>): string[] {
  return [...files].filter(([path, text]) => !mayHoldSql(path) && holdsSql(text)).map(([path]) => path);
}

describe('server layering: SQL only in sync-server/src/**/*-repo.ts and the database layer', () => {
  it('reads SQL from string and template literals, and not from comments or prose', () => {
    expect(holdsSql("const rows = await db.query('select id, title from stories where id = $1', [id]);")).toBe(true);
    expect(holdsSql('await tx.query(`update templates set draft = ${draft} where id = $1`, [id]);')).toBe(true);
    expect(holdsSql("await q.query(\"insert into feedback (id) values ($1)\", [id]);")).toBe(true);
    expect(holdsSql("await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);")).toBe(true);
    expect(holdsSql('// select id from stories where id = $1 (a comment)\n/* delete from users where id = $1 */')).toBe(false);
    expect(holdsSql("throw apiError(400, 'Please select a character from the list first.'); const update = 'Update set for later';")).toBe(false);
  });

  it('fails on a route or service that holds SQL; allows repositories, the database layer and tests', () => {
    const route = "app.get('/x', async (c) => c.json(await db.query('select id from stories where id = $1', [c.req.param('id')])));";
    expect(
      sqlOutsideRepositories([
        ['stories/story-routes.ts', route],
        ['stories/turn-service.ts', 'const s = { sql: `delete from story_players where story_id = $1`, params: [id] };'],
        ['stories/story-repo.ts', route],
        ['db/migrate.ts', route],
        ['stories/feed-claim.test.ts', route],
        ['http/client-ip.ts', 'export const x = 1;'],
      ]),
    ).toEqual(['stories/story-routes.ts', 'stories/turn-service.ts']);
  });

  it('sync-server/src holds no SQL outside its repositories and db/', () => {
    const src = join(root, 'sync-server/src');
    const files = sourceFiles(src).map((f) => [relative(src, f).split(/[\\/]/).join('/'), readFileSync(f, 'utf8')] as const);
    expect(files.filter(([path, text]) => path.endsWith('-repo.ts') && holdsSql(text)).length).toBeGreaterThan(5);
    expect(sqlOutsideRepositories(files)).toEqual([]);
  });
});

/** The imports of `*-routes.ts` files (paths relative to sync-server/src) by any file other than app.ts and tests. */
function routesImportedOutsideApp(files: Iterable<readonly [string, string]>): string[] {
  return [...files]
    .filter(([path]) => path !== 'app.ts' && !path.endsWith('.test.ts'))
    .flatMap(([path, text]) => {
      const specs = [...text.matchAll(/from\s*['"]([^'"]+-routes)['"]/g)].map((m) => m[1] ?? '');
      return specs.map((spec) => `${path} imports ${spec}`);
    });
}

describe('server layering: routes files are leaves that only app.ts composes', () => {
  it('fails on a routes file or service that imports a routes file', () => {
    expect(
      routesImportedOutsideApp([
        ['community/community-routes.ts', "import { clientIp } from '../stories/story-routes';"],
        ['app.ts', "import { storyRoutes } from './stories/story-routes';"],
        ['stories/story-routes.test.ts', "import { storyRoutes } from './story-routes';"],
        ['auth/auth-routes.ts', "import { clientIp } from '../http/client-ip';"],
      ]),
    ).toEqual(['community/community-routes.ts imports ../stories/story-routes']);
  });

  it('no file of sync-server/src but app.ts imports a routes file (shared helpers live in http/)', () => {
    const src = join(root, 'sync-server/src');
    const files = sourceFiles(src).map((f) => [relative(src, f).split(/[\\/]/).join('/'), readFileSync(f, 'utf8')] as const);
    expect(routesImportedOutsideApp(files)).toEqual([]);
  });
});

// ---- Types come from schemas/ (issue 15) ----
// Entities and messages that cross a boundary (HTTP, the game socket, the PWA's store, the
// engine's public API) are zod schemas in schemas/, their types inferred there. Elsewhere a type
// is inferred only beside the schema of a contract internal to one package, listed here.
const INFERRED_OUTSIDE_SCHEMAS: Record<string, string> = {
  'engine/story/actions.ts': "the story's action log, the reducer's tagged union",
  'engine/story/turn-plan.ts': "the planner's structure of the next turn",
  'engine/story/setup.ts': "the setup driver's story setup and configuration",
  'engine/narrator/outputs.ts': "what a narrator returns: the engine's contract with every narrator",
  'sync-server/src/config.ts': "the server's environment variables",
  'sync-server/src/stories/story-events.ts': 'story NOTIFY payloads between server processes',
  'sync-server/src/collab/collab-bus.ts': 'co-authoring NOTIFY payloads between server processes',
  'sync-server/src/realtime/beat-stream-events.ts': 'beat draft NOTIFY payloads between server processes',
};

/** The files (path relative to the root -> text) that infer a type from a schema outside schemas/ and the list above. */
function inferredOutsideSchemas(files: Iterable<readonly [string, string]>): string[] {
  return [...files]
    .filter(([path, text]) => !path.startsWith('schemas/') && !path.endsWith('.test.ts') && !(path in INFERRED_OUTSIDE_SCHEMAS) && /\bz\.(infer|input|output)<\s*typeof\b/.test(text))
    .map(([path]) => path);
}

describe('types are inferred in schemas/, elsewhere only beside a package-internal contract', () => {
  it('fails on a file outside schemas/ that infers its own entity type', () => {
    const inferred = 'export const fooSchema = z.object({ id: z.string() });\nexport type Foo = z.infer<typeof fooSchema>;';
    expect(
      inferredOutsideSchemas([
        ['sync-server/src/stories/foo.ts', inferred],
        ['engine/story/actions.ts', inferred],
        ['schemas/story.ts', inferred],
        ['sync-server/src/http/validate.ts', 'function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {}'],
      ]),
    ).toEqual(['sync-server/src/stories/foo.ts']);
  });

  // Every package but schemas/: a type is inferred from its schema there, or in the short list above.
  it('engine/, sync-server/, e2e/ and pwa/ infer no type outside that list', () => {
    const files = ['engine', 'sync-server', 'e2e', 'pwa'].flatMap((folder) =>
      sourceFiles(join(root, folder)).map((f) => [relative(root, f).split(/[\\/]/).join('/'), readFileSync(f, 'utf8')] as const),
    );
    expect(inferredOutsideSchemas(files)).toEqual([]);
    for (const path of Object.keys(INFERRED_OUTSIDE_SCHEMAS)) expect(files.some(([p]) => p === path), path).toBe(true);
  });
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
