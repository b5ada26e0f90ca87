import { expect, type Page } from '@playwright/test';
import { testJpeg, testPdf } from '../apps/server/test/test-files';
import { expectNoViolations } from './subscription-helpers';

/**
 * Shared steps of the claim declaration (spec 001 §2.1), roles and labels only: the claim
 * journeys and the back office's (a staff member finds the claim just declared) use them.
 */

export const newClaimPath = '/espace-client/declarer-un-sinistre';

/** A calendar date in Switzerland, some days before today, as DD.MM.YYYY. */
export function swissDate(daysAgo: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date(Date.now() - daysAgo * 86_400_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}

// real files: the server parses every upload whole (issue 11 item 6)
export const pdf = (name: string, size?: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: testPdf({ size }),
});
export const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: testJpeg() });

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

export interface Policyholder {
  firstName: string;
  lastName: string;
  policyId: string;
  animalName: string;
  email: string;
}

export const jeanne: Policyholder = {
  firstName: 'Jeanne',
  lastName: 'Muller',
  policyId: '1234567',
  animalName: 'Rex',
  email: 'jeanne.muller@example.ch',
};

export async function fillPolicyholder(page: Page, person: Policyholder, german = false) {
  const labels = german
    ? ['Vorname', 'Nachname', 'Policennummer', 'Name des Tieres', 'E-Mail']
    : ['Prénom', 'Nom', 'Numéro de police', 'Nom de l’animal', 'E-mail'];
  const values = [
    person.firstName,
    person.lastName,
    person.policyId,
    person.animalName,
    person.email,
  ];
  for (const [index, label] of labels.entries()) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(values[index] ?? '');
  }
}

/** Step 1 of a new claim in French, up to step 2. */
export async function startNewClaim(page: Page, person = jeanne, { axe = false } = {}) {
  await page.goto(newClaimPath);
  await expect(heading(page, 'Vos coordonnées')).toBeVisible();
  if (axe) await expectNoViolations(page);
  await page.getByRole('button', { name: 'Saisir un nouveau cas' }).click();
  await fillPolicyholder(page, person);
  if (axe) await expectNoViolations(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Veuillez confirmer' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Suivant' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('checkbox', {
      name: `Je confirme que mon adresse e-mail ${person.email} est correcte.`,
    })
    .check();
  if (axe) await expectNoViolations(page);
  await confirm.click();
  await expect(heading(page, 'Nature du sinistre')).toBeVisible();
}

export async function upload(
  page: Page,
  files: Parameters<Page['setInputFiles']>[1],
  type?: string,
  german = false,
) {
  if (type) {
    await page
      .getByLabel(german ? 'Art der hinzuzufügenden Dokumente' : 'Type des documents à ajouter')
      .selectOption({ label: type });
  }
  await page.getByLabel(german ? 'Dateien auswählen' : 'Choisir des fichiers').setInputFiles(files);
}

/** A short new claim (vaccination: the date only) to the claim number. */
export async function declareVaccination(page: Page, person = jeanne): Promise<string> {
  await startNewClaim(page, person);
  await page.getByRole('radio', { name: 'Vaccination' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(heading(page, 'Lieu et date')).toBeVisible();
  await page.getByLabel('Date du sinistre').fill(swissDate(3));
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(heading(page, 'Description')).toBeVisible();
  await page.getByLabel('Description du sinistre').fill('Vaccin annuel contre la rage.');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(heading(page, 'Informations bancaires')).toBeVisible();
  await page.getByLabel('Titulaire du compte').fill(`${person.firstName} ${person.lastName}`);
  await page.getByLabel('IBAN').fill('CH93 0076 2011 6238 5295 7');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(heading(page, 'Documents')).toBeVisible();
  await upload(page, [pdf('vaccin.pdf')], 'Autre');
  await expect(page.getByRole('group', { name: /^vaccin\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(heading(page, 'Confirmation')).toBeVisible();
  const text = (await page.getByRole('main').textContent()) ?? '';
  const claimNumber = /S\d{6}/.exec(text)?.[0];
  expect(claimNumber).toBeDefined();
  return claimNumber ?? '';
}
