import { createHash } from 'node:crypto';
import { type ContentDocument, isLegalDocument } from '@app/domain/content/documents';
import { blogCategoryId, blogPostsOf, newsOfTab } from '@app/domain/content/news';
import type { Locale } from '@app/domain/locale';
import type {
  Faq,
  Job,
  LegalDocumentContent,
  NewsList,
  NewsPost,
  NewsSummary,
} from '@app/domain/schemas/content';
import { buildContentPdf } from './content-pdf';
import type { LoadedContent, LoadedLegal, LoadedPost } from './load-content';

export interface ContentPdf {
  bytes: Buffer;
  etag: string;
  fileName: string;
}

export type PostLookup =
  | { kind: 'found'; post: NewsPost }
  /** The slug of the same post in the other language: its address in this one. */
  | { kind: 'moved'; post: NewsPost }
  | { kind: 'unknown' };

function summary(post: LoadedPost): NewsSummary {
  const { html: _html, alternates: _alternates, tokens: _tokens, ...rest } = post;
  return rest;
}

function publicPost(post: LoadedPost): NewsPost {
  const { tokens: _tokens, ...rest } = post;
  return rest;
}

function publicLegal(document: LoadedLegal): LegalDocumentContent {
  const { tokens: _tokens, ...rest } = document;
  return rest;
}

/** Read-only queries on the loaded texts, and the PDFs built from them once, on first request. */
export function createContentService(content: LoadedContent) {
  const pdfs = new Map<string, Promise<ContentPdf>>();

  return {
    content,

    faq(locale: Locale): Faq {
      return content.faq[locale];
    },

    isKnownCategory(category: string): boolean {
      return content.news.categories.fr.some((entry) => entry.id === category);
    },

    /**
     * Without category: every post (both grids filter in the browser). With a category: that
     * tab of the news grid (its posts, Blog left out), or, for `blog`, the blog grid.
     */
    newsList(locale: Locale, category?: string): NewsList {
      const all = content.news.posts[locale];
      const posts = !category
        ? all
        : category === blogCategoryId
          ? blogPostsOf(all)
          : newsOfTab(all, category);
      return { categories: content.news.categories[locale], posts: posts.map(summary) };
    },

    newsPost(slug: string, locale: Locale): PostLookup {
      const post = content.news.posts[locale].find((entry) => entry.slug === slug);
      if (post) return { kind: 'found', post: publicPost(post) };
      const other: Locale = locale === 'fr' ? 'de' : 'fr';
      const translated = content.news.posts[other].find((entry) => entry.slug === slug);
      const moved =
        translated && content.news.posts[locale].find((entry) => entry.id === translated.id);
      return moved ? { kind: 'moved', post: publicPost(moved) } : { kind: 'unknown' };
    },

    thumbnail(id: string): Buffer | undefined {
      return content.news.thumbnails.get(id);
    },

    legal(doc: string, locale: Locale): LegalDocumentContent | undefined {
      return isLegalDocument(doc) ? publicLegal(content.legal[doc][locale]) : undefined;
    },

    jobs(locale: Locale): Job[] {
      return content.jobs[locale];
    },

    /** Built once per document and language, then served from memory. */
    pdf(document: ContentDocument, locale: Locale): Promise<ContentPdf> {
      const key = `${document}:${locale}`;
      let pending = pdfs.get(key);
      if (!pending) {
        pending = buildContentPdf(content, document, locale).then(({ bytes, fileName }) => ({
          bytes,
          fileName,
          etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
        }));
        // a failed build is tried again on the next request
        pending.catch(() => pdfs.delete(key));
        pdfs.set(key, pending);
      }
      return pending;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
