import { isBusinessLine } from '@app/domain/business-lines';
import { breedListSchema, localeQuerySchema, optionListSchema } from '@app/domain/schemas/catalog';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { CatalogService } from '../../services/catalog/catalog-service';

const businessLineParams = z.object({ businessLine: z.string() });

function sendJson(reply: FastifyReply, json: string) {
  return reply
    .header('cache-control', 'public, max-age=300')
    .type('application/json; charset=utf-8')
    .send(json);
}

function businessLineOf(businessLine: string) {
  // spec 000 §7: an unknown business line is a missing resource, not a validation error
  if (!isBusinessLine(businessLine)) throw new DomainError(404, 'catalogue.unknown_business_line');
  return businessLine;
}

export async function catalogRoutes(app: FastifyInstance, options: { catalog: CatalogService }) {
  const { catalog } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/business-lines/:businessLine/animal-races',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Breeds of a business line in the request locale, ordered by name (accents ignored)',
        params: businessLineParams,
        querystring: localeQuerySchema,
        response: { 200: breedListSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await catalog.breedsJson(
          businessLineOf(request.params.businessLine),
          requestLocale(request),
        ),
      ),
  );

  api.get(
    '/api/business-lines/:businessLine/animal-genders',
    {
      schema: {
        tags: ['catalog'],
        params: businessLineParams,
        querystring: localeQuerySchema,
        response: { 200: optionListSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await catalog.gendersJson(
          businessLineOf(request.params.businessLine),
          requestLocale(request),
        ),
      ),
  );

  api.get(
    '/api/salutations',
    {
      schema: {
        tags: ['catalog'],
        querystring: localeQuerySchema,
        response: { 200: optionListSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await catalog.salutationsJson(requestLocale(request))),
  );
}
