import { expect, type Page, test } from '@playwright/test';
import { testPdf } from '../apps/server/test/test-files';
import { href, type RouteName, routeTable } from '../packages/domain/src/routes';
import {
  birthDateYearsAgo,
  chooseBreed,
  chooseFirstStartDate,
  fillDogQuote,
  fillFrenchAnimal,
  fillFrenchOwner,
  fr,
  heading,
  owner,
} from './subscription-helpers';

/**
 * No page is wider than the screen (issue 12; guide: "no page wider than a 360 px screen, in
 * either language"): every page of the route table, in French and German, at 360 and 1024 px,
 * the wizard's steps reached by a real subscription, the claim steps by a real declaration.
 */
const locales = ['fr', 'de'] as const;
const widths = [360, 1024] as const;

/** The page scrolls sideways, or a plan card's amount leaves its card: what was seen, or null. */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // the widest element, to say where
      let widest = '';
      let right = root.clientWidth;
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        // what a scrolling or clipping box keeps inside (a carousel's slides) does not count
        let clipped = false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
        }
        if (clipped) continue;
        const box = element.getBoundingClientRect();
        if (box.right > right + 0.5) {
          right = box.right;
          widest = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
        }
      }
      return `document ${root.scrollWidth}px on ${root.clientWidth}px (${widest} to ${Math.round(right)}px)`;
    }
    for (const card of Array.from(document.querySelectorAll<HTMLElement>('article'))) {
      if (card.scrollWidth > card.clientWidth + 1) {
        return `card "${card.querySelector('h3')?.textContent}" ${card.scrollWidth}px in ${card.clientWidth}px`;
      }
    }
    return null;
  });
}

async function expectFits(page: Page, what: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // lazy chunks (the quick calculators), their lists and the fonts in before measuring
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  expect(await overflowOf(page), `${what} at ${page.viewportSize()?.width} px`).toBeNull();
}

/** Visits each path at each width. */
async function checkPaths(page: Page, paths: readonly string[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expectFits(page, path);
    }
  }
}

// Pages reachable by their address alone (a wizard step needs a quote, a claim step a draft).
const staticRoutes: { name: RouteName; query?: Record<string, string> }[] = [
  { name: 'home' },
  { name: 'home', query: { pid: 'generali' } },
  { name: 'offers-dogs' },
  { name: 'offers-cats' },
  { name: 'offers-horses' },
  { name: 'offers-farm-animals' },
  { name: 'offers-cattle' },
  { name: 'offers-birds' },
  { name: 'offers-generali' },
  { name: 'subscription-step-1', query: { animal: 'dog' } },
  { name: 'subscription-step-1', query: { animal: 'cat' } },
  { name: 'subscription-step-1', query: { animal: 'horse' } },
  { name: 'subscription-step-1', query: { animal: 'dog', pid: 'generali' } },
  { name: 'declaration-step-1' },
  { name: 'claim-status' },
  { name: 'resume-link' },
  { name: 'help' },
  { name: 'help.conseils-produits' },
  { name: 'help.offres' },
  { name: 'help.mon-contrat' },
  { name: 'help.sinistres' },
  { name: 'help.reclamation' },
  { name: 'help.contact' },
  { name: 'customer-area.contract-change', query: { a: 'cn-ct' } },
  { name: 'customer-area.address-change' },
  { name: 'offer-request', query: { animal: 'cattle' } },
  { name: 'offer-request', query: { animal: 'horse' } },
  { name: 'partner-offer-request' },
  { name: 'animal-species' },
  { name: 'contests' },
  { name: 'chi-draw' },
  { name: 'challenge-saut' },
  { name: 'challenge-dressage' },
  { name: 'careers' },
  { name: 'ownership-transfer' },
  { name: 'faq' },
  { name: 'general-conditions' },
  { name: 'customer-information' },
  { name: 'news' },
  { name: 'blog' },
  { name: 'admin' },
];

test('every route of the table is listed here or reached by a journey below', () => {
  const journeys: RouteName[] = [
    'subscription-confirmation',
    'subscription-offer-confirmation',
    'subscription-test-payment',
    'add-documents',
    'news-post',
    ...(Object.keys(routeTable).filter(
      (name) => name.startsWith('subscription-') || name.startsWith('declaration-step-'),
    ) as RouteName[]),
  ];
  const covered = new Set<RouteName>([...staticRoutes.map((route) => route.name), ...journeys]);
  expect(Object.keys(routeTable).filter((name) => !covered.has(name as RouteName))).toEqual([]);
});

for (const locale of locales) {
  test(`the pages of the route table fit the screen, ${locale}`, async ({ page }) => {
    test.setTimeout(240_000);
    const paths = staticRoutes.map(({ name, query }) => href(name, locale, {}, query));
    await page.goto(href('news', locale));
    const post = page.locator(`main a[href^="${href('news', locale)}/"]`).first();
    const postPath = await post.getAttribute('href');
    expect(postPath).toBeTruthy();
    await checkPaths(page, [...paths, postPath ?? '']);
  });
}

