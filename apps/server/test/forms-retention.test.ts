import { formExamples } from '@app/domain/forms/examples';
import { offerRequestSteps } from '@app/domain/forms/public-schemas';
import { formRegistry } from '@app/domain/forms/registry';
import { count, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestEntries,
  formSubmissions,
  jobs,
  offerRequestDrafts,
  outbox,
  uploads,
} from '../src/db/schema';
import { buildTestApp, createTestStore, csrfHeaders, multipart, type TestStore } from './helpers';
import { testPdf } from './test-files';

/**
 * decisions.md "Retention": each submission carries its deadline, and the durable `forms.purge`
 * job deletes what is due. Time is simulated by restarting the application on the same store
 * with a later clock: the sweep queued at start runs on the next drain.
 */

const sentAt = new Date('2026-03-10T09:00:00Z');
const today = '2026-03-10';
const contests = {
  'summer-contest': { drawDate: '2026-06-30' },
  'tirage-au-sort-canin': { drawDate: null },
  'chi2024-form': { drawDate: '2026-12-20' },
};

let store: TestStore;
let app: FastifyInstance | undefined;

async function startAt(isoInstant: string) {
  await app?.close();
  const instant = new Date(isoInstant);
  app = await buildTestApp(store, { contests }, { now: () => instant, startJobs: false });
  return app;
}
const current = () => {
  if (!app) throw new Error('no app');
  return app;
};

const sent: Record<string, { id: number; reference: string }> = {};
let jobFileKeys: string[] = [];
let draftToken = '';

async function rowsOf(kind: string) {
  return current()
    .database.db.select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.kind, kind));
}
async function mailRowsOf(id: number) {
  // a mail's key is its job's key (mailer.ts)
  const keys = [`mail:form:${id}:insurer`, `mail:form:${id}:customer`];
  const sentMails = await current()
    .database.db.select({ id: outbox.id })
    .from(outbox)
    .where(inArray(outbox.mailKey, keys));
  const queued = await current()
    .database.db.select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.uniqueKey, keys));
  return sentMails.length + queued.length;
}
const draftCount = async () =>
  (await current().database.db.select({ n: count() }).from(offerRequestDrafts))[0]?.n;

beforeAll(async () => {
  store = await createTestStore();
  const first = await startAt(sentAt.toISOString());
  const headers = await csrfHeaders(first);
  const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
    first.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...extra },
      payload: payload as never,
    });

  const body = multipart([
    { name: 'cv.pdf', content: testPdf({ text: 'CV' }) },
    { name: 'lettre.txt', content: Buffer.from('Madame, Monsieur,') },
  ]);
  const uploaded = await post('/api/documents/upload/job-application', body.payload, {
    'content-type': body.contentType,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const ids = uploaded.json<{ id: string }[]>().map((file) => file.id);
  const examples = formExamples({ today }, ids);
  jobFileKeys = (
    await first.database.db.select().from(uploads).where(inArray(uploads.id, ids))
  ).map((file) => file.storageKey);

  for (const form of ['job-application', 'summer-contest', 'ownership-transfer-request'] as const) {
    const response = await post(`/api/${formRegistry[form].path}`, examples[form]);
    expect(response.statusCode, response.body).toBe(200);
    const reference = response.json().reference as string;
    const [row] = await first.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.reference, reference));
    sent[form] = { id: row?.id ?? -1, reference };
  }
  const step1 = Object.fromEntries(
    Object.entries(examples['offer-request']).filter(([field]) =>
      offerRequestSteps.animal.includes(field),
    ),
  );
  draftToken = (await post('/api/offer-request/init', step1)).json().token;
  await first.jobs.drain();
});
afterAll(async () => {
  await app?.close();
  await store.dispose();
});

describe('retention of the public forms (durable purge job, time simulated by restarts)', () => {
  it('stores each deadline with the submission, and queues the sweep as a job', async () => {
    const db = current().database.db;
    const rows = await db.select().from(formSubmissions);
    const deadline = (kind: string) =>
      rows.find((row) => row.kind === kind)?.purgeAfter?.toISOString();
    expect(deadline('job-application')).toBe('2027-03-10T09:00:00.000Z');
    // the day after the draw (30.06.2026) plus 30 days
    expect(deadline('summer-contest')).toBe('2026-07-31T00:00:00.000Z');
    expect(deadline('ownership-transfer-request')).toBeUndefined();
    const sweeps = await db.select().from(jobs).where(like(jobs.uniqueKey, 'forms.purge:%'));
    expect(sweeps.map((job) => [job.uniqueKey, job.status])).toEqual([
      ['forms.purge:2026-03-10T09', 'done'],
    ]);
    expect(await mailRowsOf(sent['job-application']?.id ?? -1)).toBe(4);
    for (const key of jobFileKeys) expect(await current().storage.exists(key)).toBe(true);
  });

  it('an offer draft lasts 7 days', async () => {
    await startAt('2026-03-16T09:00:00Z');
    await current().jobs.drain();
    expect(await draftCount()).toBe(1);
    await startAt('2026-03-17T09:00:01Z');
    await current().jobs.drain();
    expect(await draftCount()).toBe(0);
    const headers = await csrfHeaders(current());
    const response = await current().inject({
      method: 'POST',
      url: '/api/offer-request',
      headers,
      payload: { ...formExamples({ today: '2026-03-17' })['offer-request'], token: draftToken },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
  });

  it('a contest entry is deleted 30 days after the draw, with its e-mails', async () => {
    const id = sent['summer-contest']?.id ?? -1;
    await startAt('2026-07-30T12:00:00Z');
    await current().jobs.drain();
    expect(await rowsOf('summer-contest')).toHaveLength(1);
    await startAt('2026-07-31T00:00:01Z');
    await current().jobs.drain();
    expect(await rowsOf('summer-contest')).toHaveLength(0);
    expect(await mailRowsOf(id)).toBe(0);
    const entries = await current().database.db.select().from(contestEntries);
    expect(entries).toHaveLength(0);
  });

  it('a job application is deleted after 365 days, files, uploads and e-mails included', async () => {
    const id = sent['job-application']?.id ?? -1;
    await startAt('2027-03-10T08:59:00Z');
    await current().jobs.drain();
    expect(await rowsOf('job-application')).toHaveLength(1);
    await startAt('2027-03-10T09:00:00Z');
    await current().jobs.drain();
    expect(await rowsOf('job-application')).toHaveLength(0);
    expect(await mailRowsOf(id)).toBe(0);
    const files = await current()
      .database.db.select()
      .from(uploads)
      .where(inArray(uploads.storageKey, jobFileKeys));
    expect(files).toHaveLength(0);
    for (const key of jobFileKeys) expect(await current().storage.exists(key)).toBe(false);
    // what has no retention period is kept, with its e-mails
    expect(await rowsOf('ownership-transfer-request')).toHaveLength(1);
    expect(await mailRowsOf(sent['ownership-transfer-request']?.id ?? -1)).toBe(4);
  });
});
