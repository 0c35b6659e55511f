/**
 * GET /og/question/:id.png, /og/response/:id.png, /og/response/:id/story.png and /og/user/:username.png:
 * the share cards (decision 022). 404 for what does not exist or what a visitor may not see (private and
 * hidden responses). The ETag is the card's content hash, so a repeat visit answers 304 without a byte.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error.js';
import {
  profileCardSpec,
  questionCardSpec,
  responseCardSpec,
  responseStorySpec,
  siteLabel,
} from '../services/share/card-specs.js';
import type { CardSpec } from '../services/share/share-cards.js';
import { sharedProfile, sharedQuestion, sharedResponse } from '../services/share/share-content.js';

/** Cards change as lists come in: caches keep one for a few minutes (page heads name the version anyway). */
const CARD_CACHE_CONTROL = 'public, max-age=300';

/** '12.png' -> 12; null for anything else (the API's id rule: 1 to 2147483647). */
function pngId(file: string): number | null {
  const match = /^([1-9]\d{0,9})\.png$/.exec(file);
  return match && Number(match[1]) <= 2_147_483_647 ? Number(match[1]) : null;
}

export function registerCardRoutes(app: FastifyInstance): void {
  const site = siteLabel(app.config.publicUrl);

  async function send(request: FastifyRequest, reply: FastifyReply, spec: CardSpec | null) {
    if (!spec) throw notFound('Not found');
    const { version } = app.shareCards.locate(spec);
    const etag = `"${version}"`;
    reply.header('ETag', etag).header('Cache-Control', CARD_CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const card = await app.shareCards.open(spec);
    return reply
      .type('image/png')
      .header('X-Share-Card', card.drawn ? 'drawn' : 'stored')
      .send(card.body);
  }

  type Params = { Params: { file: string } };

  app.get<Params>('/og/question/:file', async (request, reply) => {
    const id = pngId(request.params.file);
    const question = id === null ? null : await sharedQuestion(app.db, id);
    return send(request, reply, question && questionCardSpec(question, site));
  });

  app.get<Params>('/og/response/:file', async (request, reply) => {
    const id = pngId(request.params.file);
    const response = id === null ? null : await sharedResponse(app.db, id);
    return send(request, reply, response && responseCardSpec(response, site));
  });

  app.get<{ Params: { id: string } }>('/og/response/:id/story.png', async (request, reply) => {
    const id = pngId(`${request.params.id}.png`);
    const response = id === null ? null : await sharedResponse(app.db, id);
    return send(request, reply, response && responseStorySpec(response, site));
  });

  app.get<Params>('/og/user/:file', async (request, reply) => {
    const username = request.params.file.endsWith('.png') ? request.params.file.slice(0, -4) : '';
    const profile = username === '' ? null : await sharedProfile(app.db, username);
    return send(request, reply, profile && profileCardSpec(profile, site));
  });
}
