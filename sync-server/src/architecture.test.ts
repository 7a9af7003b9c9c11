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
  'sync-server/src/stories/beat-stream-events.ts': 'beat draft NOTIFY payloads between server processes',
  'sync-server/src/classes/class-events.ts': 'class NOTIFY payloads between server processes',
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

// ---- Heavy work never runs on the request thread (issue 26.1) ----
// The CPU-heavy steps a request can start (reading an uploaded zip, rebuilding an SVG, replaying an
// offline story, the offline assistant's drafting) run in the work pool: heavy-tasks.ts (the threads' entry) is the
// only file of sync-server/src that may import them (heavy modules may import each other; tests
// may call them directly). Type-only imports carry no code and are allowed.

/** Modules (paths under sync-server/src, no extension) that do heavy work when called. */
const HEAVY_MODULES = ['zip/archive-reader', 'zip/import-read', 'zip/central-directory', 'images/svg-sanitise', 'images/uploaded-picture', 'assistant/procedural-drafting'];
/** The engine's heavy functions (a replay, a World drafted or a section built). */
const HEAVY_ENGINE_EXPORTS = ['replayOfflineStory', 'draftWorld', 'buildSection'];

/** The imports of heavy work by files that should reach it only through the pool (paths relative to sync-server/src). */
function heavyImportsOutsidePool(files: Iterable<readonly [string, string]>): string[] {
  const violations: string[] = [];
  for (const [path, text] of files) {
    const module = path.replace(/\.tsx?$/, '');
    if (path.endsWith('.test.ts') || path === 'heavy-tasks.ts' || HEAVY_MODULES.includes(module)) continue;
    for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
      if (m[2]) continue;
      const names = (m[3] ?? '').replace(/\btype\s+\w+(\s+as\s+\w+)?\s*,?/g, '');
      const spec = m[4] ?? '';
      if (spec === '@engine' || spec.startsWith('@engine/')) {
        const hit = HEAVY_ENGINE_EXPORTS.find((name) => new RegExp(`\\b${name}\\b`).test(names));
        if (hit) violations.push(`${path} imports ${hit} from ${spec}`);
      } else if (spec.startsWith('.')) {
        const target = join(dirname(path), spec).split(/[\\/]/).join('/');
        if (HEAVY_MODULES.includes(target) && /\w/.test(names.replace(/[{}\s,]/g, ''))) violations.push(`${path} imports ${spec}`);
      }
    }
  }
  return violations;
}

describe('heavy work runs in the work pool, never on the request thread (issue 26.1)', () => {
  it('fails on a route or service that imports a heavy function directly; allows the pool, heavy modules, tests and type imports', () => {
    expect(
      heavyImportsOutsidePool([
        ['zip/zip-routes.ts', "import { readArchive } from './import-read';"],
        ['stories/offline-upload.ts', "import { ENGINE_VERSION, replayOfflineStory } from '@engine';"],
        ['images/image-routes.ts', "import {\n  sanitiseSvg,\n} from './svg-sanitise';"],
        ['assistant/procedural-assistant.ts', "export { proceduralDraft } from './procedural-drafting';"],
        ['heavy-tasks.ts', "import { readArchive } from './zip/import-read';"],
        ['zip/import-read.ts', "import { openArchive } from './archive-reader';"],
        ['zip/zip-hostile.test.ts', "import { unsafeEntryName } from './archive-reader';"],
        ['zip/import-result.ts', "import type { ReadArchive } from './import-read';"],
        ['stories/story-jobs.ts', "import { ENGINE_VERSION, type ReplayResult } from '@engine';"],
      ]),
    ).toEqual([
      'zip/zip-routes.ts imports ./import-read',
      'stories/offline-upload.ts imports replayOfflineStory from @engine',
      'images/image-routes.ts imports ./svg-sanitise',
      'assistant/procedural-assistant.ts imports ./procedural-drafting',
    ]);
  });

  it('no file of sync-server/src but heavy-tasks.ts (and the heavy modules themselves) imports heavy work', () => {
    const src = join(root, 'sync-server/src');
    const files = sourceFiles(src).map((f) => [relative(src, f).split(/[\\/]/).join('/'), readFileSync(f, 'utf8')] as const);
    for (const module of HEAVY_MODULES) expect(files.some(([p]) => p === `${module}.ts`), module).toBe(true);
    expect(heavyImportsOutsidePool(files)).toEqual([]);
  });
});

