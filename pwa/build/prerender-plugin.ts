// A Vite plugin that prerenders the app's first screens (issue 31). Once the client bundle is
// written, it builds pwa/src/entry-server.tsx as an SSR bundle into `<outDir>/ssr/` (the same
// config, so the same components, aliases and build plugins) and renders with it:
// - every page of PRERENDERED_PAGES into `<outDir>/<file>` (home.html, library.html,
//   academy/{id}.html, ...), each with its screen's chunks preloaded; the service worker precaches
//   them, and its clean-URL rule serves `/library` from library.html ('/' from home.html: the
//   directoryIndex in vite.config.ts);
// - the game page's shell into index.html itself, beside #root (see gameShellInto);
// - `ssr/pages.json` and `ssr/shell.html`: what the server needs to render the same pages with its
//   settings and the Worlds of the moment (sync-server/src/http/prerendered-pages.ts).
// The build renders with the default settings and without Worlds (their lists show their loading
// state); the server's renders replace both.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type * as EntryServer from '../src/entry-server';
import { routeModulesOf, screenModuleFor } from './route-modules.js';
import { staticClosure, type ChunkLike } from './route-preload-plugin.js';

/** The SSR entry, from pwa/. */
export const SSR_ENTRY = 'src/entry-server.tsx';
/** The folder of `outDir` that holds the SSR bundle and the server's page list (never served or precached). */
export const SSR_DIR = 'ssr';

/** One prerendered page as the server reads it from `ssr/pages.json`. */
export interface PageEntry {
  route: string;
  file: string;
  worlds: boolean;
  shuffled?: boolean;
  preloads: string[];
}

/** `ssr/pages.json`: the pages, the pristine shell they are made from, and the game shell's route. */
export interface PagesManifest {
  template: string;
  gameRoute: string;
  pages: PageEntry[];
}

/** The settings a build renders with (the server renders again with its own). */
const BUILD_SITE_CONFIG = { communityUrl: null, aiModel: false };

function chunks(bundle: Record<string, unknown>): ChunkLike[] {
  return Object.values(bundle).filter((c): c is ChunkLike => (c as ChunkLike).type === 'chunk');
}

/** The chunks a screen module needs beyond the entry's own, as `/assets/...` paths. */
export function preloadsFor(bundle: Record<string, unknown>, root: string, module: string | null): string[] {
  if (module === null) return [];
  const all = chunks(bundle);
  const entry = all.find((c) => c.isEntry);
  const loaded = entry ? staticClosure(bundle, entry.fileName, new Set()) : new Set<string>();
  const chunk = all.find((c) => c.facadeModuleId !== null && relative(root, c.facadeModuleId).split(/[\\/]/).join('/') === module);
  if (!chunk) throw new Error(`[prerender] no chunk for ${module}`);
  return [...staticClosure(bundle, chunk.fileName, new Set())].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
}

async function writeInto(outDir: string, file: string, text: string): Promise<void> {
  const path = join(outDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** Prerenders the pages after the client bundle is written; `root` is the project, `configFile` its vite.config.ts. */
export function prerenderPlugin(root: string, configFile: string): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'taleforge-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const ssrDir = join(outDir, SSR_DIR);
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          // One file: the server imports it afresh after a rebuild (a second copy of a shared chunk would split React's contexts).
          build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false, sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } },
        });
        const ssr = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as typeof EntryServer;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const routeModules = routeModulesOf(readFileSync(join(root, 'pwa/src/app/router.tsx'), 'utf8'));

        const pages: PageEntry[] = [];
        for (const page of ssr.PRERENDERED_PAGES) {
          const preloads = preloadsFor(bundle, root, page.route === '/' ? null : screenModuleFor(routeModules, page.route));
          const data = { route: page.route, search: '', ...(page.worlds ? { published: null, welcome: null } : {}) };
          const { html, status } = await ssr.renderDocument(page.route, data, BUILD_SITE_CONFIG, { template, preloads });
          if (status !== 200) throw new Error(`[prerender] ${page.route} renders with status ${status}`);
          await writeInto(outDir, page.file, html);
          pages.push({ ...page, preloads });
        }

        const gameData = { route: ssr.GAME_SHELL_ROUTE, search: '' };
        const game = await ssr.renderPage('/game/shell', gameData, BUILD_SITE_CONFIG);
        await writeInto(outDir, 'index.html', ssr.gameShellInto(template, game, gameData));
        await writeInto(ssrDir, 'shell.html', template);
        const manifest: PagesManifest = { template: `${SSR_DIR}/shell.html`, gameRoute: ssr.GAME_SHELL_ROUTE, pages };
        await writeInto(ssrDir, 'pages.json', `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}
