import { expect, test } from '@playwright/test';
import { declareVaccination, type Policyholder } from './claim-helpers';
import { e2eAdmin, totpNow } from './staff-helpers';
import { expectNoViolations, tabTo } from './subscription-helpers';

/**
 * The back office (issue 13): a customer declares a claim in the browser, a staff member signs
 * in with TOTP, finds that claim in the inbox, approves it with an amount, and the customer
 * sees it on the status page in French and German.
 */

test.describe.configure({ mode: 'serial' });

const customer: Policyholder = {
  firstName: 'Lina',
  lastName: 'Bärtschi',
  email: `lina.${Date.now()}@example.ch`,
  policyId: '2698765432',
  animalName: 'Nala',
};

let claimNumber = '';
let secret = '';

test('the claim declared is found, approved with an amount by a staff member signed in with TOTP', async ({
  page,
}) => {
  // a claim declared, then the whole sign-in and approval: about 52 s in CI, near the 60 s default
  test.setTimeout(120_000);
  // the customer declares the claim on the claim pages (new claim, vaccination, one PDF)
  claimNumber = await declareVaccination(page, customer);

  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connexion au back office' }),
  ).toBeVisible();
  await expectNoViolations(page);
  // the first sign-in, with the keyboard only
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(e2eAdmin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(e2eAdmin.password);
  await page.keyboard.press('Enter');

  // first sign-in: the authenticator app is set up
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurer la double authentification' }),
  ).toBeVisible();
  await page.getByLabel('Confirmez votre mot de passe').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Afficher la clé' }).click();
  secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoViolations(page);
  await page.getByLabel('Premier code à 6 chiffres').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes reçues' })).toBeVisible();

  // signing in again asks for the code of the app
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connexion au back office' }),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Mot de passe').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Code de l’application' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Code à 6 chiffres').fill('000000');
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByText('Code incorrect.')).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes reçues' })).toBeVisible();

  // the inbox finds the claim by its number
  await page.getByLabel('Recherche (nom, e-mail, police, sinistre)').fill(claimNumber);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('1 demande', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Police inconnue/ })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: claimNumber }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Sinistre ${claimNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'vaccin.pdf' })).toBeVisible();
  // the claim as the customer typed it in the browser
  await expect(
    page.getByRole('region', { name: 'Résumé' }).getByText('Lina Bärtschi', { exact: true }),
  ).toBeVisible();
  await expectNoViolations(page);
  // "approved" is not offered before the review
  await expect(page.getByRole('radio', { name: 'Accepté' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'En examen' }).check();
  await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
  await expect(page.getByRole('radio', { name: 'Accepté' })).toBeVisible();

  // the approval with the keyboard: Tab into the choices, an arrow to "Accepté", the amount, Enter
  const approved = page.getByRole('radio', { name: 'Accepté' });
  await tabTo(page, page.getByRole('radio', { name: 'Documents manquants' }));
  await page.keyboard.press('ArrowDown');
  await expect(approved).toBeChecked();
  await page.getByLabel('Montant accordé (CHF)').fill('180.52');
  await page.getByLabel('Montant accordé (CHF)').press('Enter');
  await expect(page.getByText('Le montant doit être arrondi à 5 centimes')).toBeVisible();
  await page.getByLabel('Montant accordé (CHF)').fill('180.55');
  await page.getByLabel('Montant accordé (CHF)').press('Enter');
  await expect(page.getByRole('radio', { name: 'Payé' })).toBeVisible();
  await expect(page.getByText(/Accepté · CHF\s180\.55/).first()).toBeVisible();
  await expectNoViolations(page);

  // the other staff pages
  for (const [link, heading] of [
    ['Tableau de bord', 'Tableau de bord (30 derniers jours)'],
    ['Registre des polices', 'Registre des polices'],
    ['Protection des données', 'Protection des données (LPD)'],
    ['Collaborateurs', 'Collaborateurs'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: link })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page);
  }
  await expect(page.getByRole('img', { name: /en 30 jours/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(
    page.getByRole('img', { name: /1 demande en 30 jours|demandes en 30 jours/ }),
  ).toBeVisible();

  // the staff screens in German
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Übersicht (letzte 30 Tage)' }),
  ).toBeVisible();
  await expectNoViolations(page);
});

test('the customer sees the approved amount on the status page, in French and in German', async ({
  page,
}) => {
  expect(claimNumber).not.toBe('');
  await page.goto(`/espace-client/suivi-sinistre?claim=${claimNumber}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Suivi de votre sinistre' }),
  ).toBeVisible();
  await expect(page.getByLabel('Numéro de sinistre')).toHaveValue(claimNumber);
  // a wrong address answers like an unknown number
  await page.getByLabel('Adresse e-mail').fill('someone.else@example.ch');
  await page.getByRole('button', { name: 'Afficher le statut' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nous ne trouvons pas de sinistre correspondant à ce numéro et à cette adresse e-mail. Veuillez vérifier vos données.',
  );
  await page.getByLabel('Adresse e-mail').fill(customer.email.toUpperCase());
  await page.getByRole('button', { name: 'Afficher le statut' }).click();
  const result = page.getByRole('region', { name: `Sinistre ${claimNumber}` });
  await expect(
    result.getByText('Statut actuel : Accepté · montant accordé CHF\u00a0180.55'),
  ).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveText([
    /Déclaration reçue/,
    /En cours d’examen/,
    /Accepté · CHF\s180\.55/,
  ]);
  await expectNoViolations(page);

  await page.goto(`/de/kundenzenter/schadenstatus?claim=${claimNumber}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stand Ihres Schadenfalls' }),
  ).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(customer.email);
  await page.getByLabel('E-Mail-Adresse').press('Enter');
  const german = page.getByRole('region', { name: `Schadenfall ${claimNumber}` });
  await expect(
    german.getByText('Aktueller Status: Angenommen · gewährter Betrag CHF\u00a0180.55'),
  ).toBeVisible();
  await expectNoViolations(page);
});

test('the status page fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/kundenzenter/schadenstatus');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stand Ihres Schadenfalls' }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
});

test('the back office refuses anonymous calls and shows the sign-in page to visitors', async ({
  page,
}) => {
  const response = await page.request.get('/api/admin/submissions');
  expect(response.status()).toBe(401);
  await page.goto('/de/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung Backoffice' })).toBeVisible();
  await expectNoViolations(page);
});
