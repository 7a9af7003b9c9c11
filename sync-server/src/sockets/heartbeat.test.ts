import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startHeartbeat } from './heartbeat';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

it('terminates a socket that stopped answering pings, and keeps one that answers', async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const heartbeat = startHeartbeat(wss, 20);
  const closed: WebSocket[] = [];
  wss.on('connection', (ws) => {
    heartbeat.watch(ws);
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
  const silent = new WebSocket(url);
  cleanups.push(() => answering.terminate(), () => silent.terminate());
  await Promise.all([open(answering), open(silent)]);
  // A socket that reads nothing never sees the ping, so it never sends the pong (like a vanished phone).
  (silent as unknown as { _socket: { pause(): void } })._socket.pause();

  while (closed.length === 0) await new Promise((r) => setTimeout(r, 5));
  expect(closed).toHaveLength(1);
  expect(wss.clients.size).toBe(1);
  expect(answering.readyState).toBe(WebSocket.OPEN);
});
