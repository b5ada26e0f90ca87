import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  firstOfNextMonth,
  type IsoDate,
  toSwissDate,
} from '../packages/domain/src/dates/calendar';
import { swissToday } from '../packages/domain/src/dates/swiss-today';
import { type QuoteBreakdown, quote } from '../packages/domain/src/pricing/quote';
import { tariff2026 } from '../packages/domain/src/pricing/tariff-2026';
import type { Breed } from '../packages/domain/src/schemas/catalog';
import { quoteInputBaseSchema } from '../packages/domain/src/schemas/pricing';

/** Shared steps of the subscription journeys (roles and labels only). */

export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A birth date given in whole years before today (DD.MM.YYYY), on the first of a month. */
export function birthDateYearsAgo(years: number, months = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, 1));
  const dd = '01';
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getUTCFullYear()}`;
}

export interface QuoteInput {
  animalName: string;
  breedQuery: string;
  breed: string;
  birthDate: string;
  /** A start date of the picker (YYYY-MM-DD); the first one offered when not given. */
  startDate?: IsoDate;
  email?: string;
}

export const fr = {
  quoteTitle: 'Calculez votre prime',
  packTitle: 'Choisissez votre couverture',
  animalTitle: 'Parlez-nous de votre animal',
  ownerTitle: 'Nous souhaiterions en savoir plus sur vous',
  paymentTitle: 'Finalisons votre souscription',
  offerTitle: 'Finalisons votre demande',
};

export const de = {
  quoteTitle: 'Berechnen Sie Ihre Prämie',
  packTitle: 'Wählen Sie Ihre Deckung',
  animalTitle: 'Erzählen Sie uns von Ihrem Tier',
  ownerTitle: 'Wir möchten mehr über Sie erfahren',
  paymentTitle: 'Schliessen wir Ihren Abschluss ab',
};

/** Picks a breed in the type-ahead: types part of the name and chooses the option. */
export async function chooseBreed(page: Page, label: string, query: string, name: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(query);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(combobox).toHaveValue(name);
}

/** The first allowed start date of the picker. */
export async function chooseFirstStartDate(page: Page, label: string) {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

/** A start date of the picker, which offers every day of the window (spec 000 §5). */
export async function chooseStartDate(page: Page, label: string, date: IsoDate) {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ label: toSwissDate(date) });
}

/** The 15th of next month (Swiss calendar): a start not on the 1st, always inside the window. */
export function midNextMonth(): IsoDate {
  return addDays(firstOfNextMonth(swissToday(new Date())), 14);
}

/** Step 1 of a dog, in French, on the own channel. */
export async function fillDogQuote(page: Page, input: QuoteInput) {
  await expect(heading(page, fr.quoteTitle)).toBeVisible();
  await page.getByLabel('Nom de l’animal').fill(input.animalName);
  await chooseBreed(page, 'Race', input.breedQuery, input.breed);
  await page.getByLabel('Date de naissance').fill(input.birthDate);
  if (input.startDate) await chooseStartDate(page, 'Début du contrat', input.startDate);
  else await chooseFirstStartDate(page, 'Début du contrat');
  if (input.email)
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(input.email);
}

export async function fillFrenchAnimal(page: Page, options: { identification?: string } = {}) {
  await expect(heading(page, fr.animalTitle)).toBeVisible();
  if (options.identification) {
    await page.getByLabel('Numéro d’identification (puce)').fill(options.identification);
  }
  await page.getByLabel('Sexe').selectOption({ label: 'Mâle' });
  await page.getByRole('radio', { name: 'Non' }).check();
}

export interface Owner {
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string;
  phone: string;
  street: string;
  number: string;
  zip: string;
  city: string;
}

export const owner: Owner = {
  firstName: 'Anna',
  lastName: 'Muster',
  birthDate: '15.03.1985',
  email: 'anna.muster@example.ch',
  phone: '0791234567',
  street: 'Rue du Lac',
  number: '12',
  zip: '1003',
  city: 'Lausanne',
};

export async function fillFrenchOwner(page: Page, person: Owner = owner) {
  await expect(heading(page, fr.ownerTitle)).toBeVisible();
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByLabel('Prénom').fill(person.firstName);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(person.lastName);
  await page.getByLabel('Votre date de naissance').fill(person.birthDate);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByLabel('Confirmation de l’e-mail').fill(person.email);
  await page.getByLabel('Téléphone').fill(person.phone);
  await page.getByLabel('Rue').fill(person.street);
  await page.getByRole('textbox', { name: 'Numéro', exact: true }).fill(person.number);
  await page.getByLabel('NPA').fill(person.zip);
  // the Swiss directory answers the postcode with its place: typed once it has (typing while
  // it fills the field would mix the two)
  await expect(page.getByLabel('Localité')).toHaveValue(person.city);
}

export async function fillGermanOwner(page: Page, person: Owner = owner) {
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName);
  await page.getByLabel('Ihr Geburtsdatum').fill(person.birthDate);
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(person.email);
  await page.getByLabel('E-Mail bestätigen').fill(person.email);
  await page.getByLabel('Telefon').fill(person.phone);
  await page.getByLabel('Strasse').fill('Bahnhofstrasse');
  await page.getByLabel('Hausnummer').fill('5');
  await page.getByLabel('PLZ').fill('8001');
  // the Swiss directory answers the postcode with its place
  await expect(page.getByLabel('Ort')).toHaveValue('Zürich');
}

/** The confirmation: the PDF link appears (it may take up to 30 s) and serves a PDF, answered. */
export async function expectPdfDownload(page: Page, link: Locator): Promise<Buffer> {
  await expect(link).toBeVisible({ timeout: 45_000 });
  const path = await link.getAttribute('href');
  expect(path).toBeTruthy();
  const response = await page.request.get(path ?? '');
  expect(response.ok()).toBe(true);
  const body = await response.body();
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return body;
}

/** Presses Tab until the element has the focus (keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  // a prerendered page's controls take input (and the focus) once it is the client's
  await expect(target).toBeEnabled();
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with the keyboard');
}

/** The analytics events of the page's data layer with the given name. */
export async function analyticsEvents(page: Page, event: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
}

/** The wizard's form as the browser keeps it (spec 000 §3.1: local storage, `subscriptionForm`). */
export async function storedForm(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('subscriptionForm') ?? '{}'));
}

export interface DogCover {
  breed: string;
  birthDate: string;
  startDate: IsoDate;
  deductible: number;
  cover_diseases: boolean;
  cover_prevention: boolean;
  payment_mode: 'yearly' | 'halfyear';
}

/**
 * What the domain's pricing engine (the one behind the recap and POST /api/quote) makes of a
 * dog's choices: the breed's price level as the catalogue answers it, today's Swiss date.
 */
export async function dogBreakdown(page: Page, cover: DogCover): Promise<QuoteBreakdown> {
  const breeds = (await (
    await page.request.get('/api/business-lines/dog/animal-races')
  ).json()) as Breed[];
  const breed = breeds.find((entry) => entry.name === cover.breed);
  expect(breed, cover.breed).toBeDefined();
  const input = quoteInputBaseSchema.parse({
    business_line: 'dog',
    animal_date_of_birth: cover.birthDate,
    policy_start_date: cover.startDate,
    min_price: breed?.min_price,
    deductible: cover.deductible,
    cover_diseases: cover.cover_diseases,
    cover_prevention: cover.cover_prevention,
    payment_mode: cover.payment_mode,
  });
  const result = quote(input, tariff2026, swissToday(new Date()));
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.problems)}`);
  return result.breakdown;
}
