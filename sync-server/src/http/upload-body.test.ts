// Issue 26.1, the last gap: an upload (a World's zip, a picture) costs the request thread nothing
// before it has a place in the work pool, and its body is read once, counted as it comes
// (upload-body.ts). Spoken over raw node:net sockets, so the test decides when each byte of a body
// is sent: a caller with two uploads on their way is refused the third while it has sent nothing
// of it (on main, the third was read whole first), on both upload routes; a picture's form and
// check run in the pool (on main, on the request thread); a client that goes away gives its place
// back; a chunked body is refused as soon as it passes the limit; and an honest zip sent in small
// pieces imports as before.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { makeUser, makeWorld, type TestUser } from '../../testing/collab-kit';
import { openTestDb } from '../../testing/test-db';
import { pngBytes } from '../../testing/test-pictures';
import { startTestServer } from '../../testing/test-server';
import { templateJson, zipOf } from '../../testing/zip-fixtures';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { heavyPool } from '../work/heavy-work';

const UPLOAD_LIMIT = 2 * 1024 * 1024;

type Answer = { status: number; head: string; json: { status?: string; errorMessage?: string; operationType?: string; data?: { outcome?: string; image?: { fileType: string } } } };

/** A multipart form of one zip (field `zip`) and a requestId, as the app's import sends it. */
async function importForm(worldId: string): Promise<{ body: Buffer; contentType: string }> {
  const zip = await zipOf({ 'template.json': templateJson({ ...exampleTemplate(), id: worldId, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' }) });
  const boundary = `----admission${worldId}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="requestId"\r\n\r\n${crypto.randomUUID()}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="zip"; filename="world.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from(zip),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart form of one picture (field `file`, named `name`) and a requestId, as the editor's upload sends it. */
function pictureForm(bytes: Uint8Array, name: string): { body: Buffer; contentType: string } {
  const boundary = `----picture${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="requestId"\r\n\r\n${crypto.randomUUID()}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * One POST whose body goes out only when told: its headers at once (Content-Length, or chunked),
 * then `send(bytes)` pieces. `answer` resolves with the first whole response; `sent` is what the
 * client had sent of the body when it arrived.
 */
function rawUpload(port: number, opts: { path: string; cookie: string; contentType: string; length: number | 'chunked'; localAddress?: string }) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: opts.localAddress ?? '127.0.0.1', allowHalfOpen: true });
  let sent = 0;
  let received = Buffer.alloc(0);
  let sentWhenAnswered = -1;
  const answer = new Promise<Answer>((resolve, reject) => {
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/^content-length: *(\d+)$/im.exec(head)?.[1] ?? NaN);
      if (received.length - end - 4 < length) return;
      if (sentWhenAnswered < 0) sentWhenAnswered = sent;
      resolve({ status: Number(head.split(' ')[1]), head, json: JSON.parse(received.subarray(end + 4, end + 4 + length).toString('utf8')) as Answer['json'] });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without an answer: ${received.toString('latin1').slice(0, 200)}`)));
  });
  answer.catch(() => {});
  socket.write(
    `POST ${opts.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${opts.contentType}\r\nCookie: XSRF-TOKEN=t; ${opts.cookie}\r\nX-CSRF-TOKEN: t\r\n` +
      `${opts.length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${opts.length}`}\r\n\r\n`,
  );
  return {
    answer,
    /** Bytes of the body the client had sent when the answer came (-1: none yet). */
    sentWhenAnswered: () => sentWhenAnswered,
    /** Sends a piece of the body (framed as a chunk when chunked). */
    send(bytes: Uint8Array): Promise<void> {
      sent += bytes.length;
      const frame = opts.length === 'chunked' ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]) : bytes;
      return new Promise((resolve) => (socket.write(frame) ? resolve() : socket.once('drain', () => resolve())));
    },
    /** Ends a chunked body. */
    endChunks: () => void socket.write('0\r\n\r\n'),
    close: () => socket.destroy(),
  };
}

describe('uploads take their place in the work pool before their body is read, and are read once (issue 26.1)', () => {
  let server: ServerHandle;
  let db: Db;
  let ada: TestUser;
  let bo: TestUser;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    server = await startTestServer(db, { env: { SEED_WORLDS: 'false', ZIP_MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT) } });
    ada = await makeUser(db);
    bo = await makeUser(db);
    await db.query(`update users set permissions = array['templates_create', 'templates_images'] where id = $1`, [ada.id]);
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_adm_pictures' }, ada.id);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it("a caller with two uploads on their way is refused a third with 429 before sending a byte of it; another caller's import goes through; the two then import", async () => {
    const forms = await Promise.all(['tpl_adm_one', 'tpl_adm_two', 'tpl_adm_three'].map(importForm));
    const [one, two] = forms.slice(0, 2).map((f) => rawUpload(server.port, { path: '/templates/import', cookie: ada.cookie, contentType: f.contentType, length: f.body.length }));
    await one!.send(forms[0]!.body.subarray(0, 100));
    await two!.send(forms[1]!.body.subarray(0, 100));
    // Both hold their places while their bodies are on their way.
    await expect.poll(() => heavyPool().stats().reserved, { timeout: 10_000 }).toBe(2);

    const third = rawUpload(server.port, { path: '/templates/import', cookie: ada.cookie, contentType: forms[2]!.contentType, length: forms[2]!.body.length });
    const refused = await third.answer;
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ status: 'rate_limited', errorMessage: "You've reached the maximum number of requests for this action.", operationType: 'import_templates' });
    expect(third.sentWhenAnswered()).toBe(0);
    third.close();

    // Another account from another address has places of its own.
    const other = await importForm('tpl_adm_other');
    const bos = rawUpload(server.port, { path: '/templates/import', cookie: bo.cookie, contentType: other.contentType, length: other.body.length, localAddress: '127.0.0.2' });
    await bos.send(other.body);
    expect((await bos.answer).json.data?.outcome).toBe('imported');
    bos.close();

    await one!.send(forms[0]!.body.subarray(100));
    await two!.send(forms[1]!.body.subarray(100));
    expect(await Promise.all([one!.answer, two!.answer])).toMatchObject([{ status: 200, json: { data: { outcome: 'imported' } } }, { status: 200, json: { data: { outcome: 'imported' } } }]);
    one!.close();
    two!.close();
    expect(heavyPool().stats()).toMatchObject({ reserved: 0, callers: 0 });
  }, 60_000);

  it("a picture upload: its form and check run in the work pool, and a caller with two on their way is refused a third with 429 before sending a byte of it", async () => {
    const forms = [0, 1, 2].map(() => pictureForm(pngBytes(), 'cover.png'));
    const open = (i: number) => rawUpload(server.port, { path: '/templates/tpl_adm_pictures/files', cookie: ada.cookie, contentType: forms[i]!.contentType, length: forms[i]!.body.length });
    const checkedBefore = heavyPool().stats().completed;
    const [one, two] = [open(0), open(1)];
    await one.send(forms[0]!.body.subarray(0, 100));
    await two.send(forms[1]!.body.subarray(0, 100));
    await expect.poll(() => heavyPool().stats().reserved, { timeout: 10_000 }).toBe(2);
    const third = open(2);
    const refused = await third.answer;
    expect(refused).toMatchObject({ status: 429, json: { status: 'rate_limited', operationType: 'upload_picture' } });
    expect(third.sentWhenAnswered()).toBe(0);
    third.close();
    await one.send(forms[0]!.body.subarray(100));
    await two.send(forms[1]!.body.subarray(100));
    expect(await Promise.all([one.answer, two.answer])).toMatchObject([{ status: 200, json: { data: { image: { fileType: 'png' } } } }, { status: 200, json: { data: { image: { fileType: 'png' } } } }]);
    one.close();
    two.close();
    // Each picture was read and checked by the pool, a PNG as much as an SVG: the request thread only collected the bytes.
    expect(heavyPool().stats().completed).toBe(checkedBefore + 2);
    expect(heavyPool().stats()).toMatchObject({ reserved: 0, callers: 0 });
  }, 60_000);

  it('a client that goes away in the middle of its upload gives its place back', async () => {
    const form = await importForm('tpl_adm_gone');
    const gone = rawUpload(server.port, { path: '/templates/import', cookie: ada.cookie, contentType: form.contentType, length: form.body.length });
    await gone.send(form.body.subarray(0, 200));
    await expect.poll(() => heavyPool().stats().reserved, { timeout: 10_000 }).toBe(1);
    gone.close();
    await expect.poll(() => heavyPool().stats(), { timeout: 10_000 }).toMatchObject({ reserved: 0, callers: 0 });
  }, 30_000);

  it('a declared length over the limit is answered 413 before any of the body is sent', async () => {
    const over = rawUpload(server.port, { path: '/templates/import', cookie: ada.cookie, contentType: 'multipart/form-data; boundary=x', length: UPLOAD_LIMIT + 1 });
    const answer = await over.answer;
    expect(answer).toMatchObject({ status: 413, json: { status: 'error', errorMessage: 'Request body is too large.' } });
    expect(answer.head).toMatch(/^connection: close$/im);
    expect(over.sentWhenAnswered()).toBe(0);
    over.close();
  }, 30_000);

  it('a chunked body is answered 413 as soon as it passes the limit, with the rest never sent, and its place given back', async () => {
    const chunked = rawUpload(server.port, { path: '/templates/import', cookie: ada.cookie, contentType: 'multipart/form-data; boundary=x', length: 'chunked' });
    const piece = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    while (sent <= UPLOAD_LIMIT) {
      await chunked.send(piece);
      sent += piece.length;
    }
    const answer = await chunked.answer;
    expect(answer).toMatchObject({ status: 413, json: { status: 'error', errorMessage: 'Request body is too large.' } });
    expect(answer.head).toMatch(/^connection: close$/im);
    // The client never ended its body: the refusal came from counting, not from the end of it.
    expect(chunked.sentWhenAnswered()).toBeLessThanOrEqual(UPLOAD_LIMIT + piece.length);
    chunked.close();
    await expect.poll(() => heavyPool().stats(), { timeout: 10_000 }).toMatchObject({ reserved: 0, callers: 0 });
  }, 30_000);

  it('an honest zip sent chunked in small pieces imports as before', async () => {
    const form = await importForm('tpl_adm_pieces');
    const pieces = rawUpload(server.port, { path: '/templates/import', cookie: ada.cookie, contentType: form.contentType, length: 'chunked' });
    for (let at = 0; at < form.body.length; at += 1000) await pieces.send(form.body.subarray(at, at + 1000));
    pieces.endChunks();
    expect(await pieces.answer).toMatchObject({ status: 200, json: { status: 'success', data: { outcome: 'imported' } } });
    pieces.close();
  }, 30_000);
});
