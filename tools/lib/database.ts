import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface RunStore {
  /** PGlite files and documents (always); the PostgreSQL database when one answers. */
  dataDir: string;
  databaseUrl: string | undefined;
  label: string;
  dispose(): Promise<void>;
}

const localServer = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server to use: TEST_DATABASE_URL, else a local one on 127.0.0.1:5432 if it answers. */
async function reachablePostgres(): Promise<string | undefined> {
  const candidate = process.env.TEST_DATABASE_URL || localServer;
  if (process.env.ATTACK_PGLITE === '1') return undefined;
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 1500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return candidate;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A store of its own for one run of a tool: a temporary folder, and on PostgreSQL (when it
 * answers, trust auth) a database created for the run and dropped afterwards; PGlite otherwise.
 */
export async function createRunStore(prefix: string): Promise<RunStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const adminUrl = await reachablePostgres();
  if (!adminUrl) {
    return {
      dataDir,
      databaseUrl: undefined,
      label: 'PGlite',
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    label: `PostgreSQL (${url.host}, database ${name})`,
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end().catch(() => undefined);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
