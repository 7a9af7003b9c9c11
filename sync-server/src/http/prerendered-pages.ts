// The prerendered pages as the server serves them (issue 31). The build prerenders the pages whose
// first screen is the same for every visitor (pwa/build/prerender-plugin.ts) and leaves, in
// `<dist>/ssr/`, the SSR bundle of the app and the list of those pages. The server renders them
// again with its own settings (the footer's community link, the storyteller named) and, for the
// pages that show them, with the published Worlds of the moment: each render is kept until a
// World changes (the list read when the page is asked for differs), so no rebuild is needed.
// A page asked for with a query (a library filter, a sign-in view) is rendered for it, not kept.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig, TemplateMetadata } from '@schemas';
import pLimit from 'p-limit';
import { createLogger } from '../util/log';

const log = createLogger('prerender');

/** The published Worlds, as GET /templates/published answers (all, in their order). */
export type ReadPublishedWorlds = () => Promise<TemplateMetadata[]>;

/** A prerendered page as `ssr/pages.json` lists it. */
export interface PageEntry {
  route: string;
  file: string;
  worlds: boolean;
  /** Its list of Worlds is shuffled per render (the library). */
  shuffled?: boolean;
  preloads: string[];
}

interface PagesManifest {
  template: string;
  gameRoute: string;
  pages: PageEntry[];
}

/** The data a page is rendered with (pwa/src/shared/prerender/page-data.ts). */
interface PageData {
  route: string;
  search: string;
  published?: TemplateMetadata[] | null;
  welcome?: TemplateMetadata[] | null;
  seed?: string;
}

/** What the server uses of the SSR bundle (pwa/src/entry-server.tsx). */
interface SsrModule {
  renderPage(url: string, data: PageData, siteConfig: SiteConfig): Promise<{ markup: string; title: string | null; status: number }>;
  renderDocument(url: string, data: PageData, siteConfig: SiteConfig, parts: { template: string; preloads: readonly string[] }): Promise<{ html: string; status: number }>;
  gameShellInto(template: string, page: { markup: string }, data: PageData): string;
}

/** How many library shuffles are kept per list of Worlds: a visit gets one of them (spec 1 §5: shuffled on each render). */
export const LIBRARY_SHUFFLES = 8;
/** Renders kept at most (pages x shuffles, for the current Worlds). */
const MAX_KEPT = 64;
/** Renders at once: the rest wait, so a burst of odd queries cannot take the process's CPU. */
const RENDERS_AT_ONCE = 2;

/** The app's prerendering in one build directory. */
export interface PageRenderer {
  /** The page whose route is `pathname` exactly, or null. */
  pageAt(pathname: string): PageEntry | null;
  /** The page built as `path` ('/library.html': what the service worker's precache asks for), or null. */
  pageFile(path: string): PageEntry | null;
  /** The page rendered for `search` with the settings and, if it shows them, the Worlds of the moment. */
  render(page: PageEntry, search: string): Promise<string>;
  /** index.html with the game page's shell rendered with the settings. */
  shell(): Promise<string>;
  /** Renders every page once (with the Worlds of the moment), so the first visitors are answered at once. */
  warm(): Promise<void>;
  /** The built files of the pages (for their precache revisions and inline scripts). */
  builtPages(): { file: string; html: string }[];
}

/** A stable digest of a value's JSON. */
function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * The renderer of `distDir`, or null when the build has no SSR bundle (an older build: its pages
 * are the shell, drawn in the browser). The bundle is imported afresh when `version` changes.
 */
