import { type Browser, expect, type Page, test } from '@playwright/test';
import { untilClients } from './page-helpers';
import { expectNoViolations } from './subscription-helpers';

/** FAQ, legal texts, news and blog grids and posts (issues 9 and 10), in French and German. */

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

const tiles = (page: Page) => page.getByRole('main').getByRole('article');

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

const pages = [
  { path: '/faq', title: 'Questions fréquentes' },
  { path: '/de/faq', title: 'Häufige Fragen' },
  { path: '/conditions-generales', title: 'Conditions générales d’assurance (CGA)' },
  {
    path: '/de/allgemeine-versicherungsbedingungen',
    title: 'Allgemeine Versicherungsbedingungen (AVB)',
  },
  {
    path: '/information-art-3-lca',
    title: 'Information au preneur d’assurance selon l’art. 3 LCA',
  },
  { path: '/de/kundeninformation-art-3-vvg', title: 'Kundeninformation nach Art. 3 VVG' },
  { path: '/actualites', title: 'Actualités' },
  { path: '/de/news', title: 'News' },
  { path: '/blog', title: 'Blog' },
  { path: '/de/blog', title: 'Blog' },
  {
    path: '/actualites/coliques-du-cheval',
    title: 'Coliques chez le cheval : reconnaître l’urgence',
  },
  { path: '/de/news/ein-welpe-zieht-ein-1', title: 'Ein Welpe zieht ein (1): die ersten Tage' },
];

