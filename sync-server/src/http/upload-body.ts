/**
 * Upload bodies (a World's zip, a picture) read the cheap way (issue 26.1, the last gap): straight
 * from Node's request into one ArrayBuffer, so the request thread does no more per upload than
 * copy each chunk once, and the bytes go to the work pool as they are (transferred, not copied).
 *
 * - `uploadBodyLimit` refuses a body whose Content-Length is over the limit before one byte of it
 *   is read, and never opens the body itself (Hono's `bodyLimit` turns the request into a web
 *   stream: a stream, a promise and a copy per chunk, then two more copies of the whole).
 * - `readUploadBody` reads the body into one buffer of its declared size (a chunked body grows
 *   one), counting bytes as they come: past the limit it stops reading and answers 413 at once.
 *
 * Both answer over-long bodies as {@link limitBody} does: 413 `Request body is too large.` with
 * `Connection: close` and a lingering close.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, invalid } from './api-error';
import { BODY_TOO_LARGE, declaredLength, lingerOnClose } from './body-limit';

/** The Node request behind a Hono context (absent in `app.request()` tests). */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** 413 with `Connection: close`, the socket set to close lingering (the client may still be sending). */
function tooLarge(c: Context): ApiError {
  const incoming = incomingOf(c);
  if (incoming?.socket) lingerOnClose(incoming.socket, incoming);
  c.header('Connection', 'close');
  return new ApiError(413, BODY_TOO_LARGE);
}

/**
 * Middleware of the upload paths: a declared length over `maxBytes` is answered 413 before any of
 * the body is read. The body itself is left alone for the route's {@link readUploadBody}.
 */
export function uploadBodyLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const incoming = incomingOf(c);
    const declared = incoming ? declaredLength(incoming.headers) : Number(c.req.header('content-length') ?? Number.NaN);
    if (declared !== null && declared > maxBytes) throw tooLarge(c);
    await next();
  };
}

/** What a client that went away before its upload arrived whole is answered (nobody reads it). */
export const UPLOAD_CUT_OFF = 'The upload was cut off before it arrived whole.';

/**
 * Reads the request body into one ArrayBuffer of exactly its size, at most `maxBytes`: refused
 * with 413 when its declared length is larger, or as soon as the bytes received pass it (a
 * chunked body). A client that goes away first is answered 400 `invalid` ({@link UPLOAD_CUT_OFF}).
 */
export async function readUploadBody(c: Context, maxBytes: number): Promise<ArrayBuffer> {
  const incoming = incomingOf(c);
  if (!incoming) {
    // app.request() in route tests: a web Request, read as one.
    const body = await c.req.arrayBuffer();
    if (body.byteLength > maxBytes) throw tooLarge(c);
    return body;
  }
  const declared = declaredLength(incoming.headers);
  if (declared !== null && declared > maxBytes) throw tooLarge(c);
  if (incoming.readableDidRead) throw new Error('[upload] the body was read before readUploadBody');
  return new Promise<ArrayBuffer>((resolve, reject) => {
    // Not zero-filled (every byte is written before it is read), and its own ArrayBuffer of exactly
    // this size (never a slice of Node's buffer pool), so it can be transferred as it is.
    let buffer: Uint8Array = Buffer.allocUnsafeSlow(declared ?? Math.min(maxBytes, 256 * 1024));
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      incoming.off('error', onClose);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > maxBytes) {
        cleanup();
        reject(tooLarge(c));
        return;
      }
      if (size + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafeSlow(Math.min(maxBytes, Math.max(size + chunk.length, buffer.length * 2)));
        grown.set(buffer.subarray(0, size));
        buffer = grown;
      }
      buffer.set(chunk, size);
      size += chunk.length;
    };
    const onEnd = () => {
      cleanup();
      // A declared length is exact (Node's parser holds the client to it); a chunked body is trimmed.
      const whole = buffer.buffer as ArrayBuffer;
      resolve(size === buffer.byteLength ? whole : whole.slice(0, size));
    };
    const onClose = () => {
      if (incoming.readableEnded) return onEnd();
      cleanup();
      reject(invalid(UPLOAD_CUT_OFF));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('close', onClose);
    incoming.on('error', onClose);
    if (incoming.readableEnded) onEnd();
  });
}
