/** The default store: files under DATA_DIR, one per key (file-store.ts). Nothing to install or run. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  assertValidKey,
  contentTypeOf,
  type FileStore,
  StorageUnavailable,
  type StoredFile,
} from './file-store.js';

const PAGE = 1000;

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export class LocalFileStore implements FileStore {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // A temporary file renamed over the old one: a reader never sees half a file.
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      await fs.promises.writeFile(temporary, body, { flag: 'wx' });
      await fs.promises.rename(temporary, file);
    } catch (error) {
      throw new StorageUnavailable(error);
    }
  }

  async get(
    key: string,
    options: { ifNoneMatch?: string } = {},
  ): Promise<StoredFile | 'not-modified' | null> {
    const file = this.file(key);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailable(error);
    }
    if (!stat.isFile()) return null;
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    if (options.ifNoneMatch === etag) return 'not-modified';
    return { body: fs.createReadStream(file), etag, size: stat.size, contentType: contentTypeOf(key) };
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.file(key));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw new StorageUnavailable(error);
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.promises.stat(this.file(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailable(error);
    }
  }

  async delete(keys: string[]): Promise<void> {
    try {
      await Promise.all(keys.map((key) => fs.promises.rm(this.file(key), { force: true })));
    } catch (error) {
      throw new StorageUnavailable(error);
    }
  }

  async *list(prefix: string): AsyncIterable<string[]> {
    // Only whole folders are listed here ('share-cards/question/3/'): the prefix names a directory.
    const folder = prefix.replace(/\/$/, '');
    assertValidKey(folder);
    let page: string[] = [];
    const walk = async function* (this: LocalFileStore, dir: string): AsyncGenerator<string> {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(path.join(this.root, dir), { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw new StorageUnavailable(error);
      }
      for (const entry of entries) {
        // Temporary files of writes in progress start with '.'.
        if (entry.name.startsWith('.')) continue;
        const key = `${dir}/${entry.name}`;
        if (entry.isDirectory()) yield* walk.call(this, key);
        else if (entry.isFile()) yield key;
      }
    };
    for await (const key of walk.call(this, folder)) {
      page.push(key);
      if (page.length >= PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async publicUrl(): Promise<string | null> {
    return null;
  }

  close(): void {}
}
