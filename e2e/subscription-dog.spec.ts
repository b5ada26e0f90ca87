import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text';
import {
  analyticsEvents,
  birthDateYearsAgo,
  chooseBreed,
  chooseFirstStartDate,
  expectNoViolations,
  expectPdfDownload,
  fillDogQuote,
  fillFrenchAnimal,
  fillFrenchOwner,
  fr,
  heading,
  owner,
  tabTo,
} from './subscription-helpers';

test.describe('dog subscription, in French', () => {
  test('by invoice through to the policy PDF, with no axe violation on any step', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/souscription?animal=dog');
    await expect(page).toHaveURL(/\/souscription\?animal=dog$/);
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    await expectNoViolations(page);
    // the type-ahead ignores accents and finds a breed from any word of its name
    await page.getByRole('combobox', { name: 'Race' }).fill('bouv');
    await expect(page.getByRole('option', { name: 'Bouvier bernois' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Race' }).fill('');
    await fillDogQuote(page, {
      animalName: 'Rex',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(4),
      email: owner.email,
    });
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();

    await expect(heading(page, fr.packTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/dog\/choix-pack$/);
    await expect(heading(page, fr.packTitle)).toBeFocused();
    const plan = page.getByRole('article', { name: 'Accident et maladie' });
    await expect(plan.getByText('Recommandé')).toBeVisible();
    await expect(plan.getByText(/CHF\u00a0\d+\.(\d\d|-) par mois/)).toBeVisible();
    await plan.getByRole('button', { name: 'Sélectionner' }).click();
    await expect(plan.getByRole('button', { name: 'Sélectionner' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('radio', { name: 'CHF\u00a0500.-' }).check();
    await expect(page.getByRole('complementary', { name: 'Récapitulatif' })).toContainText(
      'Accident et maladie',
    );
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await fillFrenchAnimal(page, { identification: '756098100123456' });
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await fillFrenchOwner(page);
    await expect(page.getByRole('heading', { name: 'Mes coordonnées' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(heading(page, fr.paymentTitle)).toBeVisible();
    // spec 000 §2.4: on the last step the logo asks before leaving
    await page
      .getByRole('link', { name: /page d’accueil/ })
      .first()
      .click();
    const quit = page.getByRole('dialog', { name: 'Vous nous quittez déjà ?' });
    await expect(quit).toBeVisible();
    await quit.getByRole('button', { name: 'Continuer ma souscription' }).click();
    await expect(quit).toBeHidden();
    await expect(heading(page, fr.paymentTitle)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Souscrire en ligne' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Sur facture' })).toBeChecked();
    await page.getByRole('radio', { name: 'Semestrielle' }).check();
    await page.getByLabel('Code de réduction').fill('PAS-UN-CODE');
    await page.getByRole('button', { name: 'Appliquer le code' }).click();
    await expect(page.getByText('Ce code n’est pas valide')).toBeVisible();
    await page.getByLabel('Code de réduction').fill('');
    await expectNoViolations(page);
    // the consents are required: the first missing one takes the focus
    await page.getByRole('button', { name: 'Souscrire' }).click();
    await expect(
      page.getByRole('checkbox', { name: 'J’accepte les conditions générales d’assurance.' }),
    ).toBeFocused();
    await page
      .getByRole('checkbox', { name: 'J’accepte les conditions générales d’assurance.' })
      .check();
    await page
      .getByRole('checkbox', { name: 'Je certifie que mes réponses sont exactes et complètes.' })
      .check();
    await page
      .getByRole('checkbox', { name: 'J’ai reçu les informations selon l’art. 3 LCA.' })
      .check();
    await page.getByRole('button', { name: 'Souscrire' }).click();

    await expect(heading(page, 'Merci pour votre souscription')).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/confirmation\?token=/);
    const policyPdf = await expectPdfDownload(
      page,
      page.getByRole('link', { name: 'Télécharger ma police (PDF)' }),
    );
    await expect(page.getByText('Merci ! Rex est maintenant bien assuré.')).toBeVisible();
    // what the documents say: the animal and the total on the certificate, the QR-bill reference
    // and the same total on the invoice
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    const answer = await (
      await page.request.get(`/api/subscriptions/pdf?user_token=${token}`)
    ).json();
    const certificate = pdfText(policyPdf);
    expect(certificate).toContain('Rex');
    expect(certificate).toContain('Bouvier bernois');
    const total = (answer.amount as number).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
    expect(certificate).toContain(`CHF ${total}`);
    const invoice = pdfText(await (await page.request.get(answer.invoice_path)).body());
    expect(invoice).toMatch(/Référence\n\d{2}( \d{5}){5}\n/);
    expect(invoice).toContain((answer.amount as number).toFixed(2));
    await expect(page.getByRole('link', { name: 'Assurer un autre animal' })).toHaveAttribute(
      'href',
      '/souscription?animal=dog',
    );
    await expect(
      page.getByRole('link', { name: 'Retour à la page d’accueil' }).last(),
    ).toHaveAttribute('href', '/');
    const events = await analyticsEvents(page, 'subscription_confirmation');
    expect(events).toHaveLength(1);
    await expectNoViolations(page);
  });

  test('a dog older than 9 years ends as an offer', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/souscription?animal=dog');
    await fillDogQuote(page, {
      animalName: 'Senior',
      breedQuery: 'caniche nain',
      breed: 'Caniche nain',
      birthDate: birthDateYearsAgo(11),
      email: owner.email,
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, fr.packTitle)).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillFrenchAnimal(page, { identification: '756098100999999' });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillFrenchOwner(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(heading(page, fr.offerTitle)).toBeVisible();
    // offer only: no choice, no payment method
    await expect(page.getByRole('radio', { name: 'Souscrire en ligne' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Sur facture' })).toHaveCount(0);
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
    const events = await analyticsEvents(page, 'lead_confirmation');
    expect(events).toHaveLength(1);
  });

  test('a partner key shows the intermediary block and leads to an offer only', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/souscription?animal=dog&pid=generali');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Intermédiaire' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
    await fillDogQuote(page, {
      animalName: 'Partner',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(3),
    });
    await page.getByLabel('E-mail de l’intermédiaire').fill('agent@example.ch');
    await page.getByLabel('Prénom de l’intermédiaire').fill('Paul');
    await page.getByRole('textbox', { name: 'Nom de l’intermédiaire', exact: true }).fill('Agent');
    await page.getByLabel('Numéro d’agent Generali (7 chiffres)').fill('123456');
    await page.getByLabel('Master code de l’agence (6 chiffres)').fill('123456');
    await page.getByLabel('Numéro FINMA').fill('F01234567');
    await page
      .getByRole('checkbox', { name: 'Je confirme agir en tant qu’intermédiaire d’assurance lié.' })
      .check();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    // the agent number has 7 digits: the field shows the message and takes the focus
    const agentNr = page.getByLabel('Numéro d’agent Generali (7 chiffres)');
    await expect(agentNr).toBeFocused();
    await expect(agentNr).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le numéro d’intermédiaire compte 7 chiffres.')).toBeVisible();
    await expectNoViolations(page);
    await agentNr.fill('1234567');
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();

    await expect(heading(page, fr.packTitle)).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillFrenchAnimal(page, { identification: '756098100555555' });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(
      page.getByRole('heading', { name: 'Coordonnées du preneur d’assurance' }),
    ).toBeVisible();
    await fillFrenchOwner(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(heading(page, fr.offerTitle)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Souscrire en ligne' })).toHaveCount(0);
    for (const name of [
      'J’accepte les conditions générales d’assurance.',
      'Je certifie que mes réponses sont exactes et complètes.',
      'Je comprends que cette demande d’offre ne m’engage pas.',
      'J’ai informé le client selon l’art. 45 LSA.',
      'Je confirme les informations selon l’art. 3 LSA.',
    ]) {
      await page.getByRole('checkbox', { name }).check();
    }
    await page.getByRole('button', { name: 'Demander mon offre' }).click();
    await expect(heading(page, 'Merci pour votre demande')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Télécharger mon offre (PDF)' })).toBeVisible({
      timeout: 45_000,
    });
    // partner channel: no links back
    await expect(page.getByRole('link', { name: 'Assurer un autre animal' })).toHaveCount(0);
  });

  test('a reload on step 4 keeps every field', async ({ page }) => {
    await page.goto('/souscription?animal=dog');
    await fillDogQuote(page, {
      animalName: 'Reload',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(2),
      email: owner.email,
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, fr.packTitle)).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillFrenchAnimal(page, { identification: '756098100777777' });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillFrenchOwner(page);
    await page.waitForFunction(() =>
      (localStorage.getItem('subscriptionForm') ?? '').includes('"city":"Lausanne"'),
    );

    await page.reload();
    await expect(heading(page, fr.ownerTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/dog\/informations-proprietaire$/);
    await expect(page.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await expect(page.getByLabel('Prénom')).toHaveValue(owner.firstName);
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(
      owner.lastName,
    );
    await expect(page.getByLabel('Votre date de naissance')).toHaveValue(owner.birthDate);
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      owner.email,
    );
    await expect(page.getByLabel('Confirmation de l’e-mail')).toHaveValue(owner.email);
    await expect(page.getByLabel('Téléphone')).toHaveValue('079 123 45 67');
    await expect(page.getByLabel('Rue')).toHaveValue(owner.street);
    await expect(page.getByRole('textbox', { name: 'Numéro', exact: true })).toHaveValue(
      owner.number,
    );
    await expect(page.getByLabel('NPA')).toHaveValue(owner.zip);
    await expect(page.getByLabel('Localité')).toHaveValue(owner.city);
    // the earlier steps are kept too, and reachable from the step indicator
    await page.getByRole('link', { name: 'Étape 3 : Animal' }).click();
    await expect(page.getByLabel('Numéro d’identification (puce)')).toHaveValue('756098100777777');
    await expect(page.getByLabel('Sexe')).toHaveValue(/\d+/);
    // steps not reached are not links
    await expect(page.getByRole('link', { name: 'Étape 5 : Paiement' })).toHaveCount(0);
  });

  test('a stale token is sent back to step 1', async ({ page }) => {
    await page.goto('/souscription?animal=dog');
    await fillDogQuote(page, {
      animalName: 'Stale',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(2),
      email: owner.email,
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, fr.packTitle)).toBeVisible();
    await page.evaluate(() => {
      const form = JSON.parse(localStorage.getItem('subscriptionForm') ?? '{}');
      form.user_token = 'this-token-does-not-exist-anywhere';
      localStorage.setItem('subscriptionForm', JSON.stringify(form));
    });
    await page.reload();
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription$/);
    await expect(page.getByLabel('Nom de l’animal')).toHaveValue('');
  });

  test('can be completed with the keyboard only', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/souscription?animal=dog');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    const type = async (label: string, text: string) => {
      await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
      await page.keyboard.type(text);
    };
    await type('Nom de l’animal', 'Clavier');
    await tabTo(page, page.getByRole('combobox', { name: 'Race' }));
    await page.keyboard.type('bernois');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Race' })).toHaveValue('Bouvier bernois');
    await type('Date de naissance', birthDateYearsAgo(3).replaceAll('.', ''));
    await tabTo(page, page.getByLabel('Début du contrat'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Début du contrat')).not.toHaveValue('');
    await type('E-mail', owner.email);
    await tabTo(page, page.getByRole('button', { name: 'Calculer ma prime' }));
    await page.keyboard.press('Enter');

    await expect(heading(page, fr.packTitle)).toBeVisible();
    const plan = page.getByRole('article', { name: 'Accident, maladie et prévention' });
    await tabTo(page, plan.getByRole('button', { name: 'Sélectionner' }));
    await page.keyboard.press('Enter');
    await expect(plan.getByRole('button', { name: 'Sélectionner' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(heading(page, fr.animalTitle)).toBeVisible();
    await type('Numéro d’identification (puce)', '756098100888888');
    await tabTo(page, page.getByLabel('Sexe'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('radio', { name: 'Oui' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Non' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(heading(page, fr.ownerTitle)).toBeVisible();
    await tabTo(page, page.getByRole('radio', { name: 'Monsieur' }));
    await page.keyboard.press('Space');
    await type('Prénom', owner.firstName);
    await type('Nom', owner.lastName);
    await type('Votre date de naissance', owner.birthDate.replaceAll('.', ''));
    await type('E-mail', owner.email);
    await type('Confirmation de l’e-mail', owner.email);
    await type('Téléphone', owner.phone);
    await type('Rue', owner.street);
    await type('Numéro', owner.number);
    // the postcode fills the place from the Swiss postcode directory
    await tabTo(page, page.getByRole('combobox', { name: 'NPA' }));
    await page.keyboard.type(owner.zip);
    await expect(page.getByRole('combobox', { name: 'Localité' })).toHaveValue(owner.city);
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(heading(page, fr.paymentTitle)).toBeVisible();
    for (const name of [
      'J’accepte les conditions générales d’assurance.',
      'Je certifie que mes réponses sont exactes et complètes.',
      'J’ai reçu les informations selon l’art. 3 LCA.',
    ]) {
      await tabTo(page, page.getByRole('checkbox', { name }));
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByRole('button', { name: 'Souscrire' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Merci pour votre souscription')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Télécharger ma police (PDF)' })).toBeVisible({
      timeout: 45_000,
    });
  });

  test('the quick calculator of the dog offer page continues at the animal step', async ({
    page,
  }) => {
    await page.goto('/offres/chiens');
    const calculator = page.getByRole('region', { name: 'Calculez votre prime en un instant' });
    await calculator.getByLabel('Nom de l’animal').fill('Rapide');
    await chooseBreed(page, 'Race', 'bernois', 'Bouvier bernois');
    await calculator.getByLabel('Date de naissance').fill(birthDateYearsAgo(2));
    await chooseFirstStartDate(page, 'Début du contrat');
    await calculator.getByRole('checkbox', { name: 'Prévention et dépistage' }).check();
    await expect(
      calculator.getByRole('checkbox', { name: 'Maladies et médecines complémentaires' }),
    ).toBeChecked();
    await expect(calculator.getByText(/par mois \+5% timbre fédéral/)).toBeVisible();
    await expect(calculator.getByText(/Plafond annuel : CHF/)).toBeVisible();
    await expectNoViolations(page);
    await calculator.getByRole('button', { name: 'Étape suivante' }).click();
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/dog\/informations-animal$/);
  });
});
