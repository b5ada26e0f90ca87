import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/app';
import type { AppConfig } from '../src/config';

export interface TestStore {
  /** dataDir (PGlite files, documents) and, under TEST_DATABASE_URL, the PostgreSQL database. */
  config: Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 'databaseUrl'>>;
  /** The apps built on the store and not closed yet. */
  apps: Set<FastifyInstance>;
  /** Closes the apps still open, then removes the database and the folder (once). */
  dispose(): Promise<void>;
}

/**
 * A place for one test's data that can outlive an app (restart tests): a temporary folder, and
 * with TEST_DATABASE_URL a new PostgreSQL database on that server, dropped by dispose(). The
 * apps built on a store are closed by dispose() before anything is removed: a pool connection
 * still open when the database is dropped `with (force)` is killed, and its error used to go
 * unhandled (a CI flake).
 */
export async function createTestStore(): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const apps = new Set<FastifyInstance>();
  let disposed: Promise<void> | undefined;
  const closeApps = async () => {
    for (const app of [...apps]) {
      apps.delete(app);
      await app.close().catch(() => undefined);
    }
  };
  if (!adminUrl) {
    return {
      config: { dataDir },
      apps,
      dispose() {
        disposed ??= (async () => {
          await closeApps();
          rmSync(dataDir, { recursive: true, force: true });
        })();
        return disposed;
      },
    };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { dataDir, databaseUrl: url.toString() },
    apps,
    dispose() {
      disposed ??= (async () => {
        await closeApps();
        const client = new pg.Client({ connectionString: adminUrl });
        // a connection the server terminates must not become an unhandled error
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
        } finally {
          await client.end().catch(() => undefined);
        }
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return disposed;
    },
  };
}

type TestAppOptions = Omit<BuildOptions, 'config' | 'env'>;

/** An app on an existing store (the store is not disposed when the app closes). */
export async function buildTestApp(
  store: TestStore,
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  let built: FastifyInstance | undefined;
  built = await buildApp({
    logger: false,
    ...options,
    afterClose: async () => {
      if (built) store.apps.delete(built);
      await options.afterClose?.();
    },
    env: {},
    config: {
      secret: 'test-secret',
      rateLimitMax: 10_000,
      uploadRateLimitMax: 10_000,
      sensitiveRateLimitMax: 10_000,
      webDistDir: path.join(store.config.dataDir, 'no-web'),
      ...store.config,
      ...config,
    },
  });
  store.apps.add(built);
  return built;
}

/** A fresh application with its own store, removed when the app closes. */
export async function createTestApp(
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const store = await createTestStore();
  try {
    return await buildTestApp(store, config, { ...options, afterClose: store.dispose });
  } catch (error) {
    await store.dispose();
    throw error;
  }
}

export interface CsrfHeaders extends Record<string, string> {
  cookie: string;
  'x-xsrf-token': string;
  'x-requested-with': string;
}

/** A valid token pair, as a browser gets it from GET /api/csrf. */
export async function csrfHeaders(app: FastifyInstance): Promise<CsrfHeaders> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf' });
  const token = response.json<{ token: string }>().token;
  return {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
}

export interface TestFile {
  name: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart body as a browser's FormData sends it: fields first, then `documents[]` files. */
export function multipart(files: TestFile[], fields: Record<string, string> = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents[]"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
