/**
 * The request body limit (issue 13.8): a body over the limit is answered 413 with
 * `Connection: close`, and the connection then closes the way a server should close one whose
 * client may still be sending: FIN after the answer, the rest of the upload read and dropped for
 * a short while, then the socket goes. Closing at once would reset it, and a reset can make the
 * client's system discard the 413 before the client reads it. Requests Node refuses before the
 * app sees them (headers over 16 KB, a malformed request line) close the same way.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorEnvelope } from '@schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** How long a refused upload is read and dropped before the socket is destroyed. */
export const LINGER_MS = 5_000;
/** How much of a refused upload is read and dropped at most. */
export const LINGER_BYTES = 32 * 1024 * 1024;

/** What a client hears when its body is too large. */
export const BODY_TOO_LARGE: ErrorEnvelope = { status: 'error', errorMessage: 'Request body is too large.' };

const lingering = new WeakSet<Socket>();

/**
 * Makes the next close of `socket` a lingering close. Node's HTTP server closes a
 * `Connection: close` socket with `socket.destroySoon()` once the answer is written (and
 * @hono/node-server does the same after draining a body nobody read); this socket's own
 * `destroySoon` half-closes instead, reads what still arrives on the request, and destroys the
 * socket when the client ends its side or after {@link LINGER_MS} / {@link LINGER_BYTES}.
 */
export function lingerOnClose(socket: Socket, incoming: IncomingMessage): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let closing = false;
  socket.destroySoon = () => {
    if (closing) return;
    closing = true;
    let dropped = 0;
    const finish = () => {
      clearTimeout(timer);
      if (!socket.destroyed) socket.destroy();
    };
    const timer = setTimeout(finish, LINGER_MS);
    timer.unref();
    // What Node does with a body nobody read (`req._dump()`), which it skips here because the web
    // stream @hono/node-server made of it had started reading, and which pauses it again as long
    // as it has a listener: drop those listeners and let the rest of the upload flow away.
    incoming.removeAllListeners('readable');
    incoming.removeAllListeners('data');
    incoming.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) finish();
    });
    socket.once('end', finish);
    socket.once('close', () => clearTimeout(timer));
    socket.end();
    incoming.resume();
    socket.resume();
  };
}

/**
 * Middleware: bodies over `maxBytes` get 413 `error` with `Connection: close` and a lingering
 * close. A request without a body (GET, HEAD) or with a declared length is judged from its
 * headers alone, without opening its body: Hono's `bodyLimit` looks at `c.req.raw.body` first,
 * which makes @hono/node-server build a whole web Request (headers copied, the body as a web
 * stream) for every request, `/health` included, and sends every later read of the body down that
 * slower path. Only a chunked body goes through `bodyLimit`, which counts it as it reads.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) => {
    // Absent in app.request() tests: there is no socket to close there.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming?.socket) lingerOnClose(incoming.socket, incoming);
    return c.json(BODY_TOO_LARGE, 413, { Connection: 'close' });
  };
  const counting = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return counting(c, next);
    const declared = declaredLength(incoming.headers);
    if (declared === null) return counting(c, next);
    if (declared > maxBytes) return tooLarge(c);
    return next();
  };
}

/** The declared body length: a number, or null when the body is chunked (or the header is absent). */
export function declaredLength(headers: IncomingMessage['headers']): number | null {
  if (headers['transfer-encoding'] !== undefined) return null;
  const value = headers['content-length'];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

const refusedEarly = new WeakSet<Duplex>();

/**
 * The server's `clientError` handler: Node's own refusals (431 for headers over its limit, 408,
 * 400 for a malformed request) answered with an envelope and `Connection: close`, then a lingering
 * close like {@link lingerOnClose} instead of Node's immediate destroy.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (refusedEarly.has(socket)) return;
  refusedEarly.add(socket);
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, envelope]: [string, ErrorEnvelope] =
    error.code === 'HPE_HEADER_OVERFLOW' ? ['431 Request Header Fields Too Large', { status: 'error', errorMessage: 'Request headers are too large.' }]
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? ['408 Request Timeout', { status: 'error', errorMessage: 'The request took too long to arrive.' }]
    : ['400 Bad Request', { status: 'invalid', errorMessage: 'Malformed request.' }];
  const body = JSON.stringify(envelope);
  const finish = () => {
    clearTimeout(timer);
    if (!socket.destroyed) socket.destroy();
  };
  const timer = setTimeout(finish, LINGER_MS);
  timer.unref();
  socket.once('end', finish);
  socket.once('close', () => clearTimeout(timer));
  socket.on('data', () => {});
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  socket.resume();
}
