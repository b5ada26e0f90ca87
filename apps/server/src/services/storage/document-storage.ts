import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where document bytes live: disk by default; another backend only implements these calls. */
export interface DocumentStorage {
  put(key: string, bytes: Buffer | Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Disk storage under a root folder; keys are checked so that no key can leave the root. */
export function createDiskStorage(root: string): DocumentStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
      throw new Error(`unsafe storage key: ${key}`);
    }
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write then rename would be atomic; a partial file is harmless here because the
      // database row that points at it is only committed after put() returns.
      await writeFile(file, bytes);
    },
    get: (key) => readFile(resolve(key)),
    async exists(key) {
      try {
        await stat(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
