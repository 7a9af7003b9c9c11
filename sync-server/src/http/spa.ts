import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@schemas';
import type { MiddlewareHandler } from 'hono';
import { createLogger } from '../util/log';
import { injectSiteConfig, reviseShellInServiceWorker } from './site-config';

const log = createLogger('spa');

/** Paths that are never the app shell, whatever the Accept header says. */
const NOT_SHELL = /^\/(socket\.io|collab|images)(\/|$)/;

/** The shell and the service worker as served: index.html with the site's settings, sw.js revised to match. */
type Served = { indexHtml: string; sw: string | null };

function readServed(distDir: string, siteConfig: SiteConfig): Served {
  const indexHtml = injectSiteConfig(readFileSync(join(distDir, 'index.html'), 'utf8'), siteConfig);
  const swPath = join(distDir, 'sw.js');
  if (!existsSync(swPath)) return { indexHtml, sw: null };
  const revised = reviseShellInServiceWorker(readFileSync(swPath, 'utf8'), indexHtml);
  if (revised === null) log.warn('sw.js lists no index.html precache entry: installed apps will not see changed settings until the next build');
  return { indexHtml, sw: revised };
}

/**
 * Serves the built PWA from `distDir`: files as they are (hashed assets cached for a year, the
 * service worker, manifest and index.html revalidated every time), and index.html for any GET
 * navigation (Accept: text/html) so client routes work on reload. index.html carries the site's
 * settings (`siteConfig`) and sw.js precaches it under the matching revision. Everything else
 * falls through to the API.
 */
export function spa(distDir: string, siteConfig: SiteConfig = DEFAULT_SITE_CONFIG): MiddlewareHandler {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    return async (c, next) => {
      if (wantsHtml(c.req.method, c.req.path, c.req.header('accept'))) {
        return c.html('<!doctype html><p>The app is not built yet. Run <code>npm run build</code>.</p>', 503);
      }
      await next();
    };
  }
  const files = serveStatic({
    root: distDir,
    onFound: (path, c) => {
      c.header('Cache-Control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  let served = readServed(distDir, siteConfig);
  const current = () => {
    if (process.env.NODE_ENV !== 'production') served = readServed(distDir, siteConfig);
    return served;
  };
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || NOT_SHELL.test(c.req.path)) return next();
    const shell = () => {
      c.header('Cache-Control', 'no-cache');
      c.res = c.html(current().indexHtml);
    };
    const shellOrApi = async () => {
      if (!wantsHtml(method, c.req.path, c.req.header('accept'))) return next();
      shell();
    };
    // The precache fetches /index.html itself: it gets the shell as navigations do.
    if (c.req.path === '/index.html') return shell();
    const sw = c.req.path === '/sw.js' ? current().sw : null;
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
