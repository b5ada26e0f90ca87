import { brand } from '@app/domain/brand';
import { contentApi } from '@app/domain/content/api-paths';
import { type LegalDocument, legalDocuments } from '@app/domain/content/documents';
import {
  blogPostsOf,
  isBlogPost,
  joinCategoryLabels,
  newsOfTab,
  newsTabsOf,
} from '@app/domain/content/news';
import { newsDateParts } from '@app/domain/content/news-date';
import type { Locale } from '@app/domain/locale';
import { href, type RouteMatch, type RouteName } from '@app/domain/routes';
import type { NewsList, NewsSummary } from '@app/domain/schemas/content';
import type { PageRenderResult } from '../../plugins/web';
import type { ContentService } from './content-service';
import { escapeHtml as e } from './markdown';
import type { WebTexts } from './web-texts';

/**
 * The main content of the content pages as the server sends it: the same markup as the React
 * pages of apps/web/src/features/content (class names, order, texts), so that a reader without
 * JavaScript gets the whole text and React's first render changes nothing visible.
 */
export const contentPageRoutes = [
  'faq',
  'general-conditions',
  'customer-information',
  'news',
  'blog',
  'news-post',
] as const satisfies readonly RouteName[];

const pageTitle = (title: string) => `${title} | ${brand.name}`;

function heading(title: string): string {
  return `<h1 tabindex="-1" class="page-heading">${e(title)}</h1>`;
}

/** A tile of the news and blog grids (spec 002 "News grid"). */
export function newsTile(post: NewsSummary, index: number, locale: Locale): string {
  const date = newsDateParts(post.date, locale);
  const parity = index % 2 === 0 ? 'even' : 'odd';
  const title = post.formatted_title_html ?? `<strong>${e(post.title)}</strong>`;
  const lazy = index >= 3 ? ' loading="lazy"' : '';
  return (
    `<li class="news-grid__item"><article class="news-tile news-tile--${parity}">` +
    `<img class="news-tile__image" src="${e(post.thumbnail.src)}" alt="" width="400" height="250"${lazy}>` +
    '<div class="news-tile__body">' +
    `<p class="news-tile__meta"><time datetime="${date.iso}">${e(date.text)}</time> · ` +
    `<span class="news-tile__categories">${e(joinCategoryLabels(post.categories))}</span></p>` +
    `<h2 class="news-tile__title"><a href="${e(post.url)}">${title}</a></h2>` +
    `<p class="news-tile__excerpt">${e(post.excerpt)}</p>` +
    '</div></article></li>'
  );
}

function newsGrid(posts: NewsSummary[], locale: Locale, emptyText: string): string {
  if (posts.length === 0) return `<p class="news-grid__empty">${e(emptyText)}</p>`;
  return `<ul class="news-grid">${posts.map((post, index) => newsTile(post, index, locale)).join('')}</ul>`;
}

function newsPage(list: NewsList, locale: Locale, t: WebTexts, category: string | null): string {
  const tabs = newsTabsOf(list.posts, list.categories);
  const current = tabs.some((tab) => tab.id === category) ? category : null;
  const tab = (label: string, id: string | null) =>
    `<li><a class="news-filters__tab" href="${e(href('news', locale, {}, { category: id }))}"${
      current === id ? ' aria-current="page"' : ''
    }>${e(label)}</a></li>`;
  // the tabs twice, as the React page: folded on small screens, a plain list on larger ones
  const filters =
    `<nav class="news-filters__nav" aria-label="${e(t('content.news.filtersLabel'))}"><ul class="news-filters__list">` +
    tab(t('content.news.all'), null) +
    tabs.map((entry) => tab(entry.label, entry.id)).join('') +
    '</ul></nav>';
  return (
    '<div class="container content-page news-page">' +
    heading(t('content.news.title')) +
    `<p class="content-page__lead">${e(t('content.news.lead', { brand: brand.name }))}</p>` +
    '<details class="news-filters news-filters--folded">' +
    `<summary class="news-filters__toggle">${e(t('content.news.filters'))}</summary>` +
    filters +
    '</details>' +
    `<div class="news-filters news-filters--open">${filters}</div>` +
    newsGrid(newsOfTab(list.posts, current), locale, t('content.news.empty')) +
    `<p class="content-page__more"><a href="${e(href('blog', locale))}">${e(t('content.news.toBlog'))}</a></p>` +
    '</div>'
  );
}

function blogPage(list: NewsList, locale: Locale, t: WebTexts): string {
  return (
    '<div class="container content-page news-page">' +
    heading(t('content.blog.title')) +
    `<p class="content-page__lead">${e(t('content.blog.lead'))}</p>` +
    newsGrid(blogPostsOf(list.posts), locale, t('content.news.empty')) +
    `<p class="content-page__more"><a href="${e(href('news', locale))}">${e(t('content.blog.toNews'))}</a></p>` +
    '</div>'
  );
}

export interface ContentPagesOptions {
  content: ContentService;
  texts: Record<Locale, WebTexts>;
}

