import { createApp } from '../src/app';
import { createCollabServer } from '../src/collab/collab-server';
import { createOfflineIllustrator, type Illustrator } from '../src/images/illustrator';
import { configSchema } from '../src/config';
import type { Db } from '../src/db/db';
import { localModerator, type Moderator } from '../src/limits/moderation';
import type { Assistant } from '../src/assistant/assistant';
import type { Mailer } from '../src/auth/mailer';
import { RateLimiter, type RateLimitedAction, type RateLimitRule } from '../src/limits/rate-limiter';
import type { OfflineReplayConfig } from '../src/stories/offline-upload';
import { StoryCache } from '../src/stories/story-cache';
import { TurnService } from '../src/stories/turn-service';

/**
 * The app over `db` with default configuration (or `env`), default budgets (or `rateLimits`), the
 * offline replay's defaults (or `offline`) and no built PWA, for `app.request()` tests. World
 * pictures are painted by the offline illustrator (or `illustrator`); server writes into Worlds'
 * docs (picture statuses, PUT /templates/{id}, the carousel order) go through a real collab
 * server's writeWorld (no sockets attached).
 */
export function testApp(
  db: Db,
  env: Record<string, string> = {},
  options: {
    rateLimits?: Partial<Record<RateLimitedAction, RateLimitRule>>;
    offline?: OfflineReplayConfig;
    illustrator?: Illustrator;
    assistant?: Assistant;
    moderator?: Moderator;
    /** Outgoing e-mail (default: none, whatever `env` says). */
    mailer?: Mailer | null;
  } = {},
) {
  const cache = new StoryCache();
  const stories = {
    db,
    cache,
    turns: new TurnService(db, cache),
    limiter: new RateLimiter(options.rateLimits),
    moderator: options.moderator ?? localModerator(),
    ...(options.offline ? { offline: options.offline } : {}),
  };
  const collab = createCollabServer({ db, serverId: 'test-app' });
  const images = { illustrator: options.illustrator ?? createOfflineIllustrator() };
  return createApp({ db, config: configSchema.parse({ SEED_WORLDS: 'false', ...env }), distDir: '/nonexistent', stories, writeWorld: collab.writeWorld, images, mailer: options.mailer ?? null, ...(options.assistant ? { assistant: options.assistant } : {}) });
}

/** Headers for a JSON API call; add `csrf: true` for a valid double-submit pair. */
export function apiHeaders(opts: { csrf?: boolean; cookie?: string } = {}): Record<string, string> {
  const cookies = [opts.cookie, opts.csrf ? 'XSRF-TOKEN=test-token' : undefined].filter(Boolean).join('; ');
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    ...(cookies ? { cookie: cookies } : {}),
    ...(opts.csrf ? { 'x-csrf-token': 'test-token' } : {}),
  };
}

/** A cookie jar over `app.request()`: keeps Set-Cookie values and sends the CSRF pair like a browser app. */
export function browser(app: ReturnType<typeof testApp>) {
  const jar = new Map<string, string>([['XSRF-TOKEN', 'jar-token']]);
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const absorb = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const v = value.join('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || v === '') jar.delete(name);
      else jar.set(name, v);
    }
    return res;
  };
  const call = async (method: string, path: string, body?: Record<string, unknown>) => {
    const url = method === 'GET' ? `${path}${path.includes('?') ? '&' : '?'}requestId=${crypto.randomUUID()}` : path;
    const res = absorb(
      await app.request(url, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', cookie: cookieHeader(), 'x-csrf-token': jar.get('XSRF-TOKEN') ?? '' },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) }),
      }),
    );
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any envelope's data
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as { status: string; data?: any; errorMessage?: string } };
  };
  /** A multipart upload (fields and files), answered as JSON. */
  const upload = async (path: string, form: Record<string, string | Blob>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') data.append(k, v);
      else data.append(k, v, v instanceof File ? v.name : 'upload.zip');
    const res = absorb(await app.request(path, { method: 'POST', headers: { accept: 'application/json', cookie: cookieHeader(), 'x-csrf-token': jar.get('XSRF-TOKEN') ?? '' }, body: data }));
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any envelope's data
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as { status: string; data?: any; errorMessage?: string; issues?: { path: string; message: string }[] } };
  };
  /** A JSON POST answered with bytes (a download). */
  const download = async (path: string, body: Record<string, unknown>) => {
    const res = absorb(
      await app.request(path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', cookie: cookieHeader(), 'x-csrf-token': jar.get('XSRF-TOKEN') ?? '' },
        body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }),
      }),
    );
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  return {
    jar,
    upload,
    download,
    get: (path: string) => call('GET', path),
    post: (path: string, body: Record<string, unknown> = {}) => call('POST', path, body),
    put: (path: string, body: Record<string, unknown> = {}) => call('PUT', path, body),
    del: (path: string) => call('DELETE', path, {}),
  };
}
