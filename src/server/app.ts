/** Builds the Fastify app without listening: server.ts listens, tests call buildApp() and app.inject(). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, RESULTS_TOP } from '../shared/constants.js';
import { DEEP_PAGE_ENTRIES } from './cache/feed-pages.js';
import { type InvalidationListener, listenForInvalidations } from './cache/invalidation.js';
import { ReadCache } from './cache/read-cache.js';
import { SESSION_CACHE_ENTRIES } from './cache/sessions.js';
import { questionTopic } from './cache/topics.js';
import { VIEWER_CACHE_ENTRIES } from './cache/viewer-likes.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { WriteBatch } from './db/write-batch.js';
import { responseSerializer } from './lib/response-serializer.js';
import { LiveEvents } from './live/live-events.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMailOutbox } from './mail/outbox.js';
import { registerPages } from './pages/index.js';
import { inlineScriptSources } from './pages/inline-scripts.js';
import type { PageRenderer } from './pages/render-page.js';
import { registerCompression } from './plugins/compression.js';
import { registerDatabaseAvailability } from './plugins/db-unavailable.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerHealth } from './plugins/health.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { RequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { presentQuestionResults } from './presenters/results.js';
import { registerRoutes } from './routes/index.js';
import { createResultsWorker } from './services/answers/admit-lists.js';
import { accountMailPreparers } from './services/auth/account-mails.js';
import { registerImageWork } from './services/remote-images/image-work.js';
import { rankedItems } from './services/results/results.js';
import { SearchIndex } from './services/search/search-index.js';
import { createFileStore, filesOrigin } from './services/storage/create-file-store.js';
import type { FileStore } from './services/storage/file-store.js';
import { registerFileRoutes } from './services/storage/serve-files.js';
import { createTwinRefresher } from './services/twins/twin-refresher.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Every route as registered (method, url, schema): the source of the route-table tests. */
    routeTable: RouteEntry[];
    /** Viewer-independent reads kept in memory until a write changes them (cache/read-cache.ts). */
    readCache: ReadCache;
    /** Signed-in members' sessions, kept by token hash until a write ends or changes them (cache/sessions.ts). */
    sessionCache: ReadCache;
    /** Response feed pages past the first, asked for by number (cache/feed-pages.ts). */
    pageCache: ReadCache;
    /** Visitors' rendered pages (pages/index.ts, decision 054). */
    htmlCache: ReadCache;
    /** Signed-in members' rendered pages, by session and address (pages/index.ts, decision 077). */
    memberPageCache: ReadCache;
    /** Signed-in viewers' likes among the responses of kept pages (cache/viewer-likes.ts). */
    viewerCache: ReadCache;
    /** Hot writes (likes, answers) grouped into one transaction and one commit (db/write-batch.ts). */
    writes: WriteBatch;
    /** Invalidations of the kept reads arriving from every process (cache/invalidation.ts). */
    invalidations: InvalidationListener;
    /** Uploads, copied remote images and share cards: DATA_DIR or an S3 bucket (services/storage). */
    files: FileStore;
    /** The open live streams of this process (GET /api/events, decision 108). */
    liveEvents: LiveEvents;
    /** Member names and answer items, matched in memory by search (services/search/search-index.ts). */
    searchIndex: SearchIndex;
    /** Where search runs its statement: connections that plan it once (Database.searchDb, decision 153). */
    searchDb: Db;
    /** Where the write batch runs its transactions: a pool of its own on PostgreSQL (decision 158). */
    writeDb: Db;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Where search runs its statement (Database.searchDb, decision 153); `db` by default. */
  searchDb?: Db;
  /** Where the write batch runs its transactions (Database.writeDb, decision 158); `db` by default. */
  writeDb?: Db;
  mailer?: Mailer;
  /** Defaults to the config's LOG_LEVEL; tests pass 'silent'. */
  logLevel?: string;
  /** Where log lines go; defaults to standard output (tests read the lines here). */
  logStream?: { write(line: string): void };
  /** The built browser app; defaults to dist/client (tests pass a folder of their own). */
  clientDir?: string;
  /**
   * Tests write to the database behind the app's back (factories, services) and read at once: with this,
   * every request (each reads its session, kept in memory) first waits until this process has heard of every
   * write committed before it.
   */
  syncReadsBeforeEachRead?: boolean;
  /** How a page is rendered (pages/render-page.tsx); tests put a fault in front of it. */
  renderPage?: PageRenderer;
  /** Where files live; defaults to the store the config names (services/storage/create-file-store.ts). */
  files?: FileStore;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Visitors' pages kept at once: one per address, query included. */
const HTML_PAGE_ENTRIES = 2_000;
/** Signed-in members' pages kept, by session and address (decision 077). */
const MEMBER_PAGE_ENTRIES = 5_000;

