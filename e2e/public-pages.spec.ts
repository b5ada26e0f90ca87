import { expect, test } from '@playwright/test';
import { expectNoViolations } from './subscription-helpers';

/** The pages of spec 002's public forms: axe finds nothing, and none is wider than a phone. */
const pages: { path: string; heading: string }[] = [
  { path: '/demande-offre', heading: 'Demander une offre' },
  { path: '/de/offertanfrage', heading: 'Offerte anfordern' },
  {
    path: '/offres-generali/demande-intermediaire',
    heading: 'Demande d’offre pour intermédiaires Generali',
  },
  {
    path: '/de/offres-generali/vermittleranfrage',
    heading: 'Offertanfrage für Generali-Vermittler',
  },
  { path: '/offres/autres-especes', heading: 'Autres espèces animales' },
  { path: '/de/angebote/andere-tierarten', heading: 'Andere Tierarten' },
  { path: '/concours', heading: 'Concours' },
  { path: '/de/wettbewerbe', heading: 'Wettbewerbe' },
  { path: '/concours/chi-geneve', heading: 'Tirage au sort CHI de Genève' },
  { path: '/de/wettbewerbe/chi-genf', heading: 'Verlosung CHI Genf' },
  { path: '/concours/challenge-saut-d-obstacles', heading: 'Challenge saut d’obstacles' },
  { path: '/de/wettbewerbe/challenge-dressur', heading: 'Challenge Dressur' },
  { path: '/emplois', heading: 'Emplois' },
  { path: '/de/stellen', heading: 'Stellen' },
  { path: '/changement-de-proprietaire', heading: 'Changement de propriétaire' },
  { path: '/de/eigentuemerwechsel', heading: 'Eigentümerwechsel' },
  { path: '/offres/chevaux', heading: 'Assurance pour chevaux' },
  { path: '/', heading: 'Assurez votre animal en quelques minutes' },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`public form pages, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of pages) {
      test(`${path}: no axe violations, no wider than the screen`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // the page's data (jobs, contest state, breeds) is in
        await expect(page.getByText('Chargement…')).toHaveCount(0);
        await expect(page.getByText('Wird geladen …')).toHaveCount(0);
        await expectNoViolations(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}
