/**
 * Security headers on every answer (issue 13.7), through Hono's `secureHeaders`: a
 * Content-Security-Policy that lets the page load scripts, styles, images (plus `data:` and
 * `blob:`), fonts, its manifest and service worker only from this origin, connect only to this
 * origin (its own `ws:`/`wss:` included), be framed by nobody; `nosniff`;
 * `strict-origin-when-cross-origin` referrers; HSTS when the public address is https.
 *
 * The built index.html carries a few small inline scripts (the early game socket, the route
 * preload list, the prerendered pages' touches); they are allowed by their SHA-256, read from the
 * files being served, so no `'unsafe-inline'` is needed and any other inline script stays blocked.
 * A prerendered page's inline styles, in one <style> element, are allowed by its hash likewise.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The `'sha256-...'` source of every inline `<script>` that runs (one without `src`) in an HTML
 * page. Data blocks (`type="application/json"`, the site settings) never run, so need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The `'sha256-...'` source of every inline `<style>` element of an HTML page: a prerendered page
 * carries its markup's inline styles in one (pwa/src/shared/prerender/document.ts, issue 31).
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
}

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /** The public address (PUBLIC_URL); https turns HSTS on, and its host names the socket origin. */
  publicUrl: string | undefined;
  /** The hashes of the app shell's inline scripts, read when a page is served (the shell may be rebuilt). */
  shellScriptHashes: () => string[];
  /** The hashes of the inline styles of the page this answer carries (none for anything else). */
  pageStyleHashes?: (c: Context) => string[];
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** `ws://host wss://host` of this origin: the public address's host, else the request's. */
function socketSources(c: Context, publicUrl: string | undefined): string {
  let host: string;
  try {
    host = new URL(publicUrl ?? c.req.url).host;
  } catch {
    return '';
  }
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/** Middleware: the headers above on every response. */
export function securityHeaders(opts: SecurityHeadersOptions): MiddlewareHandler {
  const https = opts.publicUrl?.startsWith('https:') ?? false;
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => opts.shellScriptHashes().join(' ')],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", (c) => socketSources(c, opts.publicUrl)],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // Same-origin is right for the app's own fetches and pictures; nothing else embeds them.
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    // A route that sets one of these itself keeps it: an SVG picture answers with its own, stricter CSP.
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    // The page's own inline styles are known once it is rendered: added to the policy afterwards.
    const styles = opts.pageStyleHashes?.(c) ?? [];
    const csp = styles.length > 0 ? c.res.headers.get('Content-Security-Policy') : null;
    if (csp) c.res.headers.set('Content-Security-Policy', csp.replace(/(^|;\s*)style-src 'self'/, (directive) => `${directive} ${styles.join(' ')}`));
  };
}
