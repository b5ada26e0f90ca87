import { expect, test } from '@playwright/test';
import {
  birthDateYearsAgo,
  chooseBreed,
  expectNoViolations,
  fillDogQuote,
  fr,
  heading,
  owner,
} from './subscription-helpers';

/** Input that must not be lost or bent (issue 12). */
test.describe('what is typed is kept as typed', () => {
  test('a reload of step 1 keeps what was typed, whether arrived by link or by the picker', async ({
    page,
  }) => {
    await page.goto('/souscription?animal=dog');
    await page.getByLabel('Nom de l’animal').fill('Rechargé');
    await chooseBreed(page, 'Race', 'bernois', 'Bouvier bernois');
    await page.waitForFunction(() =>
      (localStorage.getItem('subscriptionForm') ?? '').includes('"animal_name":"Rechargé"'),
    );
    await page.reload();
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    await expect(page.getByLabel('Nom de l’animal')).toHaveValue('Rechargé');
    await expect(page.getByRole('combobox', { name: 'Race' })).toHaveValue('Bouvier bernois');

    // a new arrival with an animal still starts afresh
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Quel animal souhaitez-vous assurer ?' })
      .getByRole('link', { name: 'Chat' })
      .click();
    await expect(page.getByLabel('Nom de l’animal')).toHaveValue('');
    await page.getByLabel('Nom de l’animal').fill('Minou');
    await page.waitForFunction(() =>
      (localStorage.getItem('subscriptionForm') ?? '').includes('"animal_name":"Minou"'),
    );
    await page.reload();
    await expect(page.getByLabel('Nom de l’animal')).toHaveValue('Minou');
    await expect(page.getByRole('radio', { name: 'Chat', exact: true })).toBeChecked();
  });

  test('switching the breed type between pure and crossbreed clears the breeds', async ({
    page,
  }) => {
    await page.goto('/souscription?animal=dog');
    await chooseBreed(page, 'Race', 'bernois', 'Bouvier bernois');
    await page.getByRole('radio', { name: 'Croisé' }).check();
    await expect(page.getByRole('combobox', { name: 'Race 1' })).toHaveValue('');
    await chooseBreed(page, 'Race 1', 'bernois', 'Bouvier bernois');
    await chooseBreed(page, 'Race 2', 'caniche nain', 'Caniche nain');
    await page.getByRole('radio', { name: 'Race pure' }).check();
    await expect(page.getByRole('combobox', { name: 'Race' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Race 2' })).toHaveCount(0);
  });

  test('empty required fields say "obligatoire", and a fixed field loses its message', async ({
    page,
  }) => {
    await page.goto('/souscription?animal=dog');
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    for (const label of ['Nom de l’animal', 'Date de naissance', 'Début du contrat']) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(
        /Ce champ est obligatoire\./,
      );
    }
    await fillDogQuote(page, {
      animalName: 'Sans race',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(3),
      email: owner.email,
    });
    await page.getByRole('combobox', { name: 'Race' }).fill('');
    await page.getByLabel('Nom de l’animal').click();
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    const breed = page.getByRole('combobox', { name: 'Race' });
    await expect(breed).toHaveAccessibleDescription(/Veuillez choisir une race\./);
    await expect(breed).toBeFocused();
    await chooseBreed(page, 'Race', 'bernois', 'Bouvier bernois');
    await expect(breed).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Veuillez choisir une race.')).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('a chip number pasted in groups keeps its 15 digits', async ({ page }) => {
    await page.goto('/souscription?animal=dog');
    await fillDogQuote(page, {
      animalName: 'Puce',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(3),
      email: owner.email,
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, fr.packTitle)).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(heading(page, fr.animalTitle)).toBeVisible();
    const chip = page.getByLabel('Numéro d’identification (puce)');
    // as copied from a vaccination booklet: inserted at once, like a paste
    await chip.focus();
    await page.keyboard.insertText('756 0981 0012 3456');
    await expect(chip).toHaveValue('756098100123456');
    await chip.fill('756.0981.0012.3456');
    await expect(chip).toHaveValue('756098100123456');
    // a number that is too short says so (ISO 11784: exactly 15 digits)
    await chip.fill('756 0981 0012');
    await page.getByLabel('Sexe').selectOption({ label: 'Mâle' });
    await page.getByRole('radio', { name: 'Non' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(chip).toHaveAccessibleDescription(/exactement 15 chiffres/);
  });
});
