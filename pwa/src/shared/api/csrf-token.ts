/** Name of the cookie the server sets with the CSRF token (double-submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** Header that echoes the cookie on every non-GET request. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** The current value of the XSRF-TOKEN cookie, or undefined when the server has not set one yet. */
export function readCsrfToken(cookie: string = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === CSRF_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
