import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onlineStartDates } from '@app/domain/dates/start-window';
import { swissToday } from '@app/domain/dates/swiss-today';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import {
  claims,
  generatedDocuments,
  jobs,
  policies,
  uploads,
} from '../../apps/server/src/db/schema';
import { messageIdOf } from '../../apps/server/src/services/mail/mailer';
import { testPdf } from '../../apps/server/test/test-files';
import type { ReceivedMail, SmtpSink } from '../lib/smtp-sink';

/**
 * The crash test of issue 11: N clients declare claims and subscribe (paid by invoice) against
 * a server process that is killed with SIGKILL at random moments, cycle after cycle; then every
 * acknowledged write is looked for, every job must have finished, and every queued e-mail must
 * have reached the SMTP server as one message: its Message-ID, perhaps more than once (a retry
 * after a kill between the server's "250" and our record, which the recipient sees once), never
 * a second message with another Message-ID.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const from = 'Alpaws <no-reply@alpaws.example>';

export interface CrashTestOptions {
  cycles: number;
  clients: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sink: SmtpSink;
  /** Time the server runs before each kill: a random value in this range. */
  runMs: [number, number];
  /** Bound on the whole run (the cycles stop when it is reached). */
  maxSeconds: number;
  /** How long a job of a killed process stays locked (JOB_LOCK_MS); default 15 s. */
  jobLockMs?: number;
  log?: (line: string) => void;
}

export interface CrashTestReport {
  cycles: number;
  acknowledged: { claims: number; subscriptions: number };
  lost: { claims: string[]; subscriptions: string[] };
  retriedPayments: number;
  jobsUnfinished: number;
  jobsFailed: number;
  /**
   * `expected`: mails queued (one per job); `sent`: messages the SMTP server accepted; `lost`:
   * queued mails whose Message-ID never arrived; `duplicated`: messages beyond one per queued
   * mail, i.e. delivered Message-IDs that are not the one a mail was queued with (a second,
   * different message the recipient would see twice); `resent`: deliveries of a queued mail's
   * own Message-ID beyond its first (a retry after a kill between the server's "250" and our
   * record, the window no SMTP client can close: the same message, shown once).
   */
  emails: { expected: number; sent: number; lost: number; duplicated: number; resent: number };
  orphanFiles: number;
  durationMs: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverEnvironment(options: CrashTestOptions, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    SMTP_URL: options.sink.url,
    MAIL_FROM: from,
    APP_SECRET: 'crash-test-secret',
    RATE_LIMIT_MAX: '1000000000',
    UPLOAD_RATE_LIMIT_MAX: '1000000000',
    JOB_LOCK_MS: String(options.jobLockMs ?? 15_000),
    LOG_LEVEL: 'error',
  };
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(1000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not answer /api/health');
}

/** One client's session with the server: cookie and CSRF header, JSON calls. */
class Client {
  private headers: Record<string, string> = {};
  constructor(private readonly base: () => string) {}

  async connect() {
    const response = await fetch(`${this.base()}/api/csrf`, { signal: AbortSignal.timeout(5000) });
    const { token } = (await response.json()) as { token: string };
    this.headers = {
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      'x-requested-with': 'XMLHttpRequest',
    };
  }

  async post(url: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.base()}${url}`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new RefusedError(url, response.status, answer);
    return answer;
  }

  async get(url: string): Promise<unknown> {
    const response = await fetch(`${this.base()}${url}`, { signal: AbortSignal.timeout(15_000) });
    return response.json();
  }

  async upload(): Promise<{ id: string }> {
    const form = new FormData();
    form.append('type', 'report');
    form.append('documents[]', new Blob([testPdf()], { type: 'application/pdf' }), 'rapport.pdf');
    const response = await fetch(`${this.base()}/api/documents/upload`, {
      method: 'POST',
      headers: this.headers,
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as { id: string }[];
    if (!response.ok) throw new RefusedError('upload', response.status, answer);
    return answer[0] as { id: string };
  }
}

/** The server answered with a refusal: a bug of the client flow or of the server, reported. */
class RefusedError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly answer: unknown,
  ) {
    super(`${call}: ${status} ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const started = Date.now();
  const deadline = started + options.maxSeconds * 1000;
  const log = options.log ?? (() => undefined);
  const port = await freePort();
  const base = () => `http://127.0.0.1:${port}`;
  const ackedClaims: string[] = [];
  const ackedPolicies: string[] = [];
  const refusals: string[] = [];
  let retriedPayments = 0;
  let serverUp = false;
  let stopping = false;
  let sequence = 0;
  const today = swissToday(new Date());
  const startDate = onlineStartDates('2022-01-15', today)[0] as string;
  let breedId = 0;
  let genderId = 0;
  let salutationId = 0;

