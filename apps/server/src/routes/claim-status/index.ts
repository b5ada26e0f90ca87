import { claimStatusAnswerSchema } from '@app/domain/schemas/answers';
import { claimStatusRequestSchema } from '@app/domain/schemas/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClaimStatusService } from '../../services/claim-status/claim-status-service';

/** POST: the number and e-mail stay out of URLs and logs; CSRF and a low rate limit apply. */
export async function claimStatusRoutes(
  app: FastifyInstance,
  options: { claimStatus: ClaimStatusService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/claim-status',
    {
      config: { rateLimit: { max: app.config.sensitiveRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['claims'],
        summary: 'Claim number and e-mail → the status timeline (same 404 for unknown or mismatch)',
        body: claimStatusRequestSchema,
        response: { 200: claimStatusAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return options.claimStatus.lookup(request.body);
    },
  );
}
