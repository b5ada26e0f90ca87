// Issue 4: the time from an invoice payment (policy issued) to the policy PDF being ready, with
// the job worker running as in production, and the time the documents job itself takes (PDF
// certificate + QR-bill invoice built, stored, e-mails queued). Median of several subscriptions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@app/server/src/app';
import type { FastifyInstance } from 'fastify';
import { type Measurement, round } from './lib/measurement';

const RUNS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Today's first of next month: inside every start window. */
function nextMonthStart(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

async function subscribeUntilPayment(
  app: FastifyInstance,
): Promise<{ token: string; pay: () => Promise<void> }> {
  const csrf = (await app.inject({ method: 'GET', url: '/api/csrf' })).json<{ token: string }>()
    .token;
  const headers = {
    cookie: `XSRF-TOKEN=${csrf}`,
    'x-xsrf-token': csrf,
    'x-requested-with': 'XMLHttpRequest',
  };
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/subscriptions/${url}`,
      headers,
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, string>>();
  };
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url })).json<{ id: number; slug?: string }[]>();
  const breed = (await get('/api/business-lines/dog/animal-races')).find(
    (b) => b.slug === 'bouvier-bernois',
  );
  const gender = (await get('/api/business-lines/dog/animal-genders'))[0];
  const salutation = (await get('/api/salutations'))[0];
  const { user_token: token } = await post('init', {
    business_line: 'dog',
    animal_name: 'Rex',
    animal_race_id: breed?.id,
    animal_date_of_birth: '15.01.2022',
    policy_start_date: nextMonthStart(),
    email: 'bench@example.ch',
  });
  await post('customize', { user_token: token, deductible: 500, cover_diseases: true });
  await post('animal-information', {
    user_token: token,
    animal_identification: '756098100123456',
    animal_gender_id: gender?.id,
    has_been_treated_lately: false,
  });
  await post('owner-information', {
    user_token: token,
    salutation_id: salutation?.id,
    first_name: 'Anne',
    last_name: 'Muster',
    owner_date_of_birth: '12.05.1985',
    email: 'bench@example.ch',
    email_confirmation: 'bench@example.ch',
    phone: '079 123 45 67',
    street_name: 'Rue de Bourg',
    building_number: '3',
    zip: 1003,
    city: 'Lausanne',
  });
  return {
    token: token as string,
    pay: async () => {
      await post('payment', {
        user_token: token,
        payment_method: 'invoice',
        acceptTerms: true,
        certifyInformation: true,
        lca6Checkbox: true,
      });
    },
  };
}

async function withApp<T>(
  startJobs: boolean,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pdf-'));
  const app = await buildApp({
    logger: false,
    startJobs,
    env: {},
    config: {
      dataDir,
      secret: 'bench',
      webDistDir: path.join(dataDir, 'no-web'),
      rateLimitMax: 1e6,
      jobs: { lockMs: 60_000, pollMs: 50, maxAttempts: 3 },
    },
  });
  try {
    return await use(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function pdfTiming(): Promise<Measurement[]> {
  // payment → PDF path answered by GET subscriptions/pdf, worker running as in production
  const readyMs = await withApp(true, async (app) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { token, pay } = await subscribeUntilPayment(app);
      const started = performance.now();
      await pay();
      for (;;) {
        const answer = (
          await app.inject({ method: 'GET', url: `/api/subscriptions/pdf?user_token=${token}` })
        ).json<{ path: string | null }>();
        if (answer.path) break;
        if (performance.now() - started > 30_000) throw new Error('no PDF after 30 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(performance.now() - started);
    }
    return times;
  });
  // the documents job alone (PDFs built, stored, recorded, e-mails queued)
  const buildMs = await withApp(false, async (app) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { pay } = await subscribeUntilPayment(app);
      await pay();
      const started = performance.now();
      await app.jobs.drain();
      times.push(performance.now() - started);
    }
    return times;
  });
  return [
    { name: 'pdf.payment-to-ready.median', value: round(median(readyMs), 0), unit: 'ms' },
    { name: 'pdf.documents-job.median', value: round(median(buildMs), 0), unit: 'ms' },
  ];
}
