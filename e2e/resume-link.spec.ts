import { expect, test } from '@playwright/test';
import { linkInMail } from './mail-helpers';
import {
  birthDateYearsAgo,
  expectNoViolations,
  fillDogQuote,
  fr,
  heading,
} from './subscription-helpers';

/**
 * "Send me a link to continue" (issue 13): from a wizard step after step 1 and from the claim
 * flow, a single-use link by e-mail restores the quote or the claim draft on another device.
 */
test.describe('resume by e-mail link', () => {
  test('a quote continues in a second browser, once', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `reprise.${Date.now()}@example.ch`;
    await page.goto('/souscription?animal=dog');
    // no link before there is a quote to continue
    await expect(page.getByRole('button', { name: /Reprendre plus tard/ })).toHaveCount(0);
    await fillDogQuote(page, {
      animalName: 'Voyageur',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(3),
      email,
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, fr.packTitle)).toBeVisible();
    await page
      .getByRole('article', { name: 'Accident et maladie' })
      .getByRole('button', { name: 'Sélectionner' })
      .click();
    await page.getByRole('radio', { name: 'CHF\u00a0500.-' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    const recap = page.getByRole('complementary', { name: 'Récapitulatif' });
    const monthly = (await recap.getByText(/^Prime mensuelle/).textContent()) ?? '';
    expect(monthly).toMatch(/CHF/);

    const toggle = page.getByRole('button', {
      name: 'Reprendre plus tard : recevoir un lien par e-mail',
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Votre adresse e-mail')).toHaveValue(email);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'C’est envoyé' })).toContainText(email);

    // another device: nothing stored there, the link brings the quote back
    const link = await linkInMail(email, /^\/reprendre$/);
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(heading(second, fr.animalTitle)).toBeVisible();
    await expect(second).toHaveURL(/\/souscription\/dog\/informations-animal$/);
    const restored = second.getByRole('complementary', { name: 'Récapitulatif' });
    await expect(restored).toContainText('Voyageur');
    await expect(restored).toContainText('Bouvier bernois');
    await expect(restored).toContainText('Accident et maladie');
    await expect(restored.getByText(/^Prime mensuelle/)).toHaveText(monthly);
    // the earlier steps are reachable, the later ones not yet
    await expect(second.getByRole('link', { name: /Étape 2 : Couverture/ })).toBeVisible();
    await expect(second.getByRole('link', { name: /Étape 4/ })).toHaveCount(0);
    await second.reload();
    await expect(heading(second, fr.animalTitle)).toBeVisible();
    await expect(second.getByRole('complementary', { name: 'Récapitulatif' })).toContainText(
      'Voyageur',
    );
    await other.close();

    // single use: a second opening says so and offers to start again
    const third = await browser.newContext();
    const late = await third.newPage();
    await late.goto(link);
    await expect(heading(late, 'Reprendre votre demande')).toBeVisible();
    await expect(late.getByRole('alert')).toContainText('déjà utilisé ou expiré');
    await expect(late.getByRole('link', { name: 'Calculer une nouvelle prime' })).toHaveAttribute(
      'href',
      '/souscription',
    );
    await expectNoViolations(late);
    await third.close();
  });

  test('a claim draft continues in a second browser, in German', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `schaden.${Date.now()}@example.ch`;
    await page.goto('/de/kundenzenter/einen-schaden-melden');
    await page.getByRole('button', { name: 'Neuen Fall erfassen' }).click();
    const values = ['Hans', 'Meier', '1234567', 'Bello', email];
    const labels = ['Vorname', 'Nachname', 'Policennummer', 'Name des Tieres', 'E-Mail'];
    for (const [index, label] of labels.entries()) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(values[index] ?? '');
    }
    await page.getByRole('button', { name: 'Weiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bitte bestätigen Sie' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('radio', { name: 'Krankheit' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Schritt 3 von 7')).toBeVisible();

    await page.getByRole('button', { name: 'Später fortsetzen: Link per E-Mail erhalten' }).click();
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gesendet' })).toBeVisible();

    const link = await linkInMail(email, /^\/de\/fortsetzen$/);
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(second).toHaveURL(/\/de\/kundenzenter\/einen-schaden-melden\/ort-und-datum$/);
    await expect(second.getByText('Schritt 3 von 7')).toBeVisible();
    // the nature chosen on the first device is the draft's (disease: no accident questions)
    await expect(second.getByLabel('Uhrzeit des Schadens')).toHaveCount(0);
    await second.getByRole('link', { name: /Schritt 2/ }).click();
    await expect(second.getByRole('radio', { name: 'Krankheit' })).toBeChecked();
    await other.close();
  });
});
