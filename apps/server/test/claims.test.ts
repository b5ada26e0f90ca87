import { toSwissDate } from '@app/domain/dates/calendar';
import { swissToday } from '@app/domain/dates/swiss-today';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, jobs, outbox, uploads } from '../src/db/schema';
import { createClaimService } from '../src/services/claims/claim-service';
import { declareClaim } from './backoffice-fixtures';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart } from './helpers';
import { testJpeg, testPdf } from './test-files';

let app: FastifyInstance;
let headers: CsrfHeaders;

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

const swissDateIn = (days: number) =>
  toSwissDate(swissToday(new Date(Date.now() + days * 86_400_000)));
const validIban = 'CH93 0076 2011 6238 5295 7';
const qrIban = 'CH44 3199 9123 0008 8901 2';
const claimsInbox = 'sinistres@alpaws.example';

const policyholder = {
  first_name: 'Jeanne',
  last_name: 'Muller',
  policy_id: '1234567',
  animal_name: 'Rex',
  email: 'jeanne.muller@example.ch',
};
const accident = {
  case_date: '02.03.2025',
  case_time: '14:30',
  third_party_involved: false,
  address: 'Rue du Lac 12',
  zip: 1003,
  city: 'Lausanne',
  has_second_insurance: false,
  has_had_similar_problem: false,
  animal_is_cured: true,
};

function post(call: string, payload: Record<string, unknown>, extraHeaders = headers) {
  return app.inject({
    method: 'POST',
    url: `/api/claim-declarations/${call}`,
    headers: extraHeaders,
    payload,
  });
}

/** A multipart upload as the widget sends it (fields first, then the files). */
async function upload(files: { name: string; content: Buffer }[], type: string) {
  const body = multipart(
    files.map((file) => ({ ...file, contentType: 'application/octet-stream' })),
    { type },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; name: string; type: string; size: number }[];
}
// real files: uploads are parsed whole (issue 11 item 6)
const pdf = testPdf();
const jpeg = testJpeg();

async function claimOf(token: string) {
  const [claim] = await app.database.db.select().from(claims).where(eq(claims.userToken, token));
  return claim;
}

