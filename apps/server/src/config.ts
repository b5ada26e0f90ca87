import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@app/domain/brand';
import { type IsoDate, parseDate } from '@app/domain/dates/calendar';
import { type ContestForm, chiDrawDate } from '@app/domain/forms/public-constants';
import { pgliteTemplateDir } from './db/pglite-template';

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
  /** PGlite data folder made at build time (dist/pglite-<version>-template), copied on first start. */
  pgliteTemplateDir: string;
  /** Mutating API calls allowed per client address and minute. */
  rateLimitMax: number;
  /** Upload calls allowed per client address and minute (each may carry 10 files of 8 MB). */
  uploadRateLimitMax: number;
  /** Sign-in, claim status and resume-link calls allowed per client address and minute. */
  sensitiveRateLimitMax: number;
  /** Whom to believe for the client address (X-Forwarded-For): off unless a proxy is declared. */
  trustProxy: boolean | string;
  logLevel: string;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Subscriptions, offers and contract requests. */
    insurerInbox: string;
    claimsInbox: string;
    /** Complaints and suggestions (decisions.md "Inbox routing"). */
    managementInbox: string;
    partnerInbox: string;
    mediaInbox: string;
    /** Contests, prize draws and challenge registrations (spec 002). */
    marketingInbox: string;
    /** Job applications (spec 002). */
    hrInbox: string;
  };
  /** Street autocomplete (decisions.md "Address lookup"): nothing external unless configured. */
  addresses: {
    provider: AddressProviderName;
    baseUrl: string;
    timeoutMs: number;
    rateLimitMax: number;
  };
  payment: PaymentConfig;
  /**
   * Contests and prize draws (spec 002, decisions.md "Contests and draws"): the draw date of each
   * (null: not announced, entries open) and where the CHI form sends the browser after thanks.
   */
  contests: Record<ContestForm, { drawDate: IsoDate | null }>;
  chiRedirectUrl: string;
  jobs: { lockMs: number; pollMs: number; maxAttempts: number };
  /**
   * Slow clients (issue 11 item 5): headers must arrive within `headersMs`, a whole request
   * (an 80 MB upload included) within `requestMs`, and a connection silent for `idleMs` is closed.
   */
  timeouts: { headersMs: number; requestMs: number; idleMs: number };
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

/**
 * DATA_DIR holds the database, the documents and the secret: the server's user only
 * (issue 11 item 10). Created 0700, and closed again if it was made more open.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

function persistentSecret(dataDir: string): string {
  if (dataDir === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY: unset → no proxy; `true` (any); or the proxy addresses/CIDRs, comma-separated. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

export const addressProviderNames = ['none', 'swisstopo'] as const;
export type AddressProviderName = (typeof addressProviderNames)[number];

/** ADDRESS_PROVIDER: none (default, answers nothing) or swisstopo (geo.admin.ch SearchServer). */
function addressProvider(value: string | undefined): AddressProviderName {
  if (value === undefined || value === '' || value === 'none') return 'none';
  if (value === 'swisstopo') return 'swisstopo';
  throw new Error(`ADDRESS_PROVIDER=${value} is not available: use "none" or "swisstopo".`);
}

export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      stripe: { secretKey: string; webhookSecret: string; apiBase: string };
    };

/**
 * The card payment provider (issue 11 item 9): `stripe` (Stripe Checkout, its keys required) or
 * `sandbox` (our test card page, which charges nothing). In production the sandbox must be
 * asked for explicitly: without PAYMENT_PROVIDER the server does not start.
 */
function paymentConfig(env: NodeJS.ProcessEnv, isProduction: boolean): PaymentConfig {
  const value = env.PAYMENT_PROVIDER ?? '';
  if (value === 'sandbox' || (value === '' && !isProduction)) return { provider: 'sandbox' };
  if (value === '') {
    throw new Error(
      'PAYMENT_PROVIDER is not set in production: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=sandbox for a demonstration that charges nothing.',
    );
  }
  if (value === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY ?? '';
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
    if (!secretKey || !webhookSecret) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    }
    return {
      provider: 'stripe',
      stripe: {
        secretKey,
        webhookSecret,
        apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
      },
    };
  }
  throw new Error(`PAYMENT_PROVIDER=${value} is not available: use "stripe" or "sandbox".`);
}

