import { brand } from '@app/domain/brand';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, at /api/docs/openapi.json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brand.name} API`,
        description:
          'Quotes, subscriptions, claims and help forms. Mutating calls need X-Requested-With: XMLHttpRequest and the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (else 419). Failed validation answers 422 {message, errors: {field: [messages]}} in the request locale.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
