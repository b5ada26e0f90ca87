import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { claims, policies, subscriptions } from '../src/db/schema';
import { csrfHeaders, multipart } from './helpers';
import { testPdf } from './test-files';

export interface DeclaredClaim {
  id: string;
  claimNumber: string;
  email: string;
}

// uploads are read whole (a PDF must parse and have a page): a real one-page invoice
const pdf = testPdf({ text: 'Facture de la clinique veterinaire' });

/** A new claim declared through the public calls, steps 1 to 6, with one invoice. */
export async function declareClaim(
  app: FastifyInstance,
  person: Partial<{
    first_name: string;
    last_name: string;
    email: string;
    policy_id: string;
    animal_name: string;
    locale: 'fr' | 'de';
  }> = {},
): Promise<DeclaredClaim> {
  const headers = await csrfHeaders(app);
  const locale = person.locale ?? 'fr';
  const holder = {
    first_name: 'Jeanne',
    last_name: 'Muller',
    policy_id: '2612345678',
    animal_name: 'Rex',
    email: 'jeanne.muller@example.ch',
    ...person,
  };
  const post = async (call: string, payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/claim-declarations/${call}`,
      headers,
      payload: { locale, ...payload },
    });
    expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
    return response.json();
  };
  const { user_token: token } = await post('init', { type: 'new', ...holder });
  await post('type-selection', { user_token: token, case_type: 'disease' });
  await post('case-detail', {
    user_token: token,
    case_date: '02.03.2025',
    has_had_similar_problem: false,
    animal_is_cured: true,
  });
  await post('description', { user_token: token, description: 'Otite, deux consultations.' });
  await post('bank-info', {
    user_token: token,
    bank_account_name: `${holder.first_name} ${holder.last_name}`,
    iban: 'CH93 0076 2011 6238 5295 7',
  });
  const body = multipart([{ name: 'facture.pdf', content: pdf }], { type: 'invoice' });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(uploaded.statusCode, `upload: ${uploaded.body}`).toBe(200);
  const [file] = uploaded.json() as { id: string }[];
  const done = await post('documents', {
    user_token: token,
    documents: {
      invoices: [{ id: file?.id, first_treatment_date: '03.03.2025', invoice_amount: 180.5 }],
    },
  });
  const [row] = await app.database.db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.claimNumber, done.claim_number));
  return { id: String(row?.id), claimNumber: done.claim_number, email: holder.email };
}

/** A policy issued online (rows as the subscription service writes them). */
export async function issuedPolicy(
  app: FastifyInstance,
  data: Record<string, unknown> = {},
  kind: 'policy' | 'offer' = 'policy',
) {
  const db = app.database.db;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userToken: randomBytes(12).toString('hex'),
      businessLine: 'dog',
      step: 6,
      locale: 'fr',
      partnerKey: 'alpaws',
      referrerKey: 'alpaws',
      status: kind === 'policy' ? 'issued' : 'offer_sent',
      data: {
        business_line: 'dog',
        animal_name: 'Filou',
        first_name: 'Marc',
        last_name: 'Favre',
        email: 'marc.favre@example.ch',
        ...data,
      },
    })
    .returning();
  const number = `${kind === 'policy' ? '26' : 'OF'}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await db.insert(policies).values({
    subscriptionId: subscription?.id as number,
    kind,
    number,
    startDate: '2026-12-01',
    amount: '300.00',
    breakdown: {},
    paymentMethod: 'invoice',
  });
  return { id: String(subscription?.id), number };
}
