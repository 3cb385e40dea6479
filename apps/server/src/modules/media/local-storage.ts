import fs from 'node:fs';
import path from 'node:path';
import {
  assertValidMediaKey,
  contentTypeOfKey,
  isPrivateMediaKey,
  MediaKeyTakenError,
  resolveRange,
  storedPathOf,
  type MediaBucket,
  type MediaStorage,
} from './storage';

export interface LocalStorageOptions {
  dataDir: string;
  bucket: MediaBucket;
  /** Where this server serves the bucket, e.g. `/media`. */
  publicBaseUrl: string;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/**
 * Files under `<DATA_DIR>/media/<bucket>/<key>`, private keys under `<DATA_DIR>/media/private/…`
 * (outside the bucket folder a static server might be pointed at). The content type is not stored: it follows from the
 * extension, which is why put refuses a content type that disagrees with it.
 */
export function createLocalStorage({ dataDir, bucket, publicBaseUrl }: LocalStorageOptions): MediaStorage {
  const mediaRoot = path.resolve(dataDir, 'media');

  function filePath(key: string): string {
    assertValidMediaKey(key);
    const root = path.join(mediaRoot, isPrivateMediaKey(key) ? 'private' : bucket);
    const resolved = path.resolve(mediaRoot, storedPathOf(bucket, key));
    // Belt and braces over the key check: nothing outside the bucket folder, ever.
    if (!resolved.startsWith(root + path.sep)) throw new Error(`Media key escapes its bucket: ${key}`);
    return resolved;
  }

  return {
    servedExternally: false,

    async put(key, body, contentType, { overwrite }) {
      const file = filePath(key);
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`Local storage serves ${key} as ${contentTypeOfKey(key)}, not ${contentType}`);
      }
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // `wx` makes "never overwrite" atomic: two writers of one key cannot both succeed (SPEC §7).
      const handle = await fs.promises.open(file, overwrite ? 'w' : 'wx').catch((error: unknown) => {
        throw hasCode(error, 'EEXIST') ? new MediaKeyTakenError(key) : error;
      });
      try {
        await handle.writeFile(body);
        await handle.close();
      } catch (error) {
        await handle.close().catch(() => {});
        // A half-written file would be served as if complete.
        await fs.promises.rm(file, { force: true });
        throw error;
      }
    },

    async get(key, rangeRequest) {
      const file = filePath(key);
      const stat = await fs.promises.stat(file).catch((error: unknown) => {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      });
      if (!stat?.isFile()) return null;
      const range = rangeRequest ? resolveRange(rangeRequest, stat.size) : null;
      return {
        body: fs.createReadStream(file, range ?? {}),
        contentType: contentTypeOfKey(key),
        size: stat.size,
        range,
      };
    },

    async delete(key) {
      await fs.promises.rm(filePath(key), { force: true });
    },

    async list(prefix) {
      // A prefix is a folder of keys (`{userId}/`): its files, with their key as the name.
      const folder = path.dirname(filePath(`${prefix}x`));
      const entries = await fs.promises.readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => `${prefix}${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    },

    publicUrl(key) {
      assertValidMediaKey(key);
      return `${publicBaseUrl}/${key}`;
    },
  };
}
