/** A test's client of GET /api/events: opens the stream over real HTTP and collects its events as they come. */
import http from 'node:http';
import { vi } from 'vitest';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** The events named `event` received so far. */
  of(event: string): StreamEvent[];
  /** Waits (at most `timeout` ms) until `count` events named `event` have come. */
  waitFor(event: string, count?: number, timeout?: number): Promise<StreamEvent[]>;
  close(): void;
}

/** Opens `url` (an /api/events address) with the headers given; resolves once the answer's head has come. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: StreamEvent[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          const raw = fields.get('data') ?? '';
          let data: unknown = raw;
          try {
            data = JSON.parse(raw);
          } catch {}
          events.push({ id: fields.get('id') ?? null, event: fields.get('event') ?? 'message', data });
        }
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
        response.on('error', () => done());
      });
      const of = (event: string) => events.filter((e) => e.event === event);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        ended,
        of,
        waitFor: (event, count = 1, timeout = 2_000) =>
          vi.waitFor(
            () => {
              const found = of(event);
              if (found.length < count) throw new Error(`${found.length} of ${count} '${event}' events`);
              return found;
            },
            { timeout, interval: 10 },
          ),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
