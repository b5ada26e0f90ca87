import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A PGlite data folder made by initdb at build time (`npm run build -w @app/server`), copied
 * into DATA_DIR on the first start instead of running initdb there. PGlite's own initdb runs a
 * second PGlite instance beside the first, restores a 128 MB copy of its heap before each of its
 * PostgreSQL runs and copies the result over as a tar: the first start of the server peaked at
 * about 900 MB RSS for a database of 40 MB (docs/decisions.md "PGlite memory").
 */

/** The installed PGlite's version: a template is only used by the PGlite that made it. */
export function pgliteVersion(): string {
  // the package exports no package.json: walk up from its entry (…/pglite/dist/index.cjs)
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  for (let i = 0; i < 4; i += 1) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the version of @electric-sql/pglite from ${entry}`);
}

/** Where the build puts the template of the installed PGlite, under the server's dist folder. */
export function pgliteTemplateDir(distDir: string): string {
  return path.join(distDir, `pglite-${pgliteVersion()}-template`);
}

function isEmptyOrAbsent(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) {
      copyFileSync(source, target);
      // the database files: the server's user only (issue 11 item 10)
      chmodSync(target, 0o600);
    }
  }
}

/**
 * Fills an empty PGlite data folder from the template, when there is one. The copy is made
 * beside the folder and renamed into place, so that an interrupted first start leaves either no
 * database (PGlite or the next start creates it) or a whole one, never half a cluster.
 * Answers whether the folder was seeded.
 */
export function seedFromTemplate(templateDir: string | undefined, dataDir: string): boolean {
  if (!templateDir || !existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  if (!isEmptyOrAbsent(dataDir)) return false;
  const staging = `${dataDir}.seeding-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  copyTree(templateDir, staging);
  // rename(2) replaces an empty directory
  renameSync(staging, dataDir);
  return true;
}
