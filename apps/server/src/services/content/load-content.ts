import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentDocument,
  contentDocuments,
  documentHref,
  type LegalDocument,
  legalDocuments,
} from '@app/domain/content/documents';
import { newsDateParts } from '@app/domain/content/news-date';
import { type Locale, locales } from '@app/domain/locale';
import type { Tariff } from '@app/domain/pricing/tariff';
import { href, type RouteName, routeTable } from '@app/domain/routes';
import type {
  Faq,
  Job,
  LegalDocumentContent,
  NewsCategory,
  NewsPost,
} from '@app/domain/schemas/content';
import type { Token } from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { contentFigures, type Figures, fillFigures } from './figures';
import {
  ContentError,
  type LinkResolver,
  parseMarkdown,
  renderInline,
  renderTokens,
} from './markdown';

/**
 * Loads every content file once, at start: front matter checked with zod, Markdown rendered to
 * HTML, figures filled in, links resolved. Any fault throws a ContentError naming the file, so
 * a broken text stops the server (and fails the tests) instead of failing a request.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by -');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    try {
      newsDateParts(value, 'fr');
      return true;
    } catch {
      return false;
    }
  }, 'a real date, YYYY-MM-DD');
const text = z.string().trim().min(1);

const faqFrontMatter = z.strictObject({ title: text, order: z.number().int() });
const legalFrontMatter = z.strictObject({ title: text, edition: text, summary: text });
const newsFrontMatter = z.strictObject({
  slug,
  title: text,
  formatted_title: text.optional(),
  date: isoDate,
  categories: z.array(slug).min(1),
  thumbnail: z.string().regex(/^[a-z0-9-]+\.svg$/),
  thumbnail_alt: text,
  excerpt: text.max(300),
});
const jobFrontMatter = z.strictObject({
  slug,
  title: text,
  department: text,
  location: text,
  workload: text,
  start: text,
  published: isoDate,
  excerpt: text.max(300),
});
const categoriesFile = z.array(z.strictObject({ id: slug, fr: text, de: text })).min(1);

const vetField = z.strictObject({
  label: text,
  /** Lines to write on (default 1). */
  lines: z.number().int().min(1).max(8).optional(),
  /** Boxes to tick instead of a line. */
  options: z.array(text).min(2).optional(),
  /** Half the width, beside the next half field. */
  half: z.boolean().optional(),
});
const vetSection = z.strictObject({
  heading: text,
  note: text.optional(),
  fields: z.array(vetField).optional(),
  table: z
    .strictObject({ columns: z.tuple([text, text]), rows: z.array(text).min(1), total: text })
    .optional(),
  signature: z.array(text).min(1).max(3).optional(),
});
const vetReportFile = z.strictObject({
  title: text,
  subtitle: text,
  intro: text,
  sections: z.array(vetSection).min(3),
  notes: z.array(text).min(1),
});
export type VetReportForm = z.infer<typeof vetReportFile>;
export const vetReportKinds = ['pet', 'horse'] as const;
export type VetReportKind = (typeof vetReportKinds)[number];

export interface LoadedPost extends NewsPost {
  tokens: Token[];
}
export interface LoadedLegal extends LegalDocumentContent {
  tokens: Token[];
}

export interface LoadedContent {
  faq: Record<Locale, Faq>;
  news: {
    categories: Record<Locale, NewsCategory[]>;
    /** Newest first. */
    posts: Record<Locale, LoadedPost[]>;
    /** post id → SVG bytes */
    thumbnails: Map<string, Buffer>;
  };
  legal: Record<LegalDocument, Record<Locale, LoadedLegal>>;
  jobs: Record<Locale, Job[]>;
  vetReports: Record<VetReportKind, Record<Locale, VetReportForm>>;
}

function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(file, z.prettifyError(result.error));
  return result.data;
}

