import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { inlineScriptHashes } from './security-headers';

/** The built app shell (index.html) and the hashes of its inline scripts, which the CSP allows. */
export interface AppShell {
  /** The page, or null when the PWA is not built. Outside production a rebuild shows at once (the file's time is checked on every call). */
  html(): string | null;
  /** The CSP sources (`'sha256-...'`) of the page's inline scripts. */
  scriptHashes(): string[];
}

/** The shell in `distDir`. */
export function appShell(distDir: string): AppShell {
  const indexPath = join(distDir, 'index.html');
  let cached: { html: string; hashes: string[]; mtimeMs: number } | null = null;
  const read = () => {
    if (cached && process.env.NODE_ENV === 'production') return cached;
    if (!existsSync(indexPath)) return (cached = null);
    const mtimeMs = statSync(indexPath).mtimeMs;
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexPath, 'utf8');
      cached = { html, hashes: inlineScriptHashes(html), mtimeMs };
    }
    return cached;
  };
  return { html: () => read()?.html ?? null, scriptHashes: () => read()?.hashes ?? [] };
}

/** Paths that are never the app shell, whatever the Accept header says. */
const NOT_SHELL = /^\/(socket\.io|collab|images)(\/|$)/;

/**
 * Serves the built PWA from `distDir`: files as they are (hashed assets cached for a year, the
 * service worker, manifest and index.html revalidated every time), and index.html for any GET
 * navigation (Accept: text/html) so client routes work on reload. Everything else falls through
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
    onFound: (path, c) => {
      c.header('Cache-Control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || NOT_SHELL.test(c.req.path)) return next();
    const shellOrApi = async () => {
      if (!wantsHtml(method, c.req.path, c.req.header('accept'))) return next();
      const html = shell.html();
      if (html === null) return next();
      c.header('Cache-Control', 'no-cache');
      c.res = c.html(html);
    };
    // Only paths that look like files are looked up on disk; the rest are routes.
    if (c.req.path !== '/' && /\.[a-z0-9]+$/i.test(c.req.path)) return files(c, shellOrApi);
    return shellOrApi();
  };
}

function wantsHtml(method: string, path: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_SHELL.test(path) && !!accept && accept.includes('text/html');
}