export async function loadPageRenderer(distDir: string, siteConfig: SiteConfig, readWorlds: ReadPublishedWorlds | undefined, version: number): Promise<PageRenderer | null> {
  const manifestPath = join(distDir, 'ssr', 'pages.json');
  const entryPath = join(distDir, 'ssr', 'entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(entryPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PagesManifest;
  const template = readFileSync(join(distDir, manifest.template), 'utf8');
  const ssr = (await import(`${pathToFileURL(entryPath).href}?v=${version}`)) as SsrModule;
  const byRoute = new Map(manifest.pages.map((p) => [p.route, p]));
  const byFile = new Map(manifest.pages.map((p) => [`/${p.file}`, p]));
  const limit = pLimit(RENDERS_AT_ONCE);
  const kept = new Map<string, string>();
  let worldsInFlight: Promise<TemplateMetadata[]> | null = null;

  // Concurrent requests share one read of the Worlds.
  const worldsNow = (): Promise<TemplateMetadata[]> => {
    if (!readWorlds) return Promise.resolve([]);
    worldsInFlight ??= readWorlds().finally(() => {
      worldsInFlight = null;
    });
    return worldsInFlight;
  };

  const renderNow = async (page: PageEntry, search: string, data: PageData): Promise<string> => {
    const { html, status } = await limit(() => ssr.renderDocument(`${page.route}${search}`, data, siteConfig, { template, preloads: page.preloads }));
    if (status !== 200) throw new Error(`[prerender] ${page.route}${search} rendered with status ${status}`);
    return html;
  };

  const keep = (key: string, html: string) => {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, html);
  };
  const filling = new Set<string>();

  /** Renders the next missing shuffle of a page in the background (one at a time per page and Worlds). */
  const fillShuffles = (page: PageEntry, data: PageData, worlds: string) => {
    const missing = Array.from({ length: LIBRARY_SHUFFLES }, (_, i) => i).find((i) => !kept.has(`${page.route}#${worlds}#${i}`));
    const flight = `${page.route}#${worlds}`;
    if (missing === undefined || filling.has(flight)) return;
    filling.add(flight);
    void renderNow(page, '', { ...data, seed: `${worlds.slice(0, 8)}${missing}` })
      .then((html) => keep(`${page.route}#${worlds}#${missing}`, html))
      .catch((error: unknown) => log.error(`${page.route} shuffle ${missing} could not be prerendered`, error))
      .finally(() => {
        filling.delete(flight);
        fillShuffles(page, data, worlds);
      });
  };

  const renderer: PageRenderer = {
    pageAt: (pathname) => byRoute.get(pathname) ?? null,
    pageFile: (path) => byFile.get(path) ?? null,
    async render(page, search) {
      const data: PageData = { route: page.route, search };
      let key = `${page.route}${search}`;
      if (page.worlds) {
        const published = await worldsNow();
        data.published = published;
        data.welcome = published.filter((t) => t.showOnWelcomeScreen);
        const worlds = digest(published);
        // Renders of other Worlds are never asked for again.
        for (const old of kept.keys()) if (old.includes('#') && !old.includes(`#${worlds}#`)) kept.delete(old);
        let shuffle = 0;
        if (page.shuffled) {
          // One of the shuffles kept (the others are rendered behind), or a fresh one.
          const ready = Array.from({ length: LIBRARY_SHUFFLES }, (_, i) => i).filter((i) => kept.has(`${page.route}#${worlds}#${i}`));
          shuffle = ready[Math.floor(Math.random() * ready.length)] ?? Math.floor(Math.random() * LIBRARY_SHUFFLES);
          data.seed = `${worlds.slice(0, 8)}${shuffle}`;
          if (search === '') queueMicrotask(() => fillShuffles(page, data, worlds));
        }
        key = `${key}#${worlds}#${shuffle}`;
      }
      if (search !== '') return renderNow(page, search, data);
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      const html = await renderNow(page, search, data);
      keep(key, html);
      return html;
    },
    async warm() {
      for (const page of manifest.pages) await renderer.render(page, '').catch((error: unknown) => log.error(`${page.route} could not be prerendered`, error));
    },
    async shell() {
      const data: PageData = { route: manifest.gameRoute, search: '' };
      const game = await limit(() => ssr.renderPage('/game/shell', data, siteConfig));
      // From the pristine shell: the built index.html holds a game shell rendered with the build's settings.
      return ssr.gameShellInto(template, game, data);
    },
    builtPages: () =>
      manifest.pages
        .filter((p) => existsSync(join(distDir, p.file)) && statSync(join(distDir, p.file)).isFile())
        .map((p) => ({ file: p.file, html: readFileSync(join(distDir, p.file), 'utf8') })),
  };
  return renderer;
}
