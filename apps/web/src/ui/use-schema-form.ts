import type { Locale } from '@app/domain/locale';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerMessages } from '../lib/server-messages';
import { schemaResolver } from './schema-resolver';
import { type FormSubmitOptions, useFormSubmit } from './use-form-submit';
import { useFormSync } from './use-form-sync';
import { useSchemaFields } from './use-schema-fields';

export interface SchemaFormOptions<V extends FieldValues, R>
  extends Omit<FormSubmitOptions<V, R, V>, 'form'> {
  /** The call's schema (the server's): it checks the payload and gives the fields' attributes. */
  schema: z.ZodType;
  /** The schema at the moment of checking, when it depends on the moment (today). */
  schemaNow?: () => z.ZodType;
  locale: Locale;
  defaultValues: DefaultValues<V>;
  /** The call's payload of the values as typed; the values themselves by default. */
  toPayload?: (values: V) => unknown;
  /** Every change, at once (a wizard's or a draft's store). */
  onChange?: (values: V) => void;
}

/**
 * A form of the site in one call: react-hook-form with the schema as resolver, the fields bound
 * to the schema (`field('email')`), the submit machine, and the store written on every change.
 *
 * ```tsx
 * const { field, submit, onSubmit } = useSchemaForm({ schema, locale, defaultValues, send });
 * return (
 *   <Form submit={submit} onSubmit={onSubmit}>
 *     <TextField field={field('email')} label={labels.email} type="email" />
 *     <FormActions submitLabel={labels.send} isPending={submit.isPending} />
 *   </Form>
 * );
 * ```
 */
export function useSchemaForm<V extends FieldValues, R = unknown>(
  options: SchemaFormOptions<V, R>,
) {
  const { schema, schemaNow, locale, defaultValues, toPayload, onChange, ...submitOptions } =
    options;
  // the errors' texts: loaded with the feature's catalogue, else here (suspends once)
  useServerMessages(locale);
  const form = useForm<V>({
    defaultValues,
    resolver: schemaResolver<V>(schemaNow ?? schema, locale, toPayload),
  });
  const field = useSchemaFields(form, schema);
  useFormSync(form.watch, (values) => onChange?.(values));
  const submit = useFormSubmit<V, R, V>({ ...submitOptions, form });
  return { form, field, submit, onSubmit: form.handleSubmit(submit.send) };
}
