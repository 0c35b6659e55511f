/** The app's image work: one bounded sharp queue per process, and the background fetch of remote images. */
import type { FastifyInstance } from 'fastify';
import { ImageQueue } from '../images/image-queue.js';
import { RemoteImages } from './remote-images.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every sharp job of this process runs here, IMAGE_WORKERS at a time. */
    imageQueue: ImageQueue;
    /** Background fetches of images members gave by address. */
    remoteImages: RemoteImages;
  }
}

export function registerImageWork(app: FastifyInstance): void {
  const imageQueue = new ImageQueue(app.config.IMAGE_WORKERS);
  const remoteImages = new RemoteImages({
    db: app.db,
    files: app.files,
    queue: imageQueue,
    log: app.log,
    allowLoopback: app.config.IMAGE_FETCH_ALLOW_LOOPBACK,
  });
  app.decorate('imageQueue', imageQueue);
  app.decorate('remoteImages', remoteImages);
  app.addHook('onClose', () => remoteImages.close());
}
