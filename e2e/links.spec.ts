import { expect, type Page, test } from '@playwright/test';
import { href } from '../packages/domain/src/routes';

/**
 * Issue 10: "No page of the site links to the 404 page any more." From the home page in each
 * language, every same-origin `<a href>` of every page reached (header, content, footer, offer
 * pages, posts…) is followed breadth-first; each page must answer a status other than 404 and
 * must not render the 404 page. API calls, PDFs (served by their own route, not pages),
 * `mailto:` and `tel:` are not pages and are left out.
 *
 * A page's links are read once the client has it (`data-hydrated` on <html>, set by the app
 * once React has hydrated or rendered the page and what waited for hydration is in): a
 * prerendered page shows its heading before React takes it over, and the links it renders after
 * hydration (the home page's contests) would otherwise not be read there.
 */

const maxPages = 500;
const notFoundHeadings = ['Page introuvable', 'Seite nicht gefunden'];

function isPage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return false;
  return !url.pathname.toLowerCase().endsWith('.pdf');
}

async function linksOf(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => href !== '' && !/^(mailto|tel|javascript):/i.test(href)),
  );
}

interface Visit {
  path: string;
  /** The page the link was found on (to say where to fix it). */
  from: string;
}

for (const start of ['/', '/de']) {
  test(`every internal link reachable from ${start} leads to a page`, async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const queue: Visit[] = [{ path: start, from: '(start)' }];
    const seen = new Set<string>([start]);
    const foundOnStart: string[] = [];
    const broken: string[] = [];
    let visited = 0;

    while (queue.length > 0 && visited < maxPages) {
      const visit = queue.shift() as Visit;
      visited += 1;
      const response = await page.goto(visit.path);
      const status = response?.status() ?? 0;
      // the page is rendered by the client: its heading says whether it is the 404 page
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const title = ((await heading.textContent()) ?? '').trim();
      if (status === 404 || notFoundHeadings.includes(title)) {
        broken.push(`${visit.path} (status ${status}, "${title}") linked from ${visit.from}`);
        continue;
      }
      for (const href of await linksOf(page)) {
        const url = new URL(href, new URL(visit.path, origin));
        if (!isPage(url, origin)) continue;
        const path = `${url.pathname}${url.search}`;
        if (seen.has(path)) continue;
        seen.add(path);
        if (visit.path === start) foundOnStart.push(path);
        queue.push({ path, from: visit.path });
      }
    }

    expect(broken).toEqual([]);
    // spec 002 §2: the 'Contactez-nous' animal form, step 4 of the help flow, is reached too
    const contactUs = href('help.conseils-produits', start === '/' ? 'fr' : 'de', {
      page: 'assurance-pour-animaux-de-ferme',
      method: 'form',
    });
    expect([...seen]).toContain(contactUs);
    // the crawl went through the site, not just the home page, and ended within its bound
    expect(visited).toBeGreaterThan(30);
    expect(queue).toEqual([]);
    // the links the home page renders after hydration (its contests) are read on it
    const locale = start === '/' ? 'fr' : 'de';
    for (const route of ['chi-draw', 'challenge-saut', 'challenge-dressage'] as const) {
      expect(foundOnStart).toContain(href(route, locale));
    }
  });
}
