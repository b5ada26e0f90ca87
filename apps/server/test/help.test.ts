import { formExamples, requiredFieldsOf } from '@app/domain/forms/examples';
import {
  type FormName,
  helpFormNames as formNames,
  formRegistry,
} from '@app/domain/forms/registry';
import { translate } from '@app/domain/messages/catalogue';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, jobs, outbox, uploads } from '../src/db/schema';
import { createDocumentService } from '../src/services/documents/document-service';
import {
  buildTestApp,
  type CsrfHeaders,
  createTestApp,
  createTestStore,
  csrfHeaders,
  multipart,
} from './helpers';
import { testJpeg, testPdf } from './test-files';

// today in Switzerland: 10.03.2026
const now = () => new Date('2026-03-10T09:00:00Z');
const today = '2026-03-10';
const publicHost = 'www.alpaws.test';

let app: FastifyInstance;
let headers: CsrfHeaders;
beforeAll(async () => {
  app = await createTestApp({ publicHost }, { now, startJobs: false });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

const examples = formExamples({ today });
const inbox = {
  contract: 'souscriptions@alpaws.example',
  claims: 'sinistres@alpaws.example',
  management: 'direction@alpaws.example',
  partner: 'partenaires@alpaws.example',
  media: 'medias@alpaws.example',
};
const customer = 'jeanne.muller@example.ch';

/** Who receives each form by default (decisions.md "Inbox routing"). */
const inboxOf: Record<(typeof formNames)[number], string> = {
  'partner-form': inbox.partner,
  'prime-form': inbox.contract,
  'new-products-form': inbox.contract,
  'claim-revaluation': inbox.claims,
  'contract-document-informations': inbox.contract,
  'contract-change-product-horse': inbox.contract,
  'contract-change-product-dog-cat': inbox.contract,
  'update-iban': inbox.contract,
  'update-email': inbox.contract,
  'return-offer': inbox.contract,
  'cancel-contract': inbox.contract,
  'contact-multi': inbox.media,
  'demande-prise-en-charge': inbox.claims,
  'simple-form': inbox.contract,
  adaptations: inbox.contract,
  'billing-question': inbox.contract,
  correspondance: inbox.contract,
  reclamation: inbox.management,
  'conseils-produits': inbox.contract,
  'comprehension-decompte': inbox.claims,
  'demande-abattage': inbox.claims,
  'contract-update-request': inbox.contract,
  'address-update-request': inbox.contract,
};

const successFr = {
  contract:
    'Nous avons bien reçu votre demande concernant votre contrat d’assurance. Une réponse vous sera apportée dans les plus brefs délais.',
  host: `Nous avons bien reçu votre demande effectuée sur ${publicHost}. Nous allons traiter votre demande dans les meilleurs délais`,
};
const ibanText = 'Numéro d’IBAN invalide. Attention les QR IBAN ne sont pas pris en charge.';
const required = 'Ce champ est obligatoire.';

function post(path: string, payload: unknown, extraHeaders: Record<string, string> = headers) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: extraHeaders,
    payload: payload as object,
  });
}
const submit = (form: FormName, payload: Record<string, unknown>) =>
  post(formRegistry[form].path, payload);

// uploads are read whole (PDF parsed, JPEG decoded): real files, not just their magic bytes
const pdf = testPdf({ text: 'Rapport du veterinaire' });
const jpeg = testJpeg();

async function upload(files: { name: string; content: Buffer }[]) {
  const body = multipart(files, { type: 'other' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string; name: string }[]).map((document) => document.id);
}

async function submissionOf(reference: string) {
  const [row] = await app.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.reference, reference));
  return row;
}
const countSubmissions = async () =>
  (await app.database.db.select({ id: formSubmissions.id }).from(formSubmissions)).length;

async function mailsOf(reference: string) {
  await app.jobs.drain();
  const rows = await app.database.db.select().from(outbox);
  return rows.filter((row) => row.subject.includes(reference));
}

