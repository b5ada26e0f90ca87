import { contentApi } from '@app/domain/content/api-paths';
import type { LegalDocument } from '@app/domain/content/documents';
import type { Locale } from '@app/domain/locale';
import type { Faq, LegalDocumentContent, NewsList, NewsPost } from '@app/domain/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageDataFor } from '../page-data';

/**
 * The content calls (GET /api/content/…). The query key is the call's address, the key under
 * which the server hands the first page its answer; texts change only with a deployment.
 */
function useContent<T>(path: string, locale: Locale) {
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<T>(path, { locale, signal }),
    initialData: () => pageDataFor<T>(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useFaq = (locale: Locale) => useContent<Faq>(contentApi.faq(locale), locale);

export const useNews = (locale: Locale) => useContent<NewsList>(contentApi.news(locale), locale);

export const useNewsPost = (slug: string, locale: Locale) =>
  useContent<NewsPost>(contentApi.newsPost(slug, locale), locale);

export const useLegalDocument = (document: LegalDocument, locale: Locale) =>
  useContent<LegalDocumentContent>(contentApi.legal(document, locale), locale);
