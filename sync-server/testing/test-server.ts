import { configSchema } from '../src/config';
import type { Db } from '../src/db/db';
import { startServer, type ServerHandle, type ServerOptions } from '../src/server';

/** Starts a real server (HTTP + WebSockets) on a free port over `db`, with seeds loaded. */
export async function startTestServer(db: Db, options: ServerOptions & { env?: Record<string, string> } = {}): Promise<ServerHandle> {
  const { env, ...rest } = options;
  const config = configSchema.parse({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  return startServer(config, { db, distDir: '/nonexistent', ...rest });
}

/**
 * A JSON API caller with the CSRF double submit, as the PWA does it: one browser, keeping the
 * cookies the server sets (the visitor cookie, a session after login) like a browser would.
 */
export function apiCaller(baseUrl: string, cookie?: string) {
  const jar = new Map<string, string>([['XSRF-TOKEN', 't']]);
  // A browser already signed in (a `makeUser` cookie, say).
  for (const pair of cookie?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const call = async (method: string, path: string, body?: Record<string, unknown>) => {
    const sep = path.includes('?') ? '&' : '?';
    const url = method === 'GET' ? `${baseUrl}${path}${sep}requestId=${crypto.randomUUID()}` : `${baseUrl}${path}`;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { accept: 'application/json', 'content-type': 'application/json', cookie, 'x-csrf-token': jar.get('XSRF-TOKEN') ?? '' };
    const res = await fetch(url, { method, headers, ...(body ? { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as { status: string; data?: unknown; errorMessage?: string } };
  };
  return {
    /** The cookies this caller holds (a WebSocket opened "from the same browser" sends them). */
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (path: string) => call('GET', path),
    post: (path: string, body: Record<string, unknown>) => call('POST', path, body),
    put: (path: string, body: Record<string, unknown>) => call('PUT', path, body),
    del: (path: string) => call('DELETE', path, {}),
  };
}
