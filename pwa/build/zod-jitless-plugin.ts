// A Vite plugin that runs zod without its JIT in the browser. zod 4 compiles object parsers with
// `new Function` when it may, and finds out whether it may by trying: under the app's
// Content-Security-Policy (no 'unsafe-eval', issue 13.7) the try fails quietly but the browser
// reports a CSP violation on every page that parses. `jitless` skips the try, and it must be set
// before the first object schema is built (zod decides then), so every `import ... from 'zod'` of
// the app resolves to zod-jitless.ts, which sets it and re-exports zod. The server keeps the JIT.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The wrapper module every app import of 'zod' resolves to. */
export const ZOD_JITLESS = fileURLToPath(new URL('./zod-jitless.ts', import.meta.url));

/** Resolves 'zod' to the wrapper, except inside the wrapper itself. */
export function zodJitlessPlugin(): Plugin {
  return {
    name: 'taleforge-zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer === ZOD_JITLESS) return null;
      return ZOD_JITLESS;
    },
  };
}
