import { businessLines } from '@app/domain/business-lines';
import { horseDeathOptionSchema, quoteAnswerSchema } from '@app/domain/schemas/answers';
import {
  couponDataSchema,
  couponRequestSchema,
  horseBasePriceRowSchema,
  horseDeathInsurancePricesSchema,
  horseGetPricesRequestBaseSchema,
  horseOptionPriceRequestBaseSchema,
  petPriceRequestBaseSchema,
  petPriceRowSchema,
  quoteInputBaseSchema,
} from '@app/domain/schemas/pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../http/errors';
import { rowsSerializerCompiler } from '../../http/serializer';
import type { PricingService } from '../../services/pricing/pricing-service';

const locale = { locale: z.enum(['fr', 'de']).optional() };

export async function pricingRoutes(app: FastifyInstance, options: { pricing: PricingService }) {
  const { pricing } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/business-lines/:businessLine/price',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Dog or cat: the monthly price of every deductible and cover combination',
        params: z.object({ businessLine: z.string() }),
        body: petPriceRequestBaseSchema.extend(locale),
        response: { 200: z.array(petPriceRowSchema) },
      },
      serializerCompiler: rowsSerializerCompiler,
    },
    async (request) => {
      const { businessLine } = request.params;
      if (businessLine !== 'dog' && businessLine !== 'cat') {
        throw new DomainError(404, 'catalogue.unknown_business_line');
      }
      return pricing.petPrices(businessLine, request.body);
    },
  );

  api.post(
    '/api/business-lines/horse/get-prices',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Horse: the treatment products (prima, optima, ultima) the horse may take, priced',
        body: horseGetPricesRequestBaseSchema.extend(locale),
        response: { 200: z.array(horseBasePriceRowSchema) },
      },
      serializerCompiler: rowsSerializerCompiler,
    },
    async (request) => pricing.horseBasePrices(request.body),
  );

  api.post(
    '/api/business-lines/horse/option-price',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Horse: every death and invalidity product priced for the horse',
        body: horseOptionPriceRequestBaseSchema.extend(locale),
        response: { 200: z.array(horseDeathOptionSchema) },
      },
    },
    async (request) => pricing.horseOptionPrices(request.body),
  );

  api.get(
    '/api/get-horse-death-insurance-prices',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Horse death products (percentages, additional risks) and all additional risks',
        response: { 200: horseDeathInsurancePricesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return pricing.horseDeathInsurancePrices();
    },
  );

  api.post(
    '/api/coupons/get-coupon-data',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The data of a coupon code for the subscription of the token',
        body: couponRequestSchema.extend({
          business_line: z.enum(businessLines).optional(),
          ...locale,
        }),
        response: { 200: couponDataSchema },
      },
    },
    async (request) => pricing.couponData(request.body),
  );

  api.post(
    '/api/quote',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The full premium breakdown of a quote input (stateless)',
        body: quoteInputBaseSchema,
        response: { 200: quoteAnswerSchema },
      },
    },
    async (request) => pricing.quote(request.body),
  );
}
