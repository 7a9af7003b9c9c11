/**
 * The request body limit (issue 13.8): a body over the limit is answered 413 with
 * `Connection: close`, and the connection then closes the way a server should close one whose
 * client may still be sending: FIN after the answer, the rest of the upload read and dropped for
 * a short while, then the socket goes. Closing at once would reset it, and a reset can make the
 * client's system discard the 413 before the client reads it.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@schemas';
import type { MiddlewareHandler } from 'hono';
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

/** Middleware: bodies over `maxBytes` get 413 `error` with `Connection: close` and a lingering close. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // Absent in app.request() tests: there is no socket to close there.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (incoming?.socket) lingerOnClose(incoming.socket, incoming);
      return c.json(BODY_TOO_LARGE, 413, { Connection: 'close' });
    },
  });
}
