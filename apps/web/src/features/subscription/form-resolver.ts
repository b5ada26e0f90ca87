import type { Locale } from '@app/domain/locale';
import { issuesToErrors } from '@app/domain/validation';
import type { FieldValues, FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors as ServerErrors } from '../../app/api';

/**
 * react-hook-form resolver over a shared zod schema of @app/domain (CONVENTIONS: one schema per
 * call, also the server's). The form keeps what the user typed; `toInput` turns it into the
 * call's payload, which the schema checks. Issues carry message keys: they are translated in
 * the page's locale, exactly as the server translates its 422 answers.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType,
  locale: Locale,
  toInput: (values: Values) => unknown,
): Resolver<Values> {
  return async (values) => {
    const input = toInput(values);
    const result = await schema.safeParseAsync(input);
    if (result.success) return { values, errors: {} };
    return {
      values: {},
      errors: toFormErrors<Values>(issuesToErrors(result.error.issues, locale, input)),
    };
  };
}

/** The first message of each field (spec 000 §8), in react-hook-form's shape. */
export function toFormErrors<Values extends FieldValues>(errors: ServerErrors): FormErrors<Values> {
  const result: Record<string, { type: string; message: string }> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message) result[field] = { type: 'validation', message };
  }
  return result as FormErrors<Values>;
}

/** The translated messages of a schema's issues, for a form-level alert. */
export function issuesToMessages(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  input: unknown,
): string[] {
  return Object.values(issuesToErrors(issues, locale, input)).flatMap((messages) =>
    messages.slice(0, 1),
  );
}