/** The host name of PUBLIC_HOST (`www.example.ch:8443` → `www.example.ch`, `[::1]:3000` → `[::1]`). */
function hostnameOf(publicHost: string): string {
  return publicHost.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Whether PUBLIC_HOST names a machine rather than a site: localhost (and `*.localhost`), a
 * loopback or any IP literal (a LAN address, a VM). No certificate is issued for these, so the
 * server is reached over plain http there.
 */
export function isAddressHost(publicHost: string): boolean {
  const hostname = hostnameOf(publicHost);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (/^\[[0-9a-f:.]+\]$/.test(hostname)) return true;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The one place that decides the public origin (links in e-mails, the payment provider's return
 * addresses, the staff sign-in's base URL): https for a real host name (served behind its TLS
 * proxy), http for a machine's name or address. The default PUBLIC_HOST (`localhost:{PORT}`)
 * thus gives links that open the server `npm start` runs, production mode included.
 */
export function publicOriginOf(publicHost: string): string {
  return `${isAddressHost(publicHost) ? 'http' : 'https'}://${publicHost}`;
}

/** A draw date as YYYY-MM-DD or DD.MM.YYYY; empty gives the fallback. */
function drawDate(name: string, value: string | undefined, fallback: IsoDate | null) {
  if (value === undefined || value.trim() === '') return fallback;
  const date = parseDate(value.trim());
  if (!date) throw new Error(`${name}=${value} is not a date (YYYY-MM-DD or DD.MM.YYYY).`);
  return date;
}

/** The page the CHI form redirects to: an https address (it leaves our site). */
function httpsUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null;
  if (url?.protocol !== 'https:') throw new Error(`${name}=${value} is not an https address.`);
  return url.toString();
}

/** spec 002 §2: "redirects the browser to a maps place page": the CHI Geneva venue. */
export const defaultChiRedirectUrl =
  'https://www.google.com/maps/place/Palexpo/@46.2341,6.1194,17z';

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const root = serverRoot();
  const dataDir = overrides.dataDir ?? path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  const base: AppConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    // the links in e-mails point at this server as started unless told otherwise
    publicHost: env.PUBLIC_HOST || `localhost:${port}`,
    secret: env.APP_SECRET ?? '',
    isProduction: env.NODE_ENV === 'production',
    webDistDir: path.resolve(root, '../web/dist'),
    migrationsDir: path.join(root, 'drizzle'),
    pgliteTemplateDir: pgliteTemplateDir(path.join(root, 'dist')),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 120),
    uploadRateLimitMax: Number(env.UPLOAD_RATE_LIMIT_MAX ?? 20),
    sensitiveRateLimitMax: Number(env.SENSITIVE_RATE_LIMIT_MAX ?? 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from:
        env.MAIL_FROM ??
        `${brand.name} <no-reply@${(env.PUBLIC_HOST ?? 'alpaws.example').replace(/:\d+$/, '')}>`,
      insurerInbox: env.INSURER_INBOX ?? brand.insurerInboxEmail,
      claimsInbox: env.CLAIMS_INBOX ?? brand.claimsEmail,
      managementInbox: env.MANAGEMENT_INBOX ?? brand.managementEmail,
      partnerInbox: env.PARTNER_INBOX ?? brand.partnerEmail,
      mediaInbox: env.MEDIA_INBOX ?? brand.mediaEmail,
      marketingInbox: env.MARKETING_INBOX ?? brand.marketingEmail,
      hrInbox: env.HR_INBOX ?? brand.hrEmail,
    },
    addresses: {
      provider: addressProvider(env.ADDRESS_PROVIDER),
      baseUrl:
        env.ADDRESS_PROVIDER_URL || 'https://api3.geo.admin.ch/rest/services/api/SearchServer',
      timeoutMs: Number(env.ADDRESS_PROVIDER_TIMEOUT_MS ?? 3000),
      rateLimitMax: Number(env.ADDRESS_RATE_LIMIT_MAX ?? 60),
    },
    payment: paymentConfig(env, env.NODE_ENV === 'production'),
    contests: {
      'summer-contest': {
        drawDate: drawDate('SUMMER_CONTEST_DRAW_DATE', env.SUMMER_CONTEST_DRAW_DATE, null),
      },
      'tirage-au-sort-canin': { drawDate: drawDate('DOG_DRAW_DATE', env.DOG_DRAW_DATE, null) },
      'chi2024-form': { drawDate: drawDate('CHI_DRAW_DATE', env.CHI_DRAW_DATE, chiDrawDate) },
    },
    chiRedirectUrl: httpsUrl('CHI_REDIRECT_URL', env.CHI_REDIRECT_URL, defaultChiRedirectUrl),
    // JOB_LOCK_MS: how long a job of a killed process stays locked (the crash test shortens it)
    jobs: { lockMs: Number(env.JOB_LOCK_MS) || 60_000, pollMs: 500, maxAttempts: 8 },
    timeouts: { headersMs: 15_000, requestMs: 120_000, idleMs: 30_000 },
  };
  const config = { ...base, ...overrides };
  if (!config.secret) config.secret = persistentSecret(config.dataDir);
  return config;
}