/**
 * Every route's schemas are zod's. Given as the compilers' factories (typed for Ajv's, hence the cast),
 * rather than set once the app exists, so Fastify never loads Ajv and fast-json-stringify (decision 038).
 * Answers are written by lib/response-serializer.ts (decision 136).
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => responseSerializer,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export const clientDistDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? deps.config.LOG_LEVEL,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new RequestLog(),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A client gets 60 s to send its request (slow uploads included) and a silent socket is closed after 120 s.
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      routeTable.push({ method, url: options.url, schema: options.schema });
    }
  });

  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  const files = deps.files ?? (await createFileStore(deps.config));
  app.decorate('files', files);
  if (!deps.files) app.addHook('onClose', () => files.close());
  app.decorate('writeDb', deps.writeDb ?? deps.db);
  app.decorate('writes', new WriteBatch(app.writeDb));
  app.decorate('readCache', new ReadCache());
  app.decorate('sessionCache', new ReadCache({ maxEntries: SESSION_CACHE_ENTRIES }));
  app.decorate('viewerCache', new ReadCache({ maxEntries: VIEWER_CACHE_ENTRIES }));
  app.decorate(
    'pageCache',
    new ReadCache({
      maxEntries: DEEP_PAGE_ENTRIES,
      maxBytes: 16 * 1024 * 1024,
      keepFromSecondRead: 4 * DEEP_PAGE_ENTRIES,
    }),
  );
  app.decorate('htmlCache', new ReadCache({ maxEntries: HTML_PAGE_ENTRIES, maxBytes: 32 * 1024 * 1024 }));
  app.decorate(
    'memberPageCache',
    new ReadCache({ maxEntries: MEMBER_PAGE_ENTRIES, maxBytes: 64 * 1024 * 1024 }),
  );
  // Live streams hear every topic after the caches have dropped what it tags (so their reads are fresh).
  const liveEvents = new LiveEvents({
    db: deps.db,
    log: app.log,
    readResults: (questionId) =>
      app.readCache.read(`live/results/${questionId}`, [questionTopic(questionId)], async () => {
        const found = await rankedItems(deps.db, questionId, RESULTS_TOP);
        return found ? presentQuestionResults(questionId, found) : null;
      }),
  });
  app.decorate('liveEvents', liveEvents);
  // Open streams never hold up a stop: they end first, and each browser reconnects elsewhere.
  app.addHook('preClose', (done) => {
    liveEvents.close();
    done();
  });
  app.decorate('searchIndex', new SearchIndex(deps.db));
  app.decorate('searchDb', deps.searchDb ?? deps.db);
  const invalidations = listenForInvalidations(
    deps.db,
    [
      app.searchIndex,
      app.readCache,
      app.sessionCache,
      app.viewerCache,
      app.pageCache,
      app.htmlCache,
      app.memberPageCache,
      liveEvents,
    ],
    app.log,
  );
  app.decorate('invalidations', invalidations);
  app.addHook('onClose', () => invalidations.stop());
  // A write is answered only once this process has heard of it, so its next read here is never stale.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) await invalidations.sync();
    return payload;
  });
  if (deps.syncReadsBeforeEachRead) {
    app.addHook('onRequest', async () => {
      await invalidations.sync();
    });
  }
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: deps.config.SMTP_URL,
        from: deps.config.MAIL_FROM,
        dataDir: deps.config.dataDir,
        log: app.log,
      }),
  );
  // Requests record mail here; the worker (started by server.ts) sends it (decision 015).
  const prepare = accountMailPreparers(deps.config.publicUrl);
  const dbAvailable = () => app.dbMonitor.available;
  app.decorate(
    'mailOutbox',
    createMailOutbox({ db: deps.db, mailer: app.mailer, log: app.log, prepare, dbAvailable }),
  );
  app.addHook('onClose', () => app.mailOutbox.stop());
  // Lists awaiting trust join the results once their authors are established (decision 069; server.ts starts it).
  app.decorate(
    'resultsWorker',
    createResultsWorker({
      db: deps.db,
      log: app.log,
      trustAgeSeconds: deps.config.RESULTS_TRUST_AGE_SECONDS,
      dbAvailable,
    }),
  );
  app.addHook('onClose', () => app.resultsWorker.stop());
  // Taste twins are found again after each answer, in the background (decision 104).
  app.decorate('twinRefresher', createTwinRefresher({ db: deps.db, log: app.log }));
  app.addHook('onClose', () => app.twinRefresher.stop());

  registerErrorHandler(app);
  registerCompression(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the colour theme's, before the first paint (decision 027), allowed by its hash.
        scriptSrc: ["'self'", ...inlineScriptSources()],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images come from our origin only (remote ones are fetched and served by us: services/remote-images),
        // so no third party learns who views a page; blob: is the profile picture crop dialog's preview.
        // With S3_PUBLIC_URL, files are fetched from the store by signed address (decision 097): its origin only.
        imgSrc: ["'self'", 'data:', 'blob:', ...[filesOrigin(deps.config) ?? []].flat()],
        fontSrc: ["'self'", 'data:'],
        // The live stream (GET /api/events) and every API call: this origin only.
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest (decision 109).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerOriginCheck(app, [deps.config.publicUrl, ...deps.config.ALLOWED_ORIGINS]);
  registerDatabaseAvailability(app);
  // A link that died silently took the invalidation listener's connection with it: rebuild it, and keep
  // nothing until invalidations are seen to arrive again (/readyz waits for that too).
  app.dbMonitor.onOutage(() => invalidations.reset('the database was unreachable'));
  registerMetrics(app);
  await registerSession(app);
  registerImageWork(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });

  await registerOpenApi(app, deps.config.secureCookies);
  registerHealth(app);
  await app.register(registerRoutes, { prefix: '/api' });

  registerFileRoutes(app);
  const clientDir = deps.clientDir ?? clientDistDir;
  if (fs.existsSync(path.join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // Built files have .br and .gz twins (vite.config.ts): sent as such to browsers that take them.
      preCompressed: true,
      // Built assets carry a content hash in their names, so they never change; other files must stay fresh.
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // Pages (with their status, head and first paint), robots.txt, sitemaps and share cards: decision 021.
  registerPages(app, clientDir, deps.renderPage);

  return app;
}
