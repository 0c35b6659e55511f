/** A deleted question's files in the store (services/storage): its uploaded image and its share cards. */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { cardFolders } from '../share/share-cards.js';
import { deletePrefix, type FileStore, uploadKey } from '../storage/file-store.js';

export interface DeletedQuestion {
  id: number;
  imageUrl: string | null;
}

const QUESTION_IMAGES = '/uploads/questions/';

/**
 * After the deletion committed: the question's uploaded image (unless another question or a member shows
 * the same path) and every card of the question and its responses (one folder). Copies of remote images
 * and demo covers stay. Never throws: the question is gone whatever the store says; a failure is logged.
 */
export async function removeQuestionFiles(
  db: DbOrTx,
  files: FileStore,
  question: DeletedQuestion,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const image = question.imageUrl;
    const key = image?.startsWith(QUESTION_IMAGES) ? uploadKey(image) : null;
    if (key) {
      const stillShown = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from questions where image_url = ${image}
          union all select 1 from users where profile_picture = ${image} limit 1`,
      );
      if (stillShown.length === 0) await files.delete([key]);
    }
    await deletePrefix(files, cardFolders.question(question.id));
  } catch (error) {
    log.warn({ err: error, questionId: question.id }, 'files of a deleted question left in the store');
  }
}
