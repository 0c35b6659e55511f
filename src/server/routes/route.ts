/**
 * Registers a route from its shared declaration (src/shared/api): the method and path come from the call,
 * and so do the request and response schemas, so the serializer sends only the listed fields and the
 * OpenAPI document lists every route. Handlers are typed from the same schemas.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiCall } from '../../shared/api/contract.js';
import { hasUnstorableText } from '../../shared/schemas/fields.js';
import { badRequest } from '../lib/http-error.js';
import { requireAdmin, requireUser } from '../plugins/session.js';

type Zod = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance['log'],
  ZodTypeProvider
>;

export interface SchemaOf<C extends ApiCall> {
  summary: string;
  tags: string[];
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: C['response'];
}

export type Handler<C extends ApiCall> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<C>,
  ZodTypeProvider
>;

/** Who may call: anyone, a signed-in member, or an admin. Checked before the input is validated. */
export type Access = 'public' | 'member' | 'admin';

export interface RouteOptions {
  access?: Access;
  /** The 401 text for a visitor, when the product words it (e.g. 'You must be logged in to submit an answer'). */
  signInMessage?: string;
  /** Extra work before validation (rare: most routes need only `access`). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** Fastify's own config (e.g. `rawBody`) when a route needs it. */
  bodyLimit?: number;
}

export function schemaOf<C extends ApiCall>(call: C): SchemaOf<C> {
  // Parts a call does not have are left out, not set to undefined (Fastify warns about those).
  const schema: Record<string, unknown> = {
    summary: call.summary,
    tags: [call.tag],
    response: call.response,
  };
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  return schema as unknown as SchemaOf<C>;
}

/**
 * Adds `call` to `app` (whose prefix the call's path must start with). Visitors are refused 401 and members
 * 403 by `access` before anything else runs, so a bad id or body never tells them more.
 */
export function route<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: RouteOptions,
  handler: Handler<C>,
): void {
  if (!call.path.startsWith(app.prefix)) {
    throw new Error(`${call.method} ${call.path} registered under the prefix ${app.prefix}`);
  }
  const access = options.access ?? 'public';
  (app as unknown as Zod).route({
    method: call.method,
    // An area's root call has the url '' so Fastify registers exactly the prefix (no trailing slash).
    url: call.path.slice(app.prefix.length),
    schema: schemaOf(call),
    bodyLimit: options.bodyLimit,
    preValidation: async (request) => {
      if (access === 'member') requireUser(request, options.signInMessage);
      if (access === 'admin') requireAdmin(request);
      await options.preValidation?.(request);
    },
    // Every text field of the shared schemas refuses what PostgreSQL cannot store (textField), with the
    // field's message; this catches a field a schema forgot, before the handler does any work with it.
    preHandler: async (request) => {
      if ([request.params, request.query, request.body].some((part) => hasUnstorableText(part))) {
        throw badRequest('Text contains a character that is not allowed');
      }
    },
    handler,
  });
}
