import { expect, type Page, test } from '@playwright/test';
import {
  birthDateYearsAgo,
  chooseBreed,
  chooseFirstStartDate,
  de,
  expectNoViolations,
  expectPdfDownload,
  fillGermanOwner,
  heading,
  owner,
} from './subscription-helpers';

/** A cat in German from step 1 to the payment step, on the own channel. */
async function catToPayment(page: Page, animalName: string) {
  await page.goto('/de/abschliessen?animal=cat');
  await expect(heading(page, de.quoteTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/de\/abschliessen\?animal=cat$/);
  await page.getByLabel('Name des Tieres').fill(animalName);
  // "Andere (Katze)" is not a first breed; the second breed may be "Unbekannt"
  await page.getByRole('combobox', { name: 'Rasse 1' }).fill('andere');
  await expect(page.getByRole('option', { name: 'Andere (Katze)' })).toHaveCount(0);
  await chooseBreed(page, 'Rasse 1', 'europ', 'Europäisch Kurzhaar');
  await chooseBreed(page, 'Rasse 2', 'unbek', 'Unbekannt');
  await page.getByLabel('Geburtsdatum').fill(birthDateYearsAgo(3));
  await chooseFirstStartDate(page, 'Vertragsbeginn');
  await page.getByRole('radio', { name: 'Ja, Wohnungskatze' }).check();
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(owner.email);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Meine Prämie berechnen' }).click();

  await expect(heading(page, de.packTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/de\/abschliessen\/cat\/paketwahl$/);
  await expect(
    page
      .getByRole('article', { name: 'Unfall', exact: true })
      .getByRole('button', { name: 'Auswählen' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(heading(page, de.animalTitle)).toBeVisible();
  // a cat needs no identification number
  await page.getByLabel('Geschlecht').selectOption({ label: 'Weiblich' });
  await page.getByRole('radio', { name: 'Nein' }).check();
  await expect(
    page.getByText('Kosten für Krankheiten oder Unfälle, die vor Vertragsbeginn bestanden'),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(heading(page, de.ownerTitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meine Kontaktdaten' })).toBeVisible();
  await fillGermanOwner(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(heading(page, de.paymentTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/de\/abschliessen\/cat\/zahlung$/);
}

async function payByCard(page: Page) {
  await page.getByRole('radio', { name: 'Online mit Karte' }).check();
  // online: yearly only
  await expect(page.getByRole('radio', { name: 'Halbjährlich' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Jährlich', exact: true })).toBeChecked();
  await page
    .getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Versicherungsbedingungen.' })
    .check();
  await page
    .getByRole('checkbox', {
      name: 'Ich bestätige, dass meine Angaben richtig und vollständig sind.',
    })
    .check();
  await page
    .getByRole('checkbox', { name: 'Ich habe die Informationen nach Art. 3 VVG erhalten.' })
    .check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Online bezahlen' }).click();
}

test.describe('cat subscription, in German, paid by card', () => {
  test('the sandbox payment succeeds: confirmation with the policy PDF', async ({ page }) => {
    test.setTimeout(120_000);
    await catToPayment(page, 'Mina');
    await payByCard(page);
    await page.getByRole('button', { name: 'Zahlen (Test)' }).click();

    await expect(heading(page, 'Vielen Dank für Ihren Abschluss')).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/bestaetigung\?token=/);
    await expectPdfDownload(
      page,
      page.getByRole('link', { name: 'Meine Police herunterladen (PDF)' }),
    );
    await expect(page.getByText('Vielen Dank! Mina ist jetzt gut versichert.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ein weiteres Tier versichern' })).toHaveAttribute(
      'href',
      '/de/abschliessen?animal=cat',
    );
    await expectNoViolations(page);
  });

  test('the sandbox payment is refused: back to the payment step with the message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await catToPayment(page, 'Luna');
    await payByCard(page);
    await page.getByRole('button', { name: 'Zahlung ablehnen (Test)' }).click();

    await expect(heading(page, de.paymentTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/cat\/zahlung\?payment=failed$/);
    await expect(page.getByRole('alert')).toContainText('Die Zahlung ist nicht zustande gekommen.');
    // issue 12: the card stays chosen and the confirmations stay ticked: the next click pays
    // by card again, never by invoice
    await expect(page.getByRole('radio', { name: 'Online mit Karte' })).toBeChecked();
    for (const name of [
      'Ich akzeptiere die Allgemeinen Versicherungsbedingungen.',
      'Ich bestätige, dass meine Angaben richtig und vollständig sind.',
      'Ich habe die Informationen nach Art. 3 VVG erhalten.',
    ]) {
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
    await expectNoViolations(page);
    // a second attempt can succeed
    await page.getByRole('button', { name: 'Online bezahlen' }).click();
    await page.getByRole('button', { name: 'Zahlen (Test)' }).click();
    await expect(heading(page, 'Vielen Dank für Ihren Abschluss')).toBeVisible();
  });

  test('the quick calculator link of the cat offer page uses /de/souscription', async ({
    page,
  }) => {
    await page.goto('/de/angebote/katze');
    const calculator = page.getByRole('region', { name: 'Berechnen Sie Ihre Prämie im Nu' });
    await calculator.getByLabel('Name des Tieres').fill('Schnell');
    await chooseBreed(page, 'Rasse', 'europ', 'Europäisch Kurzhaar');
    await calculator.getByLabel('Geburtsdatum').fill(birthDateYearsAgo(2));
    await chooseFirstStartDate(page, 'Vertragsbeginn');
    await expect(calculator.getByText(/pro Monat \+5% eidg\. Stempelabgabe/)).toBeVisible();
    await calculator.getByRole('button', { name: 'Nächster Schritt' }).click();
    await expect(heading(page, de.animalTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/cat\/tierinformationen$/);
  });
});
