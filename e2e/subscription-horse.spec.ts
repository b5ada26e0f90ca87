import { expect, type Page, test } from '@playwright/test';
import {
  horseProductReferences,
  swissCountryId,
} from '../packages/domain/src/subscriptions/product-references';
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
  storedForm,
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
    // spec 000 §3.1: the stored form keeps what the steps chose besides the fields typed
    await expect
      .poll(() => storedForm(page))
      .toMatchObject({
        ...horseProductReferences('optima'),
        animal_gender: 'Hongre',
        animal_gender_id: expect.any(Number),
        gender: 'f',
        address: `${owner.street} ${owner.number}, ${owner.zip} ${owner.city}`,
        country: 'CH',
        country_id: swissCountryId,
      });
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
    // spec 000 §3.1: the gender's name in the language of the step
    await expect
      .poll(() => storedForm(page))
      .toMatchObject({
        ...horseProductReferences('prima'),
        animal_gender: 'Stute',
        gender: 'f',
        address: 'Bahnhofstrasse 5, 8001 Zürich',
        country_id: swissCountryId,
      });
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

  test('issue 12: step 1 says why a horse gets an offer and what follows, in French and German', async ({
    page,
  }) => {
    await page.goto('/souscription?animal=horse');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    const offer = page.getByRole('status').filter({ hasText: 'Vous recevrez une offre.' });
    await expect(offer).toContainText(
      'Pour un cheval, nous établissons toujours une offre (pas de souscription en ligne)',
    );
    await expect(offer).toContainText(
      'vous la recevez par e-mail, la signez et nous la retournez ; le contrat commence après notre confirmation.',
    );
    // a recent treatment (asked at the animal step) adds the vet's report
    await expect(offer).toContainText(
      'Votre animal a été soigné ces 6 derniers mois ? Joignez alors à l’offre signée un certificat de santé de votre vétérinaire comprenant son rapport sur le traitement',
    );
    // a health certificate for the age from 29 years at the start only
    const certificate = 'Un certificat de santé de votre vétérinaire sera demandé';
    await page.getByLabel('Date de naissance').fill(birthDateYearsAgo(12));
    await chooseFirstStartDate(page, 'Début du contrat');
    await expect(offer).not.toContainText(certificate);
    await page.getByLabel('Date de naissance').fill(birthDateYearsAgo(29));
    await chooseFirstStartDate(page, 'Début du contrat');
    await expect(offer).toContainText(
      `${certificate} avec l’offre signée (animal de 29 ans ou plus au début du contrat).`,
    );
    await expectNoViolations(page);

    await page.goto('/de/abschliessen?animal=horse');
    await expect(heading(page, de.quoteTitle)).toBeVisible();
    const offerDe = page.getByRole('status').filter({ hasText: 'Sie erhalten eine Offerte.' });
    await expect(offerDe).toContainText(
      'Für ein Pferd erstellen wir immer eine Offerte (kein Online-Abschluss)',
    );
    await expect(offerDe).toContainText(
      'Sie erhalten sie per E-Mail, unterschreiben sie und senden sie uns zurück; der Vertrag beginnt nach unserer Bestätigung.',
    );
    await expect(offerDe).toContainText(
      'Wurde Ihr Tier in den letzten 6 Monaten behandelt? Dann legen Sie der unterschriebenen Offerte ein Gesundheitszeugnis Ihres Tierarztes mit seinem Bericht über die Behandlung bei',
    );
    await expectNoViolations(page);
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

  test('a value of 60000 is capped to 50000 on blur, and the field says so', async ({ page }) => {
    await page.goto('/souscription?animal=horse');
    const value = page.getByLabel(horseFr.value);
    await value.fill('60000');
    await value.blur();
    await expect(value).toHaveValue('50000');
    // issue 12: not silently
    await expect(value).toHaveAccessibleDescription(
      /Vous avez saisi CHF\s60'000\.-\s: la valeur assurée est limitée à CHF\s50'000\.-/,
    );
    await expectNoViolations(page);
  });

  test('a 31-year-old horse is told at step 1 that horse covers end at 29', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/souscription?animal=horse');
    await fillFrenchHorseQuote(page, {
      name: 'Ancien',
      birthDate: birthDateYearsAgo(31),
      value: '3000',
      usage: 'Loisir',
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    // decided where the facts are known: no dead end on a later step (issue 12)
    const birthDate = page.getByLabel('Date de naissance');
    await expect(birthDate).toHaveAccessibleDescription(
      /Les couvertures pour chevaux sont proposées jusqu’à l’âge de 29 ans\./,
    );
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
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
    // issue 12: the foal is asked with the horse's sex, and priced at once for a mare
    await calculator.getByRole('radio', { name: 'VIVA Spirit B' }).check();
    const foal = calculator.getByRole('checkbox', { name: 'Poulain' });
    await expect(foal).toBeDisabled();
    const sex = calculator.getByRole('group', { name: 'Sexe du cheval' });
    await sex.getByRole('radio', { name: 'Étalon' }).check();
    await expect(foal).toBeDisabled();
    await sex.getByRole('radio', { name: 'Jument' }).check();
    await foal.check();
    await expect(calculator.getByText(/^Poulain\s: CHF/)).toBeVisible();
    await expectNoViolations(page);
    await calculator.getByRole('button', { name: 'Demander une offre' }).click();
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/horse\/informations-animal$/);
    // the sex given next to the foal is the horse's
    await expect(page.getByLabel('Sexe').locator('option:checked')).toHaveText('Jument');
  });

  test('issue 12: the pack cards hold at 1024–1920 px, failed loads are retried, the foal is for a mare', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/souscription?animal=horse');
    await fillFrenchHorseQuote(page, {
      name: 'Pomme',
      birthDate: birthDateYearsAgo(6),
      value: '12000',
      usage: 'Loisir',
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, horseFr.packTitle)).toBeVisible();

    // the four cards, "none" included, are beside the recap, never under it
    const recap = page.getByRole('complementary', { name: 'Récapitulatif' });
    for (const width of [1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card(page, 'Optima').getByText(/par mois/)).toBeVisible();
      const side = await recap.boundingBox();
      for (const name of ['Prima', 'Optima', 'Ultima', 'Sans assurance frais de traitement']) {
        const box = await card(page, name).boundingBox();
        expect(box, `${name} at ${width} px`).not.toBeNull();
        if (box && side) {
          const overlaps =
            box.x < side.x + side.width &&
            side.x < box.x + box.width &&
            box.y < side.y + side.height &&
            side.y < box.y + box.height;
          expect(overlaps, `${name} overlaps the recap at ${width} px`).toBe(false);
        }
        // the button takes the click itself (nothing lies on it)
        await card(page, name).getByRole('button', { name: 'Sélectionner' }).click({ trial: true });
      }
    }
    const none = card(page, 'Sans assurance frais de traitement');
    await none.getByRole('button', { name: 'Sélectionner' }).click();
    await expect(none.getByRole('button', { name: 'Sélectionner' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await card(page, 'Prima').getByRole('button', { name: 'Sélectionner' }).click();

    // the option prices fail: said as a failure, with a retry; no way on without them
    let isOptionPriceDown = true;
    await page.route('**/api/business-lines/horse/option-price', (route) =>
      isOptionPriceDown
        ? route.fulfill({ status: 503, json: { message: 'Service indisponible.' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(heading(page, horseFr.optionTitle)).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: 'n’ont pas pu être chargés' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Aucun produit décès/invalidité VIVA SPIRIT')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(heading(page, horseFr.optionTitle)).toBeVisible();
    await expectNoViolations(page);
    isOptionPriceDown = false;
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('radio', { name: 'Oui' }).check();
    await page.getByRole('radio', { name: /^VIVA Spirit B/ }).check();

    // the foal is asked with the horse's sex: a mare's foal only
    const foal = page.getByRole('checkbox', { name: /^Poulain/ });
    await expect(foal).toBeDisabled();
    await expect(foal).toHaveAccessibleDescription(/Veuillez indiquer le sexe de votre cheval/);
    const sex = page.getByRole('group', { name: 'Sexe du cheval' });
    await sex.getByRole('radio', { name: 'Hongre' }).check();
    await expect(foal).toBeDisabled();
    await expect(foal).toHaveAccessibleDescription(/réservée aux juments/);
    await sex.getByRole('radio', { name: 'Jument' }).check();
    await expect(foal).toBeEnabled();
    await foal.check();
    await expect(recap).toContainText('Poulain');
    await expectNoViolations(page);

    // the genders fail at the animal step: a retry, never "Chargement…" for ever
    let isGenderListDown = true;
    await page.route('**/api/business-lines/horse/animal-genders*', (route) =>
      isGenderListDown
        ? route.fulfill({ status: 503, json: { message: 'Service indisponible.' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    await page.getByLabel('Numéro d’identification (puce)').fill('756000123456789');
    // a new page load asks the list again (the option step had it already)
    await page.reload();
    const genders = page.getByRole('alert').filter({ hasText: 'n’a pas pu être chargée' });
    await expect(genders).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Non' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.locator('[data-form-alert]')).toContainText('n’a pas pu être chargée');
    await expect(page).toHaveURL(/\/souscription\/horse\/informations-animal$/);
    isGenderListDown = false;
    await genders.getByRole('button', { name: 'Réessayer' }).click();
    // the sex given next to the foal is the horse's, and nothing typed was lost
    await expect(page.getByLabel('Sexe')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Sexe').locator('option:checked')).toHaveText('Jument');
    await expect(page.getByLabel('Numéro d’identification (puce)')).toHaveValue('756000123456789');
    // a gelding cannot have the foal cover chosen for a mare
    await page.getByLabel('Sexe').selectOption({ label: 'Hongre' });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('La couverture poulain est réservée aux juments.')).toBeVisible();
    await page.getByLabel('Sexe').selectOption({ label: 'Jument' });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillFrenchOwner(page);
    await page.getByRole('button', { name: 'Continuer' }).press('Enter');

    // the last step of an offer: the logo asks before leaving (spec 000 §2.4)
    await expect(heading(page, fr.offerTitle)).toBeVisible();
    await page
      .getByRole('link', { name: /page d’accueil/ })
      .first()
      .click();
    const quit = page.getByRole('dialog', { name: 'Vous nous quittez déjà ?' });
    await expect(quit).toBeVisible();
    await quit.getByRole('button', { name: 'Continuer ma souscription' }).click();
    await expect(heading(page, fr.offerTitle)).toBeVisible();
  });

  test('issue 12: the German calculator writes its lines in German, and a value over the cap says so', async ({
    page,
  }) => {
    await page.goto('/de/angebote/pferde');
    const calculator = page.getByRole('region', { name: 'Berechnen Sie die Prämie für Ihr Pferd' });
    await calculator.getByLabel('Name des Tieres').fill('Blitz');
    await chooseBreed(page, 'Rasse', 'freib', 'Freiberger');
    await calculator.getByLabel('Geburtsdatum').fill(birthDateYearsAgo(5));
    await chooseFirstStartDate(page, 'Vertragsbeginn');
    const value = calculator.getByLabel('Wert des Pferdes (CHF)');
    await value.fill('60000');
    await value.blur();
    await expect(value).toHaveValue('50000');
    await expect(value).toHaveAccessibleDescription(/Sie haben CHF\s60'000\.- eingegeben/);
    await value.fill('15000');
    await expect(calculator.getByText(/Sie haben CHF\s60'000/)).toHaveCount(0);
    await calculator
      .getByRole('checkbox', { name: 'Ich wünsche eine Behandlungskostenversicherung' })
      .check();
    await expect(calculator.getByText(/^Behandlungskosten: CHF\s[\d']+\.(\d\d|-)$/)).toBeVisible();
    await expect(calculator.getByText(/\s:\sCHF/)).toHaveCount(0);
  });
});