/** WinAnsi (the PDF standard fonts): Latin-1 plus the typographic signs of Windows-1252. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function checkPrintable(value: string, file: string) {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const isLatin1 = (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff);
    if (!isLatin1 && char !== '\n' && !winAnsiExtras.has(char)) {
      throw new ContentError(
        file,
        `"${char}" (U+${code.toString(16).toUpperCase()}) cannot be printed in the PDF`,
      );
    }
  }
}

type PostUrls = Map<string, Record<Locale, string>>;

/** Links of the texts: pages, PDFs and posts of the site by name, a few outside schemes. */
function linkResolver(postUrls: PostUrls): LinkResolver {
  return (target, locale) => resolveLink(target, locale, postUrls);
}

function resolveLink(target: string, locale: Locale, postUrls: PostUrls): string | null {
  const post = /^post:([a-z0-9-]+)$/.exec(target);
  if (post) return postUrls.get(post[1] as string)?.[locale] ?? null;
  if (/^(https:\/\/|mailto:|tel:\+?\d|#[a-z0-9-]+$)/.test(target)) return target;
  const route = /^route:([a-z0-9.-]+)(#[a-z0-9-]+)?$/.exec(target);
  if (route) {
    const name = route[1] as string;
    if (!Object.hasOwn(routeTable, name)) return null;
    try {
      return href(name as RouteName, locale) + (route[2] ?? '');
    } catch {
      return null; // a route that needs parameters
    }
  }
  const document = /^doc:([a-z0-9-]+)$/.exec(target);
  if (document && (contentDocuments as readonly string[]).includes(document[1] as string)) {
    return documentHref(document[1] as ContentDocument, locale);
  }
  return null;
}

interface SourceFile {
  file: string;
  data: unknown;
  body: string;
}

async function readSource(root: string, relative: string, figures: Figures): Promise<SourceFile> {
  const file = path.join(root, relative);
  let raw: string;
  try {
    raw = (await readFile(file, 'utf8')).replace(/\r\n/g, '\n');
  } catch {
    throw new ContentError(relative, 'missing file');
  }
  const filled = fillFigures(raw, figures, (name) => {
    throw new ContentError(relative, `unknown figure {{${name}}}`);
  });
  if (relative.endsWith('.yml')) {
    return { file: relative, data: parseYamlOf(filled, relative), body: '' };
  }
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(filled);
  if (!match) throw new ContentError(relative, 'front matter between --- lines expected');
  return {
    file: relative,
    data: parseYamlOf(match[1] as string, relative),
    body: match[2] as string,
  };
}

function parseYamlOf(source: string, file: string): unknown {
  try {
    return parseYaml(source, { schema: 'core', uniqueKeys: true });
  } catch (error) {
    throw new ContentError(file, `YAML: ${(error as Error).message}`);
  }
}

async function folders(root: string, kind: string): Promise<string[]> {
  const dir = path.join(root, kind);
  if (!existsSync(dir)) throw new ContentError(kind, 'missing folder');
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function byLocale<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return { fr: build('fr'), de: build('de') };
}

async function perLocale<T>(build: (locale: Locale) => Promise<T>): Promise<Record<Locale, T>> {
  const [fr, de] = await Promise.all(locales.map(build));
  return { fr: fr as T, de: de as T };
}

function uniqueSlugs(items: { slug: string }[], file: string) {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.slug)) throw new ContentError(file, `slug used twice: ${item.slug}`);
    seen.add(item.slug);
  }
}

async function loadFaq(
  root: string,
  figures: Record<Locale, Figures>,
  resolveLink: LinkResolver,
): Promise<Record<Locale, Faq>> {
  const ids = await folders(root, 'faq');
  return perLocale(async (locale) => {
    const categories = await Promise.all(
      ids.map(async (id) => {
        const source = await readSource(root, `faq/${id}/${locale}.md`, figures[locale]);
        const meta = check(faqFrontMatter, source.data, source.file);
        const { tokens } = parseMarkdown(source.body, { file: source.file, locale, resolveLink });
        // each level-2 heading is a question, the blocks below it its answer
        const starts = tokens.flatMap((token, index) =>
          token.type === 'heading_open' && token.tag === 'h2' ? [index] : [],
        );
        if (starts.length === 0 || starts[0] !== 0) {
          throw new ContentError(source.file, 'the body is a list of "## question" sections');
        }
        const questions = starts.map((start, n) => {
          const end = starts[n + 1] ?? tokens.length;
          const answer = tokens.slice(start + 3, end);
          if (answer.length === 0) throw new ContentError(source.file, 'a question without answer');
          return {
            id: String(tokens[start]?.attrGet('id') ?? `q-${n}`),
            question: tokens[start + 1]?.content ?? '',
            html: renderTokens(answer),
          };
        });
        return { order: meta.order, category: { id, title: meta.title, questions } };
      }),
    );
    const sorted = categories.sort((a, b) => a.order - b.order).map((entry) => entry.category);
    const anchors = new Set<string>();
    for (const question of sorted.flatMap((category) => category.questions)) {
      if (anchors.has(question.id)) {
        throw new ContentError(
          `faq/*/${locale}.md`,
          `two questions have the anchor ${question.id}`,
        );
      }
      anchors.add(question.id);
    }
    return { categories: sorted };
  });
}

