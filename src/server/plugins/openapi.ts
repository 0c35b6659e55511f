/**
 * The OpenAPI 3.1 document, built from every route's shared schemas, at /api/openapi.json, and a readable
 * reference page at /api/docs (Swagger UI, whose files load on that page only).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * What the server answers beside the API, as the document shows it: robots.txt, the sitemaps and the share
 * cards (their routes are in pages/, with no schema, as they answer no JSON). Each declares the content type
 * it answers, so a reader and a client generator see a PNG, XML or text, not an untyped 200.
 */
interface SiteFile {
  summary: string;
  type: string;
  /** What `:file` or `:id` in the path stands for. */
  param?: { name: string; description: string };
  /** The sitemaps' `from` query. */
  from?: boolean;
  /** Share cards: an ETag, 304 to If-None-Match, and 404 for what is missing, private or hidden. */
  card?: boolean;
}

const PNG = 'image/png';
const XML = 'application/xml; charset=utf-8';
const cardFile = (what: string) => ({ name: 'file', description: `\`<${what}>.png\`` });
const SITE_FILES: Record<string, SiteFile> = {
  '/robots.txt': {
    summary: 'Rules for crawlers: all but /admin and /api/, and the sitemap',
    type: 'text/plain; charset=utf-8',
  },
  '/sitemap.xml': {
    summary: 'Sitemap index: the static pages and one entry per page of questions and members',
    type: XML,
  },
  '/sitemaps/pages.xml': { summary: 'Sitemap of the static pages', type: XML },
  '/sitemaps/questions.xml': {
    summary: 'Sitemap of up to 10,000 questions from id `from` on',
    type: XML,
    from: true,
  },
  '/sitemaps/members.xml': {
    summary: 'Sitemap of up to 10,000 members with a public list from id `from` on',
    type: XML,
    from: true,
  },
  '/og/question/:file': {
    summary: "Share card (1200x630): the question and the crowd's Top 5",
    type: PNG,
    param: cardFile('question id'),
    card: true,
  },
  '/og/response/:file': {
    summary: "Share card (1200x630): a member's Top 5",
    type: PNG,
    param: cardFile('response id'),
    card: true,
  },
  '/og/response/:id/story.png': {
    summary: "Story card (1080x1920): a member's Top 5",
    type: PNG,
    param: { name: 'id', description: 'response id' },
    card: true,
  },
  '/og/user/:file': {
    summary: 'Share card (1200x630): a member with picture, bio and counts',
    type: PNG,
    param: cardFile('username'),
    card: true,
  },
};

const notFoundAnswer = {
  description: 'Not found',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
    },
  },
};

function siteFileSchema(file: SiteFile) {
  const body = file.type === PNG ? { type: 'string', format: 'binary' } : { type: 'string' };
  return {
    tags: ['site files'],
    summary: file.summary,
    ...(file.param && {
      params: {
        type: 'object',
        properties: { [file.param.name]: { type: 'string', description: file.param.description } },
        required: [file.param.name],
      },
    }),
    ...(file.from && {
      querystring: {
        type: 'object',
        properties: { from: { type: 'string', pattern: '^\\d{1,10}$', description: 'first id (default 1)' } },
      },
    }),
    response: {
      200: { description: file.summary, content: { [file.type]: { schema: body } } },
      ...(file.card && { 304: { type: 'null', description: 'The card named by If-None-Match is current' } }),
      ...((file.card || file.from) && { 404: notFoundAnswer }),
    },
  };
}

/** The zod schemas of the API calls as JSON schema; the site files as declared above. */
const transform: typeof jsonSchemaTransform = (input) => {
  const file = SITE_FILES[input.url];
  if (file) return { schema: siteFileSchema(file), url: input.url } as ReturnType<typeof jsonSchemaTransform>;
  return jsonSchemaTransform(input);
};

/** The paths of the site files the document declares (tests compare them with the routes). */
export const DOCUMENTED_SITE_FILES = Object.fromEntries(
  Object.entries(SITE_FILES).map(([url, file]) => [url, file.type]),
);

export async function registerOpenApi(app: FastifyInstance, secure: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Top 5 API',
        description:
          'Every call of the Top 5 site. Errors are `{ "error": "message" }`. Calls that change something must ' +
          'come from the site itself (Origin check) and sign-in uses the HttpOnly session cookie.',
        version: '1',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'top5_session' } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Plain-http sites (development) must not upgrade the page's own requests to https.
    transformStaticCSP: (header) => (secure ? header : header.replace('upgrade-insecure-requests;', '')),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
