import type { MiddlewareHandler } from 'hono';
import { newId } from '../util/ids';
import type { AppEnv } from './app-env';

/**
 * Names every request for the logs: the client's `requestId` query parameter when it sent one
 * (spec 1 §7 has every GET carry it), else one made here. A GET never needs one to be answered:
 * curl, link previews and caches call without it.
 */
export function requestIdMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.query('requestId');
    c.set('requestId', sent && sent.length <= 100 ? sent : newId('req'));
    await next();
  };
}
