import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@app/domain/brand';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… switches from the embedded PGlite to PostgreSQL. */
  databaseUrl: string | undefined;
  /** Where PGlite files, documents and generated PDFs live. ':memory:' keeps the database in memory. */
  dataDir: string;
  /** Public host name used in e-mails and absolute links, e.g. www.example.ch. */
  publicHost: string;
  /** Secret signing the CSRF tokens; generated once and kept under DATA_DIR when not given. */
  secret: string;
  isProduction: boolean;
  /** Built web client (index.html and assets); absent while only the API runs. */
  webDistDir: string;
  migrationsDir: string;
  /** Mutating API calls allowed per client address and minute. */
  rateLimitMax: number;
  /** Upload calls allowed per client address and minute (each may carry 10 files of 8 MB). */
  uploadRateLimitMax: number;
  /** Whom to believe for the client address (X-Forwarded-For): off unless a proxy is declared. */
  trustProxy: boolean | string;
  logLevel: string;
  mail: { smtpUrl: string | undefined; from: string; insurerInbox: string; claimsInbox: string };
  payment: { provider: 'sandbox' };
  jobs: { lockMs: number; pollMs: number; maxAttempts: number };
}

/** The server package's root: the first folder above this file that holds the migrations. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the server package root (drizzle/meta/_journal.json)');
}

function persistentSecret(dataDir: string): string {
  if (dataDir === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY: unset → no proxy; `true` (any); or the proxy addresses/CIDRs, comma-separated. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** The card payment provider; only the built-in sandbox exists so far (README, decisions.md). */
function paymentProvider(value: string | undefined): 'sandbox' {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  throw new Error(`PAYMENT_PROVIDER=${value} is not available: the only provider is "sandbox".`);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const root = serverRoot();
  const dataDir = overrides.dataDir ?? path.resolve(env.DATA_DIR ?? './data');
  const base: AppConfig = {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicHost: env.PUBLIC_HOST ?? brand.defaultHost,
    secret: env.APP_SECRET ?? '',
    isProduction: env.NODE_ENV === 'production',
    webDistDir: path.resolve(root, '../web/dist'),
    migrationsDir: path.join(root, 'drizzle'),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 120),
    uploadRateLimitMax: Number(env.UPLOAD_RATE_LIMIT_MAX ?? 20),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from:
        env.MAIL_FROM ??
        `${brand.name} <no-reply@${(env.PUBLIC_HOST ?? 'alpaws.example').replace(/:\d+$/, '')}>`,
      insurerInbox: env.INSURER_INBOX ?? brand.insurerInboxEmail,
      claimsInbox: env.CLAIMS_INBOX ?? brand.claimsEmail,
    },
    payment: { provider: paymentProvider(env.PAYMENT_PROVIDER) },
    jobs: { lockMs: 60_000, pollMs: 500, maxAttempts: 8 },
  };
  const config = { ...base, ...overrides };
  if (!config.secret) config.secret = persistentSecret(config.dataDir);
  return config;
}