describe('every request form, with its good payload', () => {
  it.each(formNames)('%s: stored, two durable jobs queued, both e-mails sent', async (form) => {
    const definition = formRegistry[form];
    const documentIds = definition.acceptsDocuments
      ? await upload([
          { name: 'rapport.pdf', content: pdf },
          { name: 'photo.jpg', content: jpeg },
        ])
      : [];
    const payload = {
      ...examples[form],
      ...(documentIds.length ? { documents: documentIds } : {}),
    };
    const response = await submit(form, payload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; reference: string }>();
    const isContractText = form === 'partner-form' || form === 'prime-form';
    expect(answer.message).toBe(isContractText ? successFr.contract : successFr.host);
    expect(answer.reference).toMatch(/^H-2026-\d{6}$/);

    // committed before the answer, with both jobs in the same transaction
    const row = await submissionOf(answer.reference);
    expect(row).toMatchObject({
      kind: form,
      locale: 'fr',
      status: 'received',
      category: definition.category.fr,
    });
    expect(row?.payload).toMatchObject({ email: customer });
    const queued = await app.database.db
      .select()
      .from(jobs)
      .where(
        inArray(jobs.uniqueKey, [`mail:form:${row?.id}:insurer`, `mail:form:${row?.id}:customer`]),
      );
    expect(queued.map((job) => job.status)).toEqual(['pending', 'pending']);
    const linked = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.formSubmissionId, row?.id ?? -1));
    expect(linked.map((upload) => upload.id).sort()).toEqual([...documentIds].sort());

    // the worker sends them: the request to its inbox with the documents, the acknowledgement
    const mails = await mailsOf(answer.reference);
    expect(mails).toHaveLength(2);
    const title = translate('fr', definition.titleKey);
    const toInsurer = mails.find((mail) => mail.toAddress === inboxOf[form]);
    expect(toInsurer?.subject).toBe(`${title} – ${answer.reference}`);
    expect(toInsurer?.textBody).toContain(`Référence : ${answer.reference}`);
    expect(toInsurer?.textBody).toContain('Prénom : Jeanne');
    expect(toInsurer?.htmlBody).toContain('<th align="left" valign="top">Nom</th><td>Muller</td>');
    expect(
      ((toInsurer?.attachments ?? []) as { filename: string }[]).map((a) => a.filename),
    ).toEqual(documentIds.length ? ['rapport.pdf', 'photo.jpg'] : []);
    const toCustomer = mails.find((mail) => mail.toAddress === customer);
    expect(toCustomer?.subject).toBe(`Votre demande ${answer.reference}`);
    expect(toCustomer?.textBody).toContain(`Sa référence est ${answer.reference}`);
    expect(toCustomer?.textBody).toContain(`« ${title} » envoyée le 10.03.2026 sur ${publicHost}`);
    const done = await app.database.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          queued.map((job) => job.id),
        ),
      );
    expect(done.map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('gives each request its own reference, in order', async () => {
    const first = (await submit('simple-form', examples['simple-form'])).json().reference;
    const second = (await submit('simple-form', examples['simple-form'])).json().reference;
    expect(first).not.toBe(second);
    expect(Number(second.slice(7))).toBeGreaterThan(Number(first.slice(7)));
  });
});

