import { brand } from '@app/domain/brand';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, outbox, uploads } from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart } from './helpers';
import { testPdf } from './test-files';

/**
 * spec 001 §2.1, issue 12: the add-documents link of the claim e-mails proves the identity by
 * itself (signed, expiring token) and opens the documents step directly. Since issue 11 item 2
 * (decisions.md "Request e-mail") the link goes only to the address recorded for one of our
 * claims (S-numbers, checked by checkClaimIdentity); for a six-digit number of the claims
 * system it goes to the claims inbox, which forwards it to the address it has on file.
 */
let clock = new Date('2026-03-10T09:00:00Z');
let app: FastifyInstance;
let headers: CsrfHeaders;

beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock, startJobs: false });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

const policyholder = {
  first_name: 'Jeanne',
  last_name: 'Muller',
  policy_id: '1234567',
  animal_name: 'Rex',
  email: 'jeanne.muller@example.ch',
};
// uploads are read whole (a PDF must parse and have a page): a real one-page invoice
const pdf = testPdf({ text: 'Facture de la clinique veterinaire' });

const post = (call: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/claim-declarations/${call}`, headers, payload });

async function upload() {
  const body = multipart([{ name: 'facture.pdf', content: pdf }], { type: 'invoice' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }[])[0]?.id as string;
}

/** A new claim declared online from step 1 to the documents: answers its S-number. */
async function declareNewClaim(locale: 'fr' | 'de' = 'fr') {
  const start = await post('init', { type: 'new', ...policyholder, locale });
  expect(start.statusCode, start.body).toBe(200);
  const userToken = start.json().user_token as string;
  for (const [call, payload] of [
    ['type-selection', { case_type: 'vaccination' }],
    ['case-detail', { case_date: '02.03.2026' }],
    ['description', { description: 'Rappel de vaccin.' }],
    ['bank-info', { bank_account_name: 'Jeanne Muller', iban: 'CH93 0076 2011 6238 5295 7' }],
  ] as const) {
    const response = await post(call, { user_token: userToken, ...payload });
    expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
  }
  const id = await upload();
  const done = await post('documents', {
    user_token: userToken,
    documents: { invoices: [{ id, first_treatment_date: '02.03.2026', invoice_amount: 80 }] },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().claim_number as string;
}

/** The e-mails sent to an address, in the order they were queued. */
async function mailsTo(address: string) {
  await app.jobs.drain();
  return app.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(asc(outbox.id));
}

/** The add-documents link of an e-mail, read as the page reads it. */
function linkIn(body: string) {
  const link =
    /http:\/\/localhost:3000\/\S*(ajouter-des-documents|dokumente-hinzufuegen)\?\S+/.exec(
      body,
    )?.[0];
  if (!link) throw new Error(`no link in ${body}`);
  const url = new URL(link);
  return {
    url,
    number: url.searchParams.get('webIdentificationNumber') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

/** The add-documents link of the last e-mail to the policyholder. */
async function lastLink() {
  return linkIn((await mailsTo(policyholder.email)).at(-1)?.textBody ?? '');
}

/**
 * "Renvoyez-moi l’email" for one of our claims, with the identity recorded for it: exactly one
 * e-mail more to the recorded address, and its link.
 */
async function requestEmail(claimNr: string, locale = 'fr') {
  const before = (await mailsTo(policyholder.email)).length;
  const response = await post('init', {
    type: 'request-email',
    ...policyholder,
    claim_nr: claimNr,
    description: 'Facture de contrôle à envoyer.',
    locale,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().alreadyClosed).toBe(false);
  expect(await mailsTo(policyholder.email)).toHaveLength(before + 1);
  return lastLink();
}

describe('the add-documents link of a request-email', () => {
  it('carries a signed token that opens the documents step, without step 1', async () => {
    const claimNumber = await declareNewClaim();
    const { url, number, token } = await requestEmail(claimNumber);
    expect(url.pathname).toBe('/espace-client/declarer-un-sinistre/ajouter-des-documents');
    expect(number).toBe(claimNumber);
    // nothing personal in the link
    expect(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).not.toMatch(
      /Jeanne|Muller|1234567|example/,
    );

    const opened = await post('add-documents', { web_identification_number: number, token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({
      user_token: expect.any(String),
      type: 'existing',
      web_identification_number: claimNumber,
      animal_name: 'Rex',
      first_name: 'Jeanne',
      last_name: 'Muller',
      expires_at: '2026-04-09T09:00:00.000Z',
    });
    const userToken = opened.json().user_token as string;
    const [row] = await app.database.db
      .select()
      .from(claims)
      .where(eq(claims.userToken, userToken));
    expect(row).toMatchObject({
      type: 'existing',
      status: 'draft',
      data: { ...policyholder, web_identification_number: claimNumber },
    });

    // straight to the documents: no other step, and the documents complete it
    const step = await post('type-selection', { user_token: userToken, case_type: 'accident' });
    expect(step.statusCode).toBe(422);
    const id = await upload();
    const done = await post('documents', {
      user_token: userToken,
      documents: { invoices: [{ id, first_treatment_date: '01.03.2026', invoice_amount: 120 }] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ claim_number: claimNumber, type: 'existing' });
    const tied = await app.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(tied[0]?.claimId).toBe(row?.id);
    // the receipt, to the recorded address, carries the link again
    expect((await lastLink()).number).toBe(claimNumber);
  });

  it('refuses an altered, foreign or truncated token on the token field, in the caller’s language', async () => {
    const { number, token } = await requestEmail(await declareNewClaim());
    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), c: 1 }),
    ).toString('base64url');
    const invalid = {
      token: [
        'Ce lien n’est pas valable. Veuillez utiliser le lien de notre e-mail tel quel, ou demander un nouveau lien.',
      ],
    };
    for (const attempt of [
      { web_identification_number: number, token: `${forged}.${signature}` },
      { web_identification_number: '999999', token },
      { web_identification_number: number, token: payload },
      { web_identification_number: number, token: `${payload}.${signature.slice(1)}` },
    ]) {
      const response = await post('add-documents', attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(422);
      expect(response.json().errors).toEqual(invalid);
    }
    const german = await post('add-documents', {
      web_identification_number: '999999',
      token,
      locale: 'de',
    });
    expect(german.json().errors.token).toEqual([
      'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus unserer E-Mail unverändert oder fordern Sie einen neuen Link an.',
    ]);
    const missing = await post('add-documents', { web_identification_number: number });
    expect(missing.json().errors).toEqual({ token: ['Ce champ est obligatoire.'] });
  });

  it('expires after 30 days', async () => {
    const { number, token } = await requestEmail(await declareNewClaim());
    const start = clock;
    try {
      clock = new Date(start.getTime() + 29 * 86_400_000);
      expect(
        (await post('add-documents', { web_identification_number: number, token })).statusCode,
      ).toBe(200);
      clock = new Date(start.getTime() + 31 * 86_400_000);
      const expired = await post('add-documents', { web_identification_number: number, token });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({
        token: [
          'Ce lien a expiré. Demandez un nouveau lien avec « Renvoyez-moi l’email » ou saisissez vos données.',
        ],
      });
    } finally {
      clock = start;
    }
  });

  it('for a number not issued here goes to the claims inbox only, and opens the documents step', async () => {
    const before = (await mailsTo(policyholder.email)).length;
    const response = await post('init', {
      type: 'request-email',
      ...policyholder,
      claim_nr: '123456',
      description: 'Facture de contrôle à envoyer.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().alreadyClosed).toBe(false);
    // nothing to the typed address: the claims department forwards the link to the one on file
    expect(await mailsTo(policyholder.email)).toHaveLength(before);
    const request = (await mailsTo(brand.claimsEmail)).at(-1);
    expect(request?.subject).toBe('Demande de lien pour documents – sinistre 123456');
    expect(request?.textBody).toContain('identité non vérifiée');
    const { number, token } = linkIn(request?.textBody ?? '');
    expect(number).toBe('123456');

    const opened = await post('add-documents', { web_identification_number: number, token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      type: 'existing',
      web_identification_number: '123456',
      expires_at: '2026-04-09T09:00:00.000Z',
    });
  });
});

describe('the add-documents link of a declaration we numbered', () => {
  it('works for the claim number, until the claim is closed', async () => {
    const claimNumber = await declareNewClaim();
    expect(claimNumber).toMatch(/^S\d{6}$/);
    // the confirmation of the declaration, to the address just declared
    const { number, token } = await lastLink();
    expect(number).toBe(claimNumber);

    const opened = await post('add-documents', { web_identification_number: number, token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().web_identification_number).toBe(claimNumber);

    await app.database.db
      .update(claims)
      .set({ status: 'closed' })
      .where(eq(claims.claimNumber, claimNumber));
    const closed = await post('add-documents', { web_identification_number: number, token });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors).toEqual({
      token: [
        'Ce sinistre est clôturé. Pour nous envoyer des documents, veuillez écrire à sinistres@alpaws.example.',
      ],
    });
  });

  it('sends the German link to a German policyholder', async () => {
    const claimNumber = await declareNewClaim('de');
    const confirmation = await lastLink();
    expect(confirmation.url.pathname).toBe(
      '/de/kundenzenter/einen-schaden-melden/dokumente-hinzufuegen',
    );
    expect(confirmation.number).toBe(claimNumber);
    const { url } = await requestEmail(claimNumber, 'de');
    expect(url.pathname).toBe('/de/kundenzenter/einen-schaden-melden/dokumente-hinzufuegen');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});
