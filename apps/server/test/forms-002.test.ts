import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMonths, toSwissDate } from '@app/domain/dates/calendar';
import { formExamples, requiredFieldsOf, requiredMessageKey } from '@app/domain/forms/examples';
import { offerRequestSteps } from '@app/domain/forms/public-schemas';
import { type FormName, formRegistry, publicFormNames } from '@app/domain/forms/registry';
import { translate } from '@app/domain/messages/catalogue';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import {
  contestEntries,
  formSubmissions,
  jobs,
  offerRequestDrafts,
  outbox,
  uploads,
} from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart, type TestFile } from './helpers';
import { testPdf } from './test-files';

// today in Switzerland: 10.03.2026
const now = () => new Date('2026-03-10T09:00:00Z');
const today = '2026-03-10';
const publicHost = 'www.alpaws.test';
const contests: AppConfig['contests'] = {
  'summer-contest': { drawDate: '2026-06-30' },
  'tirage-au-sort-canin': { drawDate: null },
  'chi2024-form': { drawDate: '2026-12-20' },
};
const chiRedirectUrl = 'https://maps.example.ch/place/palexpo';

let app: FastifyInstance;
let headers: CsrfHeaders;
let horseBreed: { id: number; name: string };
let dogBreed: { id: number; name: string };
let catBreed: { id: number; name: string };

async function firstBreed(line: string) {
  const response = await app.inject({ url: `/api/business-lines/${line}/animal-races` });
  const [breed] = response.json<{ id: number; name: string }[]>();
  if (!breed) throw new Error(`no ${line} breed`);
  return { id: breed.id, name: breed.name };
}

beforeAll(async () => {
  app = await createTestApp({ publicHost, contests, chiRedirectUrl }, { now, startJobs: false });
  headers = await csrfHeaders(app);
  horseBreed = await firstBreed('horse');
  dogBreed = await firstBreed('dog');
  catBreed = await firstBreed('cat');
});
afterAll(() => app.close());

const inbox = {
  offers: 'souscriptions@alpaws.example',
  marketing: 'marketing@alpaws.example',
  hr: 'rh@alpaws.example',
  contract: 'souscriptions@alpaws.example',
};
const required = 'Ce champ est obligatoire.';
const duplicate = 'Vous avez déjà participé à ce concours.';
const successText = {
  offer: 'Merci, votre demande a bien été envoyée.',
  contest: 'Merci pour votre participation ! Nous vous souhaitons bonne chance.',
  challenge: 'Merci pour votre inscription. Nous vous contacterons avec les détails du challenge.',
  job: 'Merci pour votre candidature. Nous l’étudierons avec attention et vous répondrons dans les meilleurs délais.',
  contract:
    'Nous avons bien reçu votre demande concernant votre contrat d’assurance. Une réponse vous sera apportée dans les plus brefs délais.',
  host: `Nous avons bien reçu votre demande effectuée sur ${publicHost}. Nous allons traiter votre demande dans les meilleurs délais`,
  callback: 'Votre demande a été envoyée',
};

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/job-files');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
// a PDF is parsed whole (pdf-lib) on every upload path: a real one-page CV
const pdf = testPdf({ text: 'Curriculum vitae' });
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);

function post(url: string, payload: unknown, extraHeaders: Record<string, string> = headers) {
  return app.inject({ method: 'POST', url, headers: extraHeaders, payload: payload as object });
}
const submit = (form: FormName, payload: Record<string, unknown>) =>
  post(`/api/${formRegistry[form].path}`, payload);

async function upload(files: TestFile[], docType = 'job-application') {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/documents/upload/${docType}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
async function uploadIds(files: TestFile[], docType = 'job-application') {
  const response = await upload(files, docType);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }[]>().map((document) => document.id);
}

async function submissionOf(reference: string) {
  const [row] = await app.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.reference, reference));
  return row;
}
const countRows = async () =>
  (await app.database.db.select({ n: count() }).from(formSubmissions))[0]?.n ?? 0;
const countJobs = async () => (await app.database.db.select({ n: count() }).from(jobs))[0]?.n ?? 0;

async function mailsOf(reference: string) {
  await app.jobs.drain();
  const rows = await app.database.db.select().from(outbox);
  return rows.filter((row) => row.subject.includes(reference));
}

