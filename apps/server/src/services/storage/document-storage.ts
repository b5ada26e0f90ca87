import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where document bytes live: disk by default; another backend only implements these calls. */
export interface DocumentStorage {
  put(key: string, bytes: Buffer | Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The keys under a prefix with their last change (the orphan sweep). */
  list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
}

/** Owner only (issue 11 item 10): documents hold health and bank data. */
export const privateFileMode = 0o600;
export const privateDirMode = 0o700;

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Disk storage under a root folder; keys are checked so that no key can leave the root. */
export function createDiskStorage(root: string): DocumentStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
      throw new Error(`unsafe storage key: ${key}`);
    }
    return path.join(root, key);
  };
  /** Creates the folders of a file, each readable by the owner only. */
  async function makeDirs(dir: string) {
    const created = await mkdir(dir, { recursive: true, mode: privateDirMode });
    if (created) {
      // mkdir's mode passes through the umask; say it again for every folder it made
      for (let current = dir; current.length >= created.length; current = path.dirname(current)) {
        await chmod(current, privateDirMode);
      }
    }
  }

  return {
    async put(key, bytes) {
      const file = resolve(key);
      await makeDirs(path.dirname(file));
      // written aside, then renamed: a reader never sees half a file, and a crash leaves a
      // `.tmp` that the orphan sweep removes
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: privateFileMode });
      await rename(temporary, file);
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
    async list(prefix) {
      const dir = path.join(root, prefix);
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch {
        return [];
      }
      const files: { key: string; modifiedAt: Date }[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        try {
          files.push({
            key: path.relative(root, full).split(path.sep).join('/'),
            modifiedAt: (await stat(full)).mtime,
          });
        } catch {
          // removed meanwhile
        }
      }
      return files;
    },
  };
}
