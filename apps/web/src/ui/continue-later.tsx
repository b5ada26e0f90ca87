import type { Locale } from '@app/domain/locale';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { Form } from './form';
import { FormActions } from './form-actions';
import { Notice } from './form-alert';
import { TextField } from './inputs';
import { useSchemaForm } from './use-schema-form';

interface ContinueLaterValues {
  email: string;
}

/**
 * "Send me a link to continue" (issue 13): a disclosure under a multi-step form that e-mails a
 * link to continue on any device. The caller gives the call's schema, how the typed address
 * becomes its payload, and the call; the form shows the schema's and the server's refusals.
 */
export function ContinueLater<Payload>({
  schema,
  locale,
  defaultEmail,
  payloadOf,
  send,
}: {
  schema: z.ZodType;
  locale: Locale;
  defaultEmail: string;
  payloadOf: (email: string) => Payload;
  send: (payload: Payload) => Promise<{ expires_at: string }>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [sent, setSent] = useState<{ email: string; until: string } | null>(null);
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: { email: defaultEmail },
    toPayload: (values: ContinueLaterValues) => payloadOf(values.email.trim()),
    send: (values: ContinueLaterValues) => send(payloadOf(values.email.trim())),
    onSent: (answer, values) => {
      setSent({
        email: values.email.trim(),
        until: intl.formatDate(answer.expires_at, {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'Europe/Zurich',
        }),
      });
      submit.reset();
    },
  });

  return (
    // a plain box: a landmark labelled "…fortsetzen…" would be found by every label query
    <div className="continue-later">
      <h2 className="continue-later__title">
        <button
          type="button"
          className="continue-later__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {t('ui.continueLater.title')}
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen}>
        <p className="field__hint">{t('ui.continueLater.intro')}</p>
        {sent ? (
          <Notice role="status">
            <p>{t('ui.continueLater.sent', { email: sent.email, until: sent.until })}</p>
          </Notice>
        ) : null}
        <Form submit={submit} onSubmit={onSubmit}>
          <TextField
            // the page's own form may have an e-mail field too: an id of this panel
            id={`${panelId}-email`}
            field={field('email', { isRequired: true })}
            label={t('ui.continueLater.email')}
            type="email"
            autoComplete="email"
          />
          <FormActions submitLabel={t('ui.continueLater.send')} isPending={submit.isPending} />
        </Form>
      </div>
    </div>
  );
}
