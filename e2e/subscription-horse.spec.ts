import { expect, type Page, test } from '@playwright/test';
import {
  birthDateYearsAgo,
  chooseBreed,
  chooseFirstStartDate,
  de,
  expectNoViolations,
  expectPdfDownload,
  fillFrenchOwner,
  fillGermanOwner,
  fr,
  heading,
  owner,
} from './subscription-helpers';

const horseFr = {
  packTitle: 'Choisissez votre couverture',
  optionTitle: 'Assurance décès et invalidité',
  value: 'Valeur du cheval (CHF)',
  usage: 'Utilisation',
};

interface HorseQuote {
  name: string;
  birthDate: string;
  value: string;
  usage: string;
}

/** Step 1 of a horse, in French, on the own channel. */
async function fillFrenchHorseQuote(page: Page, horse: HorseQuote) {
  await expect(heading(page, fr.quoteTitle)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cheval' })).toBeChecked();
  await page.getByLabel('Nom de l’animal').fill(horse.name);
  await chooseBreed(page, 'Race', 'franches', 'Franches-Montagnes');
  await page.getByLabel('Date de naissance').fill(horse.birthDate);
  await chooseFirstStartDate(page, 'Début du contrat');
  await page.getByLabel(horseFr.value).fill(horse.value);
  await page.getByLabel(horseFr.usage).selectOption({ label: horse.usage });
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(owner.email);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('horse subscription (always an offer)', () => {
  test('a 10-year-old dressage horse with optima 500, assistance and VIVA Spirit B, to the offer PDF', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/souscription?animal=horse');
    await fillFrenchHorseQuote(page, {
      name: 'Tornado',
      birthDate: birthDateYearsAgo(10),
      value: '25000',
      usage: 'Dressage',
    });
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();

    // step 2: the pack (prima by default, optima recommended)
    await expect(heading(page, horseFr.packTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/horse\/choix-pack$/);
    await expect(heading(page, horseFr.packTitle)).toBeFocused();
    await expect(card(page, 'Prima').getByRole('button', { name: 'Sélectionner' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const optima = card(page, 'Optima');
    await expect(optima.getByText('Recommandé')).toBeVisible();
    await expect(optima.getByText(/CHF\u00a0[\d']+\.(\d\d|-) par mois/)).toBeVisible();
    // changing the deductible of another pack first switches to that pack
    await optima.getByRole('radio', { name: 'CHF\u00a0500.-' }).check();
    await expect(optima.getByRole('button', { name: 'Sélectionner' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await optima.getByRole('checkbox', { name: 'Assistance' }).check();
    await expect(card(page, 'Ultima').getByRole('checkbox', { name: 'Assistance' })).toBeDisabled();
    await expect(card(page, 'Optima').getByRole('checkbox', { name: 'Assistance' })).toBeChecked();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    // step 3: the death/invalidity option
    await expect(heading(page, horseFr.optionTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/horse\/choix-complementaire$/);
    await page.getByRole('radio', { name: 'Oui' }).check();
    await expect(page.getByRole('radio', { name: /^VIVA Spirit A/ })).toBeChecked();
    await page.getByRole('radio', { name: /^VIVA Spirit B/ }).check();
    // invalidity only up to age 8
    await expect(page.getByRole('checkbox', { name: /Invalidité/ })).toBeDisabled();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    // step 4: the animal information
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/horse\/informations-animal$/);
    await expect(page.getByLabel(horseFr.value)).toHaveValue('25000');
    await page.getByLabel('Numéro d’identification (puce)').fill('756000123456789');
    await page.getByLabel('Écurie (nom et lieu)').fill('Écurie du Lac, Morges');
    await page.getByLabel('Vétérinaire').fill('Dr Favre');
    await page.getByLabel('Sexe').selectOption({ label: 'Hongre' });
    await page.getByRole('radio', { name: 'Non' }).check();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    // step 5: the owner
    await fillFrenchOwner(page);
    await expectNoViolations(page);
    // the keyboard, past the locality suggestions that may still be open
    await page.getByRole('button', { name: 'Continuer' }).press('Enter');

    // step 6: always an offer for a horse
    await expect(heading(page, fr.offerTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/horse\/paiement$/);
    await expect(page.getByRole('radio', { name: 'Souscrire en ligne' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Récapitulatif' })).toContainText(
      'VIVA Spirit B',
    );
    await expectNoViolations(page);
    await page
      .getByRole('checkbox', { name: 'J’accepte les conditions générales d’assurance.' })
      .check();
    await page
      .getByRole('checkbox', { name: 'Je certifie que mes réponses sont exactes et complètes.' })
      .check();
    await page
      .getByRole('checkbox', { name: 'Je comprends que cette demande d’offre ne m’engage pas.' })
      .check();
    await page.getByRole('button', { name: 'Demander mon offre' }).click();

    await expect(heading(page, 'Merci pour votre demande')).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/confirmation-offre\?token=/);
    await expectPdfDownload(page, page.getByRole('link', { name: 'Télécharger mon offre (PDF)' }));
  });

  test('a 6-year-old leisure horse with prima and invalidity, in German', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/de/abschliessen?animal=horse');
    await expect(heading(page, de.quoteTitle)).toBeVisible();
    await page.getByLabel('Name des Tieres').fill('Bijou');
    await chooseBreed(page, 'Rasse', 'freib', 'Freiberger');
    await page.getByLabel('Geburtsdatum').fill(birthDateYearsAgo(6));
    await chooseFirstStartDate(page, 'Vertragsbeginn');
    await page.getByLabel('Wert des Pferdes (CHF)').fill('12000');
    await expect(page.getByLabel('Verwendung')).toHaveValue('Loisir');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(owner.email);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Meine Prämie berechnen' }).click();

    await expect(heading(page, de.packTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/horse\/paketwahl$/);
    await expect(card(page, 'Prima').getByRole('button', { name: 'Auswählen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(heading(page, 'Todesfall- und Invaliditätsversicherung')).toBeVisible();
    await page.getByRole('radio', { name: 'Ja' }).check();
    await page.getByRole('radio', { name: /^VIVA Spirit B/ }).check();
    await page.getByRole('checkbox', { name: /Invalidität/ }).check();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(heading(page, de.animalTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/horse\/tierinformationen$/);
    await expect(page.getByRole('complementary', { name: 'Zusammenfassung' })).toContainText(
      'Invalidität',
    );
    await page.getByLabel('Identifikationsnummer (Chip)').fill('756000123456780');
    await page.getByLabel('Geschlecht').selectOption({ label: 'Stute' });
    await page.getByRole('radio', { name: 'Nein' }).check();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(heading(page, de.ownerTitle)).toBeVisible();
    await fillGermanOwner(page);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Weiter' }).press('Enter');

    // always an offer for a horse
    await expect(heading(page, 'Schliessen wir Ihre Anfrage ab')).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/horse\/zahlung$/);
    await expectNoViolations(page);
    await page
      .getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Versicherungsbedingungen.' })
      .check();
    await page
      .getByRole('checkbox', {
        name: 'Ich bestätige, dass meine Angaben richtig und vollständig sind.',
      })
      .check();
    await page
      .getByRole('checkbox', { name: 'Ich verstehe, dass diese Offertanfrage unverbindlich ist.' })
      .check();
    await page.getByRole('button', { name: 'Offerte anfordern' }).click();

    await expect(heading(page, 'Vielen Dank für Ihre Anfrage')).toBeVisible();
    await expect(page).toHaveURL(/\/de\/abschliessen\/offerte-bestaetigung\?token=/);
    await expectPdfDownload(
      page,
      page.getByRole('link', { name: 'Meine Offerte herunterladen (PDF)' }),
    );
  });

  test('usage "other" dims the submit and asks to contact the agent', async ({ page }) => {
    await page.goto('/souscription?animal=horse');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    await page.getByLabel(horseFr.usage).selectOption({ label: 'Autre' });
    await expect(page.getByRole('alert')).toContainText('Veuillez contacter notre agent');
    await expect(page.getByRole('link', { name: 'agents@alpaws.example' })).toHaveAttribute(
      'href',
      'mailto:agents@alpaws.example',
    );
    const submit = page.getByRole('button', { name: 'Calculer ma prime' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps it focusable: a click is ignored
    await submit.click({ force: true });
    await expect(page).toHaveURL(/\/souscription\?animal=horse$/);
    await expectNoViolations(page);
  });

  test('a value of 60000 is capped to 50000 on blur', async ({ page }) => {
    await page.goto('/souscription?animal=horse');
    const value = page.getByLabel(horseFr.value);
    await value.fill('60000');
    await value.blur();
    await expect(value).toHaveValue('50000');
  });

  test('a 31-year-old horse can take no treatment product', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/souscription?animal=horse');
    await fillFrenchHorseQuote(page, {
      name: 'Ancien',
      birthDate: birthDateYearsAgo(31),
      value: '3000',
      usage: 'Loisir',
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, horseFr.packTitle)).toBeVisible();
    for (const name of ['Prima', 'Optima', 'Ultima']) {
      await expect(card(page, name).getByRole('button', { name: 'Sélectionner' })).toBeDisabled();
    }
    await expect(card(page, 'Prima').getByText(/29 ans/)).toBeVisible();
    await expect(
      card(page, 'Sans assurance frais de traitement').getByRole('button', {
        name: 'Sélectionner',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);
  });

  test('the horse quick calculator leads to the animal information', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/offres/chevaux');
    const calculator = page.getByRole('region', { name: 'Calculez la prime de votre cheval' });
    await expect(calculator).toBeVisible();
    await calculator.getByLabel('Nom de l’animal').fill('Éclair');
    await chooseBreed(page, 'Race', 'franches', 'Franches-Montagnes');
    await calculator.getByLabel('Date de naissance').fill(birthDateYearsAgo(5));
    await chooseFirstStartDate(page, 'Début du contrat');
    await calculator.getByLabel(horseFr.value).fill('15000');
    await calculator
      .getByRole('checkbox', { name: 'Je souhaite une assurance frais de traitement' })
      .check();
    await expect(calculator.getByRole('radio', { name: 'Prima' })).toBeChecked();
    await calculator.getByRole('radio', { name: 'Ultima' }).check();
    // ultima forces assistance
    await expect(calculator.getByRole('checkbox', { name: 'Assistance' })).toBeChecked();
    await calculator
      .getByRole('checkbox', { name: 'Je souhaite une assurance décès/invalidité' })
      .check();
    await expect(calculator.getByRole('radio', { name: 'VIVA Spirit A' })).toBeChecked();
    await expect(calculator.getByText(/Prime annuelle : CHF/)).toBeVisible();
    await expectNoViolations(page);
    await calculator.getByRole('button', { name: 'Demander une offre' }).click();
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/horse\/informations-animal$/);
  });
});
