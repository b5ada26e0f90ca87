import { parseCsv } from '@app/domain/backoffice/csv';
import { type StaffRole, staffRoles } from '@app/domain/backoffice/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claims, jobs, staffUsers } from '../src/db/schema';
import type { StaffAccess } from '../src/plugins/staff';
import { declareClaim, issuedPolicy } from './backoffice-fixtures';
import { createTestApp } from './helpers';
import { type StaffClient, signedInStaff, staffClient } from './staff-helpers';

let app: FastifyInstance;
let claimsStaff: StaffClient;
let salesStaff: StaffClient;
let admin: StaffClient;

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  claimsStaff = await signedInStaff(app, ['claims']);
  salesStaff = await signedInStaff(app, ['sales']);
  admin = await signedInStaff(app, ['admin']);
});
afterAll(() => app.close());

/**
 * A call of each back-office route that reaches its checks: a body its schema accepts (the kind
 * checks of the inbox come after validation), and for the routes that work on a kind, the kind
 * the claims and sales roles may not see (job applications, admins only). A route added without
 * its line here fails the first test below.
 */
const sampleCalls: Record<string, { url: string; body?: object; isKindChecked?: boolean }> = {
  'GET /api/admin/auth/session': { url: '/api/admin/auth/session' },
  'POST /api/admin/auth/totp/setup': { url: '/api/admin/auth/totp/setup', body: { password: 'x' } },
  'POST /api/admin/auth/totp/confirm': {
    url: '/api/admin/auth/totp/confirm',
    body: { code: '123456' },
  },
  'POST /api/admin/auth/password': {
    url: '/api/admin/auth/password',
    body: { current_password: 'x', new_password: 'a long new password' },
  },
  'GET /api/admin/staff': { url: '/api/admin/staff' },
  'POST /api/admin/staff': {
    url: '/api/admin/staff',
    body: { name: 'X', email: 'x@alpaws.test', roles: ['sales'] },
  },
  'PATCH /api/admin/staff/:id': { url: '/api/admin/staff/some-id', body: { is_active: true } },
  'POST /api/admin/staff/:id/reset-totp': { url: '/api/admin/staff/some-id/reset-totp' },
  'GET /api/admin/submissions': {
    url: '/api/admin/submissions?kind=job-application',
    isKindChecked: true,
  },
  'GET /api/admin/submissions.csv': {
    url: '/api/admin/submissions.csv?kind=job-application',
    isKindChecked: true,
  },
  'GET /api/admin/dashboard': { url: '/api/admin/dashboard' },
  'GET /api/admin/assignees': { url: '/api/admin/assignees' },
  'GET /api/admin/submissions/:kind/:id': {
    url: '/api/admin/submissions/job-application/1',
    isKindChecked: true,
  },
  'GET /api/admin/submissions/:kind/:id/files/:fileId': {
    url: '/api/admin/submissions/job-application/1/files/abc',
    isKindChecked: true,
  },
  'POST /api/admin/submissions/:kind/:id/status': {
    url: '/api/admin/submissions/job-application/1/status',
    body: { from: 'received', to: 'in_review' },
    isKindChecked: true,
  },
  'POST /api/admin/submissions/:kind/:id/notes': {
    url: '/api/admin/submissions/job-application/1/notes',
    body: { body: 'x' },
    isKindChecked: true,
  },
  'POST /api/admin/submissions/:kind/:id/assignee': {
    url: '/api/admin/submissions/job-application/1/assignee',
    body: {},
    isKindChecked: true,
  },
  'GET /api/admin/register': { url: '/api/admin/register' },
  'POST /api/admin/register/import': { url: '/api/admin/register/import', body: {} },
  'POST /api/admin/privacy/export': { url: '/api/admin/privacy/export', body: { email: 'a@b.ch' } },
  'POST /api/admin/privacy/erase': { url: '/api/admin/privacy/erase', body: { email: 'a@b.ch' } },
};

/**
 * The routes with a staff check, read from Fastify's route table as registered (the staff
 * plugin's onRoute hook records every route's declared access; a route under /api/admin that
 * declares none stops the server at start). HEAD routes are Fastify's copies of the GETs.
 */
