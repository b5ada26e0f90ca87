import { expect, test } from '@playwright/test';
import { brand } from '../packages/domain/src/brand';
import {
  birthDateYearsAgo,
  expectNoViolations,
  fillDogQuote,
  fr,
  heading,
  storedForm,
} from './subscription-helpers';

/**
 * Channels (spec 000 §1, §2.4, §6; issue 12): a partner channel offers dogs and cats only, the
 * partner insurer's key links to its page for the other animals and asks its agency location,
 * and the logo asks before leaving when a partner referrer is set.
 */
test.describe('partner channels', () => {
  test('the home picker with ?pid= offers dogs and cats only and keeps the channel', async ({
    page,
  }) => {
    await page.goto('/?pid=partner-shop&rid=blog');
    const picker = page.getByRole('region', { name: 'Quel animal souhaitez-vous assurer ?' });
    await expect(picker.getByRole('link', { name: 'Chien' })).toHaveAttribute(
      'href',
      '/souscription?animal=dog&pid=partner-shop&rid=blog',
    );
    await expect(picker.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(picker.getByRole('link', { name: 'Cheval' })).toHaveCount(0);
    await expect(picker.getByRole('link', { name: 'Bovins' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Autres animaux avec Generali' })).toHaveCount(0);
    await expectNoViolations(page);

    // the partner insurer's key adds its page for the other animals
    await page.goto('/de?pid=generali');
    const german = page.getByRole('region', { name: 'Welches Tier möchten Sie versichern?' });
    await expect(german.getByRole('link', { name: 'Pferd' })).toHaveCount(0);
    await expect(german.getByRole('link', { name: 'Andere Tiere mit Generali' })).toHaveAttribute(
      'href',
      '/de/offres-generali',
    );
    await expectNoViolations(page);
  });

  test('every visitor sees the three animals and no partner link in the footer', async ({
    page,
  }) => {
    await page.goto('/');
    const picker = page.getByRole('region', { name: 'Quel animal souhaitez-vous assurer ?' });
    await expect(picker.getByRole('link', { name: 'Cheval' })).toHaveAttribute(
      'href',
      '/souscription?animal=horse',
    );
    // spec 000 §1: the 'other animals' link belongs to the partner insurer's channel only
    await expect(page.getByRole('link', { name: 'Autres animaux avec Generali' })).toHaveCount(0);
  });

  test('step 1 of a partner channel has no horse; a horse asked for is explained', async ({
    page,
  }) => {
    await page.goto('/souscription?animal=horse&pid=generali');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'seuls les chiens et les chats' }),
    ).toContainText('Par ce canal, seuls les chiens et les chats peuvent être assurés.');
    // and that the request will be an offer (issue 12)
    await expect(
      page.getByRole('status').filter({ hasText: 'Vous recevrez une offre.' }),
    ).toContainText('Par ce canal, la souscription en ligne n’est pas possible');
    const animals = page.getByRole('group', { name: 'Votre animal' });
    await expect(animals.getByRole('radio')).toHaveCount(2);
    await expect(animals.getByRole('radio', { name: 'Chien' })).toBeChecked();
    await expect(animals.getByRole('radio', { name: 'Cheval' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Autres animaux avec Generali' })).toHaveAttribute(
      'href',
      '/offres-generali',
    );
    // spec 000 §6: the partner insurer's agents give their master code and agency location
    const agent = page.getByRole('group', { name: 'Intermédiaire' });
    await expect(agent.getByLabel('Master code de l’agence (6 chiffres)')).toBeVisible();
    await expect(agent.getByLabel('Lieu de l’agence')).toHaveAttribute('aria-required', 'true');
    await expect(agent.getByLabel('Société')).toHaveCount(0);
    await expectNoViolations(page);

    // spec 000 §2.4: with a partner referrer the logo asks before leaving
    await page
      .getByRole('link', { name: /page d’accueil/ })
      .first()
      .click();
    const quit = page.getByRole('dialog', { name: 'Vous nous quittez déjà ?' });
    await expect(quit).toBeVisible();
    await quit.getByRole('button', { name: 'Continuer ma souscription' }).click();
    await expect(page).toHaveURL(/\/souscription\?animal=horse&pid=generali$/);
  });

  test('a partner referrer alone (?rid=): the logo asks before leaving, on every step', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/souscription?animal=dog&rid=blog-partenaire');
    await expect(heading(page, fr.quoteTitle)).toBeVisible();
    // the own channel's form (the policyholder's e-mail, no intermediary), the referrer kept
    await expect(page.getByRole('group', { name: 'Intermédiaire' })).toHaveCount(0);
    await expect
      .poll(() => storedForm(page))
      .toMatchObject({ partner_key: brand.ownPartnerKey, referrer_key: 'blog-partenaire' });
    const logo = page.getByRole('link', { name: /page d’accueil/ }).first();
    const quit = page.getByRole('dialog', { name: 'Vous nous quittez déjà ?' });
    // spec 000 §2.4: the logo emits the quit event instead of going home
    await logo.click();
    await expect(quit).toBeVisible();
    await expectNoViolations(page);
    await quit.getByRole('button', { name: 'Continuer ma souscription' }).click();
    await expect(quit).toBeHidden();
    await expect(page).toHaveURL(/\/souscription\?animal=dog&rid=blog-partenaire$/);

    // a step that is neither the first nor the last: the same
    await fillDogQuote(page, {
      animalName: 'Référé',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(2),
      email: 'referee@example.ch',
    });
    await page.getByRole('button', { name: 'Calculer ma prime' }).click();
    await expect(heading(page, fr.packTitle)).toBeVisible();
    await logo.click();
    await expect(quit).toBeVisible();
    await expect(page).toHaveURL(/\/souscription\/dog\/choix-pack$/);
    // leaving is still possible, through the popup
    await quit.getByRole('button', { name: 'Quitter' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('another partner asks the company; the own channel goes home from the logo', async ({
    page,
  }) => {
    await page.goto('/souscription?animal=cat&pid=partner-shop');
    const agent = page.getByRole('group', { name: 'Intermédiaire' });
    await expect(agent.getByLabel('Société')).toBeVisible();
    await expect(agent.getByLabel('Lieu de l’agence')).toHaveCount(0);

    await page.goto('/souscription?animal=dog');
    await fillDogQuote(page, {
      animalName: 'Logo',
      breedQuery: 'bernois',
      breed: 'Bouvier bernois',
      birthDate: birthDateYearsAgo(2),
    });
    await page
      .getByRole('link', { name: /page d’accueil/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});
