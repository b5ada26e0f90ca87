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
  dispose(): Promise<void>;
}

/**
 * A place for one test's data that can outlive an app (restart tests): a temporary folder, and
 * with TEST_DATABASE_URL a new PostgreSQL database on that server, dropped by dispose().
 */
export async function createTestStore(): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      config: { dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
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
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TestAppOptions = Omit<BuildOptions, 'config' | 'env'>;

/** An app on an existing store (the store is not disposed when the app closes). */
export function buildTestApp(
  store: TestStore,
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    logger: false,
    ...options,
    env: {},
    config: {
      secret: 'test-secret',
      rateLimitMax: 10_000,
      uploadRateLimitMax: 10_000,
      webDistDir: path.join(store.config.dataDir, 'no-web'),
      ...store.config,
      ...config,
    },
  });
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