function guardedRoutes(): { route: string; access: StaffAccess }[] {
  return [...app.staffAccess]
    .filter(([route]) => !route.startsWith('HEAD '))
    .flatMap(([route, access]) => (access === false ? [] : [{ route, access }]));
}

describe('every back-office route', () => {
  it('is in the route table with a sample call here, and in the OpenAPI document', async () => {
    const routes = guardedRoutes().map(({ route }) => route);
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !(route in sampleCalls))).toEqual([]);
    expect(Object.keys(sampleCalls).filter((route) => !routes.includes(route))).toEqual([]);
    // the public calls of the sign-in are the only routes under /api/admin without a check
    const unguarded = [...app.staffAccess]
      .filter(([route, access]) => access === false && !route.startsWith('HEAD '))
      .map(([route]) => route)
      .sort();
    expect(unguarded).toEqual([
      'POST /api/admin/auth/sign-in',
      'POST /api/admin/auth/sign-out',
      'POST /api/admin/auth/totp',
    ]);
    const document = (
      await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })
    ).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    expect(documented).toEqual([...routes, ...unguarded].sort());
  });

  it('answers 401 to every guarded route without a session', async () => {
    const client = await staffClient(app);
    for (const { route } of guardedRoutes()) {
      const call = sampleCalls[route];
      if (!call) throw new Error(`no sample call for ${route}`);
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH';
      const response = await app.inject({
        method,
        url: call.url,
        headers: client.headers(),
        payload: call.body,
      });
      expect(response.statusCode, route).toBe(401);
      expect(response.json().message, route).toBe('Veuillez vous connecter.');
    }
  });

  it('answers 403 to every guarded route for each session that may not use it', async () => {
    // an account whose only role is unknown to this version (parseRoles drops it): no role
    const roleless = await signedInStaff(app, ['sales']);
    await app.database.db
      .update(staffUsers)
      .set({ roles: 'retired-role' })
      .where(eq(staffUsers.email, roleless.email));
    // signed in with the password, the second factor not set up yet
    const withoutTotp = await signedInStaff(app, ['admin'], { enrol: false });
    const byRole: Record<StaffRole, StaffClient> = {
      claims: claimsStaff,
      sales: salesStaff,
      admin,
    };
    const checked: string[] = [];
    for (const { route, access } of guardedRoutes()) {
      const call = sampleCalls[route];
      if (!call) throw new Error(`no sample call for ${route}`);
      const refused: [string, StaffClient][] = [['no role', roleless]];
      if (access.roles !== 'any') {
        for (const role of staffRoles) {
          if (!access.roles.includes(role)) refused.push([role, byRole[role]]);
        }
      }
      // job applications are for admins only (roles.ts)
      if (call.isKindChecked) refused.push(['claims', claimsStaff], ['sales', salesStaff]);
      if (!access.allowTotpSetup) refused.push(['no TOTP', withoutTotp]);
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH';
      for (const [who, staff] of refused) {
        const response = await app.inject({
          method,
          url: call.url,
          headers: staff.headers(),
          payload: call.body,
        });
        expect(response.statusCode, `${route} as ${who}: ${response.body}`).toBe(403);
        checked.push(`${route} as ${who}`);
      }
    }
    // the kind-checked routes, the admin-only routes and the roleless session were all tried
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/submissions/:kind/:id/files/:fileId as claims',
        'POST /api/admin/submissions/:kind/:id/notes as sales',
        'POST /api/admin/submissions/:kind/:id/assignee as claims',
        'GET /api/admin/submissions.csv as sales',
        'POST /api/admin/privacy/erase as claims',
        'GET /api/admin/dashboard as no role',
        'GET /api/admin/dashboard as no TOTP',
      ]),
    );
  });

  it('answers 401 whatever the spelling of the path (case, trailing slash, double slash)', async () => {
    const client = await staffClient(app);
    for (const url of ['/api/admin/dashboard/', '/api/admin/submissions?kind=claim']) {
      const response = await app.inject({ method: 'GET', url, headers: client.headers() });
      expect(response.statusCode, url).toBe(401);
    }
    const upper = await app.inject({
      method: 'GET',
      url: '/API/ADMIN/dashboard',
      headers: client.headers(),
    });
    expect([401, 404]).toContain(upper.statusCode);
    expect(upper.body).not.toContain('by_status');
  });
});

