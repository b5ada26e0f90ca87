import { expect, type Page, test } from '@playwright/test';
import { gotoWithStoppedClock, untilClients } from './page-helpers';

/** Ends with the given path (and query), whatever the base URL of the server under test. */
function pathIs(path: string): RegExp {
  return new RegExp(`^[a-z]+://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function documentLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

test.describe('home page', () => {
  test('is served in French at /', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assurez votre animal en quelques minutes' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Assurance pour chiens, chats et chevaux \| /);
    expect(await documentLang(page)).toBe('fr');
    await expect(page.getByRole('main')).toBeVisible();
    const switchLink = page.getByRole('link', { name: 'Deutsch', exact: true });
    await expect(switchLink).toHaveAttribute('hreflang', 'de');
    await expect(switchLink).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', {
        name: 'Jusqu’à 20 % de rabais sur l’assurance décès pour chevaux',
      }),
    ).toBeVisible();
  });

  test('is served in German at /de', async ({ page }) => {
    const response = await page.goto('/de');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Versichern Sie Ihr Tier in wenigen Minuten' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Versicherung für Hunde, Katzen und Pferde \| /);
    expect(await documentLang(page)).toBe('de');
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toHaveAttribute(
      'hreflang',
      'fr',
    );
    // issue 12: the trade fair's town in German is "Bern", not "Berne": in the page as served
    // (prerendered) and once the client has it
    const served = (await response?.text()) ?? '';
    expect(served).toContain('Messe Equus Helveticus, Bern.');
    expect(served).not.toContain('Berne');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const banner = page.getByRole('complementary', {
      name: 'Bis zu 20 % Rabatt auf die Todesfallversicherung für Pferde',
    });
    await expect(banner).toContainText('Sonderangebot der Messe Equus Helveticus, Bern.');
    await expect(banner).not.toContainText('Berne');
  });

  test('the skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    // the shell is rendered by the client: the first Tab must come once the page is there
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skipLink).toBeFocused();
    await skipLink.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('animal picker', () => {
  const choices = [
    { home: '/', name: 'Chien', path: '/souscription?animal=dog' },
    { home: '/', name: 'Chat', path: '/souscription?animal=cat' },
    { home: '/', name: 'Cheval', path: '/souscription?animal=horse' },
    { home: '/', name: 'Bovins', path: '/offres/bovins' },
    { home: '/', name: 'Oiseaux', path: '/offres/oiseaux' },
    { home: '/', name: 'Animaux de ferme', path: '/offres/animaux-fermiers' },
    { home: '/de', name: 'Hund', path: '/de/abschliessen?animal=dog' },
    { home: '/de', name: 'Katze', path: '/de/abschliessen?animal=cat' },
    { home: '/de', name: 'Pferd', path: '/de/abschliessen?animal=horse' },
    { home: '/de', name: 'Rindvieh', path: '/de/angebote/rindvieh' },
    { home: '/de', name: 'Vögel', path: '/de/angebote/vogel' },
    { home: '/de', name: 'Bauernhoftiere', path: '/de/angebote/tiere-des-bauernhofs' },
  ];

  for (const { home, name, path } of choices) {
    test(`${name} on ${home} leads to ${path}`, async ({ page }) => {
      await page.goto(home);
      const picker = page.getByRole('region', {
        name:
          home === '/'
            ? 'Quel animal souhaitez-vous assurer ?'
            : 'Welches Tier möchten Sie versichern?',
      });
      const link = picker.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(pathIs(path));
    });
  }

  test('the offer pages of the picker show their heading', async ({ page }) => {
    await page.goto('/');
    // the focus moves on a navigation of the client's: a click before its scripts is a page load
    await untilClients(page);
    await page.getByRole('link', { name: 'Bovins', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assurance pour bovins' }),
    ).toBeVisible();
    // After a client-side navigation the new page's heading has the focus (screen readers).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(/^Assurance pour bovins \| /);
  });
});

test.describe('language switch', () => {
  test('keeps the page: /offres/chevaux ↔ /de/angebote/pferde', async ({ page }) => {
    await page.goto('/offres/chevaux');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assurance pour chevaux' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(pathIs('/de/angebote/pferde'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pferdeversicherung' })).toBeVisible();
    expect(await documentLang(page)).toBe('de');
    await page.getByRole('link', { name: 'Français', exact: true }).click();
    await expect(page).toHaveURL(pathIs('/offres/chevaux'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assurance pour chevaux' }),
    ).toBeVisible();
    expect(await documentLang(page)).toBe('fr');
  });

  test('keeps the page on a direct load in German', async ({ page }) => {
    await page.goto('/de/angebote/katze');
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toHaveAttribute(
      'href',
      '/offres/chats',
    );
  });

  test('from the home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(pathIs('/de'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Versichern Sie Ihr Tier in wenigen Minuten' }),
    ).toBeVisible();
  });
});

test.describe('home carousel', () => {
  /** A stopped fake clock: no time passes but the time the test gives with runFor. */
  const stopClock = async (page: Page) => {
    await page.clock.install({ time: new Date('2025-03-01T08:00:00') });
    await page.clock.pauseAt(new Date('2025-03-01T08:00:01'));
  };
  const carousel = (page: Page) => page.getByRole('region', { name: 'Nos offres du moment' });
  // Inactive slides are hidden from assistive technology, so only the active one has the role.
  const slide = (page: Page, label: string) =>
    carousel(page).getByRole('group', { name: label, exact: true });

  test('has the carousel semantics', async ({ page }) => {
    // stopped: the autoplay must not move to the second slide while the test reads the first
    await stopClock(page);
    await gotoWithStoppedClock(page, '/');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(slide(page, '1 sur 3')).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(
      carousel(page).getByRole('button', { name: 'Arrêter le défilement' }),
    ).toBeVisible();
  });

  test('advances after 7 seconds', async ({ page }) => {
    await stopClock(page);
    await gotoWithStoppedClock(page, '/');
    await expect(slide(page, '1 sur 3')).toBeVisible();
    await page.clock.runFor(6_500);
    await expect(slide(page, '1 sur 3')).toBeVisible();
    await page.clock.runFor(600);
    await expect(slide(page, '2 sur 3')).toBeVisible();
    await expect(slide(page, '1 sur 3')).toHaveCount(0);
    await page.clock.runFor(7_000);
    await expect(slide(page, '3 sur 3')).toBeVisible();
  });

  test('pause stops the rotation (WCAG 2.2.2)', async ({ page }) => {
    await stopClock(page);
    await gotoWithStoppedClock(page, '/');
    await carousel(page).getByRole('button', { name: 'Arrêter le défilement' }).click();
    await expect(
      carousel(page).getByRole('button', { name: 'Lancer le défilement' }),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(20_000);
    await expect(slide(page, '1 sur 3')).toBeVisible();
  });

  test('responds to next, previous and the indicators', async ({ page }) => {
    await stopClock(page);
    await gotoWithStoppedClock(page, '/');
    await carousel(page).getByRole('button', { name: 'Arrêter le défilement' }).click();
    await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(slide(page, '2 sur 3')).toBeVisible();
    await expect(
      slide(page, '2 sur 3').getByRole('link', { name: 'Découvrir l’offre chiens' }),
    ).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect(slide(page, '1 sur 3')).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect(slide(page, '3 sur 3')).toBeVisible();
    const third = carousel(page).getByRole('button', { name: 'Diapositive 3', exact: true });
    await expect(third).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('button', { name: 'Diapositive 1', exact: true }).click();
    await expect(slide(page, '1 sur 3')).toBeVisible();
  });

  test('responds to a swipe left and right', async ({ page }) => {
    await stopClock(page);
    await gotoWithStoppedClock(page, '/');
    await carousel(page).getByRole('button', { name: 'Arrêter le défilement' }).click();
    const swipe = async (label: string, direction: 'left' | 'right') => {
      const box = await slide(page, label).boundingBox();
      if (!box) throw new Error(`slide ${label} has no box`);
      const y = box.y + box.height * 0.3;
      const [from, to] =
        direction === 'left'
          ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
          : [box.x + box.width * 0.2, box.x + box.width * 0.8];
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 8 });
      await page.mouse.up();
    };
    await swipe('1 sur 3', 'left');
    await expect(slide(page, '2 sur 3')).toBeVisible();
    await expect(page).toHaveURL(pathIs('/'));
    await swipe('2 sur 3', 'right');
    await expect(slide(page, '1 sur 3')).toBeVisible();
    await expect(page).toHaveURL(pathIs('/'));
  });

  test('is labelled in German on /de', async ({ page }) => {
    await stopClock(page);
    await gotoWithStoppedClock(page, '/de');
    const region = page.getByRole('region', { name: 'Unsere aktuellen Angebote' });
    await expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    await expect(region.getByRole('group', { name: '1 von 3', exact: true })).toHaveAttribute(
      'aria-roledescription',
      'Folie',
    );
    await region.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(region.getByRole('group', { name: '2 von 3', exact: true })).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the not-found page and a link home', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à la page d’accueil' }).click();
    await expect(page).toHaveURL(pathIs('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assurez votre animal en quelques minutes' }),
    ).toBeVisible();
  });

  test('answer 404 in German under /de', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/de',
    );
  });
});