async function loadLegal(
  root: string,
  figures: Record<Locale, Figures>,
  resolveLink: LinkResolver,
): Promise<Record<LegalDocument, Record<Locale, LoadedLegal>>> {
  const entries = await Promise.all(
    legalDocuments.map(async (id) => {
      const documents = await perLocale(async (locale) => {
        const source = await readSource(root, `legal/${id}/${locale}.md`, figures[locale]);
        const meta = check(legalFrontMatter, source.data, source.file);
        checkPrintable(`${meta.title}${meta.edition}${source.body}`, source.file);
        const { tokens, headings } = parseMarkdown(source.body, {
          file: source.file,
          locale,
          resolveLink,
        });
        return {
          id,
          title: meta.title,
          edition: meta.edition,
          summary: meta.summary,
          toc: headings.filter((heading) => heading.level <= 3),
          html: renderTokens(tokens),
          pdf: documentHref(id, locale),
          tokens,
        } satisfies LoadedLegal;
      });
      return [id, documents] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LegalDocument, Record<Locale, LoadedLegal>>;
}

const svgForbidden =
  /<script|<foreignObject|\son[a-z]+\s*=|(?:xlink:)?href\s*=\s*["'](?!#)|url\(\s*["']?(?!#)/i;

async function loadNews(
  root: string,
  figures: Record<Locale, Figures>,
  resolveLink: LinkResolver,
): Promise<LoadedContent['news']> {
  const categorySource = await readSource(root, 'news/categories.yml', figures.fr);
  const categoryRows = check(categoriesFile, categorySource.data, categorySource.file);
  const categories = byLocale((locale) =>
    categoryRows.map((row) => ({ id: row.id, label: row[locale] })),
  );
  const known = new Set(categoryRows.map((row) => row.id));
  const ids = await folders(root, 'news');
  const thumbnails = new Map<string, Buffer>();
  const loaded = await Promise.all(
    ids.map(async (id) => {
      const versions = await perLocale(async (locale) => {
        const source = await readSource(root, `news/${id}/${locale}.md`, figures[locale]);
        const meta = check(newsFrontMatter, source.data, source.file);
        for (const category of meta.categories) {
          if (!known.has(category))
            throw new ContentError(source.file, `unknown category ${category}`);
        }
        const { tokens } = parseMarkdown(source.body, { file: source.file, locale, resolveLink });
        return { meta, tokens, file: source.file };
      });
      const { fr, de } = versions;
      if (
        fr.meta.date !== de.meta.date ||
        fr.meta.categories.join() !== de.meta.categories.join()
      ) {
        throw new ContentError(`news/${id}`, 'fr and de must have the same date and categories');
      }
      if (fr.meta.thumbnail !== de.meta.thumbnail) {
        throw new ContentError(`news/${id}`, 'fr and de must show the same thumbnail');
      }
      const svgFile = path.join(root, 'news', id, fr.meta.thumbnail);
      if (!existsSync(svgFile))
        throw new ContentError(`news/${id}/${fr.meta.thumbnail}`, 'missing file');
      const svg = await readFile(svgFile);
      if ((await stat(svgFile)).size > 40_000) {
        throw new ContentError(`news/${id}/${fr.meta.thumbnail}`, 'larger than 40 KB');
      }
      const svgText = svg.toString('utf8');
      if (!svgText.includes('<svg') || svgForbidden.test(svgText)) {
        throw new ContentError(
          `news/${id}/${fr.meta.thumbnail}`,
          'an SVG without script, events or outside references expected',
        );
      }
      thumbnails.set(id, svg);
      const alternates = {
        fr: href('news-post', 'fr', { slug: fr.meta.slug }),
        de: href('news-post', 'de', { slug: de.meta.slug }),
      };
      return byLocale((locale): LoadedPost => {
        const { meta, tokens, file } = versions[locale];
        return {
          id,
          slug: meta.slug,
          url: alternates[locale],
          title: meta.title,
          formatted_title_html: meta.formatted_title
            ? renderInline(meta.formatted_title, file)
            : null,
          date: meta.date,
          categories: meta.categories.map((category) => ({
            id: category,
            label: categories[locale].find((entry) => entry.id === category)?.label ?? category,
          })),
          thumbnail: { src: `/media/news/${id}.svg`, alt: meta.thumbnail_alt },
          excerpt: meta.excerpt,
          html: renderTokens(tokens),
          alternates,
          tokens,
        };
      });
    }),
  );
  const posts = byLocale((locale) =>
    loaded
      .map((post) => post[locale])
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)),
  );
  for (const locale of locales) uniqueSlugs(posts[locale], `news/*/${locale}.md`);
  return { categories, posts, thumbnails };
}

async function loadJobs(
  root: string,
  figures: Record<Locale, Figures>,
  resolveLink: LinkResolver,
): Promise<Record<Locale, Job[]>> {
  const ids = await folders(root, 'jobs');
  const jobs = await perLocale((locale) =>
    Promise.all(
      ids.map(async (id) => {
        const source = await readSource(root, `jobs/${id}/${locale}.md`, figures[locale]);
        const meta = check(jobFrontMatter, source.data, source.file);
        const { tokens } = parseMarkdown(source.body, { file: source.file, locale, resolveLink });
        return { id, ...meta, html: renderTokens(tokens) } satisfies Job;
      }),
    ),
  );
  for (const locale of locales) {
    uniqueSlugs(jobs[locale], `jobs/*/${locale}.md`);
    jobs[locale].sort((a, b) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id));
  }
  return jobs;
}

async function loadVetReports(
  root: string,
  figures: Record<Locale, Figures>,
): Promise<LoadedContent['vetReports']> {
  const entries = await Promise.all(
    vetReportKinds.map(async (kind) => {
      const forms = await perLocale(async (locale) => {
        const source = await readSource(root, `vet-reports/${kind}/${locale}.yml`, figures[locale]);
        const form = check(vetReportFile, source.data, source.file);
        checkPrintable(JSON.stringify(form).replace(/\\n/g, ' '), source.file);
        return form;
      });
      return [kind, forms] as const;
    }),
  );
  return Object.fromEntries(entries) as LoadedContent['vetReports'];
}

/** The address of each post in each language, for `post:<id>` links (checked fully later). */
async function postUrlsOf(root: string, figures: Record<Locale, Figures>): Promise<PostUrls> {
  const urls: PostUrls = new Map();
  for (const id of await folders(root, 'news')) {
    const slugs = await perLocale(async (locale) => {
      const source = await readSource(root, `news/${id}/${locale}.md`, figures[locale]);
      return check(z.object({ slug }), source.data, source.file).slug;
    });
    urls.set(id, {
      fr: href('news-post', 'fr', { slug: slugs.fr }),
      de: href('news-post', 'de', { slug: slugs.de }),
    });
  }
  return urls;
}

export async function loadContent(root: string, tariff: Tariff): Promise<LoadedContent> {
  const figures = byLocale((locale) => contentFigures(tariff, locale));
  const resolveLink = linkResolver(await postUrlsOf(root, figures));
  const [faq, legal, news, jobs, vetReports] = await Promise.all([
    loadFaq(root, figures, resolveLink),
    loadLegal(root, figures, resolveLink),
    loadNews(root, figures, resolveLink),
    loadJobs(root, figures, resolveLink),
    loadVetReports(root, figures),
  ]);
  return { faq, legal, news, jobs, vetReports };
}
