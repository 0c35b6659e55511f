/**
 * The OpenAPI 3.1 document, built from every route's shared schemas, at /api/openapi.json, and a readable
 * reference page at /api/docs (Swagger UI, whose files load on that page only).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
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
