import { swissToday } from '@app/domain/dates/swiss-today';
import { href, localeOfPath } from '@app/domain/routes';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { schemaAlerts } from '../../ui/schema-resolver';
import { type FormSubmit, useFormSubmit } from '../../ui/use-form-submit';
import { formStore } from './subscription-store';
import { nextRoute, reachedAfter, type WizardConfig } from './wizard-engine';

/** The page's locale and today's Swiss date (fixed for the page's life). */
export function useWizardContext() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const today = useMemo(() => swissToday(new Date()), []);
  return { locale, today };
}

/** What a step does once the server accepted it: the next step becomes reachable and opens. */
export function useNextStep(config: WizardConfig, index: number): () => void {
  const navigate = useNavigate();
  const { locale } = useWizardContext();
  return () => {
    formStore.update({ reached_step: reachedAfter(index, formStore.get().reached_step) });
    navigate(href(nextRoute(config, index), locale));
  };
}

/**
 * The submission of a step whose choices live in the store (plan cards, options): the payload
 * is checked by the call's schema, refused in the alert or sent, then the next step opens.
 */
export function useStoreStep<Payload>(
  config: WizardConfig,
  index: number,
  schema: z.ZodType,
  send: (payload: Payload) => Promise<unknown>,
): FormSubmit<Payload> & { sendChecked: (payload: Payload) => void } {
  const { locale } = useWizardContext();
  const submit = useFormSubmit({ send, onSent: useNextStep(config, index) });
  return {
    ...submit,
    sendChecked: (payload) => {
      const refused = schemaAlerts(schema, payload, locale);
      if (refused) submit.refuse(refused);
      else void submit.send(payload);
    },
  };
}
