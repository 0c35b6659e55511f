/** /api/upload: images members upload for their questions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UploadedImage } from '../../../shared/types.js';
import { requireUser } from '../../plugins/session.js';
import { readUploadedFile } from '../../services/images/read-upload.js';
import { storeImage } from '../../services/images/store-image.js';
import { limitMemberAction } from '../../services/rate-limit.js';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/question-image', async (request): Promise<UploadedImage> => {
    const actor = requireUser(request);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'upload', actor.id);
    const file = await readUploadedFile(request, 'image');
    const stored = await storeImage(file, { dataDir: app.config.dataDir, folder: 'questions' });
    return { imageUrl: stored.imageUrl };
  });
};