/** Posts a refused payload: the exact errors, nothing stored, nothing queued. */
async function expectRefused(
  form: FormName,
  payload: Record<string, unknown>,
  errors: Record<string, string[]>,
) {
  const before = [await countRows(), await countJobs()];
  const response = await submit(form, payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual(errors);
  expect([await countRows(), await countJobs()]).toEqual(before);
}

/** A new offer draft: step 1 of the example, answered token. */
async function offerToken(step1: Record<string, unknown> = {}) {
  const animal = Object.fromEntries(
    Object.entries({ ...examples()['offer-request'], ...step1 }).filter(([field]) =>
      offerRequestSteps.animal.includes(field),
    ),
  );
  const response = await post('/api/offer-request/init', animal);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}
const offerContact = () =>
  Object.fromEntries(
    Object.entries(examples()['offer-request']).filter(([field]) =>
      offerRequestSteps.contact.includes(field),
    ),
  );

const examples = (documentIds: string[] = [], offerToken?: string) =>
  formExamples({ today }, documentIds, { horseBreed, ...(offerToken ? { offerToken } : {}) });
let emailSerial = 0;
/** A contest entry with an address of its own (one entry per address per contest). */
const freshEmail = () => {
  emailSerial += 1;
  return `participant.${emailSerial}@example.ch`;
};

// ---------------------------------------------------------------------------------------------

/** Who receives each form and who is acknowledged (decisions.md "Public forms: inboxes"). */
const routing: Record<(typeof publicFormNames)[number], { to: string; ack: string | null }> = {
  'offer-request': { to: inbox.offers, ack: 'jeanne.muller@example.ch' },
  'offer-request-generali': { to: inbox.offers, ack: 'pierre.rochat@agence.example' },
  'summer-contest': { to: inbox.marketing, ack: 'luc.favre@example.ch' },
  'tirage-au-sort-canin': { to: inbox.marketing, ack: 'luc.favre@example.ch' },
  'chi2024-form': { to: inbox.marketing, ack: 'luc.favre@example.ch' },
  'challenge-saut': { to: inbox.marketing, ack: 'jeanne.muller@example.ch' },
  'challenge-dressage': { to: inbox.marketing, ack: 'jeanne.muller@example.ch' },
  'job-application': { to: inbox.hr, ack: 'jeanne.muller@example.ch' },
  'ownership-transfer-request': { to: inbox.contract, ack: 'jeanne.muller@example.ch' },
  'animal-form': { to: inbox.offers, ack: 'jeanne.muller@example.ch' },
  callback: { to: inbox.offers, ack: null },
};
const successOf: Record<(typeof publicFormNames)[number], string> = {
  'offer-request': successText.offer,
  'offer-request-generali': successText.offer,
  'summer-contest': successText.contest,
  'tirage-au-sort-canin': successText.contest,
  'chi2024-form': successText.contest,
  'challenge-saut': successText.challenge,
  'challenge-dressage': successText.challenge,
  'job-application': successText.job,
  'ownership-transfer-request': successText.contract,
  'animal-form': successText.host,
  callback: successText.callback,
};

describe('every public form of spec 002, with its good payload', () => {
  it.each(publicFormNames)('%s: stored, durable jobs queued, e-mails sent', async (form) => {
    const definition = formRegistry[form];
    let documentIds: string[] = [];
    if (form === 'job-application') {
      documentIds = await uploadIds([
        { name: 'CV Jeanne Muller.pdf', content: pdf },
        { name: 'Lettre.docx', content: fixture('lettre.docx') },
        { name: 'certificat.odt', content: fixture('lettre.odt') },
      ]);
    } else if (form === 'animal-form') {
      documentIds = await uploadIds([{ name: 'photo.pdf', content: pdf }], 'other');
    }
    const token = form === 'offer-request' ? await offerToken() : undefined;
    const payload = {
      ...examples(documentIds, token)[form],
      ...(form === 'animal-form' ? { documents: documentIds } : {}),
    };
    const response = await submit(form, payload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; reference: string; redirect_url?: string }>();
    expect(answer.message).toBe(successOf[form]);
    expect(answer.reference).toMatch(/^H-2026-\d{6}$/);
    expect(answer.redirect_url).toBe(form === 'chi2024-form' ? chiRedirectUrl : undefined);

    const row = await submissionOf(answer.reference);
    expect(row).toMatchObject({ kind: form, locale: 'fr', category: definition.category.fr });
    expect(row?.payload).not.toHaveProperty('token');
    const keys = [`mail:form:${row?.id}:insurer`, `mail:form:${row?.id}:customer`];
    const queued = await app.database.db.select().from(jobs).where(inArray(jobs.uniqueKey, keys));
    expect(queued.map((job) => job.status)).toEqual(
      routing[form].ack ? ['pending', 'pending'] : ['pending'],
    );
    const linked = await app.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.formSubmissionId, row?.id ?? -1));
    expect(linked.map((upload) => upload.id).sort()).toEqual([...documentIds].sort());

    const mails = await mailsOf(answer.reference);
    const title = translate('fr', definition.titleKey);
    const toInbox = mails.find((mail) => mail.toAddress === routing[form].to);
    expect(toInbox?.subject).toBe(`${title} – ${answer.reference}`);
    expect(toInbox?.mailKey).toBe(`mail:form:${row?.id}:insurer`);
    expect(
      ((toInbox?.attachments ?? []) as { filename: string }[]).map((file) => file.filename),
    ).toEqual(
      form === 'job-application'
        ? ['CV Jeanne Muller.pdf', 'Lettre.docx', 'certificat.odt']
        : form === 'animal-form'
          ? ['photo.pdf']
          : [],
    );
    const ack = routing[form].ack;
    expect(
      mails.filter((mail) => mail.toAddress !== routing[form].to).map((m) => m.toAddress),
    ).toEqual(ack ? [ack] : []);
  });

  it('the inbox e-mail shows coded values as words and the breed by its catalogue name', async () => {
    const response = await submit('offer-request-generali', examples()['offer-request-generali']);
    const mails = await mailsOf(response.json().reference);
    const toInbox = mails.find((mail) => mail.toAddress === inbox.offers);
    expect(toInbox?.textBody).toContain(`Race : ${horseBreed.name}`);
    expect(toInbox?.textBody).toContain('Numéro FINMA : F01234567');
    expect(toInbox?.textBody).toContain('Intermédiaire lié (LSA) confirmé : oui');
    // answers go to the intermediary
    const [sent] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.mailKey, toInbox?.mailKey ?? ''));
    expect(sent?.toAddress).toBe(inbox.offers);
    const job = await app.database.db
      .select()
      .from(jobs)
      // the outbox row carries the job's own key since one sent marker per mail key (merge sec)
      .where(eq(jobs.uniqueKey, toInbox?.mailKey ?? ''));
    expect(job[0]?.payload).toMatchObject({ replyTo: 'pierre.rochat@agence.example' });
  });
});