test.describe('FAQ', () => {
  test('answers a question when it is opened, in French', async ({ page }) => {
    await page.goto('/faq');
    await expect(heading(page, 'Questions fréquentes')).toBeVisible();
    await expect(page).toHaveTitle('Questions fréquentes | Alpaws');
    const topics = page.getByRole('navigation', { name: 'Thèmes des questions' });
    await expect(topics.getByRole('link')).toHaveText([
      'Souscription',
      'Couverture',
      'Prime et paiement',
      'Sinistres',
      'Contrat',
    ]);
    const answer = page.getByText('Pour les maladies, le délai d’attente est de 30 jours');
    await expect(answer).toBeHidden();
    await page.getByText('Y a-t-il un délai d’attente ?').click();
    await expect(answer).toBeVisible();
    await topics.getByRole('link', { name: 'Sinistres' }).click();
    await expect(page).toHaveURL(/\/faq#faq-claims$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sinistres' })).toBeInViewport();
  });

  test('opens the question named in the address, in German, with keyboard access', async ({
    page,
  }) => {
    await page.goto('/de/faq#gibt-es-eine-wartefrist');
    await expect(heading(page, 'Häufige Fragen')).toBeAttached();
    await expect(page.getByText('Für Krankheiten beträgt die Wartefrist 30 Tage')).toBeVisible();
    const question = page.getByText('Kann ich meinen Abschluss widerrufen?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('innert 14 Tagen schriftlich')).toBeVisible();
    // a link inside an answer leads to the page it names
    await page.getByText('Was deckt die Hunde- und Katzenversicherung?').click();
    await page.getByRole('link', { name: 'Allgemeinen Versicherungsbedingungen' }).first().click();
    await expect(heading(page, 'Allgemeine Versicherungsbedingungen (AVB)')).toBeVisible();
  });

  test('keeps a question opened before the scripts ran open, and its focus', async ({ page }) => {
    // the scripts wait until the visitor has used the server's markup (a slow phone, a slow line)
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/faq', { waitUntil: 'commit' });
    const question = page.getByText('Y a-t-il un délai d’attente ?');
    const answer = page.getByText('Pour les maladies, le délai d’attente est de 30 jours');
    await question.click();
    await expect(answer).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
    releaseScripts();
    await untilClients(page);
    await expect(answer).toBeVisible();
    await expect(question).toBeFocused();
    // the question is React's now: it closes as any other
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('is reached from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }).click();
    await expect(heading(page, 'Questions fréquentes')).toBeVisible();
  });
});

test.describe('general conditions and art. 3 information', () => {
  test('shows the conditions with their contents and their PDF', async ({ page }) => {
    await page.goto('/conditions-generales');
    await expect(heading(page, 'Conditions générales d’assurance (CGA)')).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Sommaire' });
    await contents.getByRole('link', { name: 'A14 Droit de révocation' }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: 'A14 Droit de révocation' }),
    ).toBeInViewport();
    const pdf = page.getByRole('link', {
      name: 'Télécharger « Conditions générales d’assurance (CGA) » en PDF',
    });
    const response = await page.request.get((await pdf.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: 'Information selon l’art. 3 LCA' }).first().click();
    await expect(
      heading(page, 'Information au preneur d’assurance selon l’art. 3 LCA'),
    ).toBeVisible();
  });

  test('shows the German art. 3 information with its PDF, reached from the footer', async ({
    page,
  }) => {
    await page.goto('/de');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Kundeninformation nach Art. 3 VVG' })
      .click();
    await expect(heading(page, 'Kundeninformation nach Art. 3 VVG')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Kann ich meinen Antrag widerrufen?' }),
    ).toBeVisible();
    const pdf = page.getByRole('link', {
      name: '«Kundeninformation nach Art. 3 VVG» als PDF herunterladen',
    });
    await expect(pdf).toHaveAttribute('href', '/de/dokumente/kundeninformation-art-3-vvg.pdf');
  });
});

test.describe('news grid', () => {
  test('tab 0 shows every post but the blog; a category tab shows that category without the blog', async ({
    page,
  }) => {
    await page.goto('/actualites');
    await expect(heading(page, 'Actualités')).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Thèmes des actualités' });
    const all = filters.getByRole('link', { name: 'Toutes les actualités' });
    await expect(all).toHaveAttribute('aria-current', 'page');
    // on a large screen the tabs are not the inside of a closed <details>: a browser without
    // ::details-content shows them too
    await expect(filters).toBeVisible();
    await expect(filters.locator('xpath=ancestor::details')).toHaveCount(0);
    await expect(page.getByText('Filtrer par thème')).toBeHidden();
    await expect(filters.getByRole('link', { name: 'Blog' })).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(7);
    await expect(
      page.getByRole('link', { name: 'Mon cheval a vingt ans : adapter son quotidien' }),
    ).toHaveCount(0);
    // tile: date, categories joined by ' - ', formatted title (bold part) or bold title
    const colic = tiles(page).filter({ hasText: 'Coliques chez le cheval' });
    await expect(colic.getByText('10 févr. 2026 · Santé - Chevaux')).toBeVisible();
    await expect(colic.getByRole('link').locator('strong')).toHaveText(
      'Coliques chez le cheval : reconnaître l’urgence',
    );

    await filters.getByRole('link', { name: 'Chevaux' }).click();
    await expect(page).toHaveURL(/\/actualites\?category=horses$/);
    await expect(filters.getByRole('link', { name: 'Chevaux' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(all).not.toHaveAttribute('aria-current', 'page');
    await expect(tiles(page)).toHaveCount(2);
    await expect(
      page.getByRole('link', { name: 'Coliques chez le cheval : reconnaître l’urgence' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Mon cheval a vingt ans/ })).toHaveCount(0);

    await page.goBack();
    await expect(tiles(page)).toHaveCount(7);
  });

  test('in German, a tile leads to its post and the post back to the grid', async ({ page }) => {
    await page.goto('/de/news?category=travel');
    await expect(tiles(page)).toHaveCount(1);
    // the heading takes the focus on a navigation of the client's (the page, rendered by the
    // server, is painted before its scripts: a click before them is a plain page load)
    await untilClients(page);
    await page.getByRole('link', { name: 'Ferien im Ausland mit Hund oder Katze' }).click();
    await expect(page).toHaveURL(/\/de\/news\/reisen-mit-haustier$/);
    await expect(heading(page, 'Ferien im Ausland mit Hund oder Katze')).toBeFocused();
    await expect(page.getByText('2. Juli 2026 · Reisen - Hunde - Katzen')).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zu den News' }).click();
    await expect(heading(page, 'News')).toBeVisible();
  });

  test('folds the filters behind a toggle on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/actualites');
    // the page rendered by the server is rendered again by the client, fold closed
    await untilClients(page);
    const horses = page.getByRole('link', { name: 'Chevaux', exact: true });
    await expect(horses).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Thèmes des actualités' })).toHaveCount(0);
    await page.getByText('Filtrer par thème').click();
    await horses.click();
    await expect(tiles(page)).toHaveCount(2);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('blog', () => {
  test('shows only the blog posts, in French and German', async ({ page }) => {
    await page.goto('/blog');
    await expect(heading(page, 'Blog')).toBeVisible();
    await expect(tiles(page)).toHaveCount(3);
    await expect(
      page.getByRole('link', { name: 'Mon cheval a vingt ans : adapter son quotidien' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Coliques/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(tiles(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Ein Welpe zieht ein (1): die ersten Tage' }).click();
    await expect(heading(page, 'Ein Welpe zieht ein (1): die ersten Tage')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toBeVisible();
  });
});

test.describe('a post', () => {
  test('switches language to the same post under its German address', async ({ page }) => {
    await page.goto('/actualites/saison-des-tiques');
    await expect(heading(page, 'Saison des tiques : protéger son chien et son chat')).toBeVisible();
    await expect(page.getByRole('img', { name: /Une tique agrandie/ })).toBeVisible();
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/news\/zeckensaison$/);
    await expect(heading(page, 'Zeckensaison: Hund und Katze richtig schützen')).toBeVisible();
  });

  test('answers an unknown post with the 404 page', async ({ page }) => {
    const response = await page.goto('/actualites/ce-billet-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(heading(page, 'Page introuvable')).toBeVisible();
  });
});

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('readable without JavaScript', () => {
  test('a post: its title and its text', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      const response = await page.goto('/de/news/kolik-beim-pferd');
      expect(response?.status()).toBe(200);
      await expect(heading(page, 'Kolik beim Pferd: den Notfall erkennen')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Anzeichen, die alarmieren sollten' }),
      ).toBeVisible();
      await expect(
        page.getByText('Das Pferd scharrt, schaut oder schlägt nach seinem Bauch'),
      ).toBeVisible();
      await expect(page).toHaveTitle('Kolik beim Pferd: den Notfall erkennen | Alpaws');
    });
  });

  test('the news grid, its filters and a tile’s link', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/actualites');
      await expect(tiles(page)).toHaveCount(7);
      await page.getByRole('link', { name: 'Voyage', exact: true }).click();
      await expect(page).toHaveURL(/category=travel$/);
      await expect(tiles(page)).toHaveCount(1);
      await page
        .getByRole('link', { name: 'Vacances à l’étranger avec son chien ou son chat' })
        .click();
      await expect(heading(page, 'Vacances à l’étranger avec son chien ou son chat')).toBeVisible();
    });
  });

  test('the FAQ and the conditions', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/faq');
      await page.getByText('Dans quel délai suis-je remboursé ?').click();
      await expect(
        page.getByText('Dans les 10 jours ouvrables qui suivent la réception du dossier complet'),
      ).toBeVisible();
      await page.goto('/de/allgemeine-versicherungsbedingungen');
      await expect(page.getByRole('heading', { level: 3, name: 'A5 Wartefrist' })).toBeVisible();
    });
  });

  test('React takes over the page without moving it', async ({ browser, page }) => {
    const positions = async (target: Page) => {
      await expect(
        heading(target, 'Coliques chez le cheval : reconnaître l’urgence'),
      ).toBeVisible();
      const box = async (name: string) => target.getByRole('heading', { name }).boundingBox();
      return {
        title: await box('Coliques chez le cheval : reconnaître l’urgence'),
        section: await box('Quand une opération est nécessaire'),
      };
    };
    const served = await withoutJavaScript(browser, async (plain) => {
      await plain.goto('/actualites/coliques-du-cheval');
      return positions(plain);
    });
    await page.goto('/actualites/coliques-du-cheval');
    await expect(page.getByRole('contentinfo')).toBeAttached(); // React's layout is there
    expect(await positions(page)).toEqual(served);
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
]) {
  test.describe(`content pages, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const { path, title } of pages) {
      test(`${path} has no axe violations and no horizontal scroll`, async ({ page }) => {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await expectNoViolations(page);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