/** The renderer of the content routes for the web plugin's sendPage. */
export function contentPageRenderer({ content, texts }: ContentPagesOptions) {
  return (match: RouteMatch, query: URLSearchParams): PageRenderResult => {
    const { locale } = match;
    const t = texts[locale];
    const name = match.name as (typeof contentPageRoutes)[number];
    switch (name) {
      case 'faq': {
        const faq = content.faq(locale);
        const title = t('content.faq.title');
        const html =
          '<div class="container content-page faq-page">' +
          heading(title) +
          `<p class="content-page__lead">${e(t('content.faq.lead'))}</p>` +
          `<nav class="faq-topics" aria-label="${e(t('content.faq.topics'))}"><ul>` +
          faq.categories
            .map((category) => `<li><a href="#faq-${category.id}">${e(category.title)}</a></li>`)
            .join('') +
          '</ul></nav>' +
          faq.categories
            .map(
              (category) =>
                `<section class="faq-category" aria-labelledby="faq-${category.id}">` +
                `<h2 id="faq-${category.id}">${e(category.title)}</h2>` +
                category.questions
                  .map(
                    (question) =>
                      `<details class="faq-item" id="${question.id}">` +
                      `<summary class="faq-item__question">${e(question.question)}</summary>` +
                      `<div class="faq-item__answer content-text">${question.html}</div></details>`,
                  )
                  .join('') +
                '</section>',
            )
            .join('') +
          '<aside class="content-page__more" aria-labelledby="faq-more">' +
          `<h2 id="faq-more">${e(t('content.faq.moreTitle'))}</h2>` +
          `<p>${e(t('content.faq.moreText'))} <a href="${e(href('help', locale))}">${e(t('content.faq.moreHelp'))}</a></p>` +
          '</aside></div>';
        return {
          kind: 'page',
          page: {
            title: pageTitle(title),
            description: t('content.faq.lead'),
            mainHtml: html,
            data: { key: contentApi.faq(locale), value: faq },
          },
        };
      }
      case 'general-conditions':
      case 'customer-information': {
        const document = content.legal(name, locale);
        if (!document) return { kind: 'not-found' };
        const other = legalDocuments.find((id) => id !== name) as LegalDocument;
        const otherTitle = t(
          other === 'general-conditions' ? 'footer.conditions' : 'footer.customerInformation',
        );
        const html =
          '<div class="container content-page legal-page">' +
          heading(document.title) +
          `<p class="legal-page__edition">${e(document.edition)}</p>` +
          `<p class="content-page__lead">${e(document.summary)}</p>` +
          `<p class="legal-page__download"><a class="legal-page__pdf" href="${e(document.pdf)}" type="application/pdf">${e(t('content.legal.download', { title: document.title }))}</a></p>` +
          `<nav class="legal-page__toc" aria-label="${e(t('content.legal.toc'))}"><ol>` +
          document.toc
            .map(
              (entry) =>
                `<li class="legal-page__toc-level-${entry.level}"><a href="#${entry.id}">${e(entry.title)}</a></li>`,
            )
            .join('') +
          '</ol></nav>' +
          `<div class="content-text legal-page__text">${document.html}</div>` +
          `<p class="content-page__more">${e(t('content.legal.seeAlso'))} <a href="${e(href(other, locale))}">${e(otherTitle)}</a></p>` +
          '</div>';
        return {
          kind: 'page',
          page: {
            title: pageTitle(document.title),
            description: document.summary,
            mainHtml: html,
            data: { key: contentApi.legal(name, locale), value: document },
          },
        };
      }
      case 'news':
      case 'blog': {
        const list = content.newsList(locale);
        const isBlog = name === 'blog';
        const title = t(isBlog ? 'content.blog.title' : 'content.news.title');
        return {
          kind: 'page',
          page: {
            title: pageTitle(title),
            description: isBlog
              ? t('content.blog.lead')
              : t('content.news.lead', { brand: brand.name }),
            mainHtml: isBlog
              ? blogPage(list, locale, t)
              : newsPage(list, locale, t, query.get('category')),
            data: { key: contentApi.news(locale), value: list },
          },
        };
      }
      case 'news-post': {
        const slug = match.params.slug ?? '';
        const found = content.newsPost(slug, locale);
        if (found.kind === 'unknown') return { kind: 'not-found' };
        if (found.kind === 'moved') return { kind: 'redirect', location: found.post.url };
        const { post } = found;
        const date = newsDateParts(post.date, locale);
        const isBlog = isBlogPost(post);
        const back = isBlog
          ? { route: 'blog' as const, text: t('content.post.backToBlog') }
          : { route: 'news' as const, text: t('content.post.backToNews') };
        const html =
          '<div class="container content-page post-page">' +
          `<p class="post-page__back"><a href="${e(href(back.route, locale))}">${e(back.text)}</a></p>` +
          '<article class="post">' +
          heading(post.title) +
          `<p class="post__meta"><time datetime="${date.iso}">${e(date.text)}</time> · ` +
          `<span class="post__categories">${e(joinCategoryLabels(post.categories))}</span></p>` +
          `<img class="post__image" src="${e(post.thumbnail.src)}" alt="${e(post.thumbnail.alt)}" width="400" height="250">` +
          `<p class="post__excerpt">${e(post.excerpt)}</p>` +
          `<div class="content-text post__body">${post.html}</div>` +
          '</article></div>';
        return {
          kind: 'page',
          page: {
            title: pageTitle(post.title),
            description: post.excerpt,
            mainHtml: html,
            data: { key: contentApi.newsPost(post.slug, locale), value: post },
          },
        };
      }
      default:
        return { kind: 'not-found' };
    }
  };
}
