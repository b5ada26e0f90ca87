import type { Locale } from '@app/domain/locale';
import { issuesToErrors } from '@app/domain/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The first message of each field whose value the schema refuses, in the page's locale: the
 * very messages the server would answer with its 422 (issuesToErrors, message keys of the
 * domain). Null when the payload is valid.
 */
export function schemaErrors(
  schema: z.ZodType,
  payload: unknown,
  locale: Locale,
): Record<string, string> | null {
  const result = schema.safeParse(payload);
  if (result.success) return null;
  return firstMessages(issuesToErrors(result.error.issues, locale, payload));
}

/** The same refusal as alert lines (a form whose choices are not text fields: plan cards). */
export function schemaAlerts(schema: z.ZodType, payload: unknown, locale: Locale): string[] | null {
  const errors = schemaErrors(schema, payload, locale);
  return errors ? [...new Set(Object.values(errors))] : null;
}

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}

/**
 * A react-hook-form resolver over a shared zod schema of @app/domain (CONVENTIONS: one schema
 * per call, the server's too). The form keeps what the user typed; `toPayload` turns it into
 * the call's payload, which the schema checks. A schema that depends on the moment (today, a
 * choice made elsewhere) is given as a function, read at each check.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType | (() => z.ZodType),
  locale: Locale,
  toPayload: (values: Values) => unknown = (values) => values,
): Resolver<Values> {
  return async (values) => {
    const current = typeof schema === 'function' ? schema() : schema;
    const payload = toPayload(values);
    const result = await current.safeParseAsync(payload);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    const messages = firstMessages(issuesToErrors(result.error.issues, locale, payload));
    for (const [field, message] of Object.entries(messages)) {
      errors[field] = { type: 'validation', message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