describe('the inbox', () => {
  it('lists a claim just declared, finds it by name, number and e-mail, and by kind for its role', async () => {
    const claim = await declareClaim(app, { last_name: 'Zbinden', email: 'z.zbinden@example.ch' });
    for (const q of ['zbinden', claim.claimNumber, 'Z.ZBINDEN@example', '2612345678']) {
      const found = await claimsStaff.get(`/api/admin/submissions?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(
        found.json().items.map((item: { reference: string }) => item.reference),
        q,
      ).toContain(claim.claimNumber);
    }
    const item = (await claimsStaff.get(`/api/admin/submissions?q=${claim.claimNumber}`)).json()
      .items[0];
    expect(item).toMatchObject({
      kind: 'claim',
      id: claim.id,
      status: 'received',
      name: 'Jeanne Zbinden',
      policy_number: '2612345678',
      register: { status: 'flagged', flags: ['policy_unknown'] },
    });
    // sales staff do not see claims at all
    const sales = await salesStaff.get(`/api/admin/submissions?q=${claim.claimNumber}`);
    expect(sales.json().items).toEqual([]);
    expect((await salesStaff.get('/api/admin/submissions?kind=claim')).statusCode).toBe(403);
    expect((await salesStaff.get(`/api/admin/submissions/claim/${claim.id}`)).statusCode).toBe(403);
  });

  it('filters by kind, status, assignee and Swiss day', async () => {
    const policy = await issuedPolicy(app);
    const claim = await declareClaim(app, { last_name: 'Filtre' });
    const byKind = (await admin.get('/api/admin/submissions?kind=subscription')).json().items;
    expect(byKind.every((item: { kind: string }) => item.kind === 'subscription')).toBe(true);
    expect(byKind.map((item: { reference: string }) => item.reference)).toContain(policy.number);

    const me = (await claimsStaff.get('/api/admin/auth/session')).json();
    await claimsStaff.post(`/api/admin/submissions/claim/${claim.id}/assignee`, {
      assignee_id: me.id,
    });
    const mine = (await claimsStaff.get(`/api/admin/submissions?assignee=${me.id}`)).json().items;
    expect(mine.map((item: { id: string }) => item.id)).toEqual([claim.id]);
    const unassigned = (
      await claimsStaff.get('/api/admin/submissions?assignee=none&kind=claim')
    ).json().items;
    expect(unassigned.map((item: { id: string }) => item.id)).not.toContain(claim.id);

    await claimsStaff.post(`/api/admin/submissions/claim/${claim.id}/status`, {
      from: 'received',
      to: 'in_review',
    });
    const inReview = (await claimsStaff.get('/api/admin/submissions?status=in_review')).json()
      .items;
    expect(inReview.map((item: { id: string }) => item.id)).toEqual([claim.id]);

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(
      new Date(),
    );
    const todays = (await admin.get(`/api/admin/submissions?from=${today}&to=${today}`)).json();
    expect(todays.total).toBeGreaterThanOrEqual(2);
    const past = (await admin.get('/api/admin/submissions?to=2020-01-01')).json();
    expect(past.total).toBe(0);
    expect((await admin.get('/api/admin/submissions?from=yesterday')).statusCode).toBe(422);
  });

  it('shows the detail: payload, documents, e-mails, register check; downloads only through the route', async () => {
    const claim = await declareClaim(app, { first_name: 'Lea', last_name: 'Détail' });
    await app.jobs.drain();
    const response = await claimsStaff.get(`/api/admin/submissions/claim/${claim.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      reference: claim.claimNumber,
      status: 'received',
      person: { first_name: 'Lea', last_name: 'Détail', email: claim.email },
      payload: { case_type: 'disease', description: 'Otite, deux consultations.' },
      transitions: [
        { to: 'documents_missing', needs_amount: false, needs_reason: false },
        { to: 'in_review', needs_amount: false, needs_reason: false },
      ],
    });
    expect(detail.files).toHaveLength(1);
    expect(detail.mails.map((mail: { to: string }) => mail.to)).toContain(claim.email);
    const file = await claimsStaff.get(
      `/api/admin/submissions/claim/${claim.id}/files/${detail.files[0].id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect(file.headers['content-disposition']).toContain('facture.pdf');
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.sourceId, claim.id));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['submission.viewed', 'document.downloaded']),
    );
    // a file of another submission is not reachable through this one
    const other = await declareClaim(app);
    const otherFile = (await claimsStaff.get(`/api/admin/submissions/claim/${other.id}`)).json()
      .files[0].id;
    const crossed = await claimsStaff.get(
      `/api/admin/submissions/claim/${claim.id}/files/${otherFile}`,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await claimsStaff.get('/api/admin/submissions/claim/999999')).statusCode).toBe(404);
    expect((await claimsStaff.get('/api/admin/submissions/nonsense/1')).statusCode).toBe(422);
  });
});

describe('the claim workflow', () => {
  it('allows only the workflow moves, with amount and reason, and writes the timeline', async () => {
    const claim = await declareClaim(app, { locale: 'de', email: 'de.kunde@example.ch' });
    const url = `/api/admin/submissions/claim/${claim.id}/status`;
    const move = (body: object) => claimsStaff.post(url, body);

    let response = await move({ from: 'received', to: 'approved', amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.to).toEqual([
      'Ce changement de statut n’est pas possible depuis « received ».',
    ]);
    response = await move({ from: 'received', to: 'paid' });
    expect(response.statusCode).toBe(422);
    response = await move({ from: 'received', to: 'eaten' });
    expect(response.json().errors.to).toEqual(['Ce statut n’existe pas pour ce type de demande.']);
    expect((await move({ from: 'received', to: 'in_review' })).statusCode).toBe(200);
    // a second staff member who still sees "received" is told to reload
    response = await move({ from: 'received', to: 'documents_missing' });
    expect(response.statusCode).toBe(409);
    response = await move({ from: 'in_review', to: 'approved' });
    expect(response.json().errors.amount).toEqual([
      'Veuillez indiquer le montant accordé (supérieur à 0).',
    ]);
    response = await move({ from: 'in_review', to: 'approved', amount: 180.52 });
    expect(response.json().errors.amount).toEqual([
      'Le montant doit être arrondi à 5 centimes (par ex. 125.35).',
    ]);
    response = await move({ from: 'in_review', to: 'refused' });
    expect(response.json().errors.reason).toEqual(['Veuillez indiquer le motif.']);
    expect((await move({ from: 'in_review', to: 'approved', amount: 180.55 })).statusCode).toBe(
      200,
    );
    expect((await move({ from: 'approved', to: 'paid' })).statusCode).toBe(200);
    expect((await move({ from: 'paid', to: 'in_review' })).statusCode).toBe(422);

    const detail = (await claimsStaff.get(`/api/admin/submissions/claim/${claim.id}`)).json();
    expect(detail.status).toBe('paid');
    expect(detail.is_final).toBe(true);
    expect(detail.transitions).toEqual([]);
    expect(detail.amount).toBe(180.55);
    expect(detail.events.map((event: { to: string }) => event.to)).toEqual([
      'in_review',
      'approved',
      'paid',
    ]);
    // paid closes the claim: no more documents online
    const [row] = await app.database.db
      .select()
      .from(claims)
      .where(eq(claims.id, Number(claim.id)));
    expect(row?.status).toBe('closed');

    // each move e-mailed the customer, in German
    const mails = (await app.database.db.select().from(jobs))
      .filter((job) => job.uniqueKey.startsWith(`mail:claim:${claim.id}:status:`))
      .map((job) => job.payload as { to: string; subject: string; text: string });
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Ihr Schadenfall ${claim.claimNumber}: In Prüfung`,
      `Ihr Schadenfall ${claim.claimNumber}: Angenommen`,
      `Ihr Schadenfall ${claim.claimNumber}: Bezahlt`,
    ]);
    expect(mails[1]?.text).toContain('Gewährter Betrag: CHF\u00a0180.55.');
    expect(mails[2]?.text).toContain('Ausbezahlter Betrag: CHF\u00a0180.55.');
    expect(mails[0]?.to).toBe('de.kunde@example.ch');
    expect(mails[0]?.text).toContain(`/de/kundenzenter/schadenstatus?claim=${claim.claimNumber}`);
  });

  it('keeps notes and the assignment in the trail, and refuses an assignee without the kind', async () => {
    const claim = await declareClaim(app);
    const base = `/api/admin/submissions/claim/${claim.id}`;
    expect(
      (await claimsStaff.post(`${base}/notes`, { body: 'Facture vérifiée.' })).statusCode,
    ).toBe(201);
    expect((await claimsStaff.post(`${base}/notes`, { body: '  ' })).statusCode).toBe(422);
    const sales = (await salesStaff.get('/api/admin/auth/session')).json();
    const refused = await claimsStaff.post(`${base}/assignee`, { assignee_id: sales.id });
    expect(refused.statusCode).toBe(422);
    const me = (await claimsStaff.get('/api/admin/auth/session')).json();
    expect((await claimsStaff.post(`${base}/assignee`, { assignee_id: me.id })).statusCode).toBe(
      200,
    );
    expect((await claimsStaff.post(`${base}/assignee`, { assignee_id: null })).statusCode).toBe(
      200,
    );
    const detail = (await claimsStaff.get(base)).json();
    expect(detail.notes.map((note: { body: string }) => note.body)).toEqual(['Facture vérifiée.']);
    expect(detail.assignee).toBeNull();
    expect(detail.audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['note.added', 'file.assigned']),
    );
    expect(
      detail.audit.find((entry: { action: string }) => entry.action === 'note.added').staff,
    ).toBe(claimsStaff.email);
  });

  it('moves an offer along the sales workflow, not the claims staff', async () => {
    const offer = await issuedPolicy(app, {}, 'offer');
    const url = `/api/admin/submissions/offer/${offer.id}/status`;
    expect((await claimsStaff.post(url, { from: 'received', to: 'contacted' })).statusCode).toBe(
      403,
    );
    expect((await salesStaff.post(url, { from: 'received', to: 'contacted' })).statusCode).toBe(
      200,
    );
    const declined = await salesStaff.post(url, { from: 'contacted', to: 'declined' });
    expect(declined.json().errors.reason).toBeDefined();
  });
});

