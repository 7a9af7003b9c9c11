import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startHeartbeat } from './heartbeat';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  vi.useRealTimers();
});

it('terminates a socket that stopped answering pings, and keeps one that answers', async () => {
  // The heartbeat's clock is the test's: each beat happens when the test says, so a busy machine
  // (a late pong) cannot decide the outcome. Sockets and everything else run on real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const heartbeat = startHeartbeat(wss, 20);
  const closed: WebSocket[] = [];
  const serverSide: WebSocket[] = [];
  wss.on('connection', (ws) => {
    heartbeat.watch(ws);
    serverSide.push(ws);
    ws.on('close', () => closed.push(ws));
  });
  cleanups.push(() => {
    heartbeat.stop();
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const open = (ws: WebSocket) => new Promise<void>((resolve) => ws.once('open', () => resolve()));
  const answering = new WebSocket(url);
  await open(answering);
  const silent = new WebSocket(url);
  await open(silent);
  cleanups.push(() => answering.terminate(), () => silent.terminate());
  while (serverSide.length < 2) await new Promise((r) => setTimeout(r, 5));
  const [answeringOnServer] = serverSide;
  // A socket that reads nothing never sees the ping, so it never sends the pong (like a vanished phone).
  (silent as unknown as { _socket: { pause(): void } })._socket.pause();

  // Beat 1 pings both; the answering client's pong arrives; beat 2 ends the one that did not answer.
  const pong = new Promise<void>((resolve) => answeringOnServer!.once('pong', () => resolve()));
  vi.advanceTimersByTime(20);
  await pong;
  vi.advanceTimersByTime(20);
  while (closed.length === 0) await new Promise((r) => setTimeout(r, 5));
  expect(closed).toHaveLength(1);
  expect(closed[0]).not.toBe(answeringOnServer);
  expect(wss.clients.size).toBe(1);
  expect(answering.readyState).toBe(WebSocket.OPEN);
});
