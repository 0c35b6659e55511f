/**
 * A page rendered by React on the server (decision 054), from the browser's own components and route table
 * (src/client/entry-server.tsx). The first screen's data is read by the screen's own queries: the tree is
 * rendered, the queries it asked for and that have not settled are run, and it is rendered again until it
 * asks for nothing new. On the server those queries reach the API's route handlers in-process (Fastify's
 * inject: no socket, no HTTP parsing) with the viewer's cookie, so they go through the same permission
 * checks, read cache, services and serializers as the browser's calls, and what the page carries is
 * byte for byte what the browser would have fetched: hydration then matches, and nothing is fetched twice.
 */
import { Writable } from 'node:stream';
import type { Query } from '@tanstack/react-query';
import type { FastifyInstance } from 'fastify';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createQueryClient,
  dehydratePage,
  loadScreen,
  prefetchSession,
  ServerApp,
  ServerError,
  setApiTransport,
} from '../../client/entry-server.js';
import { type PageReads, readsOfPage } from '../cache/read-cache.js';

/** Answered `{ user: null }` to every visitor, without reading anything. */
const VISITORS_ME = '/api/auth/me';
/** Renders of one page at most: the shell, the screen, what the screen shows once its data is there. */
const MAX_PASSES = 4;
/** A render that has not finished by then is abandoned (the page answers 500). */
const RENDER_TIMEOUT_MS = 10_000;

interface Viewer {
  app: FastifyInstance;
  /** The page request's Cookie header: the API calls are made as the same viewer. */
  cookie: string | undefined;
  signedIn: boolean;
}

export interface RenderedPage {
  html: string;
  /** The dehydrated query cache, for the page-state script. */
  state: unknown;
  /** The cache topics of everything the page read; null when some read was not kept (the page is not kept). */
  topics: string[] | null;
}

/** Collects what the renders read, and whether all of it is kept in the read cache. */
class Reads implements PageReads {
  readonly topics = new Set<string>();
  keepable = true;
  /** Kept reads made so far: an API call that adds none read nothing a topic could drop. */
  count = 0;
  read(topics: string[], kept: boolean): void {
    this.count++;
    for (const topic of topics) this.topics.add(topic);
    if (!kept) this.keepable = false;
  }
}

/** Answers the page's API calls in-process; set once, for every render in this process. */
let transportFor: WeakMap<Reads, Viewer> | null = null;
function installTransport(): WeakMap<Reads, Viewer> {
  if (transportFor) return transportFor;
  const viewers = new WeakMap<Reads, Viewer>();
  setApiTransport(async (path, init) => {
    const reads = readsOfPage.getStore() as Reads | undefined;
    const viewer = reads ? viewers.get(reads) : undefined;
    if (!reads || !viewer) throw new Error('An API call outside a page render on the server');
    if ((init.method ?? 'GET') !== 'GET') throw new Error('A page render only reads');
    const before = reads.count;
    const answer = await viewer.app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', ...(viewer.cookie ? { cookie: viewer.cookie } : {}) },
    });
    // A page is kept only while everything it shows is: an answer other than 200 (a visitor's 401 aside, the
    // same for every visitor), or one that read nothing kept (no topic would drop the page when it changes;
    // a visitor's "who am I" aside, always nobody), makes it one not to keep. The page's calls are made one
    // at a time (renderPage), so the reads made meanwhile are this call's.
    const visitorsAnswer = !viewer.signedIn && (answer.statusCode === 401 || path === VISITORS_ME);
    if (!visitorsAnswer && (answer.statusCode !== 200 || reads.count === before)) reads.keepable = false;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'content-encoding') headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
  });
  transportFor = viewers;
  return viewers;
}

/** The tree as HTML, once everything in it has rendered (Suspense boundaries resolved). */
export function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, never revealed by an inline script: the content security policy allows no
      // inline script but the theme's, and the page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('The page took too long to render')), RENDER_TIMEOUT_MS).unref();
  });
}

/** Whether a query the tree asked for is one the browser would run now. */
function waiting(query: Query, tried: Set<string>): boolean {
  if (tried.has(query.queryHash) || query.state.status !== 'pending') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

export type PageRenderer = typeof renderPage;

/** Renders `url` for its viewer; throws when the render fails. */
export async function renderPage(
  app: FastifyInstance,
  url: string,
  viewer: { cookie: string | undefined; signedIn: boolean },
): Promise<RenderedPage> {
  const viewers = installTransport();
  const reads = new Reads();
  viewers.set(reads, { app, ...viewer });
  return readsOfPage.run(reads, async () => {
    const queryClient = createQueryClient();
    await Promise.all([loadScreen(new URL(url, 'http://page').pathname), prefetchSession(queryClient)]);
    const tried = new Set<string>();
    let html = '';
    let parts: string[] = [];
    let renderedAt = Date.now();
    const render = () => {
      parts = [];
      renderedAt = Date.now();
      return renderToHtml(
        <ServerApp url={url} queryClient={queryClient} parts={parts} renderedAt={renderedAt} />,
      );
    };
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      html = await render();
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => waiting(query, tried));
      if (asked.length === 0) break;
      for (const query of asked) tried.add(query.queryHash);
      // A failed read is the query's error state, which the screen shows (a 404 renders the not-found screen).
      // One at a time: each call's kept reads are told apart (installTransport); most are kept reads anyway.
      for (const query of asked) await query.fetch().catch(() => undefined);
      if (pass === MAX_PASSES) html = await render();
    }
    // The screen's Suspense boundary (app-layout.tsx) and one per part shown.
    const state = {
      queries: dehydratePage(queryClient),
      parts: [...new Set(parts)],
      boundaries: parts.length + 1,
      renderedAt,
    };
    queryClient.clear();
    return { html, state, topics: reads.keepable ? [...reads.topics] : null };
  });
}

/** The app's error screen, for a page whose render failed. */
export function renderErrorScreen(): Promise<string> {
  return renderToHtml(<ServerError />);
}