// ---- An upload's body is read once, off the web-stream path, after its place in the pool (issue 26.1) ----
// Reading a request body as a whole (arrayBuffer, blob, formData, parseBody) on the request thread
// turns it into a web stream and copies it several times, and a multipart parse there is CPU work
// an attacker sizes. Only http/upload-body.ts reads such a body (straight from Node's request into
// one buffer, counted as it comes); the routes that take uploads call it once their caller holds a
// place in the work pool, and parse the form there. JSON bodies are read by the validators as text.

/** Where a file of sync-server/src reads a request body whole (paths relative to sync-server/src). */
function wholeBodyReads(files: Iterable<readonly [string, string]>): string[] {
  const violations: string[] = [];
  for (const [path, text] of files) {
    if (path.endsWith('.test.ts') || path === 'http/upload-body.ts') continue;
    for (const m of text.matchAll(/\breq(?:\.raw)?\s*\.\s*(arrayBuffer|blob|formData|parseBody)\s*\(/g)) violations.push(`${path} reads a body with ${m[1]}()`);
  }
  return violations;
}

describe("an upload's body is read only by http/upload-body.ts (issue 26.1)", () => {
  it('fails on a route that reads a body whole or parses a form itself; allows the reader and tests', () => {
    expect(
      wholeBodyReads([
        ['images/template-file-routes.ts', 'form = await c.req.parseBody();'],
        ['zip/zip-routes.ts', 'const body = await c.req.arrayBuffer();'],
        ['admin/admin-routes.ts', 'const form = await c.req.raw.formData();'],
        ['http/upload-body.ts', 'const body = await c.req.arrayBuffer();'],
        ['zip/zip-hostile.test.ts', 'await c.req.blob()'],
        ['http/validate.ts', 'const body = await c.req.json();'],
      ]),
    ).toEqual(['images/template-file-routes.ts reads a body with parseBody()', 'zip/zip-routes.ts reads a body with arrayBuffer()', 'admin/admin-routes.ts reads a body with formData()']);
  });

  it('no file of sync-server/src but http/upload-body.ts reads a request body whole', () => {
    const src = join(root, 'sync-server/src');
    const files = sourceFiles(src).map((f) => [relative(src, f).split(/[\\/]/).join('/'), readFileSync(f, 'utf8')] as const);
    expect(files.some(([p]) => p === 'http/upload-body.ts')).toBe(true);
    expect(wholeBodyReads(files)).toEqual([]);
  });
});

// ---- One write path per World (issue 32.1) ----
// A World is its `templates` row and, once opened in the editor, its Y.Doc. Only
// templates/world-store.ts saves one: it writes a World with a doc through the doc (the row follows
// by materialisation) and a World without one through its row. So no other file imports the row
// writers of templates/template-repo.ts, calls `writeWorld` (the collab server's doc write), or
// holds SQL that writes a World's content into `templates` (a hand-over of its creator is not one).

/** The functions of templates/template-repo.ts that write a World's row. */
const WORLD_ROW_WRITERS = ['saveTemplate', 'saveMaterialisedTemplate', 'saveTemplateDraft', 'setTemplateOrder', 'saveTemplateDataStatement'];

/** Writes of a World by any file but the world store (paths relative to sync-server/src). */
function worldWritesOutsideStore(files: Iterable<readonly [string, string]>): string[] {
  const violations: string[] = [];
  for (const [path, text] of files) {
    if (path.endsWith('.test.ts') || path === 'templates/world-store.ts') continue;
    for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
      const spec = m[4] ?? '';
      if (m[2] || !spec.startsWith('.') || join(dirname(path), spec).split(/[\\/]/).join('/') !== 'templates/template-repo') continue;
      const names = (m[3] ?? '').replace(/\btype\s+\w+(\s+as\s+\w+)?\s*,?/g, '');
      for (const name of WORLD_ROW_WRITERS) if (new RegExp(`\\b${name}\\b`).test(names)) violations.push(`${path} imports ${name}`);
    }
    if (/\bwriteWorld\s*\(/.test(text)) violations.push(`${path} calls writeWorld`);
    if (path !== 'templates/template-repo.ts' && /\b(insert\s+into\s+templates\b|update\s+templates\s+set\s+(?!creator_id\s*=\s*\$\d+\s+where))/i.test(text)) {
      violations.push(`${path} writes the templates row in SQL`);
    }
  }
  return violations;
}

describe('one write path per World: only templates/world-store.ts saves one (issue 32.1)', () => {
  it('fails on a file that writes the row or the doc itself; allows the store, the repository, tests, type imports and a hand-over', () => {
    expect(
      worldWritesOutsideStore([
        ['zip/import-write.ts', "import { findTemplate, saveTemplate } from '../templates/template-repo';"],
        ['collab/room-upkeep.ts', "import {\n  lockTemplateRow,\n  saveMaterialisedTemplate,\n} from '../templates/template-repo';"],
        ['templates/update-template.ts', 'await deps.writeWorld(templateId, (doc) => templateToDoc(changes, doc));'],
        ['admin/carousel-order.ts', "export { setTemplateOrder } from '../templates/template-repo';"],
        ['admin/admin-stories-repo.ts', "await tx.query('update templates set data = $2 where id = $1', [id, data]);"],
        ['seeds/seed-repo.ts', "await tx.query('INSERT INTO templates (id, data) values ($1, $2)', [id, data]);"],
        ['templates/world-store.ts', "import { saveTemplate } from './template-repo';\nawait deps.writeWorld(id, change);"],
        ['templates/template-repo.ts', "await db.query('update templates set draft = $2::jsonb where id = $1', [id, draft]);"],
        ['templates/template-put-race.test.ts', "import { saveTemplate } from './template-repo';"],
        ['templates/template-list-routes.ts', "import { findTemplate, type StoredTemplate } from './template-repo';"],
        ['admin/admin-users-repo.ts', "await tx.query('update templates set creator_id = $2 where creator_id = $1 returning id', [userId, heirId]);"],
        ['zip/zip-routes.ts', "import type { saveTemplate } from '../templates/template-repo';"],
      ]),
    ).toEqual([
      'zip/import-write.ts imports saveTemplate',
      'collab/room-upkeep.ts imports saveMaterialisedTemplate',
      'templates/update-template.ts calls writeWorld',
      'admin/carousel-order.ts imports setTemplateOrder',
      'admin/admin-stories-repo.ts writes the templates row in SQL',
      'seeds/seed-repo.ts writes the templates row in SQL',
    ]);
  });

  it('no file of sync-server/src but templates/world-store.ts writes a World', () => {
    const src = join(root, 'sync-server/src');
    const files = sourceFiles(src).map((f) => [relative(src, f).split(/[\\/]/).join('/'), readFileSync(f, 'utf8')] as const);
    expect(files.some(([p]) => p === 'templates/world-store.ts')).toBe(true);
    expect(worldWritesOutsideStore(files)).toEqual([]);
  });
});

// ---- No import circles, by file or by folder (issue 32.2) ----
// Code runs one way: a folder that imports another stands above it, and nothing below imports
// back up (farm-studio's "arrows that run back up"), so no two folders import each other, even
// through others; and no two files do. Checked over the production files of each package (tests,
// fixtures and generated files excluded), relative imports and the @engine/@schemas aliases both.
// Known debts are listed by the import that closes their loop, to be removed with it; a debt that
// is gone must leave the list (the rule says so).

/** One import between two files of the project, as paths from the root (`/`-separated). */
type ImportEdge = { from: string; to: string };

const ALIASES: Record<string, string> = { '@schemas': 'schemas/index.ts', '@engine': 'engine/index.ts', '@engine/world-doc': 'engine/world-doc/index.ts' };

/** The imports between production files of `folders` (paths from the root), type-only and dynamic included. */
function projectImports(folders: readonly string[]): ImportEdge[] {
  const toPath = (f: string) => relative(root, f).split(/[\\/]/).join('/');
  const resolveSpec = (from: string, spec: string): string | null => {
    const bare = spec.replace(/\?.*$/, '');
    if (bare in ALIASES) return ALIASES[bare] ?? null;
    if (!bare.startsWith('.')) return null;
    const base = resolve(dirname(from), bare);
    const hit = [`${base}.ts`, `${base}.tsx`, `${base}.mts`, base, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
    return hit && /\.(ts|tsx|mts)$/.test(hit) ? toPath(hit) : null;
  };
  return folders.flatMap((folder) =>
    sourceFiles(join(root, folder))
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .flatMap((f) =>
        importsOf(f)
          .map((spec) => resolveSpec(f, spec))
          .filter((to): to is string => to !== null && !/\.test\.tsx?$/.test(to))
          .map((to) => ({ from: toPath(f), to })),
      ),
  );
}

/** Drops the known debts (each `from -> to`) from the edges; answers the debts that matched no edge (paid: remove them from the list). */
function withoutDebts(edges: ImportEdge[], debts: readonly string[]): { edges: ImportEdge[]; paid: string[] } {
  const key = (e: ImportEdge) => `${e.from} -> ${e.to}`;
  return { edges: edges.filter((e) => !debts.includes(key(e))), paid: debts.filter((d) => !edges.some((e) => key(e) === d)) };
}

/** The file-level import circles: each as `a -> b -> a`, found by a depth-first walk (one per loop closed). */
function fileCircles(edges: ImportEdge[]): string[] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) graph.set(from, [...(graph.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[] = [];
  const visit = (path: string) => {
    state.set(path, 'open');
    stack.push(path);
    for (const next of graph.get(path) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(path, 'done');
  };
  for (const path of [...graph.keys()].sort()) if (!state.has(path)) visit(path);
  return circles;
}

/**
 * The folders that import each other (directly or through others), from file imports and each
 * file's folder (`unitOf`, null: not counted): for every group of folders so tied, each folder
 * import inside it with one file import that makes it, `a -> b (a/x.ts -> b/y.ts)`.
 */
function folderCircles(edges: ImportEdge[], unitOf: (path: string) => string | null): string[] {
  const between = new Map<string, ImportEdge>();
  for (const e of edges) {
    const [a, b] = [unitOf(e.from), unitOf(e.to)];
    if (a !== null && b !== null && a !== b && !between.has(`${a}\n${b}`)) between.set(`${a}\n${b}`, e);
  }
  const graph = new Map<string, string[]>();
  for (const k of between.keys()) {
    const [a = '', b = ''] = k.split('\n');
    graph.set(a, [...(graph.get(a) ?? []), b]);
  }
  // Tarjan's strongly connected components: a group of more than one folder is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const group = new Map<string, number>();
  let next = 0;
  let groups = 0;
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (!group.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) group.set(w, groups);
      groups++;
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  const size = (v: string) => [...group.values()].filter((g) => g === group.get(v)).length;
  return [...between]
    .map(([k, e]) => ({ pair: k.split('\n') as [string, string], e }))
    .filter(({ pair: [a, b] }) => group.get(a) === group.get(b) && size(a) > 1)
    .map(({ pair: [a, b], e }) => `${a} -> ${b} (${e.from} -> ${e.to})`)
    .sort();
}

/** A file's folder under `base`: the first segment below it (a file directly in it is its own), or the first `depth` segments under the folders named. */
function unitUnder(base: string, deeper: Record<string, number> = {}): (path: string) => string | null {
  return (path) => {
    if (!path.startsWith(`${base}/`)) return null;
    const parts = path.slice(base.length + 1).split('/');
    return parts.slice(0, Math.min(parts.length, deeper[parts[0] ?? ''] ?? 1)).join('/');
  };
}

describe('no import circles, by file or by folder (issue 32.2)', () => {
  const e = (from: string, to: string): ImportEdge => ({ from, to });
  const whole = projectImports(FOLDERS);

  it('reads the real tree (relative imports and the aliases, across packages)', () => {
    expect(whole.length).toBeGreaterThan(1500);
    expect(whole).toContainEqual(e('sync-server/src/main.ts', 'sync-server/src/server.ts'));
    expect(whole.some((x) => x.from.startsWith('pwa/src/') && x.to === 'engine/index.ts')).toBe(true);
    expect(whole.some((x) => x.from.startsWith('engine/') && x.to === 'schemas/index.ts')).toBe(true);
  });

  // The whole tree, file by file. No known debt is left (issue 32: the procedural narrator's two
  // entries imported each other until ProceduralOptions moved into world-narrator.ts).
  const FILE_DEBTS: string[] = [];

  describe('no two files import each other, through others or not, in the whole tree', () => {
    it('holds in the tree (but for the known debt, which is still there)', () => {
      const { edges, paid } = withoutDebts(whole, FILE_DEBTS);
      expect(fileCircles(edges)).toEqual([]);
      expect(paid, 'a known debt is paid: remove it from FILE_DEBTS').toEqual([]);
    });
    it('accepts the allowed form and reports a deliberate violation', () => {
      const allowed = [e('a/use-auth.ts', 'a/auth-api.ts'), e('a/use-auth.ts', 'a/auth-store.ts'), e('a/auth-api.ts', 'a/auth-store.ts')];
      expect(fileCircles(allowed)).toEqual([]);
      expect(fileCircles([...allowed, e('a/auth-store.ts', 'a/auth-api.ts')])).toEqual(['a/auth-api.ts -> a/auth-store.ts -> a/auth-api.ts']);
      expect(withoutDebts([e('x.ts', 'y.ts'), e('y.ts', 'x.ts')], ['y.ts -> x.ts', 'z.ts -> x.ts'])).toEqual({ edges: [e('x.ts', 'y.ts')], paid: ['z.ts -> x.ts'] });
    });
  });

  type FolderRule = { name: string; unitOf: (path: string) => string | null; debts: string[]; allowed: ImportEdge[]; violation: ImportEdge[]; expected: string[] };
  const folderRules: FolderRule[] = [
    {
      name: "sync-server/src's folders (and its top-level files)",
      unitOf: unitUnder('sync-server/src'),
      debts: [],
      allowed: [e('sync-server/src/realtime/story-hub.ts', 'sync-server/src/stories/beat-stream-repo.ts'), e('sync-server/src/stories/story-jobs.ts', 'sync-server/src/stories/beat-stream-repo.ts')],
      violation: [e('sync-server/src/realtime/story-hub.ts', 'sync-server/src/stories/story-cache.ts'), e('sync-server/src/stories/story-jobs.ts', 'sync-server/src/realtime/beat-stream-repo.ts')],
      expected: ['realtime -> stories (sync-server/src/realtime/story-hub.ts -> sync-server/src/stories/story-cache.ts)', 'stories -> realtime (sync-server/src/stories/story-jobs.ts -> sync-server/src/realtime/beat-stream-repo.ts)'],
    },
    {
      name: "pwa/src's features, shared folders, screens and app",
      unitOf: unitUnder('pwa/src', { features: 2, shared: 2 }),
      debts: [],
      allowed: [e('pwa/src/features/game/game-page.tsx', 'pwa/src/features/feedback/index.ts'), e('pwa/src/features/feedback/index.ts', 'pwa/src/shared/ui/modal.tsx')],
      violation: [
        e('pwa/src/features/game/game-page.tsx', 'pwa/src/features/feedback/index.ts'),
        e('pwa/src/features/feedback/feedback-modal.tsx', 'pwa/src/shared/ui/modal.tsx'),
        e('pwa/src/shared/ui/modal.tsx', 'pwa/src/features/game/index.ts'),
      ],
      expected: [
        'features/feedback -> shared/ui (pwa/src/features/feedback/feedback-modal.tsx -> pwa/src/shared/ui/modal.tsx)',
        'features/game -> features/feedback (pwa/src/features/game/game-page.tsx -> pwa/src/features/feedback/index.ts)',
        'shared/ui -> features/game (pwa/src/shared/ui/modal.tsx -> pwa/src/features/game/index.ts)',
      ],
    },
    {
      // Known debt (issue 28 works there): the procedural narrator's setup writer drafts prompt
      // stories with the World builder, which reads the narrator's output schemas.
      name: "engine's folders",
      unitOf: unitUnder('engine'),
      debts: ['engine/narrator/procedural/setup-writer.ts -> engine/world-builder/draft-world.ts', 'engine/narrator/procedural/setup-writer.ts -> engine/world-builder/parse-prompt.ts'],
      allowed: [e('engine/driver/turn-driver.ts', 'engine/narrator/narrator.ts'), e('engine/narrator/context.ts', 'engine/story/queries.ts')],
      violation: [e('engine/driver/turn-driver.ts', 'engine/narrator/narrator.ts'), e('engine/narrator/context.ts', 'engine/story/queries.ts'), e('engine/story/planner.ts', 'engine/driver/plan-ahead.ts')],
      expected: [
        'driver -> narrator (engine/driver/turn-driver.ts -> engine/narrator/narrator.ts)',
        'narrator -> story (engine/narrator/context.ts -> engine/story/queries.ts)',
        'story -> driver (engine/story/planner.ts -> engine/driver/plan-ahead.ts)',
      ],
    },
  ];

  for (const rule of folderRules) {
    describe(`no two of ${rule.name} import each other, through others or not`, () => {
      it(`holds in the tree${rule.debts.length ? ' (but for the known debt, which is still there)' : ''}`, () => {
        const { edges, paid } = withoutDebts(whole, rule.debts);
        expect(edges.filter((x) => rule.unitOf(x.from) !== null).length).toBeGreaterThan(50);
        expect(folderCircles(edges, rule.unitOf)).toEqual([]);
        expect(paid, 'a known debt is paid: remove it from the rule').toEqual([]);
      });
      it('accepts the allowed form and reports a deliberate violation', () => {
        expect(folderCircles(rule.allowed, rule.unitOf)).toEqual([]);
        expect(folderCircles(rule.violation, rule.unitOf)).toEqual(rule.expected);
      });
    });
  }
});
