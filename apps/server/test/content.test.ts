import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDocuments, documentHref, matchDocumentPath } from '@app/domain/content/documents';
import { formatChf } from '@app/domain/format/chf';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { matchRoute } from '@app/domain/routes';
import type {
  Faq,
  Job,
  LegalDocumentContent,
  NewsList,
  NewsPost,
} from '@app/domain/schemas/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/config';
import { loadContent } from '../src/services/content/load-content';
import { parseMarkdown, renderTokens } from '../src/services/content/markdown';
import { createTestApp } from './helpers';
import { pdfText } from './pdf-text';

const contentDir = path.resolve(serverRoot(), '../../content');

// a built client reduced to its shell, as the server serves it (static header included)
const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-content-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="fr"><head><meta name="description" content="Assurance" /><title>Alpaws</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"><header class="site-header"><a href="/">Alpaws</a></header></div></body></html>',
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ webDistDir }, { startJobs: false });
});
afterAll(async () => {
  await app.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/content/faq', () => {
  it.each(['fr', 'de'] as const)(
    'answers the %s FAQ: categories of questions with answers',
    async (locale) => {
      const response = await get(`/api/content/faq?locale=${locale}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('max-age');
      const faq = response.json<Faq>();
      const questions = faq.categories.flatMap((category) => category.questions);
      expect(faq.categories.length).toBeGreaterThanOrEqual(4);
      expect(questions.length).toBeGreaterThanOrEqual(20);
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
      for (const question of questions) {
        expect(question.question).toMatch(/\?$/);
        expect(question.html).toMatch(/^<(p|ul|ol)>/);
        expect(question.html).not.toContain('{{');
      }
    },
  );

  it('prints the tariff’s figures, not hand-written ones', async () => {
    const faq = (await get('/api/content/faq?locale=fr')).json<Faq>();
    const text = faq.categories.flatMap((c) => c.questions.map((q) => q.html)).join('\n');
    const { dog, cat } = tariff2026.pets;
    for (const amount of [
      dog.annual_cap.accident,
      dog.annual_cap.diseases,
      cat.annual_cap.accident,
      cat.annual_cap.diseases,
    ]) {
      expect(text).toContain(formatChf(amount));
    }
    expect(text).toContain(`${tariff2026.fees.stamp_duty_percent} %`);
    expect(text).toContain("CHF\u00a0200.-, CHF\u00a0500.- ou CHF\u00a01'000.-");
    expect(text).toContain('dès 12 ans');
  });

  it('answers in the German of the request when asked by the page or the header', async () => {
    const byHeader = (await get('/api/content/faq', { 'accept-language': 'de-CH' })).json<Faq>();
    expect(byHeader.categories[0]?.title).toBe('Abschluss');
    const byDefault = (await get('/api/content/faq')).json<Faq>();
    expect(byDefault.categories[0]?.title).toBe('Souscription');
  });

  it('refuses an unknown locale with 422 on locale', async () => {
    const response = await get('/api/content/faq?locale=it');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['locale']);
  });
});

describe('GET /api/content/news', () => {
  it('lists every post, newest first, with the tile’s fields', async () => {
    const list = (await get('/api/content/news?locale=fr')).json<NewsList>();
    expect(list.posts.length).toBeGreaterThanOrEqual(8);
    const dates = list.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.categories.map((category) => category.id)).toContain('blog');
    const ticks = list.posts.find((post) => post.id === 'tick-season');
    expect(ticks).toMatchObject({
      slug: 'saison-des-tiques',
      url: '/actualites/saison-des-tiques',
      date: '2026-03-24',
      categories: [
        { id: 'health', label: 'Santé' },
        { id: 'dogs', label: 'Chiens' },
        { id: 'cats', label: 'Chats' },
      ],
      thumbnail: { src: '/media/news/tick-season.svg' },
    });
    expect(ticks?.formatted_title_html).toBe(
      '<strong>Saison des tiques</strong> : protéger son chien et son chat',
    );
    expect(list.posts.some((post) => post.formatted_title_html === null)).toBe(true);
    expect(
      list.posts.filter((post) => post.categories.some((c) => c.id === 'blog')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('gives a tab of the news grid: the category without the Blog posts', async () => {
    const list = (await get('/api/content/news?locale=de&category=horses')).json<NewsList>();
    expect(list.posts.length).toBeGreaterThan(0);
    for (const post of list.posts) {
      const ids = post.categories.map((category) => category.id);
      expect(ids).toContain('horses');
      expect(ids).not.toContain('blog');
    }
    const all = (await get('/api/content/news?locale=de')).json<NewsList>();
    const horseBlogPosts = all.posts.filter((post) =>
      ['horses', 'blog'].every((id) => post.categories.some((category) => category.id === id)),
    );
    expect(horseBlogPosts.length).toBeGreaterThan(0);
  });

  it('gives the blog grid with category=blog', async () => {
    const list = (await get('/api/content/news?locale=fr&category=blog')).json<NewsList>();
    expect(list.posts.length).toBeGreaterThanOrEqual(2);
    for (const post of list.posts) expect(post.categories.map((c) => c.id)).toContain('blog');
  });

  it.each([
    ['/api/content/news?locale=fr&category=unicorns', 'category'],
    ['/api/content/news?locale=en', 'locale'],
  ])('refuses %s with 422 on %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });
});

describe('GET /api/content/news/:slug', () => {
  it('answers a post with its rendered body and both addresses', async () => {
    const response = await get('/api/content/news/zeckensaison?locale=de');
    expect(response.statusCode).toBe(200);
    const post = response.json<NewsPost>();
    expect(post.title).toBe('Zeckensaison: Hund und Katze richtig schützen');
    expect(post.html).toContain('<h2 id="welche-krankheiten-ubertragen-sie">');
    expect(post.html).toContain('<strong>für Katzen sehr giftig</strong>');
    expect(post.html).toContain('href="/de/faq"');
    expect(post.alternates).toEqual({
      fr: '/actualites/saison-des-tiques',
      de: '/de/news/zeckensaison',
    });
  });

  it('links a post to another by its id, in the language of each', async () => {
    const fr = (await get('/api/content/news/un-chiot-a-la-maison-2?locale=fr')).json<NewsPost>();
    expect(fr.html).toContain('<a href="/actualites/un-chiot-a-la-maison-1">premier épisode</a>');
    const de = (await get('/api/content/news/ein-welpe-zieht-ein-2?locale=de')).json<NewsPost>();
    expect(de.html).toContain('<a href="/de/news/ein-welpe-zieht-ein-1">erste Folge</a>');
  });

  it('answers a slug of the other language with the post of the asked one', async () => {
    const post = (await get('/api/content/news/saison-des-tiques?locale=de')).json<NewsPost>();
    expect(post.slug).toBe('zeckensaison');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/api/content/news/licornes-en-ete?locale=fr');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Cette adresse n’existe pas.');
  });

  it('refuses a bad locale with 422', async () => {
    expect((await get('/api/content/news/zeckensaison?locale=xx')).statusCode).toBe(422);
  });
});

describe('GET /api/content/legal/:doc', () => {
  it.each([
    [
      'general-conditions',
      'fr',
      'Conditions générales d’assurance (CGA)',
      '/documents/conditions-generales.pdf',
    ],
    [
      'general-conditions',
      'de',
      'Allgemeine Versicherungsbedingungen (AVB)',
      '/de/dokumente/allgemeine-versicherungsbedingungen.pdf',
    ],
    [
      'customer-information',
      'fr',
      'Information au preneur d’assurance selon l’art. 3 LCA',
      '/documents/information-art-3-lca.pdf',
    ],
    [
      'customer-information',
      'de',
      'Kundeninformation nach Art. 3 VVG',
      '/de/dokumente/kundeninformation-art-3-vvg.pdf',
    ],
  ])('answers %s in %s', async (doc, locale, title, pdf) => {
    const response = await get(`/api/content/legal/${doc}?locale=${locale}`);
    expect(response.statusCode).toBe(200);
    const document = response.json<LegalDocumentContent>();
    expect(document).toMatchObject({ id: doc, title, pdf });
    expect(document.toc.length).toBeGreaterThanOrEqual(5);
    for (const entry of document.toc) expect(document.html).toContain(`id="${entry.id}"`);
  });

  it('states the product’s conditions: waiting period, withdrawal, FINMA, stamp duty', async () => {
    const conditions = (
      await get('/api/content/legal/general-conditions?locale=fr')
    ).json<LegalDocumentContent>();
    expect(conditions.html).toContain('le délai d’attente est de 30 jours');
    expect(conditions.html).toContain('art. 2a LCA');
    expect(conditions.html).toContain('FINMA');
    expect(conditions.html).toContain('droit de timbre fédéral de 5 %');
    expect(conditions.html).toContain('id="a10-exclusions-generales"');
    const information = (
      await get('/api/content/legal/customer-information?locale=de')
    ).json<LegalDocumentContent>();
    expect(information.html).toContain('Art. 2a VVG');
  });

  it('answers 404 for an unknown document and 422 for a bad locale', async () => {
    expect((await get('/api/content/legal/privacy?locale=fr')).statusCode).toBe(404);
    expect((await get('/api/content/legal/general-conditions?locale=es')).statusCode).toBe(422);
  });
});

describe('GET /api/content/jobs', () => {
  it.each(['fr', 'de'] as const)('lists the open positions in %s', async (locale) => {
    const response = await get(`/api/content/jobs?locale=${locale}`);
    expect(response.statusCode).toBe(200);
    const jobs = response.json<Job[]>();
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.length).toBeLessThanOrEqual(4);
    for (const job of jobs) {
      expect(job.slug).toMatch(/^[a-z0-9-]+$/);
      expect(job.html).toContain('<h2');
    }
  });

  it('refuses a bad locale with 422', async () => {
    expect((await get('/api/content/jobs?locale=rm')).statusCode).toBe(422);
  });
});

describe('published PDFs', () => {
  const titles: Record<string, string> = {
    'general-conditions:fr': 'Conditions générales d’assurance (CGA)',
    'general-conditions:de': 'Allgemeine Versicherungsbedingungen (AVB)',
    'customer-information:fr': 'Information au preneur d’assurance selon l’art. 3 LCA',
    'customer-information:de': 'Kundeninformation nach Art. 3 VVG',
    'vet-report-pet:fr': 'Rapport vétérinaire – demande de garantie de prise en charge',
    'vet-report-pet:de': 'Tierarztbericht – Gesuch um Kostengutsprache',
    'vet-report-horse:fr': 'Rapport vétérinaire – demande de garantie de prise en charge',
    'vet-report-horse:de': 'Tierarztbericht – Gesuch um Kostengutsprache',
  };
  const cases = contentDocuments.flatMap((document) =>
    (['fr', 'de'] as const).map(
      (locale) => [documentHref(document, locale), `${document}:${locale}`] as const,
    ),
  );

  it.each(cases)('serves %s', async (url, key) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="${url.split('/').pop()}"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(titles[key]);
    expect(text).not.toContain('{{');
    // built once: the same bytes, and 304 for a matching ETag
    const again = await get(url, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('prints the figures and the fields the vet fills in', async () => {
    const pet = pdfText((await get('/documents/rapport-veterinaire-chien-chat.pdf')).rawPayload);
    for (const field of [
      'Numéro de puce',
      'Numéro de police',
      'Diagnostic',
      'Total estimé',
      'Pronostic',
      'Timbre du cabinet',
    ]) {
      expect(pet).toContain(field);
    }
    const horse = pdfText((await get('/de/dokumente/tierarztbericht-pferd.pdf')).rawPayload);
    expect(horse).toContain('UELN oder Chipnummer');
    const conditions = pdfText(
      (await get('/de/dokumente/allgemeine-versicherungsbedingungen.pdf')).rawPayload,
    );
    expect(conditions).toContain('A14 Widerrufsrecht');
    expect(conditions).toContain(
      formatChf(tariff2026.horse.treatment.products[2]?.annual_cap ?? 0),
    );
  });
});

describe('news thumbnails', () => {
  it('serves a post’s SVG and answers the 404 page for an unknown one', async () => {
    const svg = await get('/media/news/horse-colic.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await get('/media/news/nothing.svg')).statusCode).toBe(404);
  });
});

describe('pages rendered on the server (readable without JavaScript)', () => {
  it('puts a post into the page: title, text, description and the data of its call', async () => {
    const response = await get('/actualites/coliques-du-cheval');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Coliques chez le cheval : reconnaître l’urgence | Alpaws</title>',
    );
    expect(html).toContain('<meta name="description" content="Les coliques sont la première cause');
    expect(html).toMatch(
      /<\/header><main id="main" tabindex="-1"><div class="container content-page post-page">/,
    );
    expect(html).toContain(
      '<h1 tabindex="-1" class="page-heading">Coliques chez le cheval : reconnaître l’urgence</h1>',
    );
    expect(html).toContain(
      '<h2 id="les-signes-qui-doivent-alerter">Les signes qui doivent alerter</h2>',
    );
    expect(html).toContain('<time datetime="2026-02-10">10 févr. 2026</time>');
    expect(html).toContain('href="/documents/rapport-veterinaire-cheval.pdf"');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({
      key: '/api/content/news/coliques-du-cheval?locale=fr',
      value: { id: 'horse-colic', slug: 'coliques-du-cheval' },
    });
  });

  it('sends a post addressed with the other language’s slug to its own address', async () => {
    const response = await get('/de/news/coliques-du-cheval');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/de/news/kolik-beim-pferd');
  });

  it('answers an unknown post with 404', async () => {
    const response = await get('/actualites/cet-article-n-existe-pas');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<main');
  });

  it('renders the news grid: tab 0 without the Blog posts, a category tab, the blog grid', async () => {
    const all = (await get('/api/content/news?locale=fr')).json<NewsList>();
    const blogTitles = all.posts
      .filter((p) => p.categories.some((c) => c.id === 'blog'))
      .map((p) => p.url);
    const grid = (await get('/actualites')).body;
    expect(grid).toContain(
      '<a class="news-filters__tab" href="/actualites" aria-current="page">Toutes les actualités</a>',
    );
    for (const url of blogTitles) expect(grid).not.toContain(`href="${url}"`);
    expect(grid).toContain('href="/actualites/coliques-du-cheval"');
    expect(grid).toContain('news-tile--even');
    expect(grid).toContain('news-tile--odd');
    expect(grid).toContain('Santé - Chevaux');

    const travel = (await get('/actualites?category=travel')).body;
    expect(travel).toContain('href="/actualites?category=travel" aria-current="page"');
    expect(travel).toContain('href="/actualites/voyager-avec-son-animal"');
    expect(travel).not.toContain('href="/actualites/coliques-du-cheval"');

    const blog = (await get('/de/blog')).body;
    expect(blog).toContain('<h1 tabindex="-1" class="page-heading">Blog</h1>');
    expect(blog).toContain('href="/de/news/ein-welpe-zieht-ein-1"');
    expect(blog).not.toContain('href="/de/news/kolik-beim-pferd"');
  });

  it('renders the FAQ with its questions and the legal pages with their PDF', async () => {
    const faq = (await get('/de/faq')).body;
    expect(faq).toContain('<html lang="de"');
    expect(faq).toContain('<summary class="faq-item__question">Gibt es eine Wartefrist?</summary>');
    const conditions = (await get('/conditions-generales')).body;
    expect(conditions).toContain('href="/documents/conditions-generales.pdf"');
    expect(conditions).toContain('Télécharger « Conditions générales d’assurance (CGA) » en PDF');
    const information = (await get('/de/kundeninformation-art-3-vvg')).body;
    expect(information).toContain('Kundeninformation nach Art. 3 VVG');
  });

  it('leaves the other pages as they were', async () => {
    const home = (await get('/')).body;
    expect(home).not.toContain('<main');
    expect(home).not.toContain('page-data');
  });
});

describe('every link of the texts leads to a page or a document of the site', () => {
  it('resolves each internal link', async () => {
    const htmls: string[] = [];
    for (const locale of ['fr', 'de'] as const) {
      const faq = (await get(`/api/content/faq?locale=${locale}`)).json<Faq>();
      htmls.push(...faq.categories.flatMap((c) => c.questions.map((q) => q.html)));
      for (const doc of ['general-conditions', 'customer-information']) {
        htmls.push(
          (await get(`/api/content/legal/${doc}?locale=${locale}`)).json<LegalDocumentContent>()
            .html,
        );
      }
      const list = (await get(`/api/content/news?locale=${locale}`)).json<NewsList>();
      for (const post of list.posts) {
        htmls.push(
          (await get(`/api/content/news/${post.slug}?locale=${locale}`)).json<NewsPost>().html,
        );
      }
    }
    const links = htmls.flatMap((html) =>
      [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] as string),
    );
    expect(links.length).toBeGreaterThan(30);
    for (const link of links.filter((l) => l.startsWith('/'))) {
      const pathname = link.split('#')[0] ?? '';
      expect(matchRoute(pathname) ?? matchDocumentPath(pathname), link).not.toBeNull();
    }
  });
});

describe('a broken content file fails at start, naming the file', () => {
  const copy = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    cpSync(contentDir, dir, { recursive: true });
    return dir;
  };
  const edit = (dir: string, file: string, change: (text: string) => string) =>
    writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

  it.each([
    [
      'a missing translation',
      (dir: string) => rmSync(path.join(dir, 'news/horse-colic/de.md')),
      /news\/horse-colic\/de\.md: missing file/,
    ],
    [
      'an impossible date',
      (dir: string) =>
        edit(dir, 'news/horse-colic/fr.md', (t) =>
          t.replace('date: 2026-02-10', 'date: 2026-02-31'),
        ),
      /news\/horse-colic\/fr\.md: .*date/s,
    ],
    [
      'dates that differ between languages',
      (dir: string) =>
        edit(dir, 'news/horse-colic/de.md', (t) =>
          t.replace('date: 2026-02-10', 'date: 2026-02-11'),
        ),
      /news\/horse-colic: fr and de must have the same date/,
    ],
    [
      'an unknown category',
      (dir: string) =>
        edit(dir, 'news/horse-colic/fr.md', (t) =>
          t.replace('[health, horses]', '[health, unicorns]'),
        ),
      /unknown category unicorns/,
    ],
    [
      'an unknown front matter field',
      (dir: string) =>
        edit(dir, 'jobs/frontend-engineer/fr.md', (t) => t.replace('slug:', 'salary: 1\nslug:')),
      /jobs\/frontend-engineer\/fr\.md: .*salary/s,
    ],
    [
      'an unknown figure',
      (dir: string) => edit(dir, 'faq/cover/fr.md', (t) => `${t}\nPlafond : {{dogCap}}.\n`),
      /faq\/cover\/fr\.md: unknown figure \{\{dogCap\}\}/,
    ],
    [
      'raw HTML',
      (dir: string) => edit(dir, 'faq/cover/fr.md', (t) => `${t}\n<script>alert(1)</script>\n`),
      /faq\/cover\/fr\.md: raw HTML/,
    ],
    [
      'a script link',
      (dir: string) =>
        edit(dir, 'news/tick-season/fr.md', (t) => `${t}\n[ici](javascript:alert(1))\n`),
      /news\/tick-season\/fr\.md: link not allowed/,
    ],
    [
      'a link to an unknown post',
      (dir: string) =>
        edit(dir, 'faq/cover/de.md', (t) => t.replace('post:travelling-abroad', 'post:travelling')),
      /faq\/cover\/de\.md: link not allowed or unknown: "post:travelling"/,
    ],
    [
      'a link to an unknown route',
      (dir: string) =>
        edit(dir, 'news/tick-season/de.md', (t) => t.replace('route:faq', 'route:faqs')),
      /link not allowed or unknown: "route:faqs"/,
    ],
    [
      'an image',
      (dir: string) =>
        edit(dir, 'news/tick-season/de.md', (t) => `${t}\n![x](https://example.org/x.png)\n`),
      /images are not allowed/,
    ],
    [
      'a thumbnail with a script',
      (dir: string) =>
        edit(dir, 'news/tick-season/thumbnail.svg', (t) =>
          t.replace('<rect', '<script>x</script><rect'),
        ),
      /tick-season\/thumbnail\.svg: an SVG without script/,
    ],
    [
      'a character the PDF cannot print',
      (dir: string) =>
        edit(dir, 'legal/general-conditions/de.md', (t) => `${t}\nBetrag ≤ CHF 10.\n`),
      /legal\/general-conditions\/de\.md: "≤"/,
    ],
    [
      'a slug used twice',
      (dir: string) =>
        edit(dir, 'news/summer-heat/fr.md', (t) =>
          t.replace('slug: canicule-et-chiens', 'slug: saison-des-tiques'),
        ),
      /slug used twice: saison-des-tiques/,
    ],
    [
      'a vet report without its sections',
      (dir: string) => writeFileSync(path.join(dir, 'vet-reports/pet/de.yml'), 'title: x\n'),
      /vet-reports\/pet\/de\.yml: /,
    ],
  ])('%s', async (_name, breakIt, message) => {
    const dir = copy();
    try {
      breakIt(dir);
      await expect(loadContent(dir, tariff2026)).rejects.toThrow(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads the repository’s content', async () => {
    const content = await loadContent(contentDir, tariff2026);
    expect(content.news.posts.fr.length).toBe(content.news.posts.de.length);
  });

  it('refuses a content folder without a kind of text', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-empty-'));
    mkdirSync(path.join(dir, 'faq'));
    try {
      await expect(loadContent(dir, tariff2026)).rejects.toThrow(/missing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Markdown rendering', () => {
  const render = (source: string) =>
    renderTokens(
      parseMarkdown(source, { file: 't.md', locale: 'fr', resolveLink: () => '/x' }).tokens,
    );

  it('escapes text that looks like markup and keeps emphasis, lists and tables', () => {
    expect(render('Prime < CHF 10 & franchise > 0')).toBe(
      '<p>Prime &lt; CHF 10 &amp; franchise &gt; 0</p>\n',
    );
    expect(render('**gras** et *italique*\n\n- un\n- deux')).toBe(
      '<p><strong>gras</strong> et <em>italique</em></p>\n<ul>\n<li>un</li>\n<li>deux</li>\n</ul>\n',
    );
    expect(render('| a | b |\n| --- | --- |\n| 1 | 2 |')).toContain(
      '<div class="content-table" role="region" tabindex="0" aria-label="a, b"><table>',
    );
  });

  it('gives headings stable ASCII anchors', () => {
    expect(render('## Délai d’attente ?\n\n### Straße & Übersicht')).toBe(
      '<h2 id="delai-d-attente">Délai d’attente ?</h2>\n<h3 id="strasse-ubersicht">Straße &amp; Übersicht</h3>\n',
    );
  });
});
