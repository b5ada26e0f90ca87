import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { untilClients } from './page-helpers';

/**
 * A page whose script or catalogue cannot be downloaded (docs/decisions.md "A page that fails to
 * load"): the connection dropped, or the site was deployed again since the tab was opened and
 * its old files are gone. The visitor never gets a blank page: the site loads the page again by
 * itself when it answers, and otherwise says what happened, in the frame, with a button that
 * loads the page again.
 */
const faqChunk = /\/assets\/faq-page-[\w-]+\.js$/;
// the German catalogues (the site's, the features', the domain's messages)
const germanCatalogues = /\/assets\/de-[\w-]+\.js$/;

/**
 * Refuses the files matching `pattern`: always, or (`untilPageLoad`) until the browser loads a
 * page again, as after a deployment (the old files are gone, a fresh page asks for the new ones).
 * Answers the pages the browser loads meanwhile.
 */
async function failDownloads(page: Page, pattern: RegExp, { untilPageLoad = false } = {}) {
  const pageLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      pageLoads.push(new URL(request.url()).pathname);
  });
  await page.route(pattern, (route) =>
    untilPageLoad && pageLoads.length > 0 ? route.continue() : route.abort('internetdisconnected'),
  );
  return pageLoads;
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await untilClients(page);
}

test('a page whose script is gone after a deployment opens all the same, by a fresh load', async ({
  page,
}) => {
  await openHome(page);
  const pageLoads = await failDownloads(page, faqChunk, { untilPageLoad: true });
  await page.getByRole('link', { name: 'Questions fréquentes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  await untilClients(page);
  // one fresh load of the page, no loop
  expect(pageLoads).toEqual(['/faq']);
  // the page works: a question opens
  const question = page.getByText('Puis-je souscrire en ligne pour tous mes animaux ?');
  await question.click();
  await expect(page.locator('details[open]')).toHaveCount(1);
});

test('a page that cannot load says so in the frame, and loads once the visitor asks again', async ({
  page,
}) => {
  await openHome(page);
  const pageLoads = await failDownloads(page, faqChunk);
  const reported = page.waitForResponse((response) =>
    response.url().endsWith('/api/client-errors'),
  );
  await page.getByRole('link', { name: 'Questions fréquentes' }).click();
  // the site answered, so the page was loaded once more; its script still fails
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Cette page n’a pas pu s’afficher');
  await expect(page).toHaveURL(/\/faq$/);
  expect(pageLoads).toEqual(['/faq']);
  // the team is told (the server's log), with what failed
  const report = await reported;
  expect(report.status()).toBe(204);
  expect(report.request().postDataJSON()).toEqual({
    kind: 'page',
    cause: 'load',
    path: '/faq',
    message: expect.stringMatching(/^TypeError: .*faq-page-[\w-]+\.js/),
    locale: 'fr',
  });
  await expect(page).toHaveTitle('Cette page n’a pas pu s’afficher | Alpaws');
  await expect(page.getByRole('main')).toContainText('Vérifiez votre connexion à internet');
  // the frame is there and works: the language switch, the footer
  await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/faq');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // the connection is back: the button loads the page
  await page.unroute(faqChunk);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(heading).toHaveText('Questions fréquentes');
});

test('offline, the page says so at once and the back button returns to the last page', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHome(page, '/de');
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Häufige Fragen' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Diese Seite konnte nicht angezeigt werden');
  await expect(page.getByRole('main')).toContainText('Sie scheinen offline zu sein');
  await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  // no wider than a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.setOffline(false);
  await page.goBack();
  await expect(heading).toHaveText('Versichern Sie Ihr Tier in wenigen Minuten');
});

test('a language whose catalogue cannot load is said in the language the visitor was reading', async ({
  page,
  context,
}) => {
  await openHome(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Cette page n’a pas pu s’afficher');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('main')).toContainText('Vous semblez être hors ligne');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(heading).toHaveText('Versichern Sie Ihr Tier in wenigen Minuten');
});

test('a German catalogue gone after a deployment: the switch opens the German page by a fresh load', async ({
  page,
}) => {
  await openHome(page);
  const pageLoads = await failDownloads(page, germanCatalogues, { untilPageLoad: true });
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Versichern Sie Ihr Tier in wenigen Minuten',
  );
  await untilClients(page);
  expect(pageLoads).toEqual(['/de']);
  await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
});

test('a German catalogue that keeps failing: after one fresh load the page says so, in French', async ({
  page,
}) => {
  await openHome(page);
  const pageLoads = await failDownloads(page, germanCatalogues);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  // the fresh load cannot download it either: said with the French catalogue, never a dead page
  await expect(heading).toHaveText('Cette page n’a pas pu s’afficher');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('main')).toContainText('Le chargement a été interrompu');
  const reloadButton = page.getByRole('button', { name: 'Recharger la page' });
  await expect(reloadButton).toBeEnabled();
  expect(pageLoads).toEqual(['/de']);
  // the way home leads to the French home page, which works
  await page.getByRole('link', { name: 'Retour à la page d’accueil' }).click();
  await expect(heading).toHaveText('Assurez votre animal en quelques minutes');
  expect(pageLoads).toEqual(['/de']);
});

test('a part of a prerendered page that cannot load is said in its place; the page stays', async ({
  page,
}) => {
  await failDownloads(page, /\/assets\/quick-calculator-[\w-]+\.js$/);
  await page.goto('/offres/chiens');
  await untilClients(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assurance pour chiens');
  await expect(page.getByRole('alert')).toContainText(
    'Cette partie de la page n’a pas pu se charger.',
  );
  // the rest of the page works: its links, its other parts
  await expect(
    page.getByRole('link', { name: 'Calculer la prime pour mon chien' }).first(),
  ).toBeEnabled();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a contest form that cannot load is said below the contests; the home page stays', async ({
  page,
}) => {
  await openHome(page);
  await failDownloads(page, /\/assets\/contest-dialogs-[\w-]+\.js$/);
  await page
    .getByRole('button', { name: /^Participer/ })
    .first()
    .click();
  await expect(page.getByRole('alert')).toContainText(
    'Cette partie de la page n’a pas pu se charger.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Assurez votre animal en quelques minutes',
  );
  await expect(page.getByRole('heading', { name: 'Concours et tirages au sort' })).toBeVisible();
});