  async function waitUntilUp() {
    while (!serverUp && !stopping) await sleep(50);
  }

  async function claimFlow(client: Client, n: number) {
    const email = `crash-claim-${n}@example.ch`;
    const init = await client.post('/api/claim-declarations/init', {
      type: 'new',
      first_name: 'Anne',
      last_name: `Crash${n}`,
      policy_id: '1234567',
      animal_name: 'Rex',
      email,
    });
    const token = init.user_token;
    await client.post('/api/claim-declarations/type-selection', {
      user_token: token,
      case_type: 'disease',
    });
    await client.post('/api/claim-declarations/case-detail', {
      user_token: token,
      case_date: '02.03.2025',
      has_had_similar_problem: false,
      animal_is_cured: true,
    });
    await client.post('/api/claim-declarations/description', {
      user_token: token,
      description: 'Toux.',
    });
    await client.post('/api/claim-declarations/bank-info', {
      user_token: token,
      bank_account_name: 'Anne Crash',
      iban: 'CH93 0076 2011 6238 5295 7',
    });
    const report = await client.upload();
    const done = await client.post('/api/claim-declarations/documents', {
      user_token: token,
      documents: { reports: [{ id: report.id }] },
    });
    ackedClaims.push(String(done.claim_number));
  }

  async function subscriptionFlow(client: Client, n: number) {
    const email = `crash-sub-${n}@example.ch`;
    const init = await client.post('/api/subscriptions/init', {
      business_line: 'dog',
      animal_name: 'Rex',
      animal_race_type: 'pure',
      animal_race_id: breedId,
      animal_date_of_birth: '15.01.2022',
      policy_start_date: startDate,
      email,
    });
    const token = init.user_token;
    await client.post('/api/subscriptions/customize', {
      user_token: token,
      deductible: 500,
      cover_diseases: true,
    });
    await client.post('/api/subscriptions/animal-information', {
      user_token: token,
      animal_identification: '756098100123456',
      animal_gender_id: genderId,
      has_been_treated_lately: false,
    });
    await client.post('/api/subscriptions/owner-information', {
      user_token: token,
      salutation_id: salutationId,
      first_name: 'Anne',
      last_name: `Crash${n}`,
      owner_date_of_birth: '12.05.1985',
      email,
      email_confirmation: email,
      phone: '079 123 45 67',
      street_name: 'Rue de Bourg',
      building_number: '3',
      zip: '1003',
      city: 'Lausanne',
      country: 'CH',
    });
    const payment = {
      user_token: token,
      payment_method: 'invoice',
      acceptTerms: true,
      certifyInformation: true,
      lca6Checkbox: true,
    };
    // a payment whose answer was lost is sent again, as a browser's retry would: the same
    // answer is expected (issue 11 item 7), never "already sent"
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await client.post('/api/subscriptions/payment', payment);
        ackedPolicies.push(String(answer.reference));
        if (attempt > 0) retriedPayments += 1;
        return;
      } catch (error) {
        if (error instanceof RefusedError || stopping || attempt >= 20) throw error;
        await waitUntilUp();
        await client.connect().catch(() => undefined);
      }
    }
  }

  async function clientLoop(index: number) {
    const client = new Client(base);
    while (!stopping) {
      await waitUntilUp();
      if (stopping) break;
      sequence += 1;
      const n = sequence;
      try {
        await client.connect();
        if ((n + index) % 2 === 0) await claimFlow(client, n);
        else await subscriptionFlow(client, n);
      } catch (error) {
        if (error instanceof RefusedError) refusals.push(error.message);
        // a killed server: the flow is dropped, a new one starts once the server is back
        await sleep(20);
      }
    }
  }

  let child: ChildProcess | undefined;
  const startServer = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: serverEnvironment(options, port),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(port, child);
  };

  const loops: Promise<void>[] = [];
  let cycle = 0;
  try {
    for (cycle = 0; cycle < options.cycles && Date.now() < deadline; cycle += 1) {
      await startServer();
      if (cycle === 0) {
        const races = (await new Client(base).get('/api/business-lines/dog/animal-races')) as {
          id: number;
        }[];
        breedId = races[0]?.id ?? 0;
        genderId =
          (
            (await new Client(base).get('/api/business-lines/dog/animal-genders')) as {
              id: number;
            }[]
          )[0]?.id ?? 0;
        salutationId =
          ((await new Client(base).get('/api/salutations')) as { id: number }[])[0]?.id ?? 0;
        for (let index = 0; index < options.clients; index += 1) loops.push(clientLoop(index));
      }
      serverUp = true;
      const [low, high] = options.runMs;
      await sleep(low + Math.random() * (high - low));
      serverUp = false;
      child?.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
      log(
        `cycle ${cycle + 1}: killed; acknowledged so far ${ackedClaims.length} claims, ${ackedPolicies.length} subscriptions`,
      );
    }
  } finally {
    stopping = true;
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(loops);
  }

  // the last start: the jobs left by the killed processes must all finish
  const app = await buildApp({
    logger: false,
    env: {},
    config: {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      secret: 'crash-test-secret',
      mail: {
        smtpUrl: options.sink.url,
        from,
        insurerInbox: 'assurance@alpaws.example',
        claimsInbox: 'sinistres@alpaws.example',
        managementInbox: 'direction@alpaws.example',
        partnerInbox: 'partenaires@alpaws.example',
        mediaInbox: 'medias@alpaws.example',
        marketingInbox: 'marketing@alpaws.example',
        hrInbox: 'rh@alpaws.example',
      },
      jobs: { lockMs: options.jobLockMs ?? 15_000, pollMs: 200, maxAttempts: 8 },
    },
  });
  try {
    const orphanFiles = await countOrphanFiles(app);
    const waitUntil = Date.now() + 90_000;
    let open = Number.POSITIVE_INFINITY;
    while (Date.now() < waitUntil) {
      const [row] = await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.status, ['pending', 'running']));
      open = Number(row?.n ?? 0);
      if (open === 0) break;
      await sleep(250);
    }
    const [failed] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(notInArray(jobs.status, ['done', 'pending', 'running']));

    const lostClaims: string[] = [];
    for (const number of ackedClaims) {
      const [claim] = await app.database.db
        .select()
        .from(claims)
        .where(eq(claims.claimNumber, number));
      const files = claim
        ? await app.database.db.select().from(uploads).where(eq(uploads.claimId, claim.id))
        : [];
      const filesThere = await Promise.all(
        files.map((file) => app.storage.exists(file.storageKey)),
      );
      if (claim?.status !== 'completed' || files.length === 0 || filesThere.includes(false)) {
        lostClaims.push(number);
      }
    }
    const lostPolicies: string[] = [];
    for (const number of ackedPolicies) {
      const [policy] = await app.database.db
        .select()
        .from(policies)
        .where(eq(policies.number, number));
      const documents = policy
        ? await app.database.db
            .select()
            .from(generatedDocuments)
            .where(eq(generatedDocuments.policyId, policy.id))
        : [];
      if (!policy || documents.length === 0) lostPolicies.push(number);
    }

    const mailJobs = await app.database.db
      .select({ uniqueKey: jobs.uniqueKey, payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.send')));
    const emails = countEmails(mailJobs, options.sink.mails);
    if (emails.resentKeys.length > 0) {
      log(`sent again with the same Message-ID: ${emails.resentKeys.join(', ')}`);
    }
    if (emails.strays.length > 0) {
      log(
        `duplicates (Message-IDs no mail was queued with): ${emails.strays.slice(0, 10).join(', ')}`,
      );
    }
    if (refusals.length > 0)
      log(`refusals met by the clients (first 5):\n  ${refusals.slice(0, 5).join('\n  ')}`);
    return {
      cycles: cycle,
      acknowledged: { claims: ackedClaims.length, subscriptions: ackedPolicies.length },
      lost: { claims: lostClaims, subscriptions: lostPolicies },
      retriedPayments,
      jobsUnfinished: open,
      jobsFailed: Number(failed?.n ?? 0),
      emails: {
        expected: emails.expected,
        sent: emails.sent,
        lost: emails.lost,
        duplicated: emails.duplicated,
        resent: emails.resent,
      },
      orphanFiles,
      durationMs: Date.now() - started,
    };
  } finally {
    await app.close();
  }
}

