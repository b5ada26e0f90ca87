import { contentDocuments, documentHref } from '@app/domain/content/documents';
import { locales } from '@app/domain/locale';
import {
  contentLocaleQuerySchema,
  faqSchema,
  jobListSchema,
  legalDocumentSchema,
  legalParamsSchema,
  newsListSchema,
  newsPostSchema,
  newsQuerySchema,
} from '@app/domain/schemas/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, FieldsError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { contentPageRenderer, contentPageRoutes } from '../../services/content/content-pages';
import type { ContentService } from '../../services/content/content-service';
import type { WebTexts } from '../../services/content/web-texts';

/** The texts change only with a deployment: browsers and proxies may keep them a few minutes. */
function cacheable(reply: FastifyReply) {
  return reply
    .header('cache-control', 'public, max-age=300')
    .header('vary', 'Accept-Language, Referer');
}

const notFound = () => new DomainError(404, 'errors.not_found');

/**
 * The content calls (FAQ, news, legal texts, jobs), the news thumbnails, the published PDFs at
 * their stable addresses, and the server rendering of the content pages.
 */
export async function contentRoutes(
  app: FastifyInstance,
  options: { content: ContentService; texts: Record<'fr' | 'de', WebTexts> },
) {
  const { content } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  app.addPageRenderer(contentPageRoutes, contentPageRenderer(options));

  api.get(
    '/api/content/faq',
    {
      schema: {
        tags,
        summary: 'The FAQ by category in the request locale',
        querystring: contentLocaleQuerySchema,
        response: { 200: faqSchema },
      },
    },
    async (request, reply) => cacheable(reply).send(content.faq(requestLocale(request))),
  );

  api.get(
    '/api/content/news',
    {
      schema: {
        tags,
        summary:
          'News posts, newest first: all of them, one tab of the news grid (category, Blog left out) or the blog grid (category=blog)',
        querystring: newsQuerySchema,
        response: { 200: newsListSchema },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      if (category && !content.isKnownCategory(category)) {
        throw new FieldsError([{ field: 'category', key: 'validation.choice' }]);
      }
      return cacheable(reply).send(content.newsList(requestLocale(request), category));
    },
  );

  api.get(
    '/api/content/news/:slug',
    {
      schema: {
        tags,
        summary:
          'One post in the request locale; the slug may be the other language’s (the answer carries the slug of this one)',
        params: z.object({ slug: z.string() }),
        querystring: contentLocaleQuerySchema,
        response: { 200: newsPostSchema },
      },
    },
    async (request, reply) => {
      const found = content.newsPost(request.params.slug, requestLocale(request));
      if (found.kind === 'unknown') throw notFound();
      return cacheable(reply).send(found.post);
    },
  );

  api.get(
    '/api/content/legal/:doc',
    {
      schema: {
        tags,
        summary:
          'General conditions (general-conditions) or the art. 3 VVG information (customer-information)',
        params: legalParamsSchema,
        querystring: contentLocaleQuerySchema,
        response: { 200: legalDocumentSchema },
      },
    },
    async (request, reply) => {
      const document = content.legal(request.params.doc, requestLocale(request));
      if (!document) throw notFound();
      return cacheable(reply).send(document);
    },
  );

  api.get(
    '/api/content/jobs',
    {
      schema: {
        tags,
        summary: 'Open positions (for the job application form)',
        querystring: contentLocaleQuerySchema,
        response: { 200: jobListSchema },
      },
    },
    async (request, reply) => cacheable(reply).send(content.jobs(requestLocale(request))),
  );

  app.get<{ Params: { file: string } }>(
    '/media/news/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
      const svg = id ? content.thumbnail(id) : undefined;
      if (!svg) return app.sendPage(request, reply);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  const sendPdf =
    (document: (typeof contentDocuments)[number], locale: 'fr' | 'de') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const pdf = await content.pdf(document, locale);
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', pdf.etag)
        .header('content-disposition', `inline; filename="${pdf.fileName}"`);
      if (request.headers['if-none-match'] === pdf.etag) return reply.code(304).send();
      return reply.type('application/pdf').send(pdf.bytes);
    };
  for (const document of contentDocuments) {
    for (const locale of locales) {
      app.get(
        documentHref(document, locale),
        { schema: { hide: true } },
        sendPdf(document, locale),
      );
    }
  }
}
