import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { ImageQueue } from '../images/image-queue.js';
import { storeImage } from '../images/store-image.js';
import type { FileStore } from '../storage/file-store.js';
import { setProfilePicture } from './profile.js';

/** Profile pictures are stored as centred squares of this many pixels (the crop dialog sends a square). */
export const PROFILE_PICTURE_SIZE = 512;
const FOLDER = 'profile-pictures';

/**
 * Checks the upload's real format (JPEG, PNG, GIF or WebP), strips its metadata, stores it square under
 * 'uploads/profile-pictures/' in the file store and makes it the member's picture. The previous uploaded picture is
 * removed; a picture given by URL is left alone.
 */
export async function uploadProfilePicture(
  db: DbOrTx,
  input: { user: UserRow; file: Buffer; files: FileStore; queue: ImageQueue },
): Promise<{ user: UserRow; profilePicture: string }> {
  const stored = await storeImage(input.file, {
    files: input.files,
    folder: FOLDER,
    square: PROFILE_PICTURE_SIZE,
    queue: input.queue,
    owner: `member:${input.user.id}`,
  });
  const user = await setProfilePicture(db, input.user.id, stored.imageUrl);
  await removeOldUpload(input.files, input.user.profilePicture);
  return { user, profilePicture: stored.imageUrl };
}

async function removeOldUpload(files: FileStore, previous: string | null): Promise<void> {
  const prefix = `/uploads/${FOLDER}/`;
  if (!previous?.startsWith(prefix)) return;
  const name = previous.slice(prefix.length);
  if (!/^[A-Za-z0-9]+\.[a-z]+$/.test(name)) return;
  // Best effort: a file that is already gone is no reason to fail the new upload.
  await files.delete([`uploads/${FOLDER}/${name}`]).catch(() => undefined);
}