async function init(payload: Record<string, unknown> = {}) {
  const response = await post('init', { type: 'new', ...policyholder, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user_token as string;
}

/** A new claim taken through steps 1 to 5, ready for its documents. */
async function claimAtDocuments(caseType = 'accident', locale = 'fr') {
  const token = await init({ locale });
  const steps: [string, Record<string, unknown>][] = [
    ['type-selection', { case_type: caseType }],
    [
      'case-detail',
      caseType === 'accident'
        ? accident
        : { case_date: '02.03.2025', has_had_similar_problem: true, animal_is_cured: false },
    ],
    ['description', { description: 'Il s’est coupé la patte avant gauche sur un tesson.' }],
    ['bank-info', { bank_account_name: ' Jeanne Muller ', iban: validIban }],
  ];
  for (const [call, payload] of steps) {
    const response = await post(call, { user_token: token, locale, ...payload });
    expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
  }
  return token;
}

async function outboxSince(id: number) {
  await app.jobs.drain();
  const rows = await app.database.db.select().from(outbox);
  return rows.filter((row) => row.id > id);
}
async function lastOutboxId() {
  await app.jobs.drain();
  const rows = await app.database.db.select().from(outbox);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

describe('a new accident claim, from step 1 to the documents', () => {
  it('issues a claim number, ties the uploads and sends both e-mails', async () => {
    const before = await lastOutboxId();
    const token = await init();
    expect(typeof token).toBe('string');
    expect((await claimOf(token))?.step).toBe(1);

    let response = await post('type-selection', { user_token: token, case_type: 'accident' });
    expect(response.json()).toEqual({ user_token: token, step: 2 });
    response = await post('case-detail', { user_token: token, case_type: 'accident', ...accident });
    expect(response.json()).toEqual({ user_token: token, step: 3 });
    response = await post('description', {
      user_token: token,
      description: 'Il s’est coupé la patte avant gauche.',
      veterinarian_diagnostic: 'Plaie coussinet AG',
    });
    expect(response.json()).toEqual({ user_token: token, step: 4 });
    response = await post('bank-info', {
      user_token: token,
      bank_account_name: '  Jeanne Muller  ',
      iban: 'ch93 0076 2011 6238 5295 7',
    });
    expect(response.json()).toEqual({ user_token: token, step: 5 });

    const [invoice] = await upload([{ name: 'facture.pdf', content: pdf }], 'invoice');
    const [report] = await upload([{ name: 'rapport.jpg', content: jpeg }], 'report');
    response = await post('documents', {
      user_token: token,
      documents: {
        invoices: [{ ...invoice, first_treatment_date: '03.03.2025', invoice_amount: 245.5 }],
        reports: [report],
        others: [],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { claim_number: claimNumber, type } = response.json();
    expect(claimNumber).toMatch(/^S\d{6}$/);
    expect(type).toBe('new');

    const claim = await claimOf(token);
    expect(claim).toMatchObject({ status: 'completed', step: 6, claimNumber, type: 'new' });
    expect(claim?.data).toMatchObject({
      ...policyholder,
      case_type: 'accident',
      ...accident,
      bank_account_name: 'Jeanne Muller',
      iban: 'CH9300762011623852957',
      veterinarian_diagnostic: 'Plaie coussinet AG',
      documents: [
        {
          id: invoice?.id,
          name: 'facture.pdf',
          type: 'invoice',
          first_treatment_date: '03.03.2025',
          invoice_amount: 245.5,
        },
        { id: report?.id, name: 'rapport.jpg', type: 'report' },
      ],
    });
    const tied = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.claimId, claim?.id ?? -1));
    expect(tied.map((row) => row.id).sort()).toEqual([invoice?.id, report?.id].sort());

    const mails = await outboxSince(before);
    expect(mails).toHaveLength(2);
    const toPolicyholder = mails.find((mail) => mail.toAddress === policyholder.email);
    expect(toPolicyholder?.subject).toBe(`Votre déclaration de sinistre ${claimNumber}`);
    expect(toPolicyholder?.textBody).toContain(`Votre numéro de sinistre est ${claimNumber}`);
    expect(toPolicyholder?.textBody).toContain(
      `http://localhost:3000/espace-client/declarer-un-sinistre/ajouter-des-documents?webIdentificationNumber=${claimNumber}`,
    );
    const toInbox = mails.find((mail) => mail.toAddress === claimsInbox);
    expect(toInbox?.subject).toBe(
      `Nouvelle déclaration de sinistre ${claimNumber} – police 1234567`,
    );
    expect(toInbox?.textBody).toContain('IBAN : CH93 0076 2011 6238 5295 7');
    expect(toInbox?.textBody).toContain(
      'facture.pdf (Facture, premier traitement le 03.03.2025, montant CHF 245.50)',
    );
    expect(toInbox?.textBody).toContain('rapport.jpg (Rapport)');
    expect(toInbox?.attachments).toEqual([
      {
        filename: 'facture.pdf',
        storageKey: tied.find((row) => row.id === invoice?.id)?.storageKey,
      },
      {
        filename: 'rapport.jpg',
        storageKey: tied.find((row) => row.id === report?.id)?.storageKey,
      },
    ]);

    // the same token cannot send a second declaration
    const again = await post('documents', { user_token: token, documents: { reports: [report] } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      user_token: [
        'Cette déclaration a déjà été envoyée. Pour un autre cas, veuillez saisir un nouveau cas de sinistre.',
      ],
    });
  });

  it('sends the German confirmation to a German policyholder', async () => {
    const before = await lastOutboxId();
    const token = await claimAtDocuments('accident', 'de');
    const [invoice] = await upload([{ name: 'rechnung.pdf', content: pdf }], 'invoice');
    const response = await post('documents', {
      user_token: token,
      documents: {
        invoices: [
          { id: invoice?.id, first_treatment_date: '03.03.2025', invoice_amount: '1250,05' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { claim_number: claimNumber } = response.json();
    const mail = (await outboxSince(before)).find((row) => row.toAddress === policyholder.email);
    expect(mail?.subject).toBe(`Ihre Schadenmeldung ${claimNumber}`);
    expect(mail?.textBody).toContain(
      `http://localhost:3000/de/kundenzenter/einen-schaden-melden/dokumente-hinzufuegen?webIdentificationNumber=${claimNumber}`,
    );
  });
});

describe('claim numbers', () => {
  it('draws again when a random number is already issued', async () => {
    const first = await claimAtDocuments();
    const [report] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const taken = (
      await post('documents', { user_token: first, documents: { reports: [report] } })
    ).json().claim_number as string;
    const draws = [
      Number(taken.slice(1)),
      Number(taken.slice(1)),
      424242 === Number(taken.slice(1)) ? 424243 : 424242,
    ];
    const service = createClaimService({
      db: app.database.db,
      mailer: app.mailer,
      publicOrigin: 'http://localhost:3000',
      claimsInbox,
      drawSerial: () => draws.shift() ?? 0,
    });
    const second = await claimAtDocuments();
    const [other] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const answer = await service.complete({
      user_token: second,
      documents: { reports: [{ id: other?.id }] },
    } as never);
    expect(answer.claim_number).toMatch(/^S42424[23]$/);
    expect(draws).toEqual([]);
    expect((await claimOf(second))?.claimNumber).toBe(answer.claim_number);
  });
});

describe('a disease claim', () => {
  it('drops the accident-only fields and requires the similar-problem and cured answers', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'disease' });
    const missing = await post('case-detail', { user_token: token, case_date: '02.03.2025' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      has_had_similar_problem: ['Ce champ est obligatoire.'],
      animal_is_cured: ['Ce champ est obligatoire.'],
    });
    expect((await claimOf(token))?.step).toBe(2);

    const response = await post('case-detail', { user_token: token, ...accident });
    expect(response.statusCode, response.body).toBe(200);
    const data = (await claimOf(token))?.data as Record<string, unknown>;
    expect(data).toMatchObject({
      case_date: '02.03.2025',
      has_had_similar_problem: false,
      animal_is_cured: true,
    });
    for (const field of [
      'case_time',
      'third_party_involved',
      'address',
      'zip',
      'city',
      'has_second_insurance',
    ]) {
      expect(data).not.toHaveProperty(field);
    }
  });

  it('goes through to a claim number', async () => {
    const token = await claimAtDocuments('disease');
    const [report] = await upload([{ name: 'rapport.pdf', content: pdf }], 'report');
    const response = await post('documents', {
      user_token: token,
      documents: { reports: [report] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().claim_number).toMatch(/^S\d{6}$/);
  });

  it('clears the accident fields when the case type changes from accident to disease', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'accident' });
    await post('case-detail', { user_token: token, ...accident });
    const back = await post('type-selection', { user_token: token, case_type: 'disease' });
    expect(back.json().step).toBe(2);
    // a later step now needs step 3 again
    const skipped = await post('description', { user_token: token, description: 'Toux' });
    expect(skipped.statusCode).toBe(422);
    await post('case-detail', { user_token: token, ...accident });
    const data = (await claimOf(token))?.data as Record<string, unknown>;
    expect(data.case_type).toBe('disease');
    expect(data).not.toHaveProperty('address');
  });

  it('asks only for the date for vaccination and prevention', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'vaccination' });
    const response = await post('case-detail', { user_token: token, ...accident });
    expect(response.statusCode).toBe(200);
    const data = (await claimOf(token))?.data as Record<string, unknown>;
    expect(
      Object.keys(data)
        .filter((key) => key.startsWith('case_'))
        .sort(),
    ).toEqual(['case_date', 'case_type']);
    expect(data).not.toHaveProperty('animal_is_cured');
  });
});

describe('request-email: the add-documents link by e-mail', () => {
  const request = (claimNr: string, extra: Record<string, unknown> = {}) =>
    post('init', {
      type: 'request-email',
      ...policyholder,
      claim_nr: claimNr,
      description: 'Je dois envoyer la facture de contrôle.',
      ...extra,
    });

  it('notifies the claims inbox alone for a number of the claims system (issue 11: no relay)', async () => {
    const before = await lastOutboxId();
    const response = await request('123456');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ user_token: expect.any(String), alreadyClosed: false });
    const claim = await claimOf(response.json().user_token);
    expect(claim).toMatchObject({ type: 'request-email', status: 'requested', claimNumber: null });

    // the identity cannot be checked here: nothing goes to the given address
    const mails = await outboxSince(before);
    expect(mails.map((mail) => mail.toAddress)).toEqual([claimsInbox]);
    const inbox = mails.find((mail) => mail.toAddress === claimsInbox);
    expect(inbox?.textBody).toContain('Je dois envoyer la facture de contrôle.');
    expect(inbox?.textBody).toContain(
      'http://localhost:3000/espace-client/declarer-un-sinistre/ajouter-des-documents?webIdentificationNumber=123456',
    );

    // its token is not a declaration
    const step = await post('type-selection', {
      user_token: response.json().user_token,
      case_type: 'accident',
    });
    expect(step.statusCode).toBe(422);
  });

  it('checks our own S-numbers against the policy, and says when the claim is closed', async () => {
    const token = await claimAtDocuments();
    const [report] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const done = await post('documents', { user_token: token, documents: { reports: [report] } });
    const claimNumber = done.json().claim_number as string;

    const open = await request(claimNumber.toLowerCase());
    expect(open.statusCode).toBe(200);
    expect(open.json().alreadyClosed).toBe(false);

    for (const [number, policy] of [
      [claimNumber, '7654321'],
      [claimNumber === 'S000001' ? 'S000002' : 'S000001', policyholder.policy_id],
    ] as const) {
      const unknown = await request(number, { policy_id: policy });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        claim_nr: [
          'Nous ne trouvons pas ce numéro de sinistre. Veuillez vérifier le numéro indiqué sur vos décomptes.',
        ],
      });
    }

    // the claims department closes the claim (back office)
    await app.database.db
      .update(claims)
      .set({ status: 'closed' })
      .where(eq(claims.claimNumber, claimNumber));
    const before = await lastOutboxId();
    const closed = await request(claimNumber);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().alreadyClosed).toBe(true);
    expect((await claimOf(closed.json().user_token))?.type).toBe('request-email-closed');
    const mails = await outboxSince(before);
    expect(mails.map((mail) => mail.toAddress)).toEqual([claimsInbox]);
  });

  it('refuses a claim number of the wrong form and a missing description', async () => {
    const before = (await app.database.db.select().from(claims)).length;
    const response = await post('init', {
      type: 'request-email',
      ...policyholder,
      claim_nr: 'S12345',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      claim_nr: ['Le numéro de sinistre doit avoir la forme 000000 ou S000000.'],
      description: ['Ce champ est obligatoire.'],
    });
    expect(await app.database.db.select().from(claims)).toHaveLength(before);
  });
});

