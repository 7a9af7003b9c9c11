// Privacy-first page counts (the privacy page's promise): one POST /analytics/pageview {path} per
// route change, fire-and-forget. The path is normalised first so no capability (join code) or id
// ever leaves the device, and no query string or hash either. The server counts per day and path.
import { anyData, apiPost } from '../shared/api/api-client';

/** Route patterns whose listed segments are replaced by a placeholder. */
const ID_ROUTES: readonly { pattern: RegExp; path: string }[] = [
  { pattern: /^\/game\/[^/]+$/, path: '/game/:code' },
  { pattern: /^\/story\/[^/]+$/, path: '/story/:id' },
  { pattern: /^\/templates\/[^/]+\/configure$/, path: '/templates/:id/configure' },
  { pattern: /^\/users\/my-worlds\/[^/]+$/, path: '/users/my-worlds/:id' },
];

/** Paths sent as they are. */
const STATIC_PATHS = new Set([
  '/',
  '/setup',
  '/library',
  '/academy',
  '/for-storytellers',
  '/for-coaches',
  '/for-educators',
  '/privacy',
  '/credits',
  '/users',
  '/users/signin',
  '/users/my-stories',
  '/users/archive',
  '/users/my-worlds',
  '/admin',
]);

/** A public, readable slug (lecture ids, admin section names); anything else may be private. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The path as counted: known pages as they are, ids and codes replaced by placeholders, Academy
 * lecture ids kept (they are public), anything unknown counted as '/:other'.
 * @example normalisePath('/game/AB12CD?x=1') // '/game/:code'
 */
export function normalisePath(rawPath: string): string {
  let path = rawPath.split(/[?#]/, 1)[0] ?? '/';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (STATIC_PATHS.has(path)) return path;
  for (const route of ID_ROUTES) if (route.pattern.test(path)) return route.path;
  const lecture = /^\/academy\/([^/]+)$/.exec(path);
  if (lecture) return SLUG.test(lecture[1] ?? '') ? path : '/academy/:id';
  // Admin: section names are public words; whatever follows a section is an id.
  const admin = /^\/admin\/([^/]+)(\/[^/]+)?(\/.*)?$/.exec(path);
  if (admin && SLUG.test(admin[1] ?? '') && admin[3] === undefined) return `/admin/${admin[1]}${admin[2] ? '/:id' : ''}`;
  return '/:other';
}

let lastSent: string | null = null;

/**
 * Counts a page view: never blocks, never throws, skipped offline, any failure (a 404 while the
 * endpoint does not exist yet included) ignored. The same path twice in a row counts once (a
 * re-render, a query-only change); two different codes are two views.
 */
export function trackPageview(rawPath: string): void {
  const pathname = rawPath.split(/[?#]/, 1)[0] ?? '/';
  if (pathname === lastSent) return;
  lastSent = pathname;
  const path = normalisePath(pathname);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  apiPost('/analytics/pageview', anyData, { path }, { timeoutMs: 10_000 }).catch(() => undefined);
}

/** Forgets the last path counted (tests). */
export function resetAnalyticsForTests(): void {
  lastSent = null;
}
