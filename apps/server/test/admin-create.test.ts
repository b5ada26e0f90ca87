import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { staffClient } from './staff-helpers';

const root = path.resolve(__dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/cli/admin-create.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        APP_SECRET: 'cli-test-secret',
        ...env,
      },
      encoding: 'utf8',
      input: '',
    },
  );
}

describe('npm run admin:create', () => {
  it('creates the first admin from the environment, never with a default or short password', () => {
    const missing = run({ ADMIN_EMAIL: 'boss@alpaws.test', ADMIN_NAME: 'Boss' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('ADMIN_PASSWORD is not set');
    const short = run({
      ADMIN_EMAIL: 'boss@alpaws.test',
      ADMIN_NAME: 'Boss',
      ADMIN_PASSWORD: 'short',
    });
    expect(short.status).toBe(1);
    const created = run({
      ADMIN_EMAIL: 'boss@alpaws.test',
      ADMIN_NAME: 'Boss',
      ADMIN_PASSWORD: 'correct horse battery staple',
    });
    expect(created.status, created.stderr).toBe(0);
    const second = run({
      ADMIN_EMAIL: 'other@alpaws.test',
      ADMIN_NAME: 'Other',
      ADMIN_PASSWORD: 'correct horse battery staple',
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('An admin exists already');
  });

  it('lets that admin sign in, straight to the TOTP set-up', async () => {
    const app = await buildTestApp(
      { config: { dataDir }, apps: new Set(), dispose: async () => {} },
      { secret: 'cli-test-secret' },
    );
    try {
      const client = await staffClient(app);
      const response = await client.post('/api/admin/auth/sign-in', {
        email: 'boss@alpaws.test',
        password: 'correct horse battery staple',
      });
      expect(response.json()).toEqual({ status: 'totp_setup' });
    } finally {
      await app.close();
    }
  });
});
