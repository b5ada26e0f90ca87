import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, outbox, policyRegister, uploads } from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart } from './helpers';
import { testJpeg, testPdf } from './test-files';

/**
 * Issue 11 item 2: the claim forms are no e-mail relay and no way into someone else's claim.
 * The add-documents link goes only to the address recorded for the claim; for claim numbers not
 * issued here the answer is the same whatever the input and nothing goes to the given address;
 * e-mails to policyholders carry no text typed in the form; documents are accepted for one of
 * our claims only when policy number, names and e-mail match what is stored, and for a number
 * of the claims system only from a holder of the policy given when the policy register knows it.
 */
let app: FastifyInstance;
let headers: CsrfHeaders;
const claimsInbox = 'sinistres@alpaws.example';
const owner = {
  first_name: 'Jeanne',
  last_name: 'Müller',
  policy_id: '1234567',
  animal_name: 'Rex',
  email: 'jeanne.muller@example.ch',
};
const attacker = 'attacker@evil.example';
let claimNumber = '';

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  headers = await csrfHeaders(app);
  claimNumber = await declaredClaim(owner);
});
afterAll(() => app.close());

const post = (call: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/claim-declarations/${call}`, headers, payload });

async function upload(name: string, content: Buffer) {
  const body = multipart([{ name, content }], { type: 'invoice' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }[])[0] as { id: string };
}

/** A new claim declared online from step 1 to the documents: answers its S-number. */
async function declaredClaim(identity: Record<string, string>) {
  const init = await post('init', { type: 'new', ...identity });
  expect(init.statusCode, init.body).toBe(200);
  const token = init.json().user_token as string;
  for (const [call, payload] of [
    ['type-selection', { case_type: 'disease' }],
    [
      'case-detail',
      { case_date: '02.03.2025', has_had_similar_problem: false, animal_is_cured: true },
    ],
    ['description', { description: 'Toux depuis une semaine.' }],
    ['bank-info', { bank_account_name: 'Jeanne Müller', iban: 'CH93 0076 2011 6238 5295 7' }],
  ] as const) {
    const response = await post(call, { user_token: token, ...payload });
    expect(response.statusCode, `${call} ${response.body}`).toBe(200);
  }
  const report = await upload('rapport.pdf', testPdf());
  const done = await post('documents', { user_token: token, documents: { reports: [report] } });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().claim_number as string;
}

async function mailsAfter(run: () => Promise<unknown>) {
  await app.jobs.drain();
  const before = (await app.database.db.select().from(outbox)).reduce(
    (max, row) => Math.max(max, row.id),
    0,
  );
  await run();
  await app.jobs.drain();
  return (await app.database.db.select().from(outbox)).filter((row) => row.id > before);
}

/** Step 1 of "add documents" with this identity, then one invoice. */
async function addDocuments(identity: Record<string, string>, number: string) {
  const init = await post('init', {
    type: 'existing',
    ...identity,
    web_identification_number: number,
  });
  if (init.statusCode !== 200) return { init, done: undefined };
  const invoice = await upload('facture.jpg', testJpeg());
  const done = await post('documents', {
    user_token: init.json().user_token,
    documents: {
      invoices: [{ id: invoice.id, first_treatment_date: '03.03.2025', invoice_amount: 80 }],
    },
  });
  return { init, done };
}

describe('request-email for a claim number not issued here', () => {
  it('answers the same whatever the input and sends nothing to the given address', async () => {
    const answers: unknown[] = [];
    const mails = await mailsAfter(async () => {
      for (const input of [
        { ...owner, claim_nr: '123456' },
        {
          first_name: 'Click https://evil.example',
          last_name: 'Now',
          policy_id: 'X',
          animal_name: 'www.evil.example',
          email: attacker,
          claim_nr: '999999',
        },
      ]) {
        const response = await post('init', {
          type: 'request-email',
          description: 'Voir https://evil.example/phish',
          ...input,
        });
        expect(response.statusCode, response.body).toBe(200);
        const { user_token: _token, ...rest } = response.json();
        answers.push(rest);
      }
    });
    expect(answers).toEqual([{ alreadyClosed: false }, { alreadyClosed: false }]);
    // only the claims department hears of it, told that nobody's identity was checked
    expect(mails.map((mail) => mail.toAddress)).toEqual([claimsInbox, claimsInbox]);
    for (const mail of mails) {
      expect(mail.textBody).toContain('Aucun lien n’a été envoyé');
      expect(mail.textBody).not.toMatch(/https:\/\/evil|www\.evil/);
    }
  });
});

describe('request-email for one of our claims', () => {
  it('sends the link to the recorded address only, without the typed text', async () => {
    const mails = await mailsAfter(async () => {
      const response = await post('init', {
        type: 'request-email',
        ...owner,
        // the same person, typed differently: case, accents, spaces
        first_name: ' jeanne ',
        last_name: 'MULLER',
        policy_id: '123 4567',
        email: 'Jeanne.Muller@Example.ch',
        claim_nr: claimNumber,
        description: 'Facture de contrôle',
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    const link = mails.find((mail) => mail.toAddress !== claimsInbox);
    expect(link?.toAddress).toBe(owner.email);
    expect(link?.textBody).toContain(`webIdentificationNumber=${claimNumber}`);
    expect(link?.textBody).not.toContain('jeanne');
    expect(link?.textBody).not.toContain('MULLER');
  });

  it('refuses an identity that does not match, and sends nothing to the given address', async () => {
    for (const mismatch of [
      { policy_id: '7654321' },
      { first_name: 'Pierre' },
      { last_name: 'Dupont' },
      { email: attacker },
    ]) {
      const mails = await mailsAfter(async () => {
        const response = await post('init', {
          type: 'request-email',
          ...owner,
          ...mismatch,
          claim_nr: claimNumber,
          description: 'x',
        });
        expect(response.statusCode, JSON.stringify(mismatch)).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(['claim_nr']);
      });
      expect(mails).toEqual([]);
    }
  });
});

describe('policyholder e-mails carry no text typed in the form', () => {
  it('keeps names, animal name and file names out of the confirmation of a new claim', async () => {
    let number = '';
    const mails = await mailsAfter(async () => {
      number = await declaredClaim({
        first_name: 'Visit https://evil.example',
        last_name: 'www.evil.example',
        policy_id: '1111111',
        animal_name: 'evil.example/win',
        email: 'victim@example.ch',
      });
    });
    const confirmation = mails.find((mail) => mail.toAddress === 'victim@example.ch');
    expect(confirmation?.subject).toBe(`Votre déclaration de sinistre ${number}`);
    expect(`${confirmation?.subject}\n${confirmation?.textBody}`).not.toMatch(/evil|Visit/);
    expect(confirmation?.textBody).toMatch(/^Bonjour,\n/);
    // the claims department gets everything, links defanged
    const inbox = mails.find((mail) => mail.toAddress === claimsInbox);
    expect(inbox?.textBody).toContain('evil');
    expect(inbox?.textBody).not.toMatch(/https:\/\/evil|www\.evil/);
  });
});

describe('adding documents to an existing claim', () => {
  it('checks policy number, names and e-mail against our claim before accepting documents', async () => {
    for (const mismatch of [
      { policy_id: '7654321' },
      { first_name: 'Pierre' },
      { last_name: 'Dupont' },
      { email: attacker },
    ]) {
      const { init } = await addDocuments({ ...owner, ...mismatch }, claimNumber);
      expect(init.statusCode, JSON.stringify(mismatch)).toBe(422);
      expect(Object.keys(init.json().errors)).toEqual(['web_identification_number']);
    }
  });

  it('sends the receipt to the address recorded for our claim', async () => {
    const mails = await mailsAfter(async () => {
      const { done } = await addDocuments(
        { ...owner, email: 'JEANNE.MULLER@example.ch', last_name: 'Muller' },
        claimNumber,
      );
      expect(done?.statusCode, done?.body).toBe(200);
    });
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([owner.email, claimsInbox].sort());
    const receipt = mails.find((mail) => mail.toAddress === owner.email);
    expect(receipt?.textBody).not.toContain('facture.jpg');
    expect(receipt?.textBody).toContain('Facture');
  });

  it('accepts documents for a number not issued here and a policy the register does not know, for the claims department only', async () => {
    const mails = await mailsAfter(async () => {
      const { init, done } = await addDocuments(
        { ...owner, email: attacker, first_name: 'Anyone' },
        '654321',
      );
      expect(init.statusCode).toBe(200);
      expect(done?.statusCode, done?.body).toBe(200);
      expect(done?.json()).toEqual({ claim_number: '654321', type: 'existing' });
    });
    expect(mails.map((mail) => mail.toAddress)).toEqual([claimsInbox]);
    expect(mails[0]?.textBody).toContain('identité non vérifiée');
    expect(mails[0]?.textBody).toContain('police inconnue du registre');
    expect(mails[0]?.attachments).toHaveLength(1);
  });

  it('leaves no request row of a refused identity', async () => {
    const count = async () => (await app.database.db.select().from(claims)).length;
    const before = await count();
    await addDocuments({ ...owner, first_name: 'Pierre' }, claimNumber);
    expect(await count()).toBe(before);
    const [stored] = await app.database.db
      .select()
      .from(claims)
      .where(eq(claims.claimNumber, claimNumber));
    expect(stored?.status).toBe('completed');
  });
});

describe('adding documents to a number of the claims system whose policy is in the register', () => {
  // a policy of the core system, imported into the register (issue 13)
  const holder = {
    first_name: 'Anne-Marie',
    last_name: 'Rochat',
    policy_id: '77 000 011',
    animal_name: 'Bella',
    email: 'am.rochat@example.ch',
  };
  const systemClaim = '480021';

  beforeAll(async () => {
    await app.database.db.insert(policyRegister).values({
      policyNumber: '77000011',
      holders: [
        { firstName: 'Anne-Marie', lastName: 'Rochat', email: 'am.rochat@example.ch' },
        { firstName: 'Marc', lastName: 'Rochat', email: null },
      ],
      animals: ['Bella'],
    });
  });

  const start = (identity: Record<string, string>) =>
    post('init', { type: 'existing', ...identity, web_identification_number: systemClaim });

  it('refuses someone who is not a holder of that policy, with the neutral answer, and sends nothing', async () => {
    // the answer to a wrong identity on one of our own claims
    const ours = await post('init', {
      type: 'existing',
      ...owner,
      first_name: 'Pierre',
      web_identification_number: claimNumber,
    });
    expect(ours.statusCode).toBe(422);
    for (const mismatch of [
      { first_name: 'Pierre' },
      { last_name: 'Dupont' },
      { email: attacker },
      { first_name: 'Anyone', last_name: 'Else', email: attacker },
    ]) {
      const count = async () => (await app.database.db.select().from(claims)).length;
      const before = await count();
      const mails = await mailsAfter(async () => {
        const { init, done } = await addDocuments({ ...holder, ...mismatch }, systemClaim);
        expect(init.statusCode, JSON.stringify(mismatch)).toBe(422);
        expect(init.json()).toEqual(ours.json());
        expect(done).toBeUndefined();
      });
      expect(mails).toEqual([]);
      expect(await count()).toBe(before);
    }
  });

  it('accepts a holder as people type, and sends the receipt to the address in the register', async () => {
    const mails = await mailsAfter(async () => {
      const { init, done } = await addDocuments(
        {
          ...holder,
          first_name: 'anne marie',
          last_name: 'ROCHAT',
          policy_id: '77000011',
          email: 'AM.Rochat@Example.ch',
        },
        systemClaim,
      );
      expect(init.statusCode, init.body).toBe(200);
      expect(done?.statusCode, done?.body).toBe(200);
    });
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      ['am.rochat@example.ch', claimsInbox].sort(),
    );
    const inbox = mails.find((mail) => mail.toAddress === claimsInbox);
    expect(inbox?.textBody).toContain('Police connue du registre');
    expect(inbox?.attachments).toHaveLength(1);
  });

  it('sends no receipt for a holder the register has no e-mail for', async () => {
    await app.database.db.insert(policyRegister).values({
      policyNumber: '77000013',
      holders: [{ firstName: 'Paul', lastName: 'Rochat', email: null }],
    });
    const mails = await mailsAfter(async () => {
      const { done } = await addDocuments(
        { ...holder, first_name: 'Paul', policy_id: '77000013', email: 'paul@example.ch' },
        systemClaim,
      );
      expect(done?.statusCode, done?.body).toBe(200);
    });
    expect(mails.map((mail) => mail.toAddress)).toEqual([claimsInbox]);
    expect(mails[0]?.textBody).toContain('aucune confirmation n’a été envoyée');
  });

  it('checks again before accepting the documents: a policy imported since step 1 refuses a stranger', async () => {
    const stranger = { ...owner, policy_id: '77000012', email: attacker, first_name: 'Eve' };
    const init = await start(stranger);
    expect(init.statusCode, init.body).toBe(200);
    await app.database.db.insert(policyRegister).values({
      policyNumber: '77000012',
      holders: [{ firstName: 'Luc', lastName: 'Favre', email: 'luc.favre@example.ch' }],
    });
    const invoice = await upload('facture.jpg', testJpeg());
    const mails = await mailsAfter(async () => {
      const done = await post('documents', {
        user_token: init.json().user_token,
        documents: {
          invoices: [{ id: invoice.id, first_treatment_date: '03.03.2025', invoice_amount: 80 }],
        },
      });
      expect(done.statusCode, done.body).toBe(422);
      expect(Object.keys(done.json().errors)).toEqual(['web_identification_number']);
    });
    expect(mails).toEqual([]);
    const [file] = await app.database.db.select().from(uploads).where(eq(uploads.id, invoice.id));
    expect(file?.claimId).toBeNull();
  });
});
