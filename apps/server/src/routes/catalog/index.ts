import { isBusinessLine } from '@app/domain/business-lines';
import {
  breedListSchema,
  genderListSchema,
  localeQuerySchema,
  localityListSchema,
  localityQuerySchema,
  salutationListSchema,
} from '@app/domain/schemas/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { CatalogService, ReadyAnswer } from '../../services/catalog/catalog-service';
import type { LocalityDirectory } from '../../services/catalog/localities';

const businessLineParams = z.object({ businessLine: z.string() });

/**
 * Sends a ready answer the way browsers fetch it: 304 when the ETag matches, else the brotli or
 * gzip form when accepted (the dog breed list shrinks from 17 KB to about 3 KB), else plain JSON.
 */
function sendReady(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer) {
  reply
    .header('cache-control', 'public, max-age=300')
    .header('etag', answer.etag)
    .header('vary', 'Accept-Encoding, Accept-Language, Referer')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}

function businessLineOf(businessLine: string) {
  // spec 000 §7: an unknown business line is a missing resource, not a validation error
  if (!isBusinessLine(businessLine)) throw new DomainError(404, 'catalogue.unknown_business_line');
  return businessLine;
}

export async function catalogRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService; localities: LocalityDirectory },
) {
  const { catalog, localities } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  api.get(
    '/api/business-lines/:businessLine/animal-races',
    {
      schema: {
        tags,
        summary:
          'Breeds of a business line in the request locale, ordered by name (accents ignored)',
        params: businessLineParams,
        querystring: localeQuerySchema,
        response: { 200: breedListSchema },
      },
    },
    async (request, reply) => {
      const businessLine = businessLineOf(request.params.businessLine);
      return sendReady(
        request,
        reply,
        await catalog.breedsAnswer(businessLine, requestLocale(request)),
      );
    },
  );

  api.get(
    '/api/business-lines/:businessLine/animal-genders',
    {
      schema: {
        tags,
        params: businessLineParams,
        querystring: localeQuerySchema,
        response: { 200: genderListSchema },
      },
    },
    async (request, reply) => {
      const businessLine = businessLineOf(request.params.businessLine);
      return sendReady(
        request,
        reply,
        await catalog.gendersAnswer(businessLine, requestLocale(request)),
      );
    },
  );

  api.get(
    '/api/salutations',
    { schema: { tags, querystring: localeQuerySchema, response: { 200: salutationListSchema } } },
    async (request, reply) =>
      sendReady(request, reply, await catalog.salutationsAnswer(requestLocale(request))),
  );

  api.get(
    '/api/localities',
    {
      schema: {
        tags,
        summary:
          'Swiss localities by postcode (zip=1003) or by the start of a name or postcode (q=lausa)',
        querystring: localityQuerySchema,
        response: { 200: localityListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      const { zip, q } = request.query;
      if (zip) return localities.byZip(zip);
      if (q) return localities.search(q);
      return [];
    },
  );
}
