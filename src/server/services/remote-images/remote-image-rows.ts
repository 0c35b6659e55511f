/** The remote_images table, and the rows that use a fetched image switched over to our copy. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/** A row that holds an image address: a member's picture, a question's image or one of a list's images. */
export type ImageTarget = { kind: 'user' | 'question' | 'response'; id: number };

export type RemoteImageState =
  | { status: 'ready'; localPath: string }
  | { status: 'failed' }
  | { status: 'pending' };

/** A claim older than this belongs to a worker that died: another may take the fetch over. */
export const CLAIM_EXPIRES_SECONDS = 120;
/** A failed address is tried again when it is given again, but not more often than this. */
export const RETRY_FAILED_AFTER_SECONDS = 3600;

export const urlHash = (url: string) => createHash('sha256').update(url).digest('hex');

/**
 * Takes the fetch of this address for the caller: true when it is new, its claim has expired, or it failed
 * long enough ago. Otherwise someone else is fetching it, or it is settled (see findRemoteImage).
 */
export async function claimRemoteImage(db: DbOrTx, hash: string, url: string): Promise<boolean> {
  const rows = await queryRows<{ urlHash: string }>(
    db,
    sql`insert into remote_images (url_hash, url, status, claimed_at) values (${hash}, ${url}, 'pending', now())
      on conflict (url_hash) do update set status = 'pending', claimed_at = now(), error = null
      where (remote_images.status = 'pending'
             and (remote_images.claimed_at is null
                  or remote_images.claimed_at < now() - make_interval(secs => ${CLAIM_EXPIRES_SECONDS})))
         or (remote_images.status = 'failed'
             and remote_images.fetched_at < now() - make_interval(secs => ${RETRY_FAILED_AFTER_SECONDS}))
      returning url_hash as "urlHash"`,
  );
  return rows.length > 0;
}

export async function findRemoteImage(db: DbOrTx, hash: string): Promise<RemoteImageState> {
  const [row] = await queryRows<{ status: string; localPath: string | null }>(
    db,
    sql`select status, local_path as "localPath" from remote_images where url_hash = ${hash}`,
  );
  if (row?.status === 'ready' && row.localPath) return { status: 'ready', localPath: row.localPath };
  if (row?.status === 'failed') return { status: 'failed' };
  return { status: 'pending' };
}

export async function markRemoteImageReady(db: DbOrTx, hash: string, localPath: string): Promise<void> {
  await db.execute(
    sql`update remote_images set status = 'ready', local_path = ${localPath}, error = null, fetched_at = now()
      where url_hash = ${hash}`,
  );
}

export async function markRemoteImageFailed(db: DbOrTx, hash: string, error: string): Promise<void> {
  await db.execute(
    sql`update remote_images set status = 'failed', error = ${error.slice(0, 500)}, fetched_at = now()
      where url_hash = ${hash}`,
  );
}

/**
 * Points each target at our copy, where it still holds the address (a member may have changed it since):
 * from then on every list query reads the local path, with no join and no lookup per row. The address
 * itself stays in remote_images.
 */
export async function switchToLocalImage(
  db: DbOrTx,
  url: string,
  localPath: string,
  targets: Iterable<ImageTarget>,
): Promise<void> {
  for (const target of targets) {
    if (target.kind === 'user') {
      await db.execute(
        sql`update users set profile_picture = ${localPath}
          where id = ${target.id} and profile_picture = ${url}`,
      );
    } else if (target.kind === 'question') {
      await db.execute(
        sql`update questions set image_url = ${localPath} where id = ${target.id} and image_url = ${url}`,
      );
    } else {
      await db.execute(
        sql`update responses set answer_images = array_replace(answer_images, ${url}::text, ${localPath}::text)
          where id = ${target.id} and ${url}::text = any(answer_images)`,
      );
    }
  }
}
