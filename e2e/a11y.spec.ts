import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const pages: { path: string; heading: string }[] = [
  { path: '/', heading: 'Assurez votre animal en quelques minutes' },
  { path: '/de', heading: 'Versichern Sie Ihr Tier in wenigen Minuten' },
  { path: '/offres/chiens', heading: 'Assurance pour chiens' },
  { path: '/de/angebote/hunde', heading: 'Hundeversicherung' },
  { path: '/offres/chats', heading: 'Assurance pour chats' },
  { path: '/de/angebote/katze', heading: 'Katzenversicherung' },
  { path: '/offres/chevaux', heading: 'Assurance pour chevaux' },
  { path: '/de/angebote/pferde', heading: 'Pferdeversicherung' },
  { path: '/offres/animaux-fermiers', heading: 'Assurance pour animaux de ferme' },
  { path: '/de/angebote/tiere-des-bauernhofs', heading: 'Versicherung für Bauernhoftiere' },
  { path: '/offres/bovins', heading: 'Assurance pour bovins' },
  { path: '/de/angebote/rindvieh', heading: 'Rindviehversicherung' },
  { path: '/offres/oiseaux', heading: 'Assurance pour oiseaux' },
  { path: '/de/angebote/vogel', heading: 'Vogelversicherung' },
  { path: '/offres-generali', heading: 'Generali : assurance pour les autres animaux' },
  { path: '/de/offres-generali', heading: 'Generali: Versicherung für andere Tiere' },
  { path: '/page-inconnue', heading: 'Page introuvable' },
  { path: '/de/unbekannte-seite', heading: 'Seite nicht gefunden' },
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`accessibility, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
}

test('the home carousel has no violations on its other slides', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Nos offres du moment' });
  await carousel.getByRole('button', { name: 'Arrêter le défilement' }).click();
  for (const label of ['2 sur 3', '3 sur 3']) {
    await carousel.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(carousel.getByRole('group', { name: label, exact: true })).toBeVisible();
    await expectNoViolations(page);
  }
});
