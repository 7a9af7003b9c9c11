/**
 * The generic half of issue 13.3: before any route runs, a request whose path, query or JSON body
 * carries text no column can hold (a NUL, a lone surrogate; see schemas/text.ts) is answered 400
 * `invalid` in plain words. Every schema carries the same rule as a refinement, which names the
 * field; this layer is what makes a field someone forgets (or a route reading its body by hand,
 * or a path parameter, which no schema sees) unable to reach PostgreSQL as a NUL.
 */
import { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from '@schemas';
import type { MiddlewareHandler } from 'hono';
import { invalid } from './api-error';

/** The decoded path segments and query keys and values of a URL whose text is unsafe, or null. */
export function unsafeUrlPart(url: string): { where: string; path: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  for (const segment of parsed.pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not valid percent-encoded UTF-8: the router keeps it as it is, which holds no NUL.
      continue;
    }
    if (!isSafeText(decoded)) return { where: 'path', path: '(path)' };
  }
  for (const [key, value] of parsed.searchParams) {
    if (!isSafeText(key)) return { where: 'query', path: '(key)' };
    if (!isSafeText(value)) return { where: 'query', path: key };
  }
  return null;
}

const refuse = (where: string, path: string) => invalid(`Invalid request: ${path}: ${UNSAFE_TEXT_MESSAGE}`, [{ path: `${where}.${path}`, message: UNSAFE_TEXT_MESSAGE }]);

/** Middleware: refuses unsafe text in the path, the query and a JSON body (malformed JSON is left to the route's validator). */
export function safeRequestText(): MiddlewareHandler {
  return async (c, next) => {
    const inUrl = unsafeUrlPart(c.req.url);
    if (inUrl) throw refuse(inUrl.where, inUrl.path);
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /\bjson\b/i.test(type)) {
      // Read through Hono's body cache: the route's validator parses the same text again.
      let body: unknown;
      let parsed = false;
      try {
        body = await c.req.json();
        parsed = true;
      } catch {
        // Malformed JSON: the validator answers it as `invalid`.
      }
      const found = parsed ? findUnsafeText(body) : null;
      if (found) throw refuse('body', found.path);
    }
    await next();
  };
}
