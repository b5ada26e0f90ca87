import { z } from 'zod';
import { contentDocuments, legalDocuments } from '../content/documents';

/** Answers of the content calls (GET /api/content/…); the texts live in content/ at the root. */

export const contentLocaleQuerySchema = z.object({ locale: z.enum(['fr', 'de']).optional() });

export const newsQuerySchema = z.object({
  locale: z.enum(['fr', 'de']).optional(),
  /** A tab of the news grid (posts of that category, Blog left out) or `blog` (the blog grid). */
  category: z.string().trim().max(40).optional(),
});

export const newsCategorySchema = z.object({ id: z.string(), label: z.string() });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The post's page in this language. */
  url: z.string(),
  title: z.string(),
  /** The formatted title (inline Markdown rendered, no raw HTML), when the post has one. */
  formatted_title_html: z.string().nullable(),
  /** YYYY-MM-DD */
  date: z.string(),
  categories: z.array(newsCategorySchema),
  thumbnail: z.object({ src: z.string(), alt: z.string() }),
  excerpt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsListSchema = z.object({
  /** Every category in display order (the news tabs are taken from them). */
  categories: z.array(newsCategorySchema),
  /** Newest first. */
  posts: z.array(newsSummarySchema),
});
export type NewsList = z.infer<typeof newsListSchema>;

export const newsPostSchema = newsSummarySchema.extend({
  html: z.string(),
  /** The same post's page in each language (slugs are localised). */
  alternates: z.object({ fr: z.string(), de: z.string() }),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const faqSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      questions: z.array(z.object({ id: z.string(), question: z.string(), html: z.string() })),
    }),
  ),
});
export type Faq = z.infer<typeof faqSchema>;

export const legalParamsSchema = z.object({ doc: z.string() });

export const legalDocumentSchema = z.object({
  id: z.enum(legalDocuments),
  title: z.string(),
  /** "Édition 01.2026" */
  edition: z.string(),
  summary: z.string(),
  /** The parts (level 2) and articles (level 3) with their anchors. */
  toc: z.array(z.object({ id: z.string(), title: z.string(), level: z.number().int() })),
  html: z.string(),
  /** The PDF of the same text. */
  pdf: z.string(),
});
export type LegalDocumentContent = z.infer<typeof legalDocumentSchema>;

export const jobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  /** "80–100 %" */
  workload: z.string(),
  start: z.string(),
  /** YYYY-MM-DD */
  published: z.string(),
  excerpt: z.string(),
  html: z.string(),
});
export const jobListSchema = z.array(jobSchema);
export type Job = z.infer<typeof jobSchema>;

export const contentDocumentSchema = z.enum(contentDocuments);
