import { swissToday } from '@app/domain/dates/swiss-today';
import type { CategoryPair } from '@app/domain/forms/fields';
import { type FormName, formRegistry } from '@app/domain/forms/registry';
import { mergeStreetNumber } from '@app/domain/forms/street-number';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/translate';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { compact } from '../../../lib/api';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';

/** What the page gives a form: its name in the registry, the subject's category, its animals. */
export interface HelpFormProps {
  name: FormName;
  locale: Locale;
  /** The category pair of the subject (spec 001 §2.2); the registry's when absent. */
  category?: CategoryPair | undefined;
  /** The animal types the subject offers, the first one preselected (spec 001 §3). */
  animalTypes?: readonly string[] | undefined;
}

const requestFields = new Set(['locale', 'category']);

/** Every field of the schema empty (documents: none), the form's own values over them. */
function defaultsOf(schema: z.ZodObject, given: Record<string, unknown>): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const name of Object.keys(schema.shape)) {
    if (!requestFields.has(name)) defaults[name] = name === 'documents' ? [] : '';
  }
  return { ...defaults, ...given };
}

/**
 * The call's payload of what is typed: empty fields dropped (as the API client does, spec 001
 * §7), the uploads as their ids, the street number merged into the address (spec 001 §3,
 * 002 §3), and the subject's category pair.
 */
function payloadOf(values: FieldValues, category: CategoryPair | undefined) {
  const payload: Record<string, unknown> = { ...values };
  if (Array.isArray(payload.documents)) {
    payload.documents = (payload.documents as { id: string }[]).map((document) => document.id);
  }
  for (const prefix of ['', 'new_']) {
    const address = payload[`${prefix}address`];
    const number = payload[`${prefix}streetNumber`];
    if (typeof address === 'string' && typeof number === 'string') {
      payload[`${prefix}address`] = mergeStreetNumber(address, number);
    }
  }
  return compact({ ...payload, category });
}

/**
 * A help-centre form on the form layer: the registry gives the schema (for today), the path and
 * the category; `useSchemaForm` gives the fields, the submit machine and the 422 mapping. What is
 * left to a form is its fields (see forms/).
 */
export function useHelpForm(
  { name, locale, category }: HelpFormProps,
  options: { defaultValues?: Record<string, unknown>; onSent?: (answer: FormAnswer) => void } = {},
) {
  const definition = formRegistry[name];
  const schema = useMemo(() => definition.schema({ today: swissToday(new Date()) }), [definition]);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const form = useSchemaForm<FieldValues, FormAnswer>({
    schema,
    schemaNow: () => definition.schema({ today: swissToday(new Date()) }),
    locale,
    defaultValues: defaultsOf(schema, options.defaultValues ?? {}) as DefaultValues<FieldValues>,
    toPayload: (values) => payloadOf(values, category),
    send: (values) => sendForm(definition, payloadOf(values, category)),
    onSent: (result) => {
      setAnswer(result);
      options.onSent?.(result);
    },
  });
  const label = (field: string) => translate(locale, `forms.field.${field}`);
  return { ...form, answer, isUploading, setIsUploading, label, locale };
}

export type HelpForm = ReturnType<typeof useHelpForm>;

/** spec 001 §4: once sent, the form is replaced by the server's confirmation and the reference. */
export function FormSent({ answer }: { answer: FormAnswer }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="help-sent">
      <Notice role="status">
        <p className="help-sent__message">{answer.message}</p>
        <p>{intl.formatMessage({ id: 'help.sent.reference' }, { reference: answer.reference })}</p>
      </Notice>
    </div>
  );
}

/** The form of a help form: the required-fields note, its fields, the send button. */
export function HelpFormBody({
  help,
  children,
  submitLabel,
}: {
  help: HelpForm;
  children: ReactNode;
  submitLabel?: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (help.answer) return <FormSent answer={help.answer} />;
  return (
    <Form
      submit={help.submit}
      onSubmit={help.onSubmit}
      isBlocked={help.isUploading}
      className="help-form"
    >
      <p className="field__hint">{t('ui.requiredNote')}</p>
      {children}
      {help.isUploading ? <Notice>{t('help.waitUpload')}</Notice> : null}
      <FormActions
        submitLabel={submitLabel ?? t('help.send')}
        isPending={help.submit.isPending}
        isDisabled={help.isUploading}
      />
    </Form>
  );
}
