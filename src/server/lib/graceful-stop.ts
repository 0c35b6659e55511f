/**
 * Stopping without dropping a request the server already accepted (issue 22). Node's http.Server.close()
 * (and so Fastify's close) destroys every connection that has no request in progress, and that includes a
 * connection accepted a moment ago whose request has not been read yet: a client that opens a connection
 * per request sees a reset, perhaps after its write was committed. So a stop goes in two steps:
 *
 * 1. `stopAccepting`: a quiet moment (at most half the stop's grace) to take the connections the kernel has already
 *    completed, then the listening socket is closed (new connections are refused), and the connections that
 *    have not sent their first request get up to `firstRequestWaitMs` to do so (each answered normally).
 * 2. then the app's close: requests in flight finish, idle kept-alive connections are closed.
 */

import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import type { Socket } from 'node:net';
import net from 'node:net';

/**
 * After the signal the listener stays open until the kernel's accept queue for it is empty (on Linux; elsewhere
 * until QUIET_MS pass without a new connection), at most `listenMs`: connections the kernel completed before
 * the signal but a busy process had not taken yet are taken and served rather than reset when the listener
 * closes. A process busy for long stretches takes them slowly (PGlite runs its statements on the app's own
 * thread: on a loaded CI machine, 20 writes kept 21 connections waiting in the kernel for 6.5 s).
 */
const QUIET_MS = 50;

/**
 * Connections the kernel has completed on this listening port that the process has not accepted yet: the
 * receive queue of the LISTEN socket in /proc/net/tcp(6). null where that cannot be read (not Linux).
 */
async function acceptQueueLength(port: number): Promise<number | null> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let found: number | null = null;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const table = await readFile(file, 'utf8').catch(() => null);
    if (table === null) continue;
    found ??= 0;
    for (const line of table.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address rem_address st tx_queue:rx_queue; 0A is LISTEN.
      if (fields.length < 5 || fields[3] !== '0A' || !fields[1].endsWith(`:${hexPort}`)) continue;
      found += Number.parseInt(fields[4].split(':')[1] ?? '0', 16) || 0;
    }
  }
  return found;
}

export interface ConnectionWatch {
  /** Connections accepted whose first request has not been read yet. */
  readonly waitingForFirstRequest: number;
  /**
   * Step 1 of the stop: resolves once the listener is closed (after at most `listenMs`) and every accepted
   * connection has a request (or `firstRequestWaitMs` has passed).
   */
  stopAccepting(times: { listenMs: number; firstRequestWaitMs: number }): Promise<void>;
}

/** Watches `server`'s connections from now on; call before it listens. */
export function watchConnections(server: http.Server): ConnectionWatch {
  const fresh = new Set<Socket>();
  let accepted = 0;
  let changed: () => void = () => {};
  server.on('connection', (socket: Socket) => {
    fresh.add(socket);
    accepted += 1;
    socket.once('close', () => {
      if (fresh.delete(socket)) changed();
    });
  });
  server.on('request', (request: http.IncomingMessage) => {
    if (fresh.delete(request.socket)) changed();
  });

  return {
    get waitingForFirstRequest() {
      return fresh.size;
    },
    async stopAccepting({ listenMs, firstRequestWaitMs }) {
      // Accept what the kernel already holds: keep listening until a quiet moment with no new connection.
      const listenUntil = Date.now() + listenMs;
      const port = (server.address() as net.AddressInfo | null)?.port;
      let last = -1;
      while (Date.now() < listenUntil) {
        const waiting = port ? await acceptQueueLength(port) : null;
        // Linux tells how many wait in the kernel; elsewhere a quiet moment must do.
        if (waiting === 0 || (waiting === null && last === accepted)) break;
        last = accepted;
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        await new Promise((resolve) => setImmediate(resolve));
      }
      // net's close, not http's: stop listening, and leave the open connections alone.
      if (server.listening) net.Server.prototype.close.call(server);
      const deadline = Date.now() + firstRequestWaitMs;
      while (fresh.size > 0 && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
          changed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        changed = () => {};
      }
    },
  };
}
