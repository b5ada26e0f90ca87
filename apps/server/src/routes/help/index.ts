import { swissToday } from '@app/domain/dates/swiss-today';
import { formNames, formRegistry } from '@app/domain/forms/registry';
import { helpStateOf, translatedHelpParams } from '@app/domain/help/help-centre';
import { helpPageOfRoute, helpPages, helpRouteOf } from '@app/domain/help/pages';
import { translate } from '@app/domain/messages/catalogue';
import { href } from '@app/domain/routes';
import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/locale';
import { validatorCompiler } from '../../http/validator';
import type { FormService } from '../../services/forms/form-service';

const formAnswerSchema = z.object({
  message: z.string(),
  reference: z.string(),
  /** help/chi2024-form: where the page sends the browser after the thanks (spec 002 §2). */
  redirect_url: z.string().optional(),
});

/**
 * The route only drops empty fields and refuses NULs and non-objects: the service validates with
 * the form's schema built for today (its date rules), so that a route compiled yesterday never
 * judges today's dates. The route's schema documents the body in the OpenAPI document.
 */
const bodyObjectOnly = (route: FastifyRouteSchemaDef<unknown>) =>
  validatorCompiler({ ...route, schema: z.looseObject({}) });

/**
 * Every request form of the registry (spec 001 §7: `help/…`, `contract-update-request`,
 * `address-update-request`; spec 002 §7: offer requests, contests and draws, challenges, job
 * application, ownership transfer, animal form, callback): one route per form, one pipeline
 * behind them. An unknown `help/{form}` is answered 404 by the not-found handler.
 */
export async function helpRoutes(app: FastifyInstance, options: { forms: FormService }) {
  const { forms } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const documentedContext = { today: swissToday(new Date()) };

  // spec 001 §2.2: a help page's subject and method are route parameters; one the page does
  // not have is the 404 page, like any unknown path; the other language's slug (the language
  // switch keeps it) is redirected to this language's
  app.addPageRenderer(helpPages.map(helpRouteOf), (match, query) => {
    const page = helpPageOfRoute(match.name);
    if (!page) return { kind: 'not-found' };
    if (helpStateOf(page, match.params, match.locale)) return { kind: 'shell' };
    const translated = translatedHelpParams(page, match.params, match.locale);
    if (!translated) return { kind: 'not-found' };
    const search = query.toString();
    const location = href(match.name, match.locale, translated);
    return { kind: 'redirect', location: search ? `${location}?${search}` : location };
  });

  for (const name of formNames) {
    const form = formRegistry[name];
    api.post(
      `/api/${form.path}`,
      {
        schema: {
          tags: [form.path.startsWith('help/') ? 'help' : 'forms'],
          summary: translate('fr', form.titleKey),
          body: form.schema(documentedContext),
          response: { 200: formAnswerSchema },
        },
        validatorCompiler: bodyObjectOnly,
      },
      async (request) => forms.submit(name, request.body, requestLocale(request)),
    );
  }
}
