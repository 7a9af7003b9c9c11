import type { WebSocket, WebSocketServer } from 'ws';

/** A running heartbeat: sockets join it as they open. */
export interface Heartbeat {
  /** Starts watching a newly opened socket. */
  watch(ws: WebSocket): void;
  /** Stops pinging (the sockets stay open). */
  stop(): void;
}

/**
 * Pings every client of `wss` each `intervalMs` and terminates one that has not answered the
 * previous ping: a half-open connection (a phone that lost its network) never closes by itself.
 */
export function startHeartbeat(wss: WebSocketServer, intervalMs: number): Heartbeat {
  const alive = new WeakMap<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(ws) {
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
    },
    stop: () => clearInterval(timer),
  };
}
