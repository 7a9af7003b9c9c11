import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@schemas';
import type { MiddlewareHandler } from 'hono';
import { createLogger } from '../util/log';
import { loadPageRenderer, type PageRenderer, type ReadPublishedWorlds } from './prerendered-pages';
import { inlineScriptHashes, inlineStyleHashes } from './security-headers';
import { injectSiteConfig, revisePagesInServiceWorker, reviseShellInServiceWorker, shellRevision } from './site-config';

const log = createLogger('spa');

/**
 * The built app shell as served: index.html with the site's settings, the hashes of its inline
 * scripts (which the CSP allows), and sw.js revised to precache that very shell; and the
 * prerendered pages (issue 31), rendered with the same settings.
 */
export interface AppShell {
  /** The page, or null when the PWA is not built. Outside production a rebuild shows at once (the file's time is checked on every call). */
  html(): string | null;
  /** The CSP sources (`'sha256-...'`) of the inline scripts of the shell and the prerendered pages. */
  scriptHashes(): string[];
  /** The service worker with the served shell's precache revision, or null when there is none to revise. */
  serviceWorker(): string | null;
  /** Resolves when the server's own renders (the game page's shell with the settings) are in place. */
  ready(): Promise<void>;
  /** The prerendered page for a navigation to `pathname` with `search`, or null (the shell answers). */
  page(pathname: string, search: string): Promise<string | null>;
  /** A prerendered page asked for by its built file ('/library.html', the service worker's precache), or null. */
  pageFile(path: string): Promise<string | null>;
  /**
   * A page as a navigation gets it: its stylesheet written into it, so a first visit on a slow
   * network paints without a second round trip (the copies the service worker keeps link it).
   */
  forNavigation(html: string): string;
}

type Served = { html: string; hashes: string[]; sw: string | null; mtimeMs: number; renderer: PageRenderer | null; ready: Promise<void> };

/**
 * The shell in `distDir`, carrying `siteConfig`; `readWorlds` gives the published Worlds the
 * home page and the library are rendered with; `warm` renders every page once at the start.
 */
export function appShell(distDir: string, siteConfig: SiteConfig = DEFAULT_SITE_CONFIG, readWorlds?: ReadPublishedWorlds, options: { warm?: boolean } = {}): AppShell {
  const indexPath = join(distDir, 'index.html');
  const swPath = join(distDir, 'sw.js');
  let cached: Served | null = null;
  let version = 0;

  /** The sw.js of the build with the revisions of the shell and the pages as this server serves them. */
  const revisedWorker = (html: string, renderer: PageRenderer | null): string | null => {
    if (!existsSync(swPath)) return null;
    let sw = reviseShellInServiceWorker(readFileSync(swPath, 'utf8'), html);
    if (sw === null) {
      log.warn('sw.js lists no index.html precache entry: installed apps will not see changed settings until the next build');
      return null;
    }
    // A page's revision follows its build and the settings, never the Worlds: a World's change is no app update.
    const pages = renderer?.builtPages() ?? [];
    sw = revisePagesInServiceWorker(sw, Object.fromEntries(pages.map((p) => [p.file, shellRevision(injectSiteConfig(p.html, siteConfig))])));
    return sw;
  };

  const read = (): Served | null => {
    if (cached && process.env.NODE_ENV === 'production') return cached;
    if (!existsSync(indexPath)) return (cached = null);
    const mtimeMs = Math.max(statSync(indexPath).mtimeMs, existsSync(swPath) ? statSync(swPath).mtimeMs : 0);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = injectSiteConfig(readFileSync(indexPath, 'utf8'), siteConfig);
      const served: Served = { html, hashes: inlineScriptHashes(html), sw: revisedWorker(html, null), mtimeMs, renderer: null, ready: Promise.resolve() };
      version += 1;
      // The SSR bundle renders the game page's shell with this server's settings; until then the build's file answers.
      served.ready = loadPageRenderer(distDir, siteConfig, readWorlds, version)
        .then(async (renderer) => {
          if (!renderer) return;
          const shell = injectSiteConfig(await renderer.shell(), siteConfig);
          const pages = renderer.builtPages().map((p) => p.html);
          served.renderer = renderer;
          served.html = shell;
          served.hashes = [...new Set([shell, ...pages].flatMap(inlineScriptHashes))];
          served.sw = revisedWorker(shell, renderer);
          // The pages are rendered behind the start: the first visitors need not wait for it.
          if (options.warm) void renderer.warm();
        })
        .catch((error: unknown) => log.error('the prerendered pages could not be loaded: every page is drawn in the browser', error));
      cached = served;
    }
    return cached;
  };

  const render = async (pick: (renderer: PageRenderer) => ReturnType<PageRenderer['pageAt']>, search: string): Promise<string | null> => {
    const served = read();
    await served?.ready;
    const renderer = served?.renderer;
    const page = renderer ? pick(renderer) : null;
    if (!renderer || !page) return null;
    try {
      return injectSiteConfig(await renderer.render(page, search), siteConfig);
    } catch (error) {
      log.error(`${page.route}${search} could not be prerendered: the shell answers`, error);
      return null;
    }
  };

  const stylesheets = new Map<string, string | null>();
  const inlined = (html: string): string =>
    html.replace(STYLESHEET, (link, file: string) => {
      if (!stylesheets.has(file)) {
        const path = join(distDir, file);
        stylesheets.set(file, existsSync(path) ? readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style') : null);
      }
      const css = stylesheets.get(file);
      return css === null || css === undefined ? link : `<style>${css}</style>`;
    });

  return {
    forNavigation: inlined,
    html: () => read()?.html ?? null,
    scriptHashes: () => read()?.hashes ?? [],
    serviceWorker: () => read()?.sw ?? null,
    ready: async () => void (await read()?.ready),
    page: (pathname, search) => render((r) => r.pageAt(pathname), search),
    pageFile: (path) => render((r) => r.pageFile(path), ''),
  };
}