describe('required fields of every public form (blank values count as absent)', () => {
  it.each(publicFormNames)('%s', async (form) => {
    const blanks = Object.fromEntries(requiredFieldsOf[form].map((field) => [field, '  ']));
    await expectRefused(
      form,
      blanks,
      Object.fromEntries(
        requiredFieldsOf[form].map((field) => [
          field,
          [translate('fr', requiredMessageKey(field))],
        ]),
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('offer request: init, then the contact details', () => {
  it('keeps step 1 as a draft and completes it with step 2', async () => {
    const token = await offerToken();
    const [draft] = await app.database.db
      .select()
      .from(offerRequestDrafts)
      .where(eq(offerRequestDrafts.token, token));
    expect(draft?.data).toMatchObject({ business_line: 'cattle', race: 'Holstein' });
    expect(draft?.submissionId).toBeNull();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const response = await submit('offer-request', { token, ...offerContact() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(successText.offer);
    const row = await submissionOf(response.json().reference);
    expect(row?.payload).toMatchObject({
      business_line: 'cattle',
      race: 'Holstein',
      remark: 'Troupeau de 24 vaches laitières, stabulation libre.',
      email: 'jeanne.muller@example.ch',
      contact_period: 'morning',
    });
    expect(row?.payload).not.toHaveProperty('already_client');
  });

  it('re-validates the whole state: step 1 sent again with step 2 counts, and is checked', async () => {
    const token = await offerToken();
    await expectRefused(
      'offer-request',
      {
        ...examples([], token)['offer-request'],
        animal_date_of_birth: '11.03.2026',
        email_confirmation: 'jeanne@example.ch',
      },
      {
        animal_date_of_birth: ['La date de naissance ne peut pas être dans le futur.'],
        email_confirmation: ['Les deux adresses e-mail ne sont pas identiques.'],
      },
    );
  });

  it('a second send of the same request answers the same reference and sends nothing more', async () => {
    const token = await offerToken();
    const payload = { token, ...offerContact() };
    const first = await submit('offer-request', payload);
    const rows = await countRows();
    const jobsBefore = await countJobs();
    const second = await submit('offer-request', payload);
    expect(second.statusCode).toBe(200);
    expect(second.json().reference).toBe(first.json().reference);
    expect([await countRows(), await countJobs()]).toEqual([rows, jobsBefore]);
  });

  it('two simultaneous sends (double click) store one request', async () => {
    const token = await offerToken();
    const rows = await countRows();
    const answers = await Promise.all([
      submit('offer-request', { token, ...offerContact() }),
      submit('offer-request', { token, ...offerContact() }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().reference).toBe(answers[1]?.json().reference);
    expect(await countRows()).toBe(rows + 1);
  });

  it('refuses an unknown or expired token on `token`, in French and German', async () => {
    const expired = 'Votre demande a expiré. Veuillez recommencer à la première étape.';
    await expectRefused(
      'offer-request',
      { ...examples([], 'x'.repeat(32))['offer-request'] },
      { token: [expired] },
    );
    const token = await offerToken();
    await app.database.db
      .update(offerRequestDrafts)
      .set({ expiresAt: new Date('2026-03-10T08:00:00Z') })
      .where(eq(offerRequestDrafts.token, token));
    await expectRefused('offer-request', { token, ...offerContact() }, { token: [expired] });
    const response = await submit('offer-request', {
      ...examples([], 'y'.repeat(32))['offer-request'],
      locale: 'de',
    });
    expect(response.json().errors).toEqual({
      token: ['Ihre Anfrage ist abgelaufen. Bitte beginnen Sie wieder beim ersten Schritt.'],
    });
  });

  it('init with the token again (back from step 2) updates the same draft', async () => {
    const token = await offerToken();
    const again = await post('/api/offer-request/init', {
      token,
      business_line: 'bird',
      race: 'Perroquet gris du Gabon',
      animal_gender: 'm',
      animal_date_of_birth: '01.01.2020',
      has_been_treated_lately: true,
    });
    expect(again.json()).toEqual({ token });
    const response = await submit('offer-request', { token, ...offerContact() });
    const row = await submissionOf(response.json().reference);
    expect(row?.payload).toMatchObject({ business_line: 'bird', has_been_treated_lately: true });
    expect(row?.payload).not.toHaveProperty('remark');
  });

  it('refuses step 1 with its field errors and stores no draft', async () => {
    const drafts = async () =>
      (await app.database.db.select({ n: count() }).from(offerRequestDrafts))[0]?.n;
    const before = await drafts();
    const response = await post('/api/offer-request/init', {
      business_line: 'dog',
      race: 'Berger',
      animal_gender: 'x',
      locale: 'de',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      race: ['Bitte wählen Sie eine Rasse aus der Liste.'],
      animal_gender: ['Bitte wählen Sie einen der angebotenen Werte.'],
      animal_date_of_birth: ['Dieses Feld ist erforderlich.'],
      has_been_treated_lately: ['Dieses Feld ist erforderlich.'],
    });
    expect(await drafts()).toBe(before);
  });

  it('dog, cat, horse: the breed is checked against the catalogue of that animal', async () => {
    const unknown = ['Cette race ne figure pas dans notre liste pour cet animal.'];
    for (const race of [
      { id: 999_999, name: 'Inventée' },
      { id: catBreed.id, name: catBreed.name },
    ]) {
      const response = await post('/api/offer-request/init', {
        ...examples()['offer-request'],
        token: undefined,
        business_line: 'dog',
        race,
      });
      expect(response.statusCode, JSON.stringify(race)).toBe(422);
      expect(response.json().errors).toEqual({ race: unknown });
    }
    // the catalogue's name is kept, whatever name was sent
    const token = await offerToken({
      business_line: 'dog',
      race: { id: dogBreed.id, name: 'Nom changé' },
    });
    const response = await submit('offer-request', { token, ...offerContact() });
    expect((await submissionOf(response.json().reference))?.payload).toMatchObject({
      race: dogBreed,
    });
  });

  it('horses: already_client is kept; dogs: remark and already_client are dropped', async () => {
    const horse = await offerToken({ business_line: 'horse', race: horseBreed });
    const sent = await submit('offer-request', {
      token: horse,
      ...offerContact(),
      already_client: true,
    });
    expect((await submissionOf(sent.json().reference))?.payload).toMatchObject({
      business_line: 'horse',
      already_client: true,
    });
    const dog = await offerToken({ business_line: 'dog', race: dogBreed });
    const dogSent = await submit('offer-request', {
      token: dog,
      ...offerContact(),
      already_client: true,
      remark: 'Très gentil',
    });
    const payload = (await submissionOf(dogSent.json().reference))?.payload;
    expect(payload).not.toHaveProperty('already_client');
    expect(payload).not.toHaveProperty('remark');
  });

  it('answers in German', async () => {
    const token = await offerToken();
    const response = await submit('offer-request', { token, ...offerContact(), locale: 'de' });
    expect(response.json().message).toBe('Vielen Dank, Ihre Anfrage wurde erfolgreich gesendet.');
  });
});

// ---------------------------------------------------------------------------------------------

describe('partner-insurer offer request', () => {
  const partner = () => examples()['offer-request-generali'];

  it.each([
    ['agent_number', '123456', 'Le numéro d’intermédiaire compte 7 chiffres.'],
    ['agent_number', '12345678', 'Le numéro d’intermédiaire compte 7 chiffres.'],
    ['generali_mastercode', '12345', 'Le master code compte 6 chiffres.'],
    ['generali_mastercode', 'ABCDEF', 'Le master code compte 6 chiffres.'],
    ['finma_number', '01234567', 'Le numéro FINMA commence par F suivi de 8 chiffres.'],
    ['finma_number', 'F0123456', 'Le numéro FINMA commence par F suivi de 8 chiffres.'],
    ['confirmLsa', false, 'Veuillez confirmer votre statut d’intermédiaire lié.'],
    ['confirmLsa', undefined, 'Veuillez confirmer votre statut d’intermédiaire lié.'],
    ['species', 'cattle', 'Veuillez choisir une des valeurs proposées.'],
    ['agent_email', 'pierre.rochat', 'Veuillez saisir une adresse e-mail valide.'],
  ])('%s %j refused on its field', async (field, value, message) => {
    await expectRefused(
      'offer-request-generali',
      { ...partner(), [field]: value },
      {
        [field]: [message],
      },
    );
  });

  it('the channel sent (?pid=) decides the animals: a horse on another partner’s channel is refused', async () => {
    // spec 002 §2: own channel and generali dog, cat and horse; other partners dogs and cats
    for (const partner_key of [undefined, 'alpaws', 'generali']) {
      const response = await submit('offer-request-generali', { ...partner(), partner_key });
      expect(response.statusCode, `${partner_key} ${response.body}`).toBe(200);
    }
    await expectRefused(
      'offer-request-generali',
      { ...partner(), partner_key: 'courtier-du-lac' },
      { species: ['Cet animal n’est pas proposé sur ce canal de distribution.'] },
    );
    await expectRefused(
      'offer-request-generali',
      { ...partner(), partner_key: 'courtier-du-lac', locale: 'de' },
      { species: ['Dieses Tier wird über diesen Vertriebskanal nicht angeboten.'] },
    );
    const { insurance_value: _value, ...dog } = partner();
    const accepted = await submit('offer-request-generali', {
      ...dog,
      species: 'dog',
      animal_race: dogBreed,
      partner_key: 'courtier-du-lac',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const stored = await submissionOf(accepted.json().reference);
    expect(stored?.payload).toMatchObject({ partner_key: 'courtier-du-lac', species: 'dog' });
  });

  it('German messages', async () => {
    const response = await submit('offer-request-generali', {
      ...partner(),
      agent_number: '12',
      finma_number: 'X',
      locale: 'de',
    });
    expect(response.json().errors).toEqual({
      agent_number: ['Die Vermittlernummer hat 7 Ziffern.'],
      finma_number: ['Die FINMA-Nummer beginnt mit F, gefolgt von 8 Ziffern.'],
    });
  });

  it('the breed must be one of the species', async () => {
    await expectRefused(
      'offer-request-generali',
      { ...partner(), animal_race: { id: dogBreed.id, name: dogBreed.name } },
      { animal_race: ['Cette race ne figure pas dans notre liste pour cet animal.'] },
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe.each(['summer-contest', 'tirage-au-sort-canin'] as const)('%s', (form) => {
  const entry = (overrides: Record<string, unknown> = {}) => ({
    ...examples()[form],
    email: freshEmail(),
    ...overrides,
  });
  const birthYearsAgo = (years: number, days = 0) => {
    const date = new Date(`${addMonths(today, -12 * years)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return toSwissDate(date.toISOString().slice(0, 10));
  };

  it('18 or older on the entry date: 18 today accepted, a day younger refused', async () => {
    const adult = await submit(form, entry({ owner_date_of_birth: birthYearsAgo(18) }));
    expect(adult.statusCode, adult.body).toBe(200);
    await expectRefused(form, entry({ owner_date_of_birth: birthYearsAgo(18, 1) }), {
      owner_date_of_birth: ['Vous devez avoir au moins 18 ans pour participer.'],
    });
    const german = await submit(
      form,
      entry({ owner_date_of_birth: birthYearsAgo(16), locale: 'de' }),
    );
    expect(german.json().errors).toEqual({
      owner_date_of_birth: ['Sie müssen mindestens 18 Jahre alt sein, um teilzunehmen.'],
    });
  });

  it('the marketing consent (shown checked and locked) and the terms must be true', async () => {
    await expectRefused(form, entry({ accept_marketing: false, accept_terms: false }), {
      accept_marketing: ['Veuillez cocher cette case pour continuer.'],
      accept_terms: ['Veuillez cocher cette case pour continuer.'],
    });
  });

  it('one entry per e-mail: again, in other letter case, refused on `email`', async () => {
    const email = freshEmail();
    const first = await submit(form, entry({ email }));
    expect(first.statusCode, first.body).toBe(200);
    await expectRefused(form, entry({ email }), { email: [duplicate] });
    await expectRefused(form, entry({ email: `  ${email.toUpperCase()} ` }), {
      email: [duplicate],
    });
    const german = await submit(form, entry({ email, locale: 'de' }));
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({
      email: ['Sie haben bereits an diesem Wettbewerb teilgenommen.'],
    });
  });

  it('two simultaneous entries with one address: one accepted, one refused', async () => {
    const email = freshEmail();
    const rows = await countRows();
    const answers = await Promise.all([
      submit(form, entry({ email })),
      submit(form, entry({ email: email.toUpperCase() })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors).toEqual({ email: [duplicate] });
    expect(await countRows()).toBe(rows + 1);
    const entries = await app.database.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.email, email));
    expect(entries).toHaveLength(1);
  });
});

describe('contests and draws: per contest, closed after the draw, configuration for the pages', () => {
  it('the same address may enter each contest once', async () => {
    const email = freshEmail();
    for (const form of ['summer-contest', 'tirage-au-sort-canin', 'chi2024-form'] as const) {
      const response = await submit(form, { ...examples()[form], email });
      expect(response.statusCode, `${form} ${response.body}`).toBe(200);
    }
    await expectRefused(
      'chi2024-form',
      { ...examples()['chi2024-form'], email },
      {
        email: [duplicate],
      },
    );
  });

  it('GET /api/contests/{contest} answers the draw date, whether open, the CHI redirect', async () => {
    const answer = async (contest: string) =>
      (await app.inject({ url: `/api/contests/${contest}` })).json();
    expect(await answer('chi2024-form')).toEqual({
      contest: 'chi2024-form',
      draw_date: '20.12.2026',
      is_open: true,
      redirect_url: chiRedirectUrl,
    });
    expect(await answer('summer-contest')).toEqual({
      contest: 'summer-contest',
      draw_date: '30.06.2026',
      is_open: true,
    });
    expect(await answer('tirage-au-sort-canin')).toEqual({
      contest: 'tirage-au-sort-canin',
      draw_date: null,
      is_open: true,
    });
    expect((await app.inject({ url: '/api/contests/loterie' })).statusCode).toBe(404);
  });

  it('the spec’s CHI draw (20.12.2024) is over: entries refused with 410, nothing stored', async () => {
    const closed = await createTestApp({ publicHost }, { now, startJobs: false });
    try {
      const closedHeaders = await csrfHeaders(closed);
      const config = (await closed.inject({ url: '/api/contests/chi2024-form' })).json();
      expect(config).toMatchObject({ draw_date: '20.12.2024', is_open: false });
      expect(config.redirect_url).toMatch(/^https:\/\/www\.google\.com\/maps\/place\//);
      const response = await closed.inject({
        method: 'POST',
        url: '/api/help/chi2024-form',
        headers: closedHeaders,
        payload: examples()['chi2024-form'],
      });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        message: 'Ce concours est terminé : le tirage au sort a eu lieu le 20.12.2024.',
      });
      const empty = await closed.inject({
        method: 'POST',
        url: '/api/help/chi2024-form',
        headers: closedHeaders,
        payload: { locale: 'de' },
      });
      expect(empty.statusCode).toBe(410);
      expect(empty.json().message).toBe(
        'Dieser Wettbewerb ist beendet: Die Verlosung fand am 20.12.2024 statt.',
      );
      expect((await closed.database.db.select({ n: count() }).from(formSubmissions))[0]?.n).toBe(0);
    } finally {
      await closed.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('challenge registration', () => {
  it('the category is the challenge’s, whatever the page sends', async () => {
    const response = await submit('challenge-dressage', {
      ...examples()['challenge-dressage'],
      category: ['Autre', 'Chose'],
      locale: 'de',
    });
    expect((await submissionOf(response.json().reference))?.category).toEqual([
      'Challenge',
      'Challenge Dressur',
    ]);
  });

  it('existing_client_nr: required when already a client, dropped otherwise', async () => {
    const challenge = examples()['challenge-saut'];
    await expectRefused(
      'challenge-saut',
      { ...challenge, existing_client_nr: undefined },
      {
        existing_client_nr: [required],
      },
    );
    const response = await submit('challenge-saut', { ...challenge, already_client: false });
    expect(response.statusCode, response.body).toBe(200);
    expect((await submissionOf(response.json().reference))?.payload).not.toHaveProperty(
      'existing_client_nr',
    );
  });

  it('an unknown challenge is a 404', async () => {
    const response = await post('/api/help/challenge-polo', examples()['challenge-saut']);
    expect(response.statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------

describe('job application: files by their bytes, one year of retention', () => {
  it.each([
    ['lettre.docx', 'lettre.docx'],
    ['lettre.doc', 'lettre.doc'],
    ['lettre.odt', 'lettre.odt'],
    ['lettre.rtf', 'lettre.rtf'],
  ])('accepts a real %s', async (file, name) => {
    const response = await upload([{ name, content: fixture(file) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(String), name, type: 'job-application', size: fixture(file).length },
    ]);
  });

  it('accepts text in UTF-8 and names it .txt', async () => {
    const response = await upload([{ name: 'motivation', content: Buffer.from('Bonjour, je…') }]);
    expect(response.json()[0]).toMatchObject({ name: 'motivation.txt' });
  });

  it.each([
    ['a PNG named cv.pdf', 'cv.pdf', png],
    ['an Excel workbook named .doc', 'cv.doc', fixture('tableau.xls')],
    ['a macro-enabled document named .docx', 'cv.docx', fixture('macros.docx')],
    ['a ZIP archive', 'cv.zip', fixture('archive.zip')],
  ])('refuses %s, storing nothing', async (_name, name, content) => {
    const before = (await app.database.db.select({ n: count() }).from(uploads))[0]?.n;
    const response = await upload([{ name, content }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      documents: [
        `Le fichier « ${name} » n’est pas dans un format accepté. Formats acceptés : .pdf, .docx, .doc, .rtf, .odt, .jpg, .txt.`,
      ],
    });
    expect((await app.database.db.select({ n: count() }).from(uploads))[0]?.n).toBe(before);
  });

  it('the other uploads still take PDF and JPEG only', async () => {
    const response = await upload(
      [{ name: 'lettre.docx', content: fixture('lettre.docx') }],
      'other',
    );
    expect(response.statusCode).toBe(422);
  });

  it('job files serve the job application only, and it takes job files only', async () => {
    const [jobFile] = await uploadIds([{ name: 'cv.docx', content: fixture('lettre.docx') }]);
    const [claimFile] = await uploadIds([{ name: 'cv.pdf', content: pdf }], 'other');
    const documentUnknown = translate('fr', 'claims.document_unknown');
    await expectRefused(
      'animal-form',
      { ...examples()['animal-form'], documents: [jobFile] },
      {
        documents: [documentUnknown],
      },
    );
    await expectRefused(
      'job-application',
      { ...examples([claimFile ?? ''])['job-application'] },
      {
        cv: [documentUnknown],
      },
    );
  });

  it('refuses a missing CV, unaccepted terms and a job that is not a slug', async () => {
    await expectRefused(
      'job-application',
      { ...examples(['x'])['job-application'], cv: [], acceptTerms: false, job: 'Poste A' },
      {
        cv: ['Veuillez joindre votre CV.'],
        acceptTerms: ['Veuillez cocher cette case pour continuer.'],
        job: ['Cette valeur n’est pas valide.'],
      },
    );
  });

  it('takes a job of content/jobs (GET /api/content/jobs) and refuses an id that names no job', async () => {
    const listed = await app.inject({ method: 'GET', url: '/api/content/jobs?locale=fr' });
    const ids = (listed.json() as { id: string }[]).map((job) => job.id);
    expect(ids).toContain('customer-advisor');
    const files = await uploadIds([{ name: 'cv.pdf', content: pdf }]);
    const known = await submit('job-application', {
      ...examples(files)['job-application'],
      job: ids.at(-1),
    });
    expect(known.statusCode, known.body).toBe(200);
    for (const [locale, message] of [
      [
        'fr',
        'Ce poste ne figure pas parmi nos offres d’emploi. Choisissez un poste de la liste ou envoyez une candidature spontanée.',
      ],
      [
        'de',
        'Diese Stelle ist nicht unter unseren Stellenangeboten. Wählen Sie eine Stelle aus der Liste oder senden Sie eine Spontanbewerbung.',
      ],
    ] as const) {
      const ids = await uploadIds([{ name: 'cv.pdf', content: pdf }]);
      await expectRefused(
        'job-application',
        { ...examples(ids)['job-application'], job: 'veterinaire-en-chef', locale },
        { job: [message] },
      );
    }
  });

  it('acknowledges with the retention, in German', async () => {
    const ids = await uploadIds([{ name: 'cv.pdf', content: pdf }]);
    const response = await submit('job-application', {
      ...examples(ids)['job-application'],
      locale: 'de',
    });
    const mails = await mailsOf(response.json().reference);
    const ack = mails.find((mail) => mail.toAddress === 'jeanne.muller@example.ch');
    expect(ack?.textBody).toContain('höchstens ein Jahr aufbewahrt');
    const toHr = mails.find((mail) => mail.toAddress === inbox.hr);
    expect(toHr?.textBody).toContain('Taux d’activité : Temps partiel');
    expect(toHr?.textBody).toContain('Disponibilité : Dans 2 mois');
    expect(toHr?.textBody).toContain('Poste : customer-advisor');
  });
});

// ---------------------------------------------------------------------------------------------

describe('ownership transfer, animal form, callback', () => {
  it('ownership: the street number is merged into the new address', async () => {
    const response = await submit('ownership-transfer-request', {
      ...examples()['ownership-transfer-request'],
    });
    const payload = (await submissionOf(response.json().reference))?.payload;
    expect(payload).toMatchObject({ new_address: 'Bahnhofstrasse 5' });
    expect(payload).not.toHaveProperty('new_streetNumber');
  });

  it('ownership: new_email_confirmation must match, in French and German', async () => {
    const transfer = examples()['ownership-transfer-request'];
    await expectRefused(
      'ownership-transfer-request',
      { ...transfer, new_email_confirmation: 'urs.keler@example.ch' },
      { new_email_confirmation: ['Les deux adresses e-mail ne sont pas identiques.'] },
    );
    const german = await submit('ownership-transfer-request', {
      ...transfer,
      new_email_confirmation: 'x@example.ch',
      locale: 'de',
    });
    expect(german.json().errors).toEqual({
      new_email_confirmation: ['Die beiden E-Mail-Adressen stimmen nicht überein.'],
    });
  });

  it('animal form: the species and the help flow’s types', async () => {
    for (const animalType of ['Lamas', 'Émeus', 'Reines du valais', 'Moutons']) {
      const response = await submit('animal-form', {
        ...examples()['animal-form'],
        animal_type: animalType,
      });
      expect(response.statusCode, animalType).toBe(200);
    }
    await expectRefused(
      'animal-form',
      { ...examples()['animal-form'], animal_type: 'Chiens' },
      {
        animal_type: ['Veuillez choisir une des valeurs proposées.'],
      },
    );
  });

  it('callback: phone required and Swiss; answered in German', async () => {
    await expectRefused('callback', { name: 'Jeanne Muller' }, { phone: [required] });
    await expectRefused(
      'callback',
      { name: 'Jeanne Muller', phone: '+33 6 12 34 56 78' },
      {
        phone: ['Veuillez saisir un numéro de téléphone suisse valide, par exemple 079 123 45 67.'],
      },
    );
    const response = await submit('callback', { ...examples().callback, locale: 'de' });
    expect(response.json().message).toBe('Ihre Anfrage wurde gesendet');
  });

  it('mutating calls need the CSRF token', async () => {
    const response = await post('/api/callback', examples().callback, {});
    expect(response.statusCode).toBe(419);
  });
});