/**
 * The e-mail figures of a run: each queued mail (a `mail.send` job) must arrive with the
 * Message-ID it was queued with (`payload.messageId`, fixed before any attempt). The same
 * Message-ID again is a resend of the same message (`resent`: one message for the recipient);
 * any other Message-ID the server received is a second, different message (`duplicated`).
 */
export function countEmails(
  mailJobs: readonly { uniqueKey: string; payload: unknown }[],
  received: readonly Pick<ReceivedMail, 'messageId'>[],
) {
  const queuedIds = new Map<string, string>();
  for (const job of mailJobs) {
    const queued = (job.payload as { messageId?: unknown } | null)?.messageId;
    queuedIds.set(
      typeof queued === 'string' ? queued : messageIdOf(job.uniqueKey, from),
      job.uniqueKey,
    );
  }
  const deliveries = new Map<string, number>();
  const strays: string[] = [];
  for (const mail of received) {
    const id = mail.messageId ?? '';
    if (queuedIds.has(id)) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    // a message without a Message-ID, or with one no mail was queued with: counted once each
    else if (id === '' || !strays.includes(id)) strays.push(id);
  }
  let lost = 0;
  let resent = 0;
  const resentKeys: string[] = [];
  for (const [id, key] of queuedIds) {
    const count = deliveries.get(id) ?? 0;
    if (count === 0) lost += 1;
    if (count > 1) resentKeys.push(key);
    resent += Math.max(0, count - 1);
  }
  return {
    expected: mailJobs.length,
    sent: received.length,
    lost,
    duplicated: strays.length,
    resent,
    resentKeys,
    strays,
  };
}

