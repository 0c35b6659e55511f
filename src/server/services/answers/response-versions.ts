/** The earlier versions of a response (every save is kept in response_versions). */
import { and, desc, eq, lt } from 'drizzle-orm';
import { type Actor, canViewResponse } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { responses, responseVersions } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

/** How many earlier versions one read returns at most (the newest ones). */
export const VERSIONS_SHOWN_MAX = 50;

export interface ResponseVersionRow {
  version: number;
  answers: string[];
  answerImages: string[] | null;
  isPublic: boolean;
  createdAt: Date;
}

/**
 * The versions before the current one, newest first, of a response the viewer may see (else 404). Its
 * author sees every one; anyone else only those saved as public, so a list once kept private stays so.
 * Read by the (response_id, version) unique index, at most VERSIONS_SHOWN_MAX rows.
 */
export async function listEarlierVersions(
  db: DbOrTx,
  responseId: number,
  viewer: Actor | null,
): Promise<ResponseVersionRow[]> {
  const [response] = await db
    .select({
      userId: responses.userId,
      isPublic: responses.isPublic,
      isHidden: responses.isHidden,
      version: responses.version,
    })
    .from(responses)
    .where(eq(responses.id, responseId));
  if (!response || !canViewResponse(viewer, response)) throw notFound('Response not found');
  const rows = await db
    .select({
      version: responseVersions.version,
      answers: responseVersions.answers,
      answerImages: responseVersions.answerImages,
      isPublic: responseVersions.isPublic,
      createdAt: responseVersions.createdAt,
    })
    .from(responseVersions)
    .where(and(eq(responseVersions.responseId, responseId), lt(responseVersions.version, response.version)))
    .orderBy(desc(responseVersions.version))
    .limit(VERSIONS_SHOWN_MAX);
  const isAuthor = viewer?.id === response.userId;
  return isAuthor ? rows : rows.filter((row) => row.isPublic);
}