describe('CSV export and dashboard', () => {
  it('exports the filtered list with its columns, defused cells and the trail', async () => {
    const claim = await declareClaim(app, { last_name: '=cmd()', email: 'csv@example.ch' });
    const response = await claimsStaff.get(`/api/admin/submissions.csv?q=${claim.claimNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="submissions-/);
    const rows = parseCsv(response.body);
    expect(rows[0]?.cells).toEqual([
      'kind',
      'reference',
      'received_at',
      'status',
      'assignee',
      'first_name',
      'last_name',
      'email',
      'policy_number',
      'animal_name',
      'language',
      'amount_chf',
      'register',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.cells).toEqual([
      'claim',
      claim.claimNumber,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'received',
      '',
      'Jeanne',
      "'=cmd()",
      'csv@example.ch',
      '2612345678',
      'Rex',
      'fr',
      '',
      'policy_unknown',
    ]);
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inbox.exported'));
    expect(trail.at(-1)?.staffEmail).toBe(claimsStaff.email);
  });

  it('counts the last 30 days per kind and status, for the kinds of the role', async () => {
    const dashboard = (await claimsStaff.get('/api/admin/dashboard')).json();
    // the claims role works claims, documents added and help requests (roles.ts)
    expect(dashboard.kinds).toEqual(['claim', 'claim-documents', 'help-request']);
    const claimCounts = dashboard.by_status.filter((row: { kind: string }) => row.kind === 'claim');
    const listed = (await claimsStaff.get('/api/admin/submissions?kind=claim')).json().total;
    expect(claimCounts.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(
      listed,
    );
    expect(dashboard.by_status.some((row: { kind: string }) => row.kind === 'subscription')).toBe(
      false,
    );
    expect(dashboard.by_day[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      kind: 'claim',
      count: expect.any(Number),
    });
  });
});
