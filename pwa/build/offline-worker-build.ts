// How the offline engine's worker is built (issue 21; vite.config.ts `worker`). Its plugin tells
// the bundler that what the shared packages define at the top of a module (zod schemas, tables,
// narrators) can be dropped when nothing uses it. Rolldown cannot see that
// `const storySetupSchema = z.object({...})` or `const pick = schema.extend({...})` has no side
// effect, so without it every schema of `schemas/` and `engine/` came along with the constants the
// engine needs, and zod with them: 35 KB gzip of validation the worker never runs (its inputs are
// parsed where they enter: the configurator on the device, the upload's schema on the server).
//
// It marks `/* @__PURE__ */` every call evaluated by the initialiser of a top-level `const`/`let`
// of those folders (the call and the calls in its arguments, not those in the functions it
// defines), and resolves `zod` to zod-absent.ts, which throws if anything still builds a schema.
// Sound as long as a top-level `const` there is made for its value, not for a side effect of
// making it (the way these packages are written); `offline-worker-build.test.ts` plays 200 stories
// through the worker as built and compares them byte for byte with the server's engine.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What 'zod' resolves to in the worker (zod-absent.ts). */
export const ZOD_ABSENT = fileURLToPath(new URL('./zod-absent.ts', import.meta.url));

/** Files whose top-level calls only define values: the shared packages' sources, not their tests. */
export const PURE_DEFINITIONS_ID = /[\\/](schemas|engine)[\\/](?!.*\.test\.ts$).*\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Every call in an expression evaluated at load time: the expression and its arguments, not the bodies of functions it defines. */
function callsIn(node: Node, starts: Set<number>): void {
  if (FUNCTIONS.has(node.type)) return;
  // A chain `f().g()` starts where `f()` starts: one annotation there covers the whole chain.
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') callsIn(child as Node, starts);
    }
  }
}

/** The start offsets of the calls in the top-level declarations' initialisers of a parsed module. */
export function pureCallStarts(program: { body: Node[] }): number[] {
  const starts = new Set<number>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init) callsIn(init, starts);
    }
  }
  return [...starts];
}

/** Inserts `/* @__PURE__ *\/` at each offset (in any order). */
export function annotatePure(code: string, starts: readonly number[]): string {
  let out = code;
  for (const at of [...starts].sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
  return out;
}

/** Leaves zod out of a build: every import of 'zod' is zod-absent.ts (the worker's). */
export function zodAbsentPlugin(): Plugin {
  return {
    name: 'taleforge-zod-absent',
    enforce: 'pre',
    resolveId(source) {
      return source === 'zod' ? ZOD_ABSENT : null;
    },
  };
}

/**
 * Marks top-level definitions of schemas/ and engine/ pure (see the file comment). The app's
 * build uses it too: a page that imports a constant from `@engine` then no longer brings the
 * procedural narrator its barrel also lists.
 */
export function pureDefinitionsPlugin(): Plugin {
  // After TypeScript is stripped (a normal plugin), so the module parses as JavaScript.
  return {
    name: 'taleforge-pure-definitions',
    transform: {
      filter: { id: PURE_DEFINITIONS_ID },
      handler(code) {
        const starts = pureCallStarts(this.parse(code) as unknown as { body: Node[] });
        return starts.length ? { code: annotatePure(code, starts), map: null } : null;
      },
    },
  };
}

/** The worker's build options (vite.config.ts `worker`, and the build test's). */
export const offlineWorkerBuild = {
  format: 'es' as const,
  plugins: (): Plugin[] => [zodAbsentPlugin(), pureDefinitionsPlugin()],
  // Reading a property has no side effect here: `const pick = schema.shape` goes with its schema.
  rolldownOptions: { treeshake: { propertyReadSideEffects: false as const } },
};
