import type { Locale } from '../locale';

/**
 * The content calls' addresses. The server puts the answer of the page's call into the page it
 * sends, under this key, and the browser's query of the same key starts from it.
 */
export const contentApi = {
  faq: (locale: Locale) => `/api/content/faq?locale=${locale}`,
  news: (locale: Locale) => `/api/content/news?locale=${locale}`,
  newsPost: (slug: string, locale: Locale) =>
    `/api/content/news/${encodeURIComponent(slug)}?locale=${locale}`,
  legal: (document: string, locale: Locale) => `/api/content/legal/${document}?locale=${locale}`,
  jobs: (locale: Locale) => `/api/content/jobs?locale=${locale}`,
};

/** The id of the script element (type application/json) that carries the page's data. */
export const pageDataElementId = 'page-data';
