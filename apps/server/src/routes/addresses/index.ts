import { addressQuerySchema, addressSuggestionListSchema } from '@app/domain/schemas/addresses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AddressLookup } from '../../services/addresses/address-lookup';

/**
 * GET /api/addresses?q=: street autocomplete for the address fields (spec 001 §7). Unlike other
 * reads it is rate-limited per client address: each call may reach an external service.
 */
export async function addressRoutes(
  app: FastifyInstance,
  options: { addresses: AddressLookup; rateLimitMax: number },
) {
  const { addresses } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/addresses',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Swiss addresses matching a street typed (3 characters at least)',
        querystring: addressQuerySchema,
        response: { 200: addressSuggestionListSchema },
      },
      // reads are left out of the global limit (security plugin): this one has its own
      preHandler: app.rateLimit({
        max: options.rateLimitMax,
        timeWindow: 60_000,
        allowList: () => false,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return addresses.search(request.query.q, request.query.limit);
    },
  );
}
