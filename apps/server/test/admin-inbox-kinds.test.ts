import { addMonths } from '@app/domain/dates/calendar';
import { formExamples } from '@app/domain/forms/examples';
import { offerRequestSteps } from '@app/domain/forms/public-schemas';
import { type FormName, formRegistry, publicFormNames } from '@app/domain/forms/registry';
import { translate } from '@app/domain/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart, type TestFile } from './helpers';
import { type StaffClient, signedInStaff } from './staff-helpers';
import { testPdf } from './test-files';

/**
 * issue 13: the inbox covers every form of the site, each as the kind of the team that works
 * it, and a role sees the kinds of roles.ts only (job applications: admins only).
 */

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());
// every contest open today: its draw is a month ahead
const drawDate = addMonths(today, 1);

let app: FastifyInstance;
let headers: CsrfHeaders;
let claimsStaff: StaffClient;
let salesStaff: StaffClient;
let admin: StaffClient;
let horseBreed: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp(
    {
      contests: {
        'summer-contest': { drawDate },
        'tirage-au-sort-canin': { drawDate },
        'chi2024-form': { drawDate },
      },
    },
    { startJobs: false },
  );
  headers = await csrfHeaders(app);
  claimsStaff = await signedInStaff(app, ['claims']);
  salesStaff = await signedInStaff(app, ['sales']);
  admin = await signedInStaff(app, ['admin']);
  const breeds = await app.inject({ url: '/api/business-lines/horse/animal-races' });
  [horseBreed] = breeds.json<{ id: number; name: string }[]>() as [{ id: number; name: string }];
});
afterAll(() => app.close());

