// Issue 13.8: a request over the body limit gets 413 with `Connection: close`, and the socket then
// closes cleanly: the client reads the whole answer, gets the server's FIN, may finish its upload
// without a reset, and sees no error. Spoken over a raw node:net socket, as the bytes go.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../app';
import { openTestDb } from '../../testing/test-db';
import { startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';

type Exchange = { head: string; body: string; finReceived: boolean; error: string | null; bytesSent: number };

/**
 * Sends one request whose body is `size` bytes (declared by Content-Length, or chunked) as fast
 * as the socket takes it, ends its side once the body is sent, and resolves when the socket closes.
 */
function upload(port: number, size: number, framing: 'length' | 'chunked'): Promise<Exchange> {
  return new Promise((resolve) => {
    // allowHalfOpen: the client decides when to stop sending; the server's FIN alone does not end its upload.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    const result: Exchange = { head: '', body: '', finReceived: false, error: null, bytesSent: 0 };
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('end', () => (result.finReceived = true));
    socket.on('error', (e) => (result.error = e.message));
    socket.on('close', () => {
      const at = received.indexOf('\r\n\r\n');
      result.head = received.slice(0, at);
      result.body = received.slice(at + 4);
      resolve(result);
    });
    socket.write(
      `POST /feedback/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: XSRF-TOKEN=t\r\nX-CSRF-TOKEN: t\r\n` +
        `${framing === 'length' ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked'}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (result.bytesSent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - result.bytesSent));
        result.bytesSent += part.length;
        const frame = framing === 'length' ? part : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (framing === 'chunked') socket.end('0\r\n\r\n');
      else socket.end();
    };
    pump();
  });
}

describe('request body limit (issue 13.8)', () => {
  let server: ServerHandle;
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    server = await startTestServer(db, { env: { SEED_WORLDS: 'false' } });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  for (const [framing, size] of [
    ['length', MAX_JSON_BODY_BYTES + 1],
    ['length', 20 * MAX_JSON_BODY_BYTES],
    ['chunked', 3 * MAX_JSON_BODY_BYTES],
  ] as const) {
    it(`${framing === 'length' ? 'Content-Length' : 'chunked'} body of ${size} bytes: 413 with Connection: close, then a clean close`, async () => {
      const x = await upload(server.port, size, framing);
      expect(x.head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(x.head).toMatch(/^connection: close$/im);
      expect(x.head).not.toMatch(/keep-alive/i);
      expect(JSON.parse(x.body)).toEqual({ status: 'error', errorMessage: 'Request body is too large.' });
      // The server half-closed after its answer, the client finished its upload and no reset came.
      expect(x.finReceived).toBe(true);
      expect(x.error).toBeNull();
      expect(x.bytesSent).toBe(size);
    });
  }

  it('a body within the limit is answered and the connection stays open for the next request', async () => {
    const socket = net.connect({ port: server.port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    const request = (body: string) =>
      `POST /analytics/pageview HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: XSRF-TOKEN=t\r\nX-CSRF-TOKEN: t\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answers = (n: number) => new Promise<void>((resolve) => {
      const check = () => ((received.match(/HTTP\/1\.1 200/g) ?? []).length >= n ? (socket.off('data', check), resolve()) : undefined);
      socket.on('data', check);
      check();
    });
    socket.write(request(JSON.stringify({ requestId: 'a', path: '/library' })));
    await answers(1);
    expect(received).toMatch(/keep-alive/i);
    socket.write(request(JSON.stringify({ requestId: 'b', path: '/academy' })));
    await answers(2);
    socket.destroy();
  });

  // Requests Node refuses before the app sees them close as cleanly.
  it('headers over 16 KB: 431 with Connection: close and an envelope, then FIN and no reset', async () => {
    const x = await new Promise<Exchange>((resolve) => {
      const socket = net.connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
      let received = '';
      const result: Exchange = { head: '', body: '', finReceived: false, error: null, bytesSent: 0 };
      socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
      socket.on('end', () => {
        result.finReceived = true;
        socket.end();
      });
      socket.on('error', (e) => (result.error = e.message));
      socket.on('close', () => {
        const at = received.indexOf('\r\n\r\n');
        result.head = received.slice(0, at);
        result.body = received.slice(at + 4);
        resolve(result);
      });
      socket.write(`GET /templates/published?requestId=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    });
    expect(x.head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(x.head).toMatch(/^connection: close$/im);
    expect(JSON.parse(x.body)).toEqual({ status: 'error', errorMessage: 'Request headers are too large.' });
    expect(x.finReceived).toBe(true);
    expect(x.error).toBeNull();
  });
});