/** Upload files no row points at (left between a file and its row; the sweep removes them). */
async function countOrphanFiles(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const dir = path.join(app.config.dataDir, 'documents', 'uploads');
  if (!existsSync(dir)) return 0;
  const keys = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(
          path.join(app.config.dataDir, 'documents'),
          path.join(entry.parentPath, entry.name),
        )
        .split(path.sep)
        .join('/'),
    );
  let orphans = 0;
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const known = new Set(
      (
        await app.database.db
          .select({ key: uploads.storageKey })
          .from(uploads)
          .where(inArray(uploads.storageKey, chunk))
      ).map((row) => row.key),
    );
    orphans += chunk.filter((key) => !known.has(key)).length;
  }
  return orphans;
}

export function formatCrashReport(report: CrashTestReport, label: string): string[] {
  return [
    `crash test on ${label}: ${report.cycles} kill -9 cycles in ${(report.durationMs / 1000).toFixed(1)} s`,
    `acknowledged writes: ${report.acknowledged.claims} claims, ${report.acknowledged.subscriptions} subscriptions (payments answered after a retry: ${report.retriedPayments})`,
    `lost acknowledged writes: ${report.lost.claims.length + report.lost.subscriptions.length}${report.lost.claims.length + report.lost.subscriptions.length > 0 ? ` (${[...report.lost.claims, ...report.lost.subscriptions].join(', ')})` : ''}`,
    `jobs unfinished: ${report.jobsUnfinished}, failed: ${report.jobsFailed}`,
    `e-mails: ${report.emails.expected} queued, ${report.emails.sent} accepted by the SMTP server, ${report.emails.lost} lost, ${report.emails.duplicated} duplicated (a second message with another Message-ID), ${report.emails.resent} sent again with the same Message-ID after a kill (one message for the recipient)`,
    `upload files without their row before the sweep: ${report.orphanFiles}`,
  ];
}

export const isPass = (report: CrashTestReport) =>
  report.lost.claims.length === 0 &&
  report.lost.subscriptions.length === 0 &&
  report.jobsUnfinished === 0 &&
  report.jobsFailed === 0 &&
  report.emails.lost === 0 &&
  report.emails.duplicated === 0;