/** The built shell's stylesheet links (Vite's: `/assets/index-{hash}.css`, immutable). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Paths that are never the app shell, whatever the Accept header says. */
const NOT_SHELL = /^\/(socket\.io|collab|images)(\/|$)/;
/** The SSR bundle and the server's page list (pwa/build/prerender-plugin.ts): never served. */
const SERVER_ONLY = /^\/ssr(\/|$)/;

/**
 * Serves the built PWA from `distDir`: files as they are, or their build-time Brotli or gzip copy
 * when the browser accepts it (hashed assets cached for a year, the
 * service worker, manifest and index.html revalidated every time), a prerendered page for a GET
 * navigation to one (issue 31), and index.html for any other GET navigation (Accept: text/html)
 * so client routes work on reload. Pages and index.html carry the site's settings and sw.js
 * precaches them under the matching revisions. Everything else falls through to the API.
 */
export function spa(distDir: string, shell: AppShell = appShell(distDir)): MiddlewareHandler {
  if (shell.html() === null) {
    return async (c, next) => {
      if (wantsHtml(c.req.method, c.req.path, c.req.header('accept'))) {
        return c.html('<!doctype html><p>The app is not built yet. Run <code>npm run build</code>.</p>', 503);
      }
      await next();
    };
  }
  const files = serveStatic({
    root: distDir,
    // The build's Brotli and gzip copies (pwa/build/precompress-plugin.ts), to a browser that takes them.
    precompressed: true,
    onFound: (path, c) => {
      c.header('Cache-Control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || NOT_SHELL.test(path) || SERVER_ONLY.test(path)) return next();
    await shell.ready();
    const servePage = (html: string) => {
      c.header('Cache-Control', 'no-cache');
      // A prerendered page's inline styles are allowed by their hash (security-headers.ts).
      c.set('pageStyleHashes', inlineStyleHashes(html));
      c.res = c.html(html);
    };
    const serveShell = async (navigation: boolean) => {
      const html = shell.html();
      if (html === null) return next();
      servePage(navigation ? shell.forNavigation(html) : html);
    };
    const shellOrApi = async () => {
      if (!wantsHtml(method, path, c.req.header('accept'))) return next();
      const page = await shell.page(path, new URL(c.req.url).search);
      return page === null ? serveShell(true) : servePage(shell.forNavigation(page));
    };
    // The precache fetches /index.html itself: it gets the shell as navigations do.
    if (path === '/index.html') return serveShell(false);
    // ... and each prerendered page by its file: it gets the page as served.
    if (path.endsWith('.html')) {
      const page = await shell.pageFile(path);
      if (page !== null) return servePage(page);
    }
    const sw = path === '/sw.js' ? shell.serviceWorker() : null;
    if (sw !== null) {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(sw);
    }
    // Only paths that look like files are looked up on disk; the rest are routes.
    if (path !== '/' && /\.[a-z0-9]+$/i.test(path)) return files(c, shellOrApi);
    return shellOrApi();
  };
}

function wantsHtml(method: string, path: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_SHELL.test(path) && !!accept && accept.includes('text/html');
}