describe('an existing claim: step 1, then the documents', () => {
  it('adds documents to a claim we issued and confirms them', async () => {
    const first = await claimAtDocuments();
    const [report] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const claimNumber = (
      await post('documents', { user_token: first, documents: { reports: [report] } })
    ).json().claim_number as string;

    const before = await lastOutboxId();
    const token = await init({ type: 'existing', web_identification_number: claimNumber });
    // steps 2 to 5 are not part of this flow
    const step = await post('type-selection', { user_token: token, case_type: 'accident' });
    expect(step.statusCode).toBe(422);
    expect(step.json().errors.user_token).toEqual([
      'Veuillez d’abord compléter l’étape précédente de la déclaration.',
    ]);

    const [invoice] = await upload([{ name: 'facture-2.pdf', content: pdf }], 'invoice');
    const [other] = await upload([{ name: 'photo.jpg', content: jpeg }], 'other');
    const response = await post('documents', {
      user_token: token,
      documents: {
        invoices: [{ id: invoice?.id, first_treatment_date: swissDateIn(0), invoice_amount: 80 }],
        others: [{ id: other?.id }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ claim_number: claimNumber, type: 'existing' });
    const claim = await claimOf(token);
    expect(claim).toMatchObject({ type: 'existing', status: 'completed', claimNumber: null });
    const tied = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.claimId, claim?.id ?? -1));
    expect(tied).toHaveLength(2);

    const mails = await outboxSince(before);
    expect(mails.find((mail) => mail.toAddress === policyholder.email)?.subject).toBe(
      `Vos documents pour le sinistre ${claimNumber}`,
    );
    const inbox = mails.find((mail) => mail.toAddress === claimsInbox);
    expect(inbox?.subject).toBe(`Documents ajoutés au sinistre ${claimNumber} – police 1234567`);
    expect(inbox?.attachments).toHaveLength(2);
  });

  it('takes the bank details of an existing claim (spec 001 §2.1: steps 5 to 7), not the steps 2 to 4', async () => {
    const token = await init({ type: 'existing', web_identification_number: '654322' });
    const refused = await post('description', {
      user_token: token,
      description: 'Contrôle',
      veterinarian_diagnostic: '',
    });
    expect(refused.statusCode).toBe(422);
    const bank = await post('bank-info', {
      user_token: token,
      bank_account_name: `${policyholder.first_name} ${policyholder.last_name}`,
      iban: 'CH93 0076 2011 6238 5295 7',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(await claimOf(token)).toMatchObject({ type: 'existing', step: 5 });
    const [report] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const done = await post('documents', { user_token: token, documents: { reports: [report] } });
    expect(done.statusCode, done.body).toBe(200);
    expect((await claimOf(token))?.data).toMatchObject({ iban: 'CH9300762011623852957' });
  });

  it('accepts a six-digit number of the claims system, refuses an unknown S-number and a closed claim', async () => {
    await init({ type: 'existing', web_identification_number: '654321' });
    const unknown = await post('init', {
      type: 'existing',
      ...policyholder,
      web_identification_number: 'S999999',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.web_identification_number).toEqual([
      'Nous ne trouvons pas ce numéro de sinistre. Veuillez vérifier le numéro indiqué sur vos décomptes.',
    ]);

    const first = await claimAtDocuments();
    const [report] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const claimNumber = (
      await post('documents', { user_token: first, documents: { reports: [report] } })
    ).json().claim_number as string;
    await app.database.db
      .update(claims)
      .set({ status: 'closed' })
      .where(eq(claims.claimNumber, claimNumber));
    const closed = await post('init', {
      type: 'existing',
      ...policyholder,
      web_identification_number: claimNumber,
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.web_identification_number).toEqual([
      `Ce sinistre est clôturé. Pour nous envoyer des documents, veuillez écrire à ${claimsInbox}.`,
    ]);
  });
});

describe('bad inputs: a clear 4xx and nothing stored', () => {
  async function expectUnchanged(
    token: string,
    step: number,
    call: string,
    payload: Record<string, unknown>,
  ) {
    const before = await claimOf(token);
    const response = await post(call, { user_token: token, ...payload });
    const after = await claimOf(token);
    expect(after?.step).toBe(step);
    expect(after?.data).toEqual(before?.data);
    return response;
  }

  it('refuses step 1 with a policy number over 10 characters and an unknown type', async () => {
    const count = (await app.database.db.select().from(claims)).length;
    const long = await post('init', {
      type: 'new',
      ...policyholder,
      policy_id: '12345678901',
      email: 'x',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      policy_id: ['Ce champ ne doit pas dépasser 10 caractères.'],
      email: ['Veuillez saisir une adresse e-mail valide.'],
    });
    const badType = await post('init', { type: 'other', ...policyholder });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toEqual({
      type: ['Veuillez choisir une des valeurs proposées.'],
    });
    expect(await app.database.db.select().from(claims)).toHaveLength(count);
  });

  it('refuses death-disability, pointing to the claims address', async () => {
    const token = await init();
    const response = await expectUnchanged(token, 1, 'type-selection', {
      case_type: 'death-disability',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      case_type: [
        `Les cas de décès ou d’invalidité ne peuvent pas être déclarés en ligne. Veuillez nous écrire à ${claimsInbox} afin que nous puissions traiter votre demande de manière personnalisée.`,
      ],
    });
  });

  it('refuses a claim date of today, of tomorrow and an impossible date', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'accident' });
    for (const caseDate of [swissDateIn(0), swissDateIn(1)]) {
      const response = await expectUnchanged(token, 2, 'case-detail', {
        ...accident,
        case_date: caseDate,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        case_date: ['La date du sinistre doit être antérieure à aujourd’hui.'],
      });
    }
    const impossible = await expectUnchanged(token, 2, 'case-detail', {
      ...accident,
      case_date: '31.02.2026',
    });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors).toEqual({
      case_date: ['Veuillez saisir une date valide au format JJ.MM.AAAA.'],
    });
  });

  it('refuses a bad time, a zip out of range and missing accident answers', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'accident' });
    const response = await expectUnchanged(token, 2, 'case-detail', {
      case_date: '02.03.2025',
      case_time: '25:10',
      zip: 999,
      city: 'Lausanne',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      case_time: ['Veuillez saisir une heure valide au format HH:MM.'],
      zip: ['Veuillez saisir un NPA suisse entre 1000 et 9999.'],
      third_party_involved: ['Ce champ est obligatoire.'],
      address: ['Ce champ est obligatoire.'],
      has_second_insurance: ['Ce champ est obligatoire.'],
      has_had_similar_problem: ['Ce champ est obligatoire.'],
      animal_is_cured: ['Ce champ est obligatoire.'],
    });
  });

  it('refuses a description of 1000 characters and a diagnosis of 100', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'prevention' });
    await post('case-detail', { user_token: token, case_date: '02.03.2025' });
    const response = await expectUnchanged(token, 3, 'description', {
      description: 'a'.repeat(1000),
      veterinarian_diagnostic: 'b'.repeat(100),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      description: ['Ce champ ne doit pas dépasser 999 caractères.'],
      veterinarian_diagnostic: ['Ce champ ne doit pas dépasser 99 caractères.'],
    });
    const exact = await post('description', { user_token: token, description: 'a'.repeat(999) });
    expect(exact.statusCode).toBe(200);
  });

  it.each([
    ['a bad checksum', 'CH94 0076 2011 6238 5295 7'],
    ['a QR-IBAN', qrIban],
    ['a German IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['a truncated IBAN', 'CH93 0076 2011 6238 5295'],
  ])('refuses %s with the spec message', async (_label, iban) => {
    const token = await claimAtDocuments();
    await post('description', { user_token: token, description: 'Toux' });
    const response = await expectUnchanged(token, 4, 'bank-info', {
      bank_account_name: 'Jeanne Muller',
      iban,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      iban: ['Numéro d’IBAN invalide. Attention les QR IBAN ne sont pas pris en charge.'],
    });
  });

  it('accepts a Liechtenstein IBAN, stored without spaces', async () => {
    const token = await claimAtDocuments();
    const response = await post('bank-info', {
      user_token: token,
      bank_account_name: 'Jeanne Muller',
      iban: 'LI21 0881 0000 2324 013A A',
    });
    expect(response.statusCode).toBe(200);
    expect((await claimOf(token))?.data).toMatchObject({ iban: 'LI21088100002324013AA' });
  });

  it('refuses a skipped step and an unknown token on user_token', async () => {
    const token = await init();
    await post('type-selection', { user_token: token, case_type: 'accident' });
    const skipped = await expectUnchanged(token, 2, 'bank-info', {
      bank_account_name: 'Jeanne Muller',
      iban: validIban,
    });
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().errors).toEqual({
      user_token: ['Veuillez d’abord compléter l’étape précédente de la déclaration.'],
    });
    const early = await post('documents', {
      user_token: token,
      documents: { reports: [{ id: 'x' }] },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.user_token).toBeDefined();

    const unknown = await post('description', { user_token: 'no-such-token', description: 'Toux' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      user_token: [
        'Cette déclaration est introuvable ou a expiré. Veuillez recommencer la déclaration.',
      ],
    });
    const missing = await post('description', { description: 'Toux' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ user_token: ['Ce champ est obligatoire.'] });
  });

  it('refuses bad invoices with errors keyed by index, and documents that were not uploaded', async () => {
    const token = await claimAtDocuments();
    const [first, second] = await upload(
      [
        { name: 'a.pdf', content: pdf },
        { name: 'b.pdf', content: pdf },
      ],
      'invoice',
    );
    const uploadsBefore = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, first?.id ?? ''));
    const jobsBefore = (await app.database.db.select().from(jobs)).length;

    const invalid = await expectUnchanged(token, 5, 'documents', {
      documents: {
        invoices: [
          { id: first?.id, first_treatment_date: '03.03.2025', invoice_amount: 120 },
          { id: second?.id, first_treatment_date: swissDateIn(2), invoice_amount: 10.555 },
          { id: 'third', first_treatment_date: '30.02.2025', invoice_amount: 0 },
          { id: 'fourth' },
        ],
      },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      'documents.invoices.1.first_treatment_date': [
        'La date du premier traitement ne peut pas être dans le futur.',
      ],
      'documents.invoices.1.invoice_amount': [
        'Veuillez saisir un montant supérieur à 0 avec au plus deux décimales.',
      ],
      'documents.invoices.2.first_treatment_date': [
        'Veuillez saisir une date valide au format JJ.MM.AAAA.',
      ],
      'documents.invoices.2.invoice_amount': [
        'Veuillez saisir un montant supérieur à 0 avec au plus deux décimales.',
      ],
      'documents.invoices.3.first_treatment_date': ['Ce champ est obligatoire.'],
      'documents.invoices.3.invoice_amount': ['Ce champ est obligatoire.'],
    });

    const twice = await expectUnchanged(token, 5, 'documents', {
      documents: { reports: [{ id: first?.id }], others: [{ id: first?.id }] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      'documents.others.0': ['Ce document figure déjà dans la déclaration.'],
    });

    const none = await expectUnchanged(token, 5, 'documents', {
      documents: { invoices: [], reports: [] },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ documents: ['Veuillez joindre au moins un document.'] });

    const notUploaded = await expectUnchanged(token, 5, 'documents', {
      documents: { reports: [{ id: first?.id }, { id: 'f3a1c2d4-0000-4000-8000-000000000000' }] },
    });
    expect(notUploaded.statusCode).toBe(422);
    expect(notUploaded.json().errors).toEqual({
      'documents.reports.1': [
        'Ce document est introuvable ou a déjà été envoyé. Veuillez le télécharger à nouveau.',
      ],
    });

    expect(
      await app.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, first?.id ?? '')),
    ).toEqual(uploadsBefore);
    expect(await app.database.db.select().from(jobs)).toHaveLength(jobsBefore);
    expect((await claimOf(token))?.status).toBe('draft');
  });

  it('refuses a document already sent with another claim', async () => {
    const first = await claimAtDocuments();
    const [report] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    expect(
      (await post('documents', { user_token: first, documents: { reports: [report] } })).statusCode,
    ).toBe(200);
    const second = await claimAtDocuments();
    const reused = await post('documents', {
      user_token: second,
      documents: { reports: [report] },
    });
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(['documents.reports.0']);
  });

  it('refuses a job application file and a document already sent with a help form', async () => {
    const body = multipart([{ name: 'cv.pdf', content: pdf }]);
    const jobUpload = await app.inject({
      method: 'POST',
      url: '/api/documents/upload/job-application',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const [jobFile] = jobUpload.json() as { id: string }[];
    const [formFile] = await upload([{ name: 'r.pdf', content: pdf }], 'report');
    const sentWithForm = await app.inject({
      method: 'POST',
      url: '/api/help/reclamation',
      headers,
      payload: {
        gender: 'f',
        last_name: 'Muller',
        first_name: 'Jeanne',
        email: 'jeanne.muller@example.ch',
        phone: '079 123 45 67',
        message: 'Réclamation',
        documents: [formFile?.id],
      },
    });
    expect(sentWithForm.statusCode, sentWithForm.body).toBe(200);
    const token = await claimAtDocuments();
    const reused = await post('documents', {
      user_token: token,
      documents: { reports: [{ id: jobFile?.id }, { id: formFile?.id }] },
    });
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual([
      'documents.reports.0',
      'documents.reports.1',
    ]);
  });

  it('refuses a call without the CSRF token (419) and stores nothing', async () => {
    const count = (await app.database.db.select().from(claims)).length;
    const response = await post('init', { type: 'new', ...policyholder }, {} as CsrfHeaders);
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({
      message: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
    });
    expect(await app.database.db.select().from(claims)).toHaveLength(count);
  });

  it('answers in German with locale de', async () => {
    const token = await init({ locale: 'de' });
    await post('type-selection', { user_token: token, case_type: 'accident', locale: 'de' });
    const date = await post('case-detail', {
      user_token: token,
      locale: 'de',
      ...accident,
      case_date: swissDateIn(0),
    });
    expect(date.json()).toEqual({
      message: 'Die übermittelten Angaben sind ungültig.',
      errors: { case_date: ['Das Schadendatum muss vor dem heutigen Tag liegen.'] },
    });
    await post('case-detail', { user_token: token, locale: 'de', ...accident });
    await post('description', {
      user_token: token,
      locale: 'de',
      description: 'Pfote vorne links',
    });
    const iban = await post('bank-info', {
      user_token: token,
      locale: 'de',
      bank_account_name: 'J. Muller',
      iban: qrIban,
    });
    expect(iban.json().errors).toEqual({
      iban: ['Ungültige IBAN-Nummer. Achtung: QR-IBAN werden nicht unterstützt.'],
    });
    const skipped = await post('documents', {
      user_token: token,
      locale: 'de',
      documents: { reports: [{ id: 'x' }] },
    });
    expect(skipped.json().errors).toEqual({
      user_token: ['Bitte schliessen Sie zuerst den vorherigen Schritt der Meldung ab.'],
    });
    const death = await post('type-selection', {
      user_token: token,
      locale: 'de',
      case_type: 'death-disability',
    });
    expect(death.json().errors.case_type).toEqual([
      `Todes- und Invaliditätsfälle können nicht online gemeldet werden. Bitte schreiben Sie uns an ${claimsInbox}, damit wir Ihr Anliegen persönlich bearbeiten können.`,
    ]);
  });
});

describe('links in the e-mails', () => {
  it('open the server as started: http on the default PUBLIC_HOST or an address, https on a host name', async () => {
    for (const [config, origin] of [
      // npm start: production mode, PUBLIC_HOST left to localhost:{PORT}
      [{ isProduction: true }, 'http://localhost:3000'],
      [{ isProduction: true, publicHost: '192.168.1.20:3000' }, 'http://192.168.1.20:3000'],
      [{ isProduction: true, publicHost: 'www.alpaws.example' }, 'https://www.alpaws.example'],
      [{ publicHost: 'www.alpaws.example' }, 'https://www.alpaws.example'],
    ] as const) {
      const other = await createTestApp(config, { startJobs: false });
      try {
        const claim = await declareClaim(other);
        const [job] = await other.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.uniqueKey, `mail:claim:${claim.id}:policyholder`));
        const text = String((job?.payload as { text?: unknown } | undefined)?.text);
        const links = text.match(/https?:\/\/\S+/g) ?? [];
        // the add-documents link and the status page
        expect(links, text).toHaveLength(2);
        for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true);
      } finally {
        await other.close();
      }
    }
  });
});
