import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** Paths that are never the app shell, whatever the Accept header says. */
const NOT_SHELL = /^\/(socket\.io|collab|images)(\/|$)/;

/**
 * Serves the built PWA from `distDir`: files as they are (hashed assets cached for a year, the
 * service worker, manifest and index.html revalidated every time), and index.html for any GET
 * navigation (Accept: text/html) so client routes work on reload. Everything else falls through
 * to the API.
 */
export function spa(distDir: string): MiddlewareHandler {
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
  let indexHtml = readFileSync(indexPath, 'utf8');
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || NOT_SHELL.test(c.req.path)) return next();
    const shellOrApi = async () => {
      if (!wantsHtml(method, c.req.path, c.req.header('accept'))) return next();
      if (process.env.NODE_ENV !== 'production') indexHtml = readFileSync(indexPath, 'utf8');
      c.header('Cache-Control', 'no-cache');
      c.res = c.html(indexHtml);
    };
    // Only paths that look like files are looked up on disk; the rest are routes.
    if (c.req.path !== '/' && /\.[a-z0-9]+$/i.test(c.req.path)) return files(c, shellOrApi);
    return shellOrApi();
  };
}

function wantsHtml(method: string, path: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_SHELL.test(path) && !!accept && accept.includes('text/html');
}
