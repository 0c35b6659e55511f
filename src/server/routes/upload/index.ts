/** /api/upload: images members upload for their questions. */
import type { FastifyInstance } from 'fastify';
import { uploadQuestionImage } from '../../../shared/api/upload.js';
import { requireUser } from '../../plugins/session.js';
import { readUploadedFile } from '../../services/images/read-upload.js';
import { storeImage } from '../../services/images/store-image.js';
import { limitImageUploads, limitMemberAction } from '../../services/rate-limit.js';
import { route } from '../route.js';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  route(app, uploadQuestionImage, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await limitImageUploads(app.db, app.config.RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE, actor.id);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'upload', actor.id);
    const file = await readUploadedFile(request, 'image');
    const stored = await storeImage(file, {
      files: app.files,
      folder: 'questions',
      queue: app.imageQueue,
      owner: `member:${actor.id}`,
    });
    return { imageUrl: stored.imageUrl };
  });
}
