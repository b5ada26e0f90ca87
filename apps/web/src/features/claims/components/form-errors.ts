import type { Locale } from '@app/domain/locale';
import { issuesToErrors } from '@app/domain/validation';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, ValidationError } from '../../../app/api';

/**
 * A react-hook-form resolver from a domain schema (one zod schema per call, CONVENTIONS): the
 * issues become the same localized messages the server would answer (issuesToErrors).
 * `toPayload` turns the typed form values into the call's payload first.
 */
export function domainResolver<V extends FieldValues>(
  schema: z.ZodType | (() => z.ZodType),
  locale: Locale,
  toPayload: (values: V) => unknown = (values) => values,
): Resolver<V> {
  return async (values) => {
    const current = typeof schema === 'function' ? schema() : schema;
    const payload = toPayload(values);
    const result = await current.safeParseAsync(payload);
    if (result.success) return { values, errors: {} };
    const messages = issuesToErrors(result.error.issues, locale, payload);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, list] of Object.entries(messages)) {
      if (list[0]) errors[field] = { type: 'validation', message: list[0] };
    }
    return { values: {}, errors } as unknown as Awaited<ReturnType<Resolver<V>>>;
  };
}

export interface ServerErrors {
  /** The first message of each field the form shows (spec 001 §5, §8). */
  fields: Record<string, string>;
  /** Messages of fields the form does not show (user_token…) or a refusal without field. */
  general: string | null;
}

/** Splits an API failure into field messages and one general message. */
export function serverErrorsOf(
  error: unknown,
  shownFields: readonly string[],
  fallback: string,
): ServerErrors {
  if (error instanceof ValidationError) {
    const fields: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, list] of Object.entries(error.errors)) {
      const message = list[0];
      if (!message) continue;
      if (shownFields.includes(field)) fields[field] = message;
      else others.push(message);
    }
    const general =
      others[0] ?? (Object.keys(fields).length === 0 ? error.message || fallback : null);
    return { fields, general };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return { fields: {}, general: error.message };
  }
  return { fields: {}, general: fallback };
}

/** Moves the focus to the first invalid control of a form, or to its general alert. */
export function focusFirstError(form: HTMLElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]');
  target?.focus();
}
