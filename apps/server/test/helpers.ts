import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/app';
import type { AppConfig } from '../src/config';

/**
 * A fresh application for a test file: in-memory PGlite by default; with TEST_DATABASE_URL a
 * new PostgreSQL database per app (created from the URL's server and dropped on close), so that
 * the same tests prove both databases.
 */
export async function createTestApp(
  config: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'config' | 'afterClose'> = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const base: Partial<AppConfig> = {
    dataDir,
    secret: 'test-secret',
    rateLimitMax: 10_000,
    webDistDir: path.join(dataDir, 'no-web'),
    ...config,
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl && config.databaseUrl === undefined) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    base.databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else if (config.dataDir === undefined && config.databaseUrl === undefined) {
    base.databaseUrl = undefined;
  }
  return buildApp({
    logger: false,
    ...options,
    config: base,
    env: {},
    afterClose: async () => {
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
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
