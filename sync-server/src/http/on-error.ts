import type { ErrorEnvelope } from '@schemas';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createLogger } from '../util/log';
import { ApiError } from './api-error';

const log = createLogger('http');

/** Maps every error to the envelope: expected ones keep their status, anything else is a logged 500. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(err.envelope, err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const envelope: ErrorEnvelope =
      status === 400
        ? { status: 'invalid', errorMessage: err.message || 'Invalid request' }
        : { status: 'error', errorMessage: err.message || 'Request failed' };
    return c.json(envelope, status);
  }
  const requestId = (c.get('requestId') as string | undefined) ?? '-';
  log.error(`${c.req.method} ${c.req.path} [${requestId}] failed: ${err.stack ?? err.message}`);
  return c.json({ status: 'error', errorMessage: 'An unexpected server error occurred.' } satisfies ErrorEnvelope, 500);
}

/** 404 for unknown API routes: the envelope, never an HTML page. */
export function notFound(c: Context): Response {
  return c.json({ status: 'error', errorMessage: `Not found: ${c.req.method} ${c.req.path}` } satisfies ErrorEnvelope, 404);
}