async function post(url: string, payload: unknown) {
  const response = await app.inject({ method: 'POST', url, headers, payload: payload as object });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function uploadIds(files: TestFile[], purpose: string) {
  const body = multipart(files);
  const response = await app.inject({
    method: 'POST',
    url: `/api/documents/upload/${purpose}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }[]>().map((file) => file.id);
}

/** A public form sent as its page sends it (the CV uploaded first, the offer's step 1 first). */
async function sendPublicForm(form: FormName, email: string): Promise<string> {
  let documents: string[] = [];
  if (form === 'job-application') {
    documents = await uploadIds(
      [{ name: 'CV Jeanne.pdf', content: testPdf({ text: 'Curriculum vitae' }) }],
      'job-application',
    );
  }
  let offerToken: string | undefined;
  if (form === 'offer-request') {
    const step1 = Object.fromEntries(
      Object.entries(formExamples({ today })['offer-request']).filter(([field]) =>
        offerRequestSteps.animal.includes(field),
      ),
    );
    offerToken = (await post('/api/offer-request/init', step1)).token;
  }
  const example = formExamples({ today }, documents, {
    horseBreed,
    ...(offerToken ? { offerToken } : {}),
  })[form];
  const payload: Record<string, unknown> = { ...example };
  // one entry per address per contest: each form its own address
  if ('email' in payload) payload.email = email;
  if ('email_confirmation' in payload) payload.email_confirmation = email;
  if ('agent_email' in payload) payload.agent_email = email;
  const answer = await post(`/api/${formRegistry[form].path}`, payload);
  return answer.reference as string;
}

interface Item {
  kind: string;
  id: string;
  reference: string;
}
const listed = async (staff: StaffClient, query = '') =>
  (await staff.get(`/api/admin/submissions?${query}`)).json().items as Item[];

/** Who may see each kind of form (packages/domain/src/backoffice/roles.ts). */
const expectedKind: Record<(typeof publicFormNames)[number], string> = {
  'offer-request': 'offer-request',
  'offer-request-generali': 'offer-request',
  'animal-form': 'offer-request',
  callback: 'callback',
  'summer-contest': 'contest-entry',
  'tirage-au-sort-canin': 'contest-entry',
  'chi2024-form': 'contest-entry',
  'challenge-saut': 'contest-entry',
  'challenge-dressage': 'contest-entry',
  'job-application': 'job-application',
  'ownership-transfer-request': 'help-request',
};
const seenBy: Record<string, string[]> = {
  'help-request': ['claims', 'sales', 'admin'],
  'offer-request': ['sales', 'admin'],
  callback: ['sales', 'admin'],
  'contest-entry': ['sales', 'admin'],
  'job-application': ['admin'],
};

describe('every public form in the inbox, as its kind', () => {
  const sent = new Map<string, { reference: string; id: string }>();

  beforeAll(async () => {
    for (const [index, form] of publicFormNames.entries()) {
      const reference = await sendPublicForm(form, `kinds.${index}@example.ch`);
      const [item] = await listed(admin, `q=${reference}`);
      sent.set(form, { reference, id: item?.id ?? '' });
    }
  });

  it.each(publicFormNames)('%s is listed as its kind, for the roles of that kind', async (form) => {
    const { reference } = sent.get(form) ?? { reference: '' };
    const kind = expectedKind[form];
    const byKind = await listed(admin, `kind=${kind}&q=${reference}`);
    expect(byKind.map((item) => [item.kind, item.reference])).toEqual([[kind, reference]]);
    for (const [role, staff] of [
      ['claims', claimsStaff],
      ['sales', salesStaff],
      ['admin', admin],
    ] as const) {
      const found = (await listed(staff, `q=${reference}`)).map((item) => item.reference);
      expect(found, `${role} sees ${form}`).toEqual(
        seenBy[kind]?.includes(role) ? [reference] : [],
      );
    }
  });

  it('keeps job applications and their CVs from the claims and sales staff', async () => {
    const { id } = sent.get('job-application') ?? { id: '' };
    const url = `/api/admin/submissions/job-application/${id}`;
    const detail = await admin.get(url);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payload.form).toBe(
      translate('fr', formRegistry['job-application'].titleKey),
    );
    const [cv] = detail.json().files as { id: string; name: string }[];
    expect(cv?.name).toBe('CV Jeanne.pdf');
    expect((await admin.get(`${url}/files/${cv?.id}`)).statusCode).toBe(200);

    for (const staff of [claimsStaff, salesStaff]) {
      expect((await staff.get('/api/admin/submissions?kind=job-application')).statusCode).toBe(403);
      expect((await staff.get('/api/admin/submissions.csv?kind=job-application')).statusCode).toBe(
        403,
      );
      expect((await staff.get(url)).statusCode).toBe(403);
      expect((await staff.get(`${url}/files/${cv?.id}`)).statusCode).toBe(403);
      // nor through a kind they see: the application is not a help request
      const asRequest = `/api/admin/submissions/help-request/${id}`;
      expect((await staff.get(asRequest)).statusCode).toBe(404);
      expect((await staff.get(`${asRequest}/files/${cv?.id}`)).statusCode).toBe(404);
      const csv = await staff.get('/api/admin/submissions.csv');
      expect(csv.body).not.toContain(sent.get('job-application')?.reference);
    }
  });

  it('moves each kind along its own workflow', async () => {
    const move = (staff: StaffClient, kind: string, form: FormName, body: object) =>
      staff.post(`/api/admin/submissions/${kind}/${sent.get(form)?.id}/status`, body);
    expect(
      (
        await move(salesStaff, 'contest-entry', 'summer-contest', {
          from: 'received',
          to: 'eligible',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await move(salesStaff, 'callback', 'callback', { from: 'received', to: 'answered' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await move(admin, 'job-application', 'job-application', {
          from: 'received',
          to: 'in_review',
        })
      ).statusCode,
    ).toBe(200);
    // a contest entry has no "answered"
    expect(
      (
        await move(salesStaff, 'contest-entry', 'chi2024-form', {
          from: 'received',
          to: 'answered',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('counts each kind on the dashboard, for the kinds of the role', async () => {
    const dashboard = (await admin.get('/api/admin/dashboard')).json();
    expect(dashboard.kinds).toEqual([
      'claim',
      'claim-documents',
      'subscription',
      'offer',
      'help-request',
      'contest-entry',
      'job-application',
      'offer-request',
      'callback',
    ]);
    const counted = (kind: string) =>
      (dashboard.by_status as { kind: string; count: number }[])
        .filter((row) => row.kind === kind)
        .reduce((sum, row) => sum + row.count, 0);
    expect(counted('contest-entry')).toBe(5);
    expect(counted('offer-request')).toBe(3);
    expect(counted('callback')).toBe(1);
    expect(counted('job-application')).toBe(1);
    expect(counted('help-request')).toBe(1);
    const sales = (await salesStaff.get('/api/admin/dashboard')).json();
    expect(sales.kinds).not.toContain('job-application');
    expect(sales.by_status.some((row: { kind: string }) => row.kind === 'job-application')).toBe(
      false,
    );
  });
});
