import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { unsafeUrlPart } from '../http/safe-text';
import { createLogger } from '../util/log';

const log = createLogger('upgrade');

/** Handles a WebSocket upgrade for the paths it claims. */
export interface UpgradeRoute {
  /** Whether this route handles the request's path. */
  matches(pathname: string): boolean;
  handle(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/** Routes HTTP upgrades on `server` to the first matching route; anything else gets a 404. */
export function attachUpgradeRoutes(server: Pick<Server, 'on'>, routes: UpgradeRoute[]): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // A NUL or lone surrogate in the path or query never reaches a route (issue 13.3).
    if (unsafeUrlPart(req.url ?? '/')) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const route = routes.find((r) => r.matches(pathname));
    if (!route) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    socket.on('error', (err) => log.debug(`socket error on ${pathname}: ${err.message}`));
    route.handle(req, socket, head);
  });
}
