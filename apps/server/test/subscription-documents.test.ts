import { formatChf } from '@app/domain/format/chf';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import type { QuoteBreakdown } from '@app/domain/pricing/quote';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, policies } from '../src/db/schema';
import { documentTexts } from '../src/services/subscriptions/document-texts';
import { createTestApp, csrfHeaders } from './helpers';
import { pdfText } from './pdf-text';

/**
 * Issue 12: every policy and offer PDF states the cover that was priced, line by line, from
 * the breakdown the customer saw; the invoice's lines add up; typography as on the site.
 * Today is 10.03.2026 in Switzerland.
 */
const now = () => new Date('2026-03-10T09:00:00Z');
let app: FastifyInstance;
let headers: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({}, { now, startJobs: false });
  headers = await csrfHeaders(app);
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url })).json<
      { id: number; slug?: string; name: string }[]
    >();
  const find = async (url: string, test: (entry: { slug?: string; name: string }) => boolean) =>
    (await get(url)).find(test)?.id ?? 0;
  ids.bouvier = await find(
    '/api/business-lines/dog/animal-races',
    (b) => b.slug === 'bouvier-bernois',
  );
  ids.maineCoon = await find(
    '/api/business-lines/cat/animal-races',
    (b) => b.slug === 'maine-coon',
  );
  ids.freiberger = await find(
    '/api/business-lines/horse/animal-races',
    (b) => b.slug === 'franches-montagnes',
  );
  ids.dogMale = await find('/api/business-lines/dog/animal-genders', (g) => g.name === 'Mâle');
  ids.catFemale = await find('/api/business-lines/cat/animal-genders', (g) => g.name === 'Femelle');
  ids.mare = await find('/api/business-lines/horse/animal-genders', (g) => g.name === 'Jument');
  ids.madame = await find('/api/salutations', (s) => s.name === 'Madame');
  ids.monsieur = await find('/api/salutations', (s) => s.name === 'Monsieur');
});
afterAll(() => app.close());

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/subscriptions/${url}`, headers, payload });

async function ok(url: string, payload: Record<string, unknown>) {
  const response = await post(url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

const owner = (locale: Locale) => ({
  salutation_id: ids.madame,
  first_name: 'Anne',
  last_name: 'Muster',
  owner_date_of_birth: '12.05.1985',
  email: 'anne.muster@example.ch',
  email_confirmation: 'anne.muster@example.ch',
  phone: '079 123 45 67',
  street_name: locale === 'de' ? 'Bahnhofstrasse' : 'Rue de Bourg',
  building_number: '3',
  zip: locale === 'de' ? '3011' : '1003',
  city: locale === 'de' ? 'Bern' : 'Lausanne',
  locale,
});
const consent = { acceptTerms: true, certifyInformation: true, lca6Checkbox: true };
const offerConsent = { acceptTerms: true, certifyInformation: true, engagmentCheckbox: true };

interface Issued {
  token: string;
  answer: Record<string, unknown> & {
    documents: { kind: string; path: string }[];
    invoice_path: string | null;
    path: string | null;
  };
  breakdown: QuoteBreakdown;
  amount: number;
  texts: Record<string, string>;
  pages: Record<string, number>;
}

/** The policy's documents once the job ran: the answer of subscriptions/pdf and each PDF's text. */
async function documentsOf(token: string): Promise<Issued> {
  await app.jobs.drain();
  const answer = (
    await app.inject({ method: 'GET', url: `/api/subscriptions/pdf?user_token=${token}` })
  ).json();
  const [policy] = await app.database.db
    .select()
    .from(policies)
    .where(eq(policies.number, answer.policy_number));
  if (!policy) throw new Error('no policy');
  const texts: Record<string, string> = {};
  const pages: Record<string, number> = {};
  for (const document of answer.documents as { kind: string; path: string }[]) {
    const pdf = await app.inject({ method: 'GET', url: document.path });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    texts[document.kind] = pdfText(pdf.rawPayload);
    pages[document.kind] = pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  }
  return {
    token,
    answer,
    breakdown: policy.breakdown as QuoteBreakdown,
    amount: Number(policy.amount),
    texts,
    pages,
  };
}

/** The text with line breaks (wrapped cells, one text object per cell) as single spaces. */
const flat = (text: string) => text.replace(/[ \t\n]+/g, ' ');
const amountPattern = /CHF\u00a0-?[\d']+\.(?:\d{2}|-)/g;
const centimesOf = (amount: string) => {
  const [francs = '0', rest = '-'] = amount.replace('CHF\u00a0', '').replace(/'/g, '').split('.');
  return Number(francs) * 100 + (rest === '-' ? 0 : Math.sign(Number(francs) || 1) * Number(rest));
};
/** The text of a section: from its heading to the next heading given. */
function section(text: string, heading: string, next: string): string {
  const start = text.indexOf(heading);
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf(next, start + heading.length);
  return text.slice(start, end < 0 ? undefined : end);
}
/** The amounts of a table with `columns` amount columns: each column's rows, then its total. */
function columnsOf(table: string, columns: number) {
  const amounts = (table.match(amountPattern) ?? []).map(centimesOf);
  return Array.from({ length: columns }, (_, column) => {
    const values = amounts.filter((_amount, index) => index % columns === column);
    return { rows: values.slice(0, -1), total: values.at(-1) ?? Number.NaN };
  });
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const cents = (chf: number) => Math.round(chf * 100);

/** French typography: a no-break space before every colon, never a plain one; German: none. */
function expectTypography(text: string, locale: Locale) {
  if (locale === 'fr') {
    expect(text).not.toMatch(/ [:;?!](\s|$)/);
    expect(text).not.toMatch(/[^\s\u00a0\d/][:](\s|$)/);
  } else {
    expect(text).not.toMatch(/[ \u00a0\u202f][:;?!](\s|$)/);
  }
  // amounts as on the screen: only the one formatter's shape (CHF 114.-, CHF 1'234.50)
  for (const match of text.matchAll(/CHF[\s\u00a0]+-?\d[\d'’]*(?:[.,]\d{2}|\.-)?/g)) {
    expect(match[0]).toMatch(/^CHF\u00a0-?\d{1,3}('\d{3})*\.(\d{2}|-)$/);
  }
  expect(text).not.toContain('’000');
}

function expectPremiumLines(text: string, breakdown: QuoteBreakdown, locale: Locale) {
  const t = documentTexts[locale];
  const halfYear = breakdown.instalments_per_year > 1;
  for (const line of breakdown.lines) {
    const cells = halfYear
      ? `${translate(locale, line.label_key)} ${formatChf(line.annual)} ${formatChf(line.period)}`
      : `${translate(locale, line.label_key)} ${formatChf(line.annual)}`;
    expect(text).toContain(cells);
  }
  const table = section(text, `${t.premium} ${t.perYear}`, t.firstInvoice);
  const [year, period] = columnsOf(table, halfYear ? 2 : 1);
  expect(year?.rows).toHaveLength(breakdown.lines.length);
  expect(sum(year?.rows ?? [])).toBe(year?.total);
  expect(year?.total).toBe(cents(breakdown.totals.annual.total));
  if (period) {
    expect(sum(period.rows)).toBe(period.total);
    expect(period.total).toBe(cents(breakdown.totals.period.total));
  }
}

/** The first invoice's lines in a document: pro rata (if any), first instalment, fee = total. */
function expectFirstInvoice(text: string, breakdown: QuoteBreakdown, locale: Locale, next: string) {
  const t = documentTexts[locale];
  const table = section(text, t.firstInvoice, next);
  const [column] = columnsOf(table, 1);
  const invoice = breakdown.first_invoice;
  expect(column?.rows).toEqual(invoice.lines.map((line) => cents(line.amount)));
  expect(sum(column?.rows ?? [])).toBe(column?.total);
  expect(column?.total).toBe(cents(invoice.total));
  expect(table).toContain(`${translate(locale, 'pricing.line.amendment_fee')} ${formatChf(10)}`);
  expect(table).toContain(`${t.firstInvoiceTotal} ${formatChf(invoice.total)}`);
}

describe('dog policy paid by invoice, half-yearly, starting mid-month (French)', () => {
  let issued: Issued;
  beforeAll(async () => {
    const { user_token: token } = await ok('init', {
      business_line: 'dog',
      animal_name: 'Rex',
      animal_race_id: ids.bouvier,
      animal_date_of_birth: '15.01.2022',
      policy_start_date: '2026-03-15',
      email: 'anne.muster@example.ch',
    });
    await ok('customize', {
      user_token: token,
      deductible: 500,
      cover_diseases: true,
      cover_prevention: true,
    });
    await ok('animal-information', {
      user_token: token,
      animal_identification: '756 0981 0012 3456',
      animal_gender_id: ids.dogMale,
      has_been_treated_lately: false,
    });
    await ok('owner-information', { user_token: token, ...owner('fr') });
    await ok('payment', {
      user_token: token,
      payment_method: 'invoice',
      payment_mode: 'halfyear',
      ...consent,
    });
    issued = await documentsOf(token);
  });

  it('prices exactly what the screen prices for the same answers', async () => {
    const screen = await app.inject({
      method: 'POST',
      url: '/api/quote',
      headers,
      payload: {
        business_line: 'dog',
        animal_race_id: ids.bouvier,
        animal_date_of_birth: '15.01.2022',
        policy_start_date: '2026-03-15',
        deductible: 500,
        cover_diseases: true,
        cover_prevention: true,
        payment_mode: 'halfyear',
      },
    });
    expect(screen.json().breakdown).toEqual(issued.breakdown);
  });

  it('states the cover line by line and every premium line with its sums', () => {
    const text = flat(issued.texts.policy ?? '');
    expect(text).toContain('Certificat d’assurance');
    expect(text).toContain(`Numéro de police\u00a0: ${issued.answer.policy_number}`);
    expect(text).toContain('Début du contrat\u00a0: 15.03.2026');
    expect(text).toContain('Mode de paiement\u00a0: Facture, semestriel');
    expect(text).not.toContain('Canal');
    expect(text).toContain('Numéro de puce 756098100123456');
    expect(text).toContain('Sexe Mâle');
    expect(text).toContain('Téléphone 079 123 45 67');
    expect(text).toContain(
      'Accidents et assistance Frais vétérinaires après un accident, remboursement 90\u00a0%\u00a0; assistance',
    );
    expect(text).toContain(
      'Maladies et médecines complémentaires Frais vétérinaires en cas de maladie, remboursement 90\u00a0%\u00a0; médecines complémentaires jusqu’à CHF\u00a0600.- par année d’assurance',
    );
    expect(text).toContain(
      'Prévention et dépistage Prévention et dépistage jusqu’à CHF\u00a0300.- par année d’assurance',
    );
    expect(text).toContain('Franchise annuelle CHF\u00a0500.-');
    expect(text).toContain(`Plafond annuel ${formatChf(issued.breakdown.annual_cap ?? 0)}`);
    expectPremiumLines(text, issued.breakdown, 'fr');
    expectFirstInvoice(text, issued.breakdown, 'fr', 'Échéancier');
    expect(text).toContain('Prime au prorata du 15.03.2026 au 31.03.2026');
    expect(text).toContain('Première prime semestrielle du 01.04.2026 au 30.09.2026');
    // the two half-years add up to the year
    const schedule = section(text, 'Échéancier de l’année d’assurance', 'La facture');
    const [column] = columnsOf(schedule, 1);
    expect(column?.rows).toHaveLength(2);
    expect(sum(column?.rows ?? [])).toBe(cents(issued.breakdown.totals.annual.total));
    expect(text).toContain('payable jusqu’au 09.04.2026');
    expectTypography(text, 'fr');
  });

  it('makes an invoice whose lines add up, with the QR-bill on the same page', () => {
    const text = flat(issued.texts.invoice ?? '');
    expect(issued.pages.invoice).toBe(1);
    expect(text).toContain('Facture de prime');
    expect(text).toContain('Date de la facture\u00a0: 10.03.2026');
    expect(text).toContain('Payable jusqu’au\u00a0: 09.04.2026');
    expectFirstInvoice(text, issued.breakdown, 'fr', 'Détail de la');
    expect(text).toContain('Frais de dossier (une seule fois) CHF\u00a010.-');
    // the first half-year in detail: its lines add up to the instalment invoiced
    const detail = section(text, 'Détail de la première prime semestrielle', 'Merci de payer');
    const [column] = columnsOf(detail, 1);
    expect(column?.rows).toEqual(issued.breakdown.lines.map((line) => cents(line.period)));
    expect(sum(column?.rows ?? [])).toBe(column?.total);
    expect(column?.total).toBe(cents(issued.breakdown.totals.instalments[0] ?? 0));
    // the payment part asks for the invoice's total
    expect(text).toContain('Section paiement');
    expect(text).toContain(`Montant CHF ${issued.amount.toFixed(2)}`);
    expect(cents(issued.amount)).toBe(cents(issued.breakdown.first_invoice.total));
    expectTypography(text.slice(0, text.indexOf('Récépissé')), 'fr');
  });

  it('answers the confirmation page with both documents, the first invoice and its due date', () => {
    const { answer } = issued;
    expect(answer.documents.map((document) => document.kind)).toEqual(['policy', 'invoice']);
    expect(answer.path).toBe(answer.documents[0]?.path);
    expect(answer.invoice_path).toBe(answer.documents[1]?.path);
    expect(answer).toMatchObject({
      request_type: 'subscription',
      payment_method: 'invoice',
      amount: issued.amount,
      issued_on: '2026-03-10',
      policy_start_date: '2026-03-15',
      offer_valid_until: null,
      first_invoice: {
        lines: issued.breakdown.first_invoice.lines,
        total: issued.amount,
        due_date: '2026-04-09',
      },
    });
  });

  it('mails the amount and due date in the site’s format', async () => {
    const mails = await app.database.db.select().from(outbox);
    const customer = mails.find(
      (mail) =>
        mail.toAddress === 'anne.muster@example.ch' &&
        mail.subject.includes(String(issued.answer.policy_number)),
    );
    expect(customer?.textBody).toContain(
      `La facture de la première prime (${formatChf(issued.amount)}) est jointe, avec un bulletin de versement QR. Elle est payable jusqu’au 09.04.2026.`,
    );
  });
});

describe('cat policy in German, paid by invoice, yearly from the 1st', () => {
  let issued: Issued;
  beforeAll(async () => {
    const { user_token: token } = await ok('init', {
      business_line: 'cat',
      animal_name: 'Minka',
      animal_race_id: ids.maineCoon,
      animal_date_of_birth: '01.06.2020',
      policy_start_date: '2026-04-01',
      is_indoor_cat: true,
      email: 'anne.muster@example.ch',
      locale: 'de',
    });
    await ok('customize', {
      user_token: token,
      deductible: 200,
      cover_diseases: true,
      locale: 'de',
    });
    await ok('animal-information', {
      user_token: token,
      animal_gender_id: ids.catFemale,
      has_been_treated_lately: false,
      locale: 'de',
    });
    await ok('owner-information', { user_token: token, ...owner('de') });
    await ok('payment', { user_token: token, payment_method: 'invoice', ...consent, locale: 'de' });
    issued = await documentsOf(token);
  });

  it('is German throughout, with German typography and the site’s amounts', () => {
    const text = flat(issued.texts.policy ?? '');
    expect(text).toContain('Versicherungszertifikat');
    expect(text).toContain('Alpaws Versicherungen AG, Lausanne');
    expect(text).toContain(`Policennummer: ${issued.answer.policy_number}`);
    expect(text).toContain('Vertragsbeginn: 01.04.2026');
    expect(text).toContain('Zahlungsart: Rechnung, jährlich');
    expect(text).toContain('Tierart Katze');
    expect(text).toContain('Geschlecht Weiblich');
    expect(text).toContain(
      'Krankheit und Komplementärmedizin Tierarztkosten bei Krankheit, Vergütung 90\u00a0%; Komplementärmedizin bis CHF\u00a0600.- pro Versicherungsjahr',
    );
    expect(text).toContain('Prävention und Vorsorgeuntersuchungen Nicht gewählt');
    expect(text).toContain('Jahresfranchise CHF\u00a0200.-');
    expectPremiumLines(text, issued.breakdown, 'de');
    expectFirstInvoice(text, issued.breakdown, 'de', 'Die Rechnung');
    // no pro rata when the contract starts on the 1st
    expect(text).not.toContain('pro rata');
    expect(text).toContain('Jahresprämie vom 01.04.2026 bis 31.03.2027');
    expect(text).toContain('Bearbeitungsgebühr (einmalig) CHF\u00a010.-');
    expectTypography(text, 'de');
    // (street names such as the insurer's "Avenue de la Gare" are names, not French words)
    for (const french of [
      'Souscription',
      'Facture',
      'Berne',
      'Assurances',
      'Prime',
      'Canal',
      'Chat',
      ' du ',
      ' au ',
      ' et ',
    ]) {
      expect(text, french).not.toContain(french);
    }
  });

  it('makes a German invoice on one page, lines adding up', () => {
    const text = flat(issued.texts.invoice ?? '');
    expect(issued.pages.invoice).toBe(1);
    expect(text).toContain('Prämienrechnung');
    expectFirstInvoice(text, issued.breakdown, 'de', 'Zusammensetzung');
    expect(text).toContain('Zahlteil');
    expectTypography(text.slice(0, text.indexOf('Empfangsschein')), 'de');
  });
});

describe('horse offers: the cover priced, signed and returned', () => {
  async function horseOffer(pack: Record<string, unknown>, option: Record<string, unknown>) {
    const { user_token: token } = await ok('init', {
      business_line: 'horse',
      animal_name: 'Tornado',
      animal_race_id: ids.freiberger,
      animal_date_of_birth: '10.02.2019',
      policy_start_date: '2026-04-01',
      animal_value: 25000,
      usage: 'sport',
      usage_detail: 'Dressage',
      animal_group: 'sport',
      email: 'anne.muster@example.ch',
    });
    await ok('horse/select-pack', { user_token: token, ...pack });
    await ok('horse/select-option', { user_token: token, ...option });
    await ok('animal-information', {
      user_token: token,
      animal_identification: '756000123456789',
      animal_gender_id: ids.mare,
      has_been_treated_lately: false,
    });
    await ok('owner-information', { user_token: token, ...owner('fr') });
    await ok('offer', { user_token: token, ...offerConsent });
    return documentsOf(token);
  }

  it('states Optima without assistance, VIVA Spirit B, invalidity and foal, with a signature block', async () => {
    const issued = await horseOffer(
      { insurance_name: 'optima', deductible: 500, assista: false },
      {
        option_name: 'VIVA Spirit B',
        horse_death_insurance_base_product_id: 2,
        invalidite: true,
        poulain: true,
        animal_gender_id: ids.mare,
      },
    );
    expect(Object.keys(issued.texts)).toEqual(['offer']);
    const text = flat(issued.texts.offer ?? '');
    expect(text).toContain('Offre d’assurance à signer et à retourner');
    expect(text).not.toContain('Canal');
    expect(text).not.toContain('Souscription en ligne');
    expect(text).not.toContain('Accidents et assistance inclus');
    expect(text).toContain('Valable jusqu’au\u00a0: 09.04.2026');
    expect(text).toContain(
      'Ceci est une offre, pas encore un contrat. Pour conclure le contrat, signez-la et renvoyez-la-nous d’ici au 09.04.2026.',
    );
    expect(text).not.toContain('certificat de santé');
    expect(text).toContain('Utilisation Dressage (sport)');
    expect(text).toContain("Valeur du cheval CHF\u00a025'000.-");
    expect(text).toContain('Frais de traitement Produit Optima, remboursement 90\u00a0%');
    expect(text).toContain('Franchise annuelle CHF\u00a0500.-');
    expect(text).toContain("Plafond annuel CHF\u00a010'000.-");
    expect(text).toContain('Assistance Non choisie');
    expect(text).toContain(
      'Assurance décès VIVA Spirit B, indemnité de 100\u00a0% de la valeur assurée',
    );
    expect(text).toContain("Valeur assurée (décès) CHF\u00a025'000.-");
    expect(text).toContain("Invalidité 50\u00a0% de la valeur assurée, soit CHF\u00a012'500.-");
    expect(text).toContain(
      "Poulain 20\u00a0% de la valeur de la jument, au plus CHF\u00a015'000.-, soit CHF\u00a05'000.-",
    );
    expect(issued.breakdown.lines.map((line) => line.key)).toEqual([
      'treatment',
      'death',
      'invalidite',
      'poulain',
      'stamp',
    ]);
    expectPremiumLines(text, issued.breakdown, 'fr');
    expect(section(text, 'Prime Par année', 'Première facture')).not.toContain('Assistance');
    expectFirstInvoice(text, issued.breakdown, 'fr', 'Le contrat est conclu');
    expect(text).toContain('Signature Lieu et date Signature du preneur d’assurance');
    expectTypography(text, 'fr');
    expect(issued.answer).toMatchObject({
      request_type: 'offer',
      invoice_path: null,
      first_invoice: null,
      offer_valid_until: '2026-04-09',
      health_certificate_reasons: [],
    });
  });

  it('states the assistance included in Ultima, and no death cover', async () => {
    const issued = await horseOffer(
      { insurance_name: 'ultima', deductible: 1000 },
      { option_name: 'none' },
    );
    const text = flat(issued.texts.offer ?? '');
    expect(text).toContain('Frais de traitement Produit Ultima, remboursement 100\u00a0%');
    expect(text).toContain('Assistance Incluse dans le produit Ultima');
    expect(text).toContain('Assurance décès Aucun produit choisi');
    expect(text).toContain('Invalidité Non assurée');
    expect(text).toContain('Poulain Non assuré');
    expect(text).toContain(`Assistance ${formatChf(0)}`);
    expectPremiumLines(text, issued.breakdown, 'fr');
    expectTypography(text, 'fr');
  });

  it('states assistance taken with prima at its price', async () => {
    const issued = await horseOffer(
      { insurance_name: 'prima', deductible: 100, assista: true },
      { option_name: 'none' },
    );
    const text = flat(issued.texts.offer ?? '');
    expect(text).toContain('Assistance Choisie');
    expect(text).toContain(`Assistance ${formatChf(72)}`);
    expectPremiumLines(text, issued.breakdown, 'fr');
  });
});

describe('an offer that needs a health certificate', () => {
  it('asks for it, says why, and tells the confirmation page', async () => {
    const { user_token: token } = await ok('init', {
      business_line: 'dog',
      animal_name: 'Rex',
      animal_race_id: ids.bouvier,
      animal_date_of_birth: '01.01.2016',
      policy_start_date: '2026-04-01',
      email: 'anne.muster@example.ch',
    });
    await ok('customize', { user_token: token });
    await ok('animal-information', {
      user_token: token,
      animal_identification: '756098100123456',
      animal_gender_id: ids.dogMale,
      has_been_treated_lately: false,
    });
    await ok('owner-information', { user_token: token, ...owner('fr') });
    await ok('offer', { user_token: token, ...offerConsent });
    const issued = await documentsOf(token);
    const text = flat(issued.texts.offer ?? '');
    expect(text).toContain(
      'Joignez-y un certificat de santé établi par votre vétérinaire\u00a0: Rex aura 10 ans au début du contrat.',
    );
    expect(issued.answer.health_certificate_reasons).toEqual(['age']);
  });
});

describe('document texts', () => {
  it('has the same keys in French and German', () => {
    expect(Object.keys(documentTexts.de).sort()).toEqual(Object.keys(documentTexts.fr).sort());
  });
});
