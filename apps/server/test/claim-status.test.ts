import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { declareClaim } from './backoffice-fixtures';
import { createTestApp, csrfHeaders } from './helpers';
import { type StaffClient, signedInStaff } from './staff-helpers';

let app: FastifyInstance;
let staff: StaffClient;

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  staff = await signedInStaff(app, ['claims']);
});
afterAll(() => app.close());

async function status(body: Record<string, unknown>, appInstance = app) {
  return appInstance.inject({
    method: 'POST',
    url: '/api/claim-status',
    headers: await csrfHeaders(appInstance),
    payload: body,
  });
}

describe('claim status for customers', () => {
  it('shows the timeline written by staff, with the amount, in the order it happened', async () => {
    const claim = await declareClaim(app, { email: 'status@example.ch' });
    let response = await status({ claim_number: claim.claimNumber, email: 'Status@Example.ch ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      claim_number: claim.claimNumber,
      animal_name: 'Rex',
      status: 'received',
      amount: null,
      timeline: [{ status: 'received', amount: null }],
    });
    const url = `/api/admin/submissions/claim/${claim.id}/status`;
    await staff.post(url, { from: 'received', to: 'in_review' });
    await staff.post(url, { from: 'in_review', to: 'approved', amount: 420.35 });
    response = await status({ claim_number: claim.claimNumber.toLowerCase(), email: claim.email });
    expect(response.json()).toMatchObject({
      status: 'approved',
      amount: 420.35,
      is_paid: false,
      timeline: [
        { status: 'received' },
        { status: 'in_review', amount: null },
        { status: 'approved', amount: 420.35 },
      ],
    });
    await staff.post(url, { from: 'approved', to: 'paid' });
    response = await status({ claim_number: claim.claimNumber, email: claim.email });
    expect(response.json()).toMatchObject({ status: 'paid', amount: 420.35, is_paid: true });
  });

  it('answers unknown numbers and wrong addresses alike, in the page language', async () => {
    const claim = await declareClaim(app, { email: 'owner@example.ch' });
    const wrongEmail = await status({ claim_number: claim.claimNumber, email: 'thief@example.ch' });
    const unknown = await status({ claim_number: 'S000000', email: 'owner@example.ch' });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknown.body);
    expect(unknown.json().message).toBe(
      'Nous ne trouvons pas de sinistre correspondant à ce numéro et à cette adresse e-mail. Veuillez vérifier vos données.',
    );
    const german = await status({ claim_number: 'S000000', email: 'a@b.ch', locale: 'de' });
    expect(german.json().message).toBe(
      'Wir finden keinen Schadenfall mit dieser Nummer und dieser E-Mail-Adresse. Bitte überprüfen Sie Ihre Angaben.',
    );
    const malformed = await status({ claim_number: '12', email: 'nope' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['claim_number', 'email']);
  });

  it('links the status page from the claim confirmation e-mail', async () => {
    const claim = await declareClaim(app, { locale: 'de' });
    const [mail] = await app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `mail:claim:${claim.id}:policyholder`));
    expect(JSON.stringify(mail?.payload)).toContain(
      `http://${app.config.publicHost}/de/kundenzenter/schadenstatus?claim=${claim.claimNumber}`,
    );
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp({ sensitiveRateLimitMax: 3 }, { startJobs: false });
    try {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        codes.push(
          (await status({ claim_number: 'S123456', email: 'a@b.ch' }, limited)).statusCode,
        );
      }
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
