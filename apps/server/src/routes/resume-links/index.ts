import { resumedDraftSchema, resumeLinkSentSchema } from '@app/domain/schemas/answers';
import { resumeLinkRequestSchema } from '@app/domain/schemas/resume-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/locale';
import type { ResumeLinkService } from '../../services/resume-links/resume-link-service';

/** "Continue later" by e-mail (issue 13): request a link, then redeem it once. */
export async function resumeLinkRoutes(
  app: FastifyInstance,
  options: { links: ResumeLinkService },
) {
  const { links } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resume links'];

  api.post(
    '/api/resume-links',
    {
      config: { rateLimit: { max: app.config.sensitiveRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'E-mails a single-use link (7 days) to continue a quote or a claim draft',
        body: resumeLinkRequestSchema,
        response: { 202: resumeLinkSentSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await links.request(request.body, requestLocale(request))),
  );

  api.get(
    '/api/resume-links/:token',
    {
      config: { rateLimit: { max: app.config.sensitiveRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The stored state of a link, once (410 when used or expired)',
        params: z.object({ token: z.string().min(1).max(300) }),
        response: { 200: resumedDraftSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return links.redeem(request.params.token);
    },
  );
}
