/**
 * TheSportsDB as the e2e site sees it: down. Every request is answered 503, so every athlete search finds the
 * live provider failing and answers the offline catalog's matches with the pickers' note and Try again (issue
 * 20, e2e/catalog/pickers.e2e.ts). The other providers have no keys: their pickers search offline as usual.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startSportsDbDown(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '0' });
    response.end('Service Unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
