import { subscriptionCheckAnswerSchema } from '@app/domain/schemas/answers';
import {
  animalInformationBaseSchema,
  horseQuickInitBaseSchema,
  ownerInformationBaseSchema,
  subscriptionCustomizeSchema,
  subscriptionInitBaseSchema,
  subscriptionOfferBaseSchema,
  subscriptionPaymentSchema,
  subscriptionQuickInitBaseSchema,
  subscriptionSelectOptionSchema,
  subscriptionSelectPackSchema,
  userTokenSchema,
} from '@app/domain/schemas/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/locale';
import type { SubscriptionService } from '../../services/subscriptions/subscription-service';

const locale = { locale: z.enum(['fr', 'de']).optional() };
const tokenAnswer = z.object({ user_token: z.string() });

export async function subscriptionRoutes(
  app: FastifyInstance,
  options: { subscriptions: SubscriptionService },
) {
  const { subscriptions } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions'];

  api.post(
    '/api/subscriptions/init',
    {
      schema: {
        tags,
        summary: 'Step 1: the quote form',
        body: subscriptionInitBaseSchema.extend(locale),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.init(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/quick-init',
    {
      schema: {
        tags,
        summary: 'Dog or cat quick calculator: quote and cover at once',
        body: subscriptionQuickInitBaseSchema.extend(locale),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.quickInit(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/check',
    {
      schema: {
        tags,
        summary: 'Is the token still valid (422 sends the wizard back to step 1)',
        body: userTokenSchema.extend(locale),
        response: { 200: subscriptionCheckAnswerSchema },
      },
    },
    async (request) => subscriptions.check(request.body.user_token),
  );
  api.post(
    '/api/subscriptions/customize',
    {
      schema: {
        tags,
        summary: 'Dog or cat: deductible and covers',
        body: subscriptionCustomizeSchema.safeExtend(locale),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.customize(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/horse/quick-init',
    {
      schema: {
        tags,
        summary:
          'Horse quick calculator: the quote, pack and death cover at once (then animal information)',
        body: horseQuickInitBaseSchema.extend(locale),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.horseQuickInit(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/horse/select-pack',
    {
      schema: {
        tags,
        summary: 'Horse: treatment pack (prima, optima, ultima or none), deductible and assistance',
        body: subscriptionSelectPackSchema,
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.selectPack(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/horse/select-option',
    {
      schema: {
        tags,
        summary: 'Horse: VIVA Spirit death and invalidity option (or none)',
        body: subscriptionSelectOptionSchema,
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.selectOption(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/animal-information',
    {
      schema: {
        tags,
        body: animalInformationBaseSchema.extend(locale),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.animalInformation(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/owner-information',
    {
      schema: {
        tags,
        body: ownerInformationBaseSchema.extend(locale),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => subscriptions.ownerInformation(request.body, requestLocale(request)),
  );
  api.get(
    '/api/can-subscribe-online',
    {
      schema: {
        tags,
        querystring: userTokenSchema.extend(locale),
        response: { 200: z.object({ status: z.boolean() }) },
      },
    },
    async (request) => subscriptions.canSubscribeOnline(request.query.user_token),
  );
  api.post(
    '/api/subscriptions/payment',
    {
      schema: {
        tags,
        summary:
          'Subscription: card payment (redirect_url to the provider) or invoice (policy issued at once)',
        body: subscriptionPaymentSchema.safeExtend(locale),
        response: { 200: z.object({ reference: z.string(), redirect_url: z.string().optional() }) },
      },
    },
    async (request) => subscriptions.payment(request.body, requestLocale(request)),
  );
  api.post(
    '/api/subscriptions/offer',
    {
      schema: {
        tags,
        summary: 'Offer request: an offer PDF is prepared and sent',
        body: subscriptionOfferBaseSchema.extend(locale),
        response: { 200: z.object({ reference: z.string() }) },
      },
    },
    async (request) => subscriptions.offer(request.body, requestLocale(request)),
  );
  api.get(
    '/api/subscriptions/pdf',
    {
      schema: {
        tags,
        summary: 'The policy or offer PDF once ready (path null until then)',
        querystring: userTokenSchema.extend(locale),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.pdf(request.query.user_token);
    },
  );
  api.get(
    '/api/subscriptions/documents/:publicToken',
    {
      schema: {
        tags,
        summary: 'Download a generated PDF by its unguessable token',
        params: z.object({ publicToken: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await subscriptions.document(request.params.publicToken);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(bytes);
    },
  );
}
