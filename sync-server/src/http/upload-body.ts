/**
 * Upload bodies (a World's zip, a picture) read the cheap way (issue 26.1, the last gap): straight
 * from Node's request, kept as the chunks its HTTP parser made, which go to the work pool as they
 * are (transferred, not copied) and are joined there. The request thread allocates nothing for an
 * upload beyond what the parser does, and copies nothing: every megabyte it allocates counts
 * towards V8's external memory, and enough of them at once set off a full garbage collection of
 * the request thread's heap, a pause every other request waits for.
 *
 * - `uploadBodyLimit` refuses a body whose Content-Length is over the limit before one byte of it
 *   is read, and never opens the body itself (Hono's `bodyLimit` turns the request into a web
 *   stream: a stream, a promise and a copy per chunk, then two more copies of the whole).
 * - `readUploadBody` collects the body's chunks, counting bytes as they come: past the limit it
 *   stops reading and answers 413 at once.
 *
 * Both answer over-long bodies as {@link limitBody} does: 413 `Request body is too large.` with
 * `Connection: close` and a lingering close.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, invalid } from './api-error';
import { BODY_TOO_LARGE, declaredLength, lingerOnClose } from './body-limit';
import type { UploadBody } from './upload-parts';

export type { UploadBody } from './upload-parts';

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

/** A chunk's bytes as an ArrayBuffer of their own: the parser's own buffer (nearly always), else a copy. */
function ownBuffer(chunk: Buffer): ArrayBuffer {
  const { buffer } = chunk;
  return buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength ? buffer : new Uint8Array(chunk).buffer;
}

/**
 * Reads the request body, at most `maxBytes`: refused with 413 when its declared length is
 * larger, or as soon as the bytes received pass it (a chunked body). The chunks are kept as the
 * parser made them (see upload-parts.ts). A client that goes away first is answered 400
 * `invalid` ({@link UPLOAD_CUT_OFF}).
 */
export async function readUploadBody(c: Context, maxBytes: number): Promise<UploadBody> {
  const incoming = incomingOf(c);
  if (!incoming) {
    // app.request() in route tests: a web Request, read as one.
    const body = await c.req.arrayBuffer();
    if (body.byteLength > maxBytes) throw tooLarge(c);
    return { parts: [body], byteLength: body.byteLength };
  }
  const declared = declaredLength(incoming.headers);
  if (declared !== null && declared > maxBytes) throw tooLarge(c);
  if (incoming.readableDidRead) throw new Error('[upload] the body was read before readUploadBody');
  return new Promise<UploadBody>((resolve, reject) => {
    const parts: ArrayBuffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      incoming.off('error', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        parts.length = 0;
        reject(tooLarge(c));
        return;
      }
      parts.push(ownBuffer(chunk));
    };
    const onEnd = () => {
      cleanup();
      resolve({ parts, byteLength: size });
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
