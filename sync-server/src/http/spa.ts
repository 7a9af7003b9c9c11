import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@schemas';
import type { MiddlewareHandler } from 'hono';
import { createLogger } from '../util/log';
import { inlineScriptHashes } from './security-headers';
import { injectSiteConfig, reviseShellInServiceWorker } from './site-config';

const log = createLogger('spa');

/**
 * The built app shell as served: index.html with the site's settings, the hashes of its inline
 * scripts (which the CSP allows), and sw.js revised to precache that very shell.
 */
export interface AppShell {
  /** The page, or null when the PWA is not built. Outside production a rebuild shows at once (the file's time is checked on every call). */
  html(): string | null;
  /** The CSP sources (`'sha256-...'`) of the page's inline scripts. */
  scriptHashes(): string[];
  /** The service worker with the served shell's precache revision, or null when there is none to revise. */
  serviceWorker(): string | null;
}

type Served = { html: string; hashes: string[]; sw: string | null; mtimeMs: number };

/** The shell in `distDir`, carrying `siteConfig`. */
export function appShell(distDir: string, siteConfig: SiteConfig = DEFAULT_SITE_CONFIG): AppShell {
  const indexPath = join(distDir, 'index.html');
  const swPath = join(distDir, 'sw.js');
  let cached: Served | null = null;
  const read = (): Served | null => {
    if (cached && process.env.NODE_ENV === 'production') return cached;
    if (!existsSync(indexPath)) return (cached = null);
    const mtimeMs = Math.max(statSync(indexPath).mtimeMs, existsSync(swPath) ? statSync(swPath).mtimeMs : 0);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = injectSiteConfig(readFileSync(indexPath, 'utf8'), siteConfig);
      let sw: string | null = null;
      if (existsSync(swPath)) {
        sw = reviseShellInServiceWorker(readFileSync(swPath, 'utf8'), html);
        if (sw === null) log.warn('sw.js lists no index.html precache entry: installed apps will not see changed settings until the next build');
      }
      cached = { html, hashes: inlineScriptHashes(html), sw, mtimeMs };
    }
    return cached;
  };
  return { html: () => read()?.html ?? null, scriptHashes: () => read()?.hashes ?? [], serviceWorker: () => read()?.sw ?? null };
}

/** Paths that are never the app shell, whatever the Accept header says. */
const NOT_SHELL = /^\/(socket\.io|collab|images)(\/|$)/;

/**
 * Serves the built PWA from `distDir`: files as they are, or their build-time Brotli or gzip copy
 * when the browser accepts it (hashed assets cached for a year, the
 * service worker, manifest and index.html revalidated every time), and index.html for any GET
 * navigation (Accept: text/html) so client routes work on reload. index.html carries the site's
 * settings and sw.js precaches it under the matching revision. Everything else falls through
 * to the API.
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
    if ((method !== 'GET' && method !== 'HEAD') || NOT_SHELL.test(c.req.path)) return next();
    const serveShell = async () => {
      const html = shell.html();
      if (html === null) return next();
      c.header('Cache-Control', 'no-cache');
      c.res = c.html(html);
    };
    const shellOrApi = async () => {
      if (!wantsHtml(method, c.req.path, c.req.header('accept'))) return next();
      return serveShell();
    };
    // The precache fetches /index.html itself: it gets the shell as navigations do.
    if (c.req.path === '/index.html') return serveShell();
    const sw = c.req.path === '/sw.js' ? shell.serviceWorker() : null;
    if (sw !== null) {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(sw);
    }
    // Only paths that look like files are looked up on disk; the rest are routes.
    if (c.req.path !== '/' && /\.[a-z0-9]+$/i.test(c.req.path)) return files(c, shellOrApi);
    return shellOrApi();
  };
}

function wantsHtml(method: string, path: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_SHELL.test(path) && !!accept && accept.includes('text/html');
}