describe('German', () => {
  it('answers, categorises and acknowledges in German', async () => {
    const response = await submit('update-iban', { ...examples['update-iban'], locale: 'de' });
    expect(response.statusCode, response.body).toBe(200);
    const { message, reference } = response.json();
    expect(message).toBe(
      `Wir haben Ihre Anfrage über ${publicHost} erhalten. Wir bearbeiten Ihre Anfrage so rasch wie möglich.`,
    );
    expect(await submissionOf(reference)).toMatchObject({
      locale: 'de',
      category: ['Mein Vertrag', 'IBAN-Änderung'],
    });
    const mails = await mailsOf(reference);
    const toCustomer = mails.find((mail) => mail.toAddress === customer);
    expect(toCustomer?.subject).toBe(`Ihre Anfrage ${reference}`);
    expect(toCustomer?.textBody).toContain('Wir haben Ihre Anfrage «IBAN-Änderung» vom 10.03.2026');
    // the inbox reads French, with the customer's language
    const toInsurer = mails.find((mail) => mail.toAddress === inbox.contract);
    expect(toInsurer?.textBody).toContain('Langue du client : allemand');
    expect(toInsurer?.textBody).toContain('IBAN : CH93 0076 2011 6238 5295 7');
  });

  it('answers the contract text in German for the premium form', async () => {
    const response = await submit('prime-form', { ...examples['prime-form'], locale: 'de' });
    expect(response.json().message).toBe(
      'Wir haben Ihre Anfrage zu Ihrem Versicherungsvertrag erhalten. Sie erhalten so rasch wie möglich eine Antwort.',
    );
  });

  it('refuses in German', async () => {
    const response = await submit('update-email', {
      ...examples['update-email'],
      policy_id: undefined,
      phone: '12',
      locale: 'de',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Die übermittelten Angaben sind ungültig.',
      errors: {
        policy_id: ['Dieses Feld ist erforderlich.'],
        phone: [
          'Bitte geben Sie eine gültige Schweizer Telefonnummer ein, zum Beispiel 079 123 45 67.',
        ],
      },
    });
  });
});

/** Posts a refused payload and checks the exact errors and that nothing was stored or queued. */
async function expectRefused(form: FormName, payload: unknown, errors: Record<string, string[]>) {
  const before = await countSubmissions();
  const jobsBefore = (await app.database.db.select({ id: jobs.id }).from(jobs)).length;
  const response = await submit(form, payload as Record<string, unknown>);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual(errors);
  expect(await countSubmissions()).toBe(before);
  expect((await app.database.db.select({ id: jobs.id }).from(jobs)).length).toBe(jobsBefore);
}