test('every step of a dog subscription and its confirmation fit the screen', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/souscription?animal=dog');
  await fillDogQuote(page, {
    animalName: 'Largeur',
    breedQuery: 'bernois',
    breed: 'Bouvier bernois',
    birthDate: birthDateYearsAgo(4),
    email: owner.email,
  });
  await page.getByRole('button', { name: 'Calculer ma prime' }).click();
  await expect(heading(page, fr.packTitle)).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillFrenchAnimal(page, { identification: '756098100123456' });
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillFrenchOwner(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(heading(page, fr.paymentTitle)).toBeVisible();
  const steps = ([2, 3, 4, 5] as const).map((step) => `subscription-dog-step-${step}` as RouteName);
  await checkPaths(
    page,
    locales.flatMap((locale) =>
      ['subscription-step-1' as RouteName, ...steps].map((name) => href(name, locale)),
    ),
  );

  await page.goto('/souscription/dog/paiement');
  for (const name of [
    'J’accepte les conditions générales d’assurance.',
    'Je certifie que mes réponses sont exactes et complètes.',
    'J’ai reçu les informations selon l’art. 3 LCA.',
  ]) {
    await page.getByRole('checkbox', { name }).check();
  }
  await page.getByRole('button', { name: 'Souscrire' }).click();
  await expect(page.getByRole('link', { name: 'Télécharger ma police (PDF)' })).toBeVisible({
    timeout: 45_000,
  });
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  await checkPaths(
    page,
    locales.map((locale) => href('subscription-confirmation', locale, {}, { token })),
  );
});

test('every step of a horse offer and its confirmation fit the screen', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/souscription?animal=horse');
  await page.getByLabel('Nom de l’animal').fill('Largeur');
  await chooseBreed(page, 'Race', 'franches', 'Franches-Montagnes');
  await page.getByLabel('Date de naissance').fill(birthDateYearsAgo(7));
  await chooseFirstStartDate(page, 'Début du contrat');
  await page.getByLabel('Valeur du cheval (CHF)').fill('40000');
  await page.getByLabel('Utilisation').selectOption({ label: 'Dressage' });
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Calculer ma prime' }).click();
  await expect(heading(page, 'Choisissez votre couverture')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('radio', { name: 'Oui' }).check();
  await page.getByRole('radio', { name: /^VIVA Spirit B/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(heading(page, fr.animalTitle)).toBeVisible();
  await page.getByLabel('Numéro d’identification (puce)').fill('756000123456789');
  await page.getByLabel('Sexe').selectOption({ label: 'Jument' });
  await page.getByRole('radio', { name: 'Non' }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillFrenchOwner(page);
  await page.getByRole('button', { name: 'Continuer' }).press('Enter');
  await expect(heading(page, fr.offerTitle)).toBeVisible();
  const steps = ([2, 3, 4, 5, 6] as const).map(
    (step) => `subscription-horse-step-${step}` as RouteName,
  );
  await checkPaths(
    page,
    locales.flatMap((locale) => steps.map((name) => href(name, locale))),
  );

  await page.goto('/souscription/horse/paiement');
  for (const name of [
    'J’accepte les conditions générales d’assurance.',
    'Je certifie que mes réponses sont exactes et complètes.',
    'Je comprends que cette demande d’offre ne m’engage pas.',
  ]) {
    await page.getByRole('checkbox', { name }).check();
  }
  await page.getByRole('button', { name: 'Demander mon offre' }).click();
  await expect(page.getByRole('link', { name: 'Télécharger mon offre (PDF)' })).toBeVisible({
    timeout: 45_000,
  });
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  await checkPaths(
    page,
    locales.map((locale) => href('subscription-offer-confirmation', locale, {}, { token })),
  );
});

test('every step of a claim declaration fits the screen', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/espace-client/declarer-un-sinistre');
  await page.getByRole('button', { name: 'Saisir un nouveau cas' }).click();
  for (const [label, value] of [
    ['Prénom', 'Jeanne'],
    ['Nom', 'Muller'],
    ['Numéro de police', '1234567'],
    ['Nom de l’animal', 'Rex'],
    ['E-mail', 'largeur@example.ch'],
  ]) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value ?? '');
  }
  await page.getByRole('button', { name: 'Suivant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Veuillez confirmer' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('radio', { name: 'Vaccination' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(heading(page, 'Lieu et date')).toBeVisible();
  const day = new Date(Date.now() - 3 * 86_400_000);
  await page
    .getByLabel('Date du sinistre')
    .fill(
      `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`,
    );
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Description du sinistre').fill('Vaccin annuel contre la rage.');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Titulaire du compte').fill('Jeanne Muller');
  await page.getByLabel('IBAN').fill('CH93 0076 2011 6238 5295 7');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(heading(page, 'Documents')).toBeVisible();

  // each step in each language and width: a new page load asks to resume the draft first
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of locales) {
      for (const step of [2, 3, 4, 5, 6] as const) {
        await page.goto(href(`declaration-step-${step}` as RouteName, locale));
        await expectFits(page, `claim step ${step} (resume dialog), ${locale}`);
        await page
          .getByRole('button', { name: locale === 'fr' ? 'Poursuivre' : 'Fortfahren' })
          .click();
        await expect(page.getByRole('navigation').nth(1)).toBeVisible();
        await expectFits(page, `claim step ${step}, ${locale}`);
      }
    }
  }

  await page.goto('/espace-client/declarer-un-sinistre/documents');
  await page.getByRole('button', { name: 'Poursuivre' }).click();
  await page.getByLabel('Type des documents à ajouter').selectOption({ label: 'Autre' });
  await page.getByLabel('Choisir des fichiers').setInputFiles({
    name: 'vaccin.pdf',
    mimeType: 'application/pdf',
    buffer: testPdf(),
  });
  await expect(page.getByRole('group', { name: /^vaccin\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(heading(page, 'Confirmation')).toBeVisible();
  // the final screen survives a reload (issue 12): each width and language
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of locales) {
      await page.goto(href('declaration-step-7', locale));
      await expectFits(page, `claim step 7, ${locale}`);
    }
  }
});
