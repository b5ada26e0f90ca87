import { parseCsv } from '@app/domain/backoffice/csv';
import { formExamples } from '@app/domain/forms/examples';
import { type FormName, formRegistry } from '@app/domain/forms/registry';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  claims,
  jobs,
  outbox,
  policyRegister,
  resumeLinks,
  subscriptions,
  uploads,
} from '../src/db/schema';
import { declareClaim, issuedPolicy } from './backoffice-fixtures';
import { createTestApp, csrfHeaders, multipart } from './helpers';
import { type StaffClient, signedInStaff } from './staff-helpers';

let app: FastifyInstance;
let admin: StaffClient;
let claimsStaff: StaffClient;
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  admin = await signedInStaff(app, ['admin']);
  claimsStaff = await signedInStaff(app, ['claims']);
});
afterAll(() => app.close());

async function importCsv(client: StaffClient, text: string) {
  const body = multipart([
    { name: 'policies.csv', content: Buffer.from(text), contentType: 'text/csv' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/register/import',
    headers: { ...client.headers(), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('policy register', () => {
  it('imports the core system CSV and checks claims against it', async () => {
    const response = await importCsv(
      admin,
      '\uFEFFpolicy_number;first_name;last_name;email;animals\r\n' +
        '77 000 001;Anne-Marie;Müller;am.muller@example.ch;Rex|Mina\r\n' +
        '77000001;Jürg;Müller;;\r\n' +
        '77000002;Hans;Meier;hans.meier@example.ch;Bella\r\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, lines: 3 });
    const [entry] = await app.database.db
      .select()
      .from(policyRegister)
      .where(eq(policyRegister.policyNumber, '77000001'));
    expect(entry?.holders).toEqual([
      { firstName: 'Anne-Marie', lastName: 'Müller', email: 'am.muller@example.ch' },
      { firstName: 'Jürg', lastName: 'Müller', email: null },
    ]);
    expect(entry?.animals).toEqual(['Rex', 'Mina']);

    const matched = await declareClaim(app, {
      first_name: 'Anne Marie',
      last_name: 'MULLER',
      email: 'AM.Muller@example.ch',
      policy_id: '77000001',
    });
    const wrongName = await declareClaim(app, {
      first_name: 'Eva',
      last_name: 'Keller',
      email: 'hans.meier@example.ch',
      policy_id: '77 000 002',
    });
    const wrongEmail = await declareClaim(app, {
      first_name: 'Hans',
      last_name: 'Meier',
      email: 'someone@example.ch',
      policy_id: '77000002',
    });
    const checkOf = async (id: string) =>
      (await claimsStaff.get(`/api/admin/submissions/claim/${id}`)).json().register;
    expect(await checkOf(matched.id)).toMatchObject({ status: 'matched', flags: [] });
    expect(await checkOf(wrongName.id)).toMatchObject({
      status: 'flagged',
      flags: ['name_mismatch'],
    });
    expect(await checkOf(wrongEmail.id)).toMatchObject({
      status: 'flagged',
      flags: ['email_mismatch'],
    });
  });

  it('checks claims against policies issued online too', async () => {
    const policy = await issuedPolicy(app, {
      first_name: 'Nora',
      last_name: 'Rochat',
      email: 'nora@example.ch',
    });
    const claim = await declareClaim(app, {
      first_name: 'Nora',
      last_name: 'Rochat',
      email: 'nora@example.ch',
      policy_id: policy.number,
    });
    const detail = (await claimsStaff.get(`/api/admin/submissions/claim/${claim.id}`)).json();
    expect(detail.register).toMatchObject({ status: 'matched', flags: [] });
  });

  it('checks contract forms against it: matched, names or e-mail flagged, unknown policy flagged', async () => {
    const imported = await importCsv(
      admin,
      'policy_number;first_name;last_name;email;animals\n' +
        '79000001;Sophie;Rochat-Dubois;sophie.rochat@example.ch;Filou\n' +
        '79000002;Marc;Favre;;Tango\n',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const headers = await csrfHeaders(app);
    const examples = formExamples({ today });
    const send = async (form: FormName, payload: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${formRegistry[form].path}`,
        headers,
        payload: { ...examples[form], ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ reference: string }>().reference;
    };
    const holder = {
      first_name: 'sophie',
      last_name: 'Rochat Dubois',
      email: 'Sophie.Rochat@example.ch',
      policy_id: '79 000 001',
    };
    const requests = {
      matched: await send('adaptations', holder),
      wrongName: await send('update-iban', { ...holder, first_name: 'Paul' }),
      wrongEmail: await send('billing-question', { ...holder, email: 'paul@example.ch' }),
      // the register has no e-mail for this policy: only the names can differ
      noEmailKnown: await send('adaptations', {
        first_name: 'Marc',
        last_name: 'Favre',
        email: 'marc@example.ch',
        policy_id: '79000002',
      }),
      unknown: await send('cancel-contract', { ...holder, policy_id: '79999999' }),
      // the current owner gives the policy and the e-mail, not the names
      transfer: await send('ownership-transfer-request', {
        policy_id: '79000001',
        email: 'sophie.rochat@example.ch',
      }),
      transferOther: await send('ownership-transfer-request', {
        policy_id: '79000001',
        email: 'someone.else@example.ch',
      }),
    };
    const expected = {
      matched: { status: 'matched', flags: [] },
      wrongName: { status: 'flagged', flags: ['name_mismatch'] },
      wrongEmail: { status: 'flagged', flags: ['email_mismatch'] },
      noEmailKnown: { status: 'matched', flags: [] },
      unknown: { status: 'flagged', flags: ['policy_unknown'] },
      transfer: { status: 'matched', flags: [] },
      transferOther: { status: 'flagged', flags: ['email_mismatch'] },
    };
    for (const [name, reference] of Object.entries(requests)) {
      const [item] = (await claimsStaff.get(`/api/admin/submissions?q=${reference}`)).json()
        .items as { kind: string; id: string; register: unknown }[];
      expect(item?.kind, name).toBe('help-request');
      expect(item?.register, name).toEqual(expected[name as keyof typeof expected]);
      const detail = (
        await claimsStaff.get(`/api/admin/submissions/help-request/${item?.id}`)
      ).json();
      expect(detail.register, name).toMatchObject(expected[name as keyof typeof expected]);
    }
    // the CSV says the same, never refusing the request
    const csv = parseCsv(
      (await claimsStaff.get(`/api/admin/submissions.csv?q=${requests.unknown}`)).body,
    );
    expect(csv[1]?.cells.at(-1)).toBe('policy_unknown');
  });

  it('refuses a file with bad lines, naming them, and changes nothing', async () => {
    const response = await importCsv(
      admin,
      'policy_number;first_name;last_name;email\n88000001;A;B;not-an-email\n;C;D;\n88000002;E;F;e@f.ch\n',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      'Ligne 2 : adresse e-mail invalide.',
      'Ligne 3 : le numéro de police et le nom sont obligatoires.',
    ]);
    const header = await importCsv(admin, 'number;name\n1;2\n');
    expect(header.json().errors.file).toEqual([
      'La première ligne doit contenir les colonnes policy_number;first_name;last_name;email;animals.',
    ]);
    const [count] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(policyRegister)
      .where(sql`${policyRegister.policyNumber} like '88%'`);
    expect(count?.n).toBe(0);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['a body cut short', 'multipart/form-data; boundary=abc', 'abc'],
    ['a body that is not multipart', 'multipart/form-data; boundary=abc', ''],
  ])(
    'answers a malformed multipart body (%s) with a 400 in the API format',
    async (_label, contentType, boundary) => {
      const payload = boundary
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\npolicy_number;first_name;last_name\r\n89000001;A;B`
        : 'hello';
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/register/import',
        headers: { ...admin.headers(), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: 'La demande est mal formée.' });
      const [count] = await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(policyRegister)
        .where(sql`${policyRegister.policyNumber} like '89%'`);
      expect(count?.n).toBe(0);
    },
  );

  it('answers a body without a file with a 422 on file', async () => {
    const boundary = 'abc';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/register/import',
      headers: { ...admin.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="locale"\r\n\r\nfr\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['file']);
  });

  it('is for admins only to import, but every role reads it', async () => {
    expect(
      (await importCsv(claimsStaff, 'policy_number;first_name;last_name\n1;a;b\n')).statusCode,
    ).toBe(403);
    const list = await claimsStaff.get('/api/admin/register?q=meier');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { policy_number: string }) => item.policy_number)).toEqual([
      '77000002',
    ]);
  });
});

describe('data protection', () => {
  it('exports everything stored about an address, audited without the address', async () => {
    const claim = await declareClaim(app, { email: 'export.me@example.ch', last_name: 'Export' });
    await issuedPolicy(app, { email: 'Export.Me@example.ch' });
    await app.jobs.drain();
    const response = await admin.post('/api/admin/privacy/export', {
      email: 'EXPORT.ME@example.ch',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('personal-data.json');
    const { data } = response.json();
    expect(data.claim[0]).toMatchObject({
      claim_number: claim.claimNumber,
      data: { last_name: 'Export' },
    });
    expect(data.claim[0].documents).toHaveLength(1);
    expect(data.subscription).toHaveLength(1);
    expect(data.emails.length).toBeGreaterThan(0);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.exported'));
    expect(entry?.staffEmail).toBe(admin.email);
    expect(JSON.stringify(entry?.detail)).not.toContain('export.me');
  });

  it('erases an address with a durable job: personal fields, files, e-mails; numbers stay', async () => {
    const claim = await declareClaim(app, {
      email: 'erase.me@example.ch',
      first_name: 'Erika',
      last_name: 'Loeschen',
    });
    const policy = await issuedPolicy(app, { email: 'erase.me@example.ch', last_name: 'Loeschen' });
    await app.database.db.insert(resumeLinks).values({
      id: 'r1',
      tokenHash: 'x',
      kind: 'claim',
      userToken: 't',
      email: 'erase.me@example.ch',
      locale: 'fr',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await app.jobs.drain();
    const [file] = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.claimId, Number(claim.id)));
    expect(file && (await app.storage.exists(file.storageKey))).toBe(true);

    const response = await admin.post('/api/admin/privacy/erase', { email: 'Erase.Me@example.ch' });
    expect(response.statusCode).toBe(202);
    // the request is a job row: it survives a restart until a worker runs it
    const queued = await app.database.db.select().from(jobs).where(eq(jobs.kind, 'privacy.erase'));
    expect(queued.at(-1)?.status).toBe('pending');
    await app.jobs.drain();
    expect(
      (await app.database.db.select().from(jobs).where(eq(jobs.kind, 'privacy.erase'))).at(-1)
        ?.status,
    ).toBe('done');

    const [row] = await app.database.db
      .select()
      .from(claims)
      .where(eq(claims.id, Number(claim.id)));
    expect(row?.claimNumber).toBe(claim.claimNumber);
    expect(row?.data).toMatchObject({
      first_name: '[erased]',
      last_name: '[erased]',
      email: '[erased]',
      iban: '[erased]',
      description: '[erased]',
      policy_id: '2612345678',
    });
    expect(await app.storage.exists(file?.storageKey ?? '')).toBe(false);
    expect(
      await app.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.claimId, Number(claim.id))),
    ).toEqual([]);
    const [subscription] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, Number(policy.id)));
    expect(subscription?.data).toMatchObject({ last_name: '[erased]', animal_name: 'Filou' });
    const mails = await app.database.db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = 'erase.me@example.ch'`);
    expect(mails).toEqual([]);
    expect(
      await app.database.db.select().from(resumeLinks).where(eq(resumeLinks.id, 'r1')),
    ).toEqual([]);
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.erased'));
    expect(trail.at(-1)?.detail).toMatchObject({
      requested_by: admin.email,
      counts: { claim: 1, subscription: 1 },
    });
    expect(JSON.stringify(trail)).not.toContain('erase.me');
    // the erased claim no longer answers to the address in the inbox search
    const search = (await claimsStaff.get('/api/admin/submissions?q=erase.me')).json();
    expect(search.total).toBe(0);
  });
});

describe('purge job', () => {
  it('deletes old drafts and expired links once a day, keeps sent submissions', async () => {
    const db = app.database.db;
    const old = new Date(Date.now() - 100 * 86_400_000);
    const [draft] = await db
      .insert(subscriptions)
      .values({
        userToken: 'old-draft',
        businessLine: 'cat',
        step: 2,
        data: { animal_name: 'Minou' },
        locale: 'fr',
        partnerKey: 'alpaws',
        referrerKey: 'alpaws',
        updatedAt: old,
      })
      .returning();
    const [recent] = await db
      .insert(subscriptions)
      .values({
        userToken: 'recent-draft',
        businessLine: 'cat',
        step: 2,
        data: { animal_name: 'Minou' },
        locale: 'fr',
        partnerKey: 'alpaws',
        referrerKey: 'alpaws',
      })
      .returning();
    const [claimDraft] = await db
      .insert(claims)
      .values({
        userToken: 'old-claim',
        type: 'new',
        step: 3,
        data: {},
        locale: 'fr',
        updatedAt: old,
      })
      .returning();
    const policy = await issuedPolicy(app);
    await db
      .update(subscriptions)
      .set({ updatedAt: old })
      .where(eq(subscriptions.id, Number(policy.id)));
    await db.insert(resumeLinks).values({
      id: 'expired-long-ago',
      tokenHash: 'x',
      kind: 'subscription',
      userToken: 'old-draft',
      email: 'a@b.ch',
      locale: 'fr',
      expiresAt: old,
    });

    await app.privacy.schedulePurge();
    await app.privacy.schedulePurge();
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'privacy.purge'));
    expect(queued).toHaveLength(1);
    await app.jobs.drain();

    const left = async (id: number) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, id))).length;
    expect(await left(draft?.id as number)).toBe(0);
    expect(await left(recent?.id as number)).toBe(1);
    expect(await left(Number(policy.id))).toBe(1);
    expect(
      await db
        .select()
        .from(claims)
        .where(eq(claims.id, claimDraft?.id as number)),
    ).toEqual([]);
    expect(
      await db.select().from(resumeLinks).where(eq(resumeLinks.id, 'expired-long-ago')),
    ).toEqual([]);
    const [trail] = await db.select().from(auditLog).where(eq(auditLog.action, 'privacy.purged'));
    expect(trail?.detail).toMatchObject({
      'subscription-drafts': 1,
      'claim-drafts': 1,
      'resume-links': 1,
    });
  });
});
