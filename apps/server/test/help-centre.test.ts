import { formExamples } from '@app/domain/forms/examples';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formSubmissions, uploads } from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart } from './helpers';
import { type StaffClient, signedInStaff } from './staff-helpers';
import { testPdf } from './test-files';

let app: FastifyInstance;
let headers: CsrfHeaders;
let claimsStaff: StaffClient;
let salesStaff: StaffClient;
let admin: StaffClient;

beforeAll(async () => {
  app = await createTestApp({ publicHost: 'www.alpaws.test' }, { startJobs: false });
  headers = await csrfHeaders(app);
  claimsStaff = await signedInStaff(app, ['claims']);
  salesStaff = await signedInStaff(app, ['sales']);
  admin = await signedInStaff(app, ['admin']);
});
afterAll(() => app.close());

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());
const examples = formExamples({ today });

async function uploadPdf(name: string) {
  const body = multipart([{ name, content: testPdf({ text: 'rapport' }) }], {
    type: 'report',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }[]).map((document) => document.id);
}

async function send(path: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: `/api/${path}`, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string; reference: string };
}

describe('help centre pages', () => {
  it.each([
    ['/aide', 200],
    ['/de/hilfe', 200],
    ['/aide/mon-contrat', 200],
    ['/aide/mon-contrat/changer-d-email/form', 200],
    ['/de/hilfe/mein-vertrag/email-andern/form', 200],
    ['/aide/sinistres/demande-abattage/agent-info', 200],
    ['/aide/reclamation/reclamation/form', 200],
    ['/de/hilfe/reklamation/reklamation/form', 200],
    ['/aide/conseils-produits/assurance-pour-chien', 200],
    ['/espace-client/modifier-mon-contrat', 200],
    ['/de/kundenzenter/adressaenderung', 200],
    // a subject the page does not have, a slug of the other language, a method not offered
    ['/aide/mon-contrat/inconnu', 404],
    ['/aide/mon-contrat/changer-d-email/agent-info', 404],
    ['/aide/offres/form', 404],
    ['/aide/sinistres/demande-abattage/inconnu', 404],
  ])('answers %s with %i', async (url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
  });

  it.each([
    ['/de/hilfe/mein-vertrag/changer-d-email/form', '/de/hilfe/mein-vertrag/email-andern/form'],
    ['/aide/reclamation/reklamation?x=1', '/aide/reclamation/reclamation?x=1'],
  ])('takes %s, a subject of the other language, to %s', async (url, location) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });
});

describe('help requests in the back office', () => {
  it('lists a request just sent for claims and sales staff, with its form, subject, files and e-mails', async () => {
    const documents = await uploadPdf('rapport-veterinaire.pdf');
    const answer = await send('help/demande-prise-en-charge', {
      ...examples['demande-prise-en-charge'],
      last_name: 'Inbox',
      email: 'inbox.help@example.ch',
      documents,
      category: ['Sinistres', 'Demande de prise en charge'],
    });
    expect(answer.reference).toMatch(/^H-\d{4}-\d{6}$/);

    for (const staff of [claimsStaff, salesStaff]) {
      const found = (
        await staff.get(`/api/admin/submissions?q=${encodeURIComponent(answer.reference)}`)
      ).json();
      expect(found.items).toHaveLength(1);
      expect(found.items[0]).toMatchObject({
        kind: 'help-request',
        reference: answer.reference,
        status: 'received',
        name: 'Jeanne Inbox',
        policy_number: '2612345678',
      });
    }
    const byName = (await salesStaff.get('/api/admin/submissions?kind=help-request&q=inbox'))
      .json()
      .items.map((item: { reference: string }) => item.reference);
    expect(byName).toContain(answer.reference);

    const [row] = await app.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.reference, answer.reference));
    const url = `/api/admin/submissions/help-request/${row?.id}`;
    const detail = (await claimsStaff.get(url)).json();
    expect(detail).toMatchObject({
      reference: answer.reference,
      status: 'received',
      person: { first_name: 'Jeanne', last_name: 'Inbox', email: 'inbox.help@example.ch' },
      payload: {
        form: 'Demande de prise en charge',
        category: 'Sinistres › Demande de prise en charge',
        veterinary_diagnostic: 'Rupture du ligament croisé antérieur gauche',
      },
    });
    expect(detail.files).toHaveLength(1);
    expect(detail.files[0].name).toBe('rapport-veterinaire.pdf');
    expect(detail.mails.map((mail: { to: string }) => mail.to).sort()).toEqual(
      ['inbox.help@example.ch', 'sinistres@alpaws.example'].sort(),
    );
    const file = await claimsStaff.get(`${url}/files/${detail.files[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.sourceId, String(row?.id)));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['submission.viewed', 'document.downloaded']),
    );

    // the requests' workflow: received → in progress → answered
    const move = (body: object) => salesStaff.post(`${url}/status`, body);
    expect((await move({ from: 'received', to: 'in_progress' })).statusCode).toBe(200);
    expect((await move({ from: 'in_progress', to: 'answered' })).statusCode).toBe(200);
    expect((await claimsStaff.get(url)).json().status).toBe('answered');
    expect((await claimsStaff.get('/api/admin/submissions/help-request/999999')).statusCode).toBe(
      404,
    );
  });

  it('lists the contract and address changes too, the animal of a contract change included', async () => {
    const contract = await send('contract-update-request', {
      ...examples['contract-update-request'],
      last_name: 'Vertrag',
    });
    const address = await send('address-update-request', {
      ...examples['address-update-request'],
      last_name: 'Umzug',
      locale: 'de',
    });
    const items = (await admin.get('/api/admin/submissions?kind=help-request')).json().items as {
      reference: string;
      animal_name: string | null;
      language?: string;
      locale?: string;
    }[];
    const byReference = new Map(items.map((item) => [item.reference, item]));
    expect(byReference.get(contract.reference)?.animal_name).toBe('Rex');
    expect(byReference.has(address.reference)).toBe(true);
  });

  it('exports and erases what a help request stored for an address; the reference stays', async () => {
    const documents = await uploadPdf('offre-signee.pdf');
    const answer = await send('help/return-offer', {
      ...examples['return-offer'],
      email: 'Forget.Me@example.ch',
      documents,
    });
    const exported = (
      await admin.post('/api/admin/privacy/export', { email: 'forget.me@example.ch' })
    ).json();
    expect(exported.data['help-request']).toHaveLength(1);
    expect(exported.data['help-request'][0]).toMatchObject({
      reference: answer.reference,
      kind: 'return-offer',
      data: { last_name: 'Muller' },
    });
    expect(exported.data['help-request'][0].documents).toHaveLength(1);

    const [upload] = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, documents[0] ?? ''));
    expect(
      (await admin.post('/api/admin/privacy/erase', { email: 'forget.me@example.ch' })).statusCode,
    ).toBe(202);
    await app.jobs.drain();
    const [row] = await app.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.reference, answer.reference));
    expect(row?.payload).toMatchObject({
      first_name: '[erased]',
      last_name: '[erased]',
      email: '[erased]',
      phone: '[erased]',
    });
    expect(await app.storage.exists(upload?.storageKey ?? '')).toBe(false);
    expect(
      await app.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.formSubmissionId, row?.id ?? 0)),
    ).toEqual([]);
  });
});