describe('refusals, with the exact field and message, storing nothing', () => {
  it.each(formNames)('%s: every required field, empty fields counting as absent', async (form) => {
    const blanks = Object.fromEntries(requiredFieldsOf[form].map((field) => [field, '  ']));
    await expectRefused(
      form,
      { ...blanks, locale: 'fr' },
      Object.fromEntries(
        requiredFieldsOf[form].map((field) => [
          field,
          [field === 'documents' ? 'Veuillez joindre au moins un document.' : required],
        ]),
      ),
    );
  });

  it('policy id: at most 10 characters, required on the e-mail change and cost coverage', async () => {
    await expectRefused(
      'update-email',
      { ...examples['update-email'], policy_id: '12345678901' },
      { policy_id: ['Ce champ ne doit pas dépasser 10 caractères.'] },
    );
    await expectRefused(
      'demande-prise-en-charge',
      { ...examples['demande-prise-en-charge'], policy_id: '12345678901' },
      { policy_id: ['Ce champ ne doit pas dépasser 10 caractères.'] },
    );
    for (const form of ['update-email', 'demande-prise-en-charge'] as const) {
      const { policy_id: _policy, ...payload } = examples[form];
      await expectRefused(form, payload, { policy_id: [required] });
    }
  });

  it('update-email: zip and city are not required', async () => {
    const {
      zip: _zip,
      city: _city,
      ...payload
    } = {
      ...examples['update-email'],
      address: 'Rue du Lac 12',
      zip: 1003,
      city: 'Lausanne',
    };
    const response = await submit('update-email', payload);
    expect(response.statusCode, response.body).toBe(200);
    const row = await submissionOf(response.json().reference);
    expect(row?.payload).toMatchObject({
      address: 'Rue du Lac 12',
      old_email: 'jeanne@ancien.example',
    });
    expect(row?.payload).not.toHaveProperty('zip');
  });

  it.each([
    ['CH93 0076 2011 6238 5295 8', 'a wrong checksum'],
    ['DE89 3704 0044 0532 0130 00', 'a German account'],
    ['FR14 2004 1010 0505 0001 3M0 2606', 'a French account'],
    ['CH44 3199 9123 0008 8901 2', 'a QR-IBAN'],
  ])('IBAN %s (%s) refused with the spec’s text', async (iban) => {
    await expectRefused('update-iban', { ...examples['update-iban'], iban }, { iban: [ibanText] });
    await expectRefused(
      'cancel-contract',
      { ...examples['cancel-contract'], iban },
      { iban: [ibanText] },
    );
    await expectRefused(
      'address-update-request',
      { ...examples['address-update-request'], iban, bank_account_name: 'Jeanne Muller' },
      { iban: [ibanText] },
    );
  });

  it('IBAN: a Liechtenstein account is accepted and stored without spaces', async () => {
    const response = await submit('update-iban', {
      ...examples['update-iban'],
      iban: 'li21 0881 0000 2324 013a a',
      old_iban: 'CH93 0076 2011 6238 5295 7',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await submissionOf(response.json().reference))?.payload).toMatchObject({
      iban: 'LI21088100002324013AA',
    });
  });

  it.each(['contract-update-request', 'address-update-request'] as const)(
    '%s: email_confirmation must equal email',
    async (form) => {
      await expectRefused(
        form,
        { ...examples[form], email_confirmation: 'jeanne.muler@example.ch' },
        { email_confirmation: ['Les deux adresses e-mail ne sont pas identiques.'] },
      );
      await expectRefused(
        form,
        { ...examples[form], email_confirmation: 'autre@example.ch', locale: 'de' },
        { email_confirmation: ['Die beiden E-Mail-Adressen stimmen nicht überein.'] },
      );
    },
  );

  it.each(['12345', 'S12345', 'A123456', '1234567'])('claim number %j refused', async (claimNr) => {
    await expectRefused(
      'claim-revaluation',
      { ...examples['claim-revaluation'], claim_nr: claimNr },
      { claim_nr: ['Le numéro de sinistre doit avoir la forme 000000 ou S000000.'] },
    );
  });

  it('claim number: 000000 and S000000 accepted', async () => {
    for (const claimNr of ['123456', 's654321']) {
      const response = await submit('claim-revaluation', {
        ...examples['claim-revaluation'],
        claim_nr: claimNr,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  // spec 001 §3: the partner form's claim_id (broker claim choice) is a claim number too
  const brokerClaim = () => ({
    ...examples['partner-form'],
    choice: 'Information sur sinistre des courtiers pour leur client *',
    policy_id: '2612345678',
    client_name: 'Paul Favre',
  });

  it.each(['12345', 'S12345', 'A123456', '1234567', 'S-123456'])(
    'partner form: claim_id %j refused on claim_id',
    async (claimId) => {
      await expectRefused(
        'partner-form',
        { ...brokerClaim(), claim_id: claimId },
        { claim_id: ['Le numéro de sinistre doit avoir la forme 000000 ou S000000.'] },
      );
    },
  );

  it('partner form: claim_id 000000 and S000000 accepted, in German the same rule', async () => {
    for (const claimId of ['123456', 'S654321']) {
      const response = await submit('partner-form', { ...brokerClaim(), claim_id: claimId });
      expect(response.statusCode, response.body).toBe(200);
    }
    const german = await submit('partner-form', {
      ...brokerClaim(),
      claim_id: '99',
      locale: 'de',
    });
    expect(german.statusCode).toBe(422);
    expect(Object.keys(german.json().errors)).toEqual(['claim_id']);
  });

  it('payment modes: Annuel, Semestriel, Trimestriel only', async () => {
    for (const mode of ['Annuel', 'Semestriel', 'Trimestriel']) {
      const response = await submit('billing-question', {
        ...examples['billing-question'],
        payment_mode: mode,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const mode of ['Mensuel', 'annuel', 'Yearly']) {
      await expectRefused(
        'billing-question',
        { ...examples['billing-question'], payment_mode: mode },
        { payment_mode: ['Veuillez choisir une des valeurs proposées.'] },
      );
    }
  });

  it('animal types of spec 001 §9, and Bovins for cancellations only', async () => {
    for (const animalType of ['Chiens', 'Chats', 'Chevaux', 'Animaux de ferme', 'Autres']) {
      const response = await submit('contract-document-informations', {
        ...examples['contract-document-informations'],
        animal_type: animalType,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const choice = ['Veuillez choisir une des valeurs proposées.'];
    await expectRefused(
      'contract-document-informations',
      { ...examples['contract-document-informations'], animal_type: 'Bovins' },
      { animal_type: choice },
    );
    await expectRefused(
      'contact-multi',
      { ...examples['contact-multi'], animal_type: 'Lamas' },
      { animal_type: choice },
    );
    await expectRefused(
      'cancel-contract',
      { ...examples['cancel-contract'], animal_type: 'Animaux de ferme' },
      { animal_type: choice },
    );
    await expectRefused(
      'contract-change-product-horse',
      { ...examples['contract-change-product-horse'], animal_type: 'Chiens' },
      { animal_type: choice },
    );
  });

  it.each([
    [
      'cancel-contract',
      'cancel_date',
      '31.02.2026',
      'Veuillez saisir une date valide au format JJ.MM.AAAA.',
    ],
    [
      'cancel-contract',
      'cancel_date',
      '2026-04-01',
      'Veuillez saisir une date valide au format JJ.MM.AAAA.',
    ],
    [
      'cancel-contract',
      'cancel_date',
      '09.03.2026',
      'La date de résiliation ne peut pas être dans le passé.',
    ],
    [
      'cancel-contract',
      'animal_date_of_birth',
      '11.03.2026',
      'La date de naissance ne peut pas être dans le futur.',
    ],
    [
      'claim-revaluation',
      'animal_date_of_birth',
      '01.01.2027',
      'La date de naissance ne peut pas être dans le futur.',
    ],
    [
      'update-iban',
      'owner_date_of_birth',
      '11.03.2026',
      'La date de naissance ne peut pas être dans le futur.',
    ],
    [
      'update-iban',
      'owner_date_of_birth',
      '11.03.2008',
      'Le preneur d’assurance doit avoir au moins 18 ans.',
    ],
    [
      'contract-update-request',
      'owner_date_of_birth',
      '1.1.1980',
      'Veuillez saisir une date valide au format JJ.MM.AAAA.',
    ],
    [
      'address-update-request',
      'owner_date_of_birth',
      '01.01.1880',
      'Veuillez vérifier l’année de naissance.',
    ],
    [
      'demande-prise-en-charge',
      'symptoms_start_date',
      '11.03.2026',
      'Cette date ne peut pas être dans le futur.',
    ],
    [
      'address-update-request',
      'address_update_date',
      '09.03.2025',
      'Veuillez saisir une date à partir du 10.03.2025.',
    ],
  ] as const)('%s: %s %j refused', async (form, field, value, message) => {
    await expectRefused(form, { ...examples[form], [field]: value }, { [field]: [message] });
  });

  it('dates: a cancellation today and a birth today are accepted', async () => {
    const cancel = await submit('cancel-contract', {
      ...examples['cancel-contract'],
      cancel_date: '10.03.2026',
      animal_date_of_birth: '10.03.2026',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('partner form: the policy number for the starred choices, client and claim for brokers', async () => {
    await expectRefused(
      'partner-form',
      {
        ...examples['partner-form'],
        choice: 'Information sur sinistre des courtiers pour leur client *',
      },
      { policy_id: [required], client_name: [required], claim_id: [required] },
    );
    await expectRefused(
      'partner-form',
      { ...examples['partner-form'], choice: 'Autre chose' },
      { choice: ['Veuillez choisir une des valeurs proposées.'] },
    );
  });

  it('names, phones and e-mails', async () => {
    await expectRefused(
      'reclamation',
      {
        ...examples.reclamation,
        first_name: 'J3anne',
        phone: '+33 6 12 34 56 78',
        email: 'jeanne@',
      },
      {
        first_name: [
          'Veuillez saisir un nom composé de lettres, d’espaces, d’apostrophes ou de traits d’union.',
        ],
        phone: ['Veuillez saisir un numéro de téléphone suisse valide, par exemple 079 123 45 67.'],
        email: ['Veuillez saisir une adresse e-mail valide.'],
      },
    );
  });

  it('an unsupported locale is refused rather than guessed', async () => {
    await expectRefused(
      'simple-form',
      { ...examples['simple-form'], locale: 'it' },
      {
        locale: ['Veuillez choisir une des valeurs proposées.'],
      },
    );
  });

  it('a body that is not an object is a 422, never a 500', async () => {
    for (const payload of [[1, 2], 'texte', 42]) {
      const response = await post('help/simple-form', JSON.stringify(payload), {
        ...headers,
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('documents', () => {
  it('refuses an unknown upload id on `documents`', async () => {
    await expectRefused(
      'return-offer',
      { ...examples['return-offer'], documents: ['00000000-0000-4000-8000-000000000000'] },
      {
        documents: [
          'Ce document est introuvable ou a déjà été envoyé. Veuillez le télécharger à nouveau.',
        ],
      },
    );
  });

  it('refuses an upload already linked to another request, and takes the upload answers', async () => {
    const [id] = await upload([{ name: 'offre-signee.pdf', content: pdf }]);
    const first = await submit('return-offer', {
      ...examples['return-offer'],
      documents: [{ id, name: 'offre-signee.pdf', type: 'other', size: pdf.length }],
    });
    expect(first.statusCode, first.body).toBe(200);
    await expectRefused(
      'demande-prise-en-charge',
      { ...examples['demande-prise-en-charge'], documents: [id] },
      {
        documents: [
          'Ce document est introuvable ou a déjà été envoyé. Veuillez le télécharger à nouveau.',
        ],
      },
    );
  });

  it('refuses the same document twice in one request', async () => {
    const [id] = await upload([{ name: 'a.pdf', content: pdf }]);
    await expectRefused(
      'return-offer',
      { ...examples['return-offer'], documents: [id, id] },
      { 'documents.1': ['Ce document figure déjà dans la demande.'] },
    );
  });

  it('keeps linked uploads when unclaimed ones are purged', async () => {
    const [id] = await upload([{ name: 'rapport.pdf', content: pdf }]);
    const response = await submit('demande-prise-en-charge', {
      ...examples['demande-prise-en-charge'],
      documents: [id],
    });
    expect(response.statusCode).toBe(200);
    await app.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(uploads.id, id ?? ''));
    await createDocumentService({ db: app.database.db, storage: app.storage }).purgeUnclaimed();
    const [kept] = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, id ?? ''));
    expect(kept?.formSubmissionId).toBeTypeOf('number');
  });
});

describe('categories, routing and e-mail content', () => {
  it('keeps the fixed category of the partner form whatever the page sends', async () => {
    const response = await submit('partner-form', {
      ...examples['partner-form'],
      category: ['Direction', 'Réclamation'],
    });
    const row = await submissionOf(response.json().reference);
    expect(row?.category).toEqual(['Formulaire', 'Partenaire']);
    const mails = await mailsOf(response.json().reference);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([customer, inbox.partner].sort());
  });

  it.each([
    [['Contact', 'Médias'], inbox.media],
    [['Kontakt', 'Sponsoring'], inbox.media],
    [['Contact', 'Suggestion d’amélioration'], inbox.management],
  ])('routes the multi-topic contact form with %j to %s', async (category, to) => {
    const response = await submit('contact-multi', { ...examples['contact-multi'], category });
    expect(response.statusCode).toBe(200);
    const mails = await mailsOf(response.json().reference);
    expect(mails.find((mail) => mail.toAddress !== customer)?.toAddress).toBe(to);
    expect((await submissionOf(response.json().reference))?.category).toEqual(category);
  });

  it('routes the complaint to the management with the spec’s category', async () => {
    const response = await submit('reclamation', examples.reclamation);
    const { reference } = response.json();
    expect((await submissionOf(reference))?.category).toEqual(['Direction', 'Réclamation']);
    const mails = await mailsOf(reference);
    expect(mails.find((mail) => mail.toAddress === inbox.management)?.textBody).toContain(
      'Catégorie : Direction / Réclamation',
    );
  });

  it('keeps typed text out of subjects and escapes it in the HTML body', async () => {
    const message = '<script>alert(1)</script> & <b>urgent</b>';
    const response = await submit('contact-multi', {
      ...examples['contact-multi'],
      message,
      category: ['Contact', '<img src=x onerror=alert(1)>'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { reference } = response.json();
    const mails = await mailsOf(reference);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/script|img|urgent|Muller|Jeanne/);
      expect(mail.htmlBody ?? '').not.toMatch(/<script|<img|<b>urgent/);
    }
    const toInsurer = mails.find((mail) => mail.toAddress !== customer);
    expect(toInsurer?.subject).toBe(`Prise de contact – ${reference}`);
    expect(toInsurer?.textBody).toContain(`Message : ${message}`);
    expect(toInsurer?.htmlBody).toContain(
      '&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62;urgent&#60;/b&#62;',
    );
    // the acknowledgement repeats nothing the sender typed
    const toCustomer = mails.find((mail) => mail.toAddress === customer);
    expect(toCustomer?.textBody).not.toMatch(/script|img|Muller|Jeanne/);
  });

  it('labels coded values for the inbox', async () => {
    const response = await submit('address-update-request', {
      ...examples['address-update-request'],
      gender: 'm',
      contact_mode: 'post',
      iban: 'CH9300762011623852957',
      bank_account_name: 'Jean Muller',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsOf(response.json().reference);
    const text = mails.find((mail) => mail.toAddress === inbox.contract)?.textBody ?? '';
    expect(text).toContain('Civilité : Monsieur');
    expect(text).toContain('Moyen de contact souhaité : Courrier');
    expect(text).toContain('Nouvelle localité : Zürich');
    expect(text).toContain('IBAN : CH93 0076 2011 6238 5295 7');
    expect(text).not.toContain('Confirmation de l’e-mail');
  });
});

describe('routing of the calls', () => {
  it('answers 404 JSON for an unknown form name', async () => {
    const before = await countSubmissions();
    const response = await post('help/unknown-form', examples['simple-form']);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Cette adresse n’existe pas.' });
    const german = await post('help/unknown-form', { locale: 'de' });
    expect(german.json()).toEqual({ message: 'Diese Adresse existiert nicht.' });
    expect(await countSubmissions()).toBe(before);
  });

  it('wants the CSRF token and the XHR header', async () => {
    const response = await post('help/simple-form', examples['simple-form'], {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(419);
  });

  it('documents every form in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    }>();
    for (const form of formNames) {
      expect(
        document.paths[`/api/${formRegistry[form].path}`]?.post?.requestBody,
        form,
      ).toBeDefined();
    }
  });
});

describe('nothing lost', () => {
  it('sends the e-mails of a request accepted just before a restart', async () => {
    const store = await createTestStore();
    try {
      const first = await buildTestApp(store, { publicHost }, { now, startJobs: false });
      const response = await first.inject({
        method: 'POST',
        url: '/api/help/update-iban',
        headers: await csrfHeaders(first),
        payload: examples['update-iban'],
      });
      expect(response.statusCode, response.body).toBe(200);
      const { reference } = response.json();
      await first.close();

      const second = await buildTestApp(store, { publicHost }, { now, startJobs: false });
      await second.jobs.drain();
      const mails = (await second.database.db.select().from(outbox)).filter((mail) =>
        mail.subject.includes(reference),
      );
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([customer, inbox.contract].sort());
      await second.close();
    } finally {
      await store.dispose();
    }
  });
});
