/**
 * The server as `npm start` runs it: our TypeScript (with its `@schemas`/`@engine` imports) bundled
 * by esbuild into sync-server/dist/, npm packages left as imports, run by plain Node. Without tsx at
 * run time the server starts faster and needs less memory (tsx's loader costs ~40 MB in the main
 * thread and again in the PGlite worker, which must register it itself).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the bundle goes. */
export const SERVER_DIST = join(root, 'sync-server/dist');
/** The bundled server's entry (main.ts). */
export const SERVER_ENTRY = join(SERVER_DIST, 'main.js');
/**
 * Environment the built server is started with (what the caller sets wins), to keep its memory
 * down at no measurable cost in speed (`npm run bench:turns`, 300 players on PGlite: peak RSS 460
 * MB without these and the flags below, 386 MB with them, acknowledgement p99 unchanged or better):
 * - MALLOC_ARENA_MAX: glibc gives each thread that allocates (the PGlite worker, libuv's pool) its
 *   own malloc arenas, which hold on to freed memory; two are enough.
 * - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ (128 KB): blocks from 128 KB up get their own
 *   mapping, returned to the system when freed, and free space at the top of a heap is released
 *   from 128 KB on. Without them, what compiling PGlite's WASM and the load allocate stays resident
 *   (about 50 MB at idle); glibc otherwise raises its threshold on the fly up to 32 MB.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  NODE_ENV: 'production',
};

/**
 * Node flags of the built server (V8 flags: they apply to the main thread and the PGlite worker),
 * for the environment it will run with:
 * - `--max-semi-space-size=4`: a 4 MB young generation per isolate (V8's default is 16 MB per
 *   semi-space), for more frequent, shorter scavenges; with story writes batched (Db.batch) their
 *   pauses stay well inside the latency targets.
 * - `--optimize-for-size`, only on PGlite (no DATABASE_URL), where the database lives in this
 *   process: V8 grows its heaps less eagerly and collects sooner. At 300 players it took peak RSS
 *   from ~360-400 MB to ~315-335 MB (`npm run bench:turns`). On PostgreSQL the server peaks under
 *   200 MB either way, and the flag's extra collections cost co-authoring latency (broadcast p99
 *   ~25 ms with it against ~18 ms without, `npm run bench:collab -- --phases broadcast`).
 */
export function serverNodeFlags(env: Readonly<Record<string, string | undefined>>): string[] {
  const embedded = !env['DATABASE_URL']?.trim();
  return ['--max-semi-space-size=4', ...(embedded ? ['--optimize-for-size'] : [])];
}

const SOURCES = ['sync-server/src', 'sync-server/seeds', 'engine', 'schemas', 'tsconfig.json', 'package-lock.json', 'sync-server/scripts/server-build.ts'];

/** The newest modification time under `path` (skipping node_modules and dist), 0 when missing. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Sources newer than the bundle (or no bundle yet). */
export function serverBuildIsStale(): boolean {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  return Math.max(...SOURCES.map((s) => newestMtime(join(root, s)))) > builtAt;
}

/** Bundles the server (main, the PGlite worker, the password pool's worker and the work pool's tasks, shared code in chunks beside them). */
export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'sync-server/src/main.ts',
      'pglite-worker': 'sync-server/src/db/pglite-worker.ts',
      'password-worker': 'sync-server/src/auth/password-worker.ts',
      'heavy-tasks': 'sync-server/src/heavy-tasks.ts',
    },
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** Builds the server when its sources changed since the last build; returns whether it built. */
export async function ensureServerBuilt(): Promise<boolean> {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}
