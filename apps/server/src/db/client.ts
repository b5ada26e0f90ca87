import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { forDrizzle, installTextParsers } from './pglite-parsers';
import { seedFromTemplate } from './pglite-template';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  /** Told of errors of idle PostgreSQL connections (logged by the app). */
  onIdleError?: (error: Error) => void;
  /** A PGlite data folder made at build time, copied on the first start (pglite-template.ts). */
  pgliteTemplateDir?: string | undefined;
}

/**
 * PostgreSQL's default buffer pool (shared_buffers = 128 MB) is memory that PGlite allocates and
 * zero-fills inside its WebAssembly heap at every start, so all of it is resident. This site's
 * whole database is a few tens of MB and PGlite reads its files through the OS page cache, so a
 * 16 MB pool costs no throughput and saves about 110 MB (docs/decisions.md "PGlite memory").
 * Durability is untouched: every commit's WAL is written to the files before it answers.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Opens the database and applies the versioned migrations: the embedded PGlite under
 * DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both run the same SQL files.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle connection the server terminates (a restart, an administrator) is replaced by the
    // pool; its error must not crash the process as an unhandled 'error' event
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: options.migrationsDir });
    return { db: db as unknown as Db, dialect: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir === ':memory:') {
    client = new PGlite({ startParams: pgliteStartParams });
  } else {
    // the database files: the server's user only (issue 11 item 10); PGlite's own files sit
    // in these folders, which nobody else can enter
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    seedFromTemplate(options.pgliteTemplateDir, dir);
    for (const folder of [options.dataDir, dir]) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      chmodSync(folder, 0o700);
    }
    client = new PGlite(dir, { startParams: pgliteStartParams });
  }
  await client.waitReady;
  installTextParsers(client);
  const db = drizzlePglite(forDrizzle(client), { schema });
  await migratePglite(db, { migrationsFolder: options.migrationsDir });
  return { db: db as unknown as Db, dialect: 'pglite', close: () => client.close() };
}
