import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mailPorts } from './mail-helpers';
import { e2eAdmin } from './staff-helpers';

const port = Number(process.env.E2E_PORT ?? 4310);
// the server's PUBLIC_HOST is left unset, so it is localhost with the port it listens on
export const defaultPublicHost = `localhost:${port}`;
// spec 002: the CHI draw of the spec (20.12.2024) is over; the browser tests enter the next one
export const chiDrawDate = `20.12.${new Date().getFullYear() + 1}`;
export const chiRedirectUrl = 'https://maps.example.ch/palexpo';
// the tests read the e-mails the site sends (resume and add-documents links) from a mail sink
const mail = mailPorts(port);
// A fresh embedded database for every run: the app starts exactly as the README says. The
// config is read again by every worker: the folder is made once and passed on through the
// environment, and removed by the global teardown (they used to pile up in the temp folder).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  process.env.E2E_REMOVE_DATA_DIR = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node mail-sink.mjs',
      url: `http://127.0.0.1:${mail.http}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_SMTP_PORT: String(mail.smtp), MAIL_HTTP_PORT: String(mail.http) },
    },
    {
      // the back office's first admin (issue 13), created the way an operator does it
      command: 'npm run admin:create --silent && npm start',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '100000',
        UPLOAD_RATE_LIMIT_MAX: '100000',
        SENSITIVE_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_NAME: e2eAdmin.name,
        ADMIN_PASSWORD: e2eAdmin.password,
        SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`,
        CHI_DRAW_DATE: chiDrawDate,
        CHI_REDIRECT_URL: chiRedirectUrl,
      },
    },
  ],
});
