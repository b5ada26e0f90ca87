import { toSwissDate } from '@app/domain/dates/calendar';
import { swissToday } from '@app/domain/dates/swiss-today';
import { contestForms } from '@app/domain/forms/public-constants';
import { offerRequestInitSchema } from '@app/domain/forms/public-schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { validatorCompiler } from '../../http/validator';
import { type ContestSettings, isContestOpen } from '../../services/forms/contest-hooks';
import type { OfferRequestService } from '../../services/forms/offer-request-service';

const bodyObjectOnly = (route: FastifyRouteSchemaDef<unknown>) =>
  validatorCompiler({ ...route, schema: z.looseObject({}) });

const contestAnswerSchema = z.object({
  contest: z.enum(contestForms),
  /** DD.MM.YYYY, null while not announced. */
  draw_date: z.string().nullable(),
  is_open: z.boolean(),
  redirect_url: z.string().optional(),
});

/**
 * The calls of spec 002 that are not a form submission: step 1 of the offer request, and what
 * the contest pages show (draw date, open or closed, the CHI redirect) from the configuration.
 */
export async function formRoutes(
  app: FastifyInstance,
  options: {
    offerRequests: OfferRequestService;
    contests: Record<(typeof contestForms)[number], ContestSettings>;
    now: () => Date;
  },
) {
  const { offerRequests, contests, now } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/offer-request/init',
    {
      schema: {
        tags: ['forms'],
        summary: 'Offer request, step 1 (the animal): answers the token of the draft',
        body: offerRequestInitSchema({ today: swissToday(new Date()) }),
        response: { 200: z.object({ token: z.string() }) },
      },
      // validated by the service with today's schema (its date rules)
      validatorCompiler: bodyObjectOnly,
    },
    async (request) => offerRequests.init(request.body, requestLocale(request)),
  );

  api.get(
    '/api/contests/:contest',
    {
      schema: {
        tags: ['forms'],
        summary: 'A contest or prize draw: its draw date, whether it takes entries',
        params: z.object({ contest: z.string() }),
        response: { 200: contestAnswerSchema },
      },
    },
    async (request) => {
      const contest = contestForms.find((name) => name === request.params.contest);
      if (!contest) throw new DomainError(404, 'errors.not_found');
      const settings = contests[contest];
      return {
        contest,
        draw_date: settings.drawDate ? toSwissDate(settings.drawDate) : null,
        is_open: isContestOpen(settings, swissToday(now())),
        ...(settings.redirectUrl ? { redirect_url: settings.redirectUrl } : {}),
      };
    },
  );
}
