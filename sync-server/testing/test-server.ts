import { configSchema } from '../src/config';
import type { Db } from '../src/db/db';
import { startServer, type ServerHandle, type ServerOptions } from '../src/server';

/** Starts a real server (HTTP + WebSockets) on a free port over `db`, with seeds loaded. */
export async function startTestServer(db: Db, options: ServerOptions & { env?: Record<string, string> } = {}): Promise<ServerHandle> {
  const { env, ...rest } = options;
  const config = configSchema.parse({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  return startServer(config, { db, distDir: '/nonexistent', ...rest });
}

/** A JSON API caller with the CSRF double submit, as the PWA does it. */
export function apiCaller(baseUrl: string) {
  const headers = { accept: 'application/json', 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-csrf-token': 't' };
  const call = async (method: string, path: string, body?: Record<string, unknown>) => {
    const sep = path.includes('?') ? '&' : '?';
    const url = method === 'GET' ? `${baseUrl}${path}${sep}requestId=${crypto.randomUUID()}` : `${baseUrl}${path}`;
    const res = await fetch(url, { method, headers, ...(body ? { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) } : {}) });
    return { status: res.status, body: (await res.json()) as { status: string; data?: unknown; errorMessage?: string } };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: Record<string, unknown>) => call('POST', path, body),
    put: (path: string, body: Record<string, unknown>) => call('PUT', path, body),
  };
}
